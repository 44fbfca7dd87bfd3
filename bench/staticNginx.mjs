// The one-bundle sides of the bench's HTTP/2 run: a neutral nginx, listening with TLS and
// HTTP/2, serving bench/monolith's build with the same compression and cache headers as the
// HTTP/1.1 run's static servers (servers.mjs): hashed assets kept for good, everything else
// revalidated, gzip level 6 above 512 bytes. One server block for each side: the client-rendered
// one answers every page's address with index.html, the prerendered one with the page its build
// drew for the address (prerenderedPages.mjs, as a map written from the build's list), else
// prerendered.html.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compression } from '@bookmarked/server/headers';
import { processConf } from '@bookmarked/server/nginx-conf';

/**
 * The nginx config: `list` is the build's prerendered.json.
 * @param {{ dir: string, root: string, tls: { key: string, cert: string }, baselinePort: number, prerenderedPort: number, list: { pages: Record<string, string> } }} options
 */
export function staticNginxConf({ dir, root, tls, baselinePort, prerenderedPort, list }) {
  const quote = (text) => `"${text.replace(/["\\]/g, '\\$&')}"`;
  const block = (port, page) => `  server {
    listen ${port} ssl http2;
    root ${root};
    add_header Cache-Control $bench_cache_control always;
    # A page's address has no extension; anything else is a file of the build.
    location ~ \\.[A-Za-z0-9]+$ {
      try_files $uri =404;
    }
    location / {
      try_files ${page} =404;
    }
  }
`;
  return processConf({
    dir,
    tempDir: dir,
    tls,
    http: `  gzip on;
  gzip_comp_level ${compression.level};
  gzip_min_length ${compression.minLength};
  gzip_types ${compression.types.join(' ')};
  # Room for the prerendered pages' map below (one a book, with long queries); set before any map.
  map_hash_max_size 16384;
  map_hash_bucket_size 256;
  map $uri $bench_cache_control {
    ~^/assets/ "public, max-age=31536000, immutable";
    default "no-cache";
  }
  # The page the prerendered build drew for an address: its path, then the query as sent.
  map "$uri$is_args$args" $bench_prerendered_page {
${Object.entries(list.pages).map(([key, file]) => `    ${quote(key)} ${quote(`/${file}`)};\n`).join('')}    default /prerendered.html;
  }
${block(baselinePort, '/index.html')}${block(prerenderedPort, '$bench_prerendered_page')}`,
  });
}

/**
 * Starts that nginx (Debian's) in a folder of its own; resolves once it listens.
 * @param {Omit<Parameters<typeof staticNginxConf>[0], 'dir'>} options
 */
export function startStaticNginx(options) {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (!nginx) throw new Error('the HTTP/2 run needs nginx (Debian: apt-get install -y nginx)');
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  mkdirSync(join(dir, 'logs'));
  writeFileSync(join(dir, 'nginx.conf'), staticNginxConf({ ...options, dir }));
  const run = (...args) => execFileSync(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
  run();
  return {
    close() {
      run('-s', 'quit');
      // Its folder goes once it has exited: its workers write in it until then.
      const pause = new Int32Array(new SharedArrayBuffer(4));
      for (let waited = 0; waited < 5000 && existsSync(join(dir, 'nginx.pid')); waited += 50) Atomics.wait(pause, 0, 0, 50);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
