// The collector's metrics for Prometheus, at http://127.0.0.1:<port>/metrics: on the loopback
// only and on a port of its own, never on the public site's.
import { createServer } from 'node:http';

/** The metrics port: METRICS_PORT (default 9464), moved up by PORT_OFFSET like the site's ports. */
export const metricsPort = (env = process.env) => Number(env.METRICS_PORT ?? 9464) + Number(env.PORT_OFFSET ?? 0);

/**
 * Serves `registry` at /metrics. A port already taken (another copy of the site served for a
 * test) is reported, and the site is served all the same.
 * @param {import('prom-client').Registry} registry
 * @param {number} port
 */
export function serveMetrics(registry, port) {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://localhost').pathname !== '/metrics') {
      res.statusCode = 404;
      res.end();
      return;
    }
    registry.metrics().then((text) => {
      res.setHeader('Content-Type', registry.contentType);
      res.end(text);
    }, () => {
      res.statusCode = 503;
      res.end();
    });
  });
  server.on('error', (error) => console.error(`metrics not served on 127.0.0.1:${port} (${error.message})`));
  server.listen(port, '127.0.0.1', () => console.log(`metrics  http://127.0.0.1:${port}/metrics`));
  return server;
}
