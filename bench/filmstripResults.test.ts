import { describe, expect, it } from 'vitest';
import { filmstripImage, renderFilmstrip } from './filmstripResults.mjs';

describe("the filmstrip's pictures", () => {
  it('are named after the route and width, as the docs show them', () => {
    expect(filmstripImage('/', 375)).toBe('first-second-home-375px.jpg');
    expect(filmstripImage('/details?id=5', 1366)).toBe('first-second-details-id-5-1366px.jpg');
    expect(filmstripImage('/pages-graph', 375)).toBe('first-second-pages-graph-375px.jpg');
  });
});

describe("the filmstrip's results", () => {
  const conditions = { cpuSlowdown: 4, network: { downloadMbps: 10, uploadMbps: 5, latencyMs: 40 }, steps: [300, 500, 1000] };
  const lines = renderFilmstrip({
    conditions,
    results: { sides: ['composed', 'prerendered'], strips: [{ width: 375, route: '/', image: 'first-second-home-375px.jpg', firstDrawn: { composed: 465.4, prerendered: null } }] },
  });

  it('draws when each side first drew anything, with its picture', () => {
    expect(lines).toContain('| 375 px | `/` | 465 ms | nothing drawn | [first-second-home-375px.jpg](../images/first-second-home-375px.jpg) |');
  });

  it('shows each picture and says how to refresh them', () => {
    expect(lines).toContain('![/ at 375 px in the first 1000 ms of a cold load: a row per side (composed, prerendered), a frame at 300, 500, 1000 ms](../images/first-second-home-375px.jpg)');
    expect(lines.join('\n')).toContain('`pnpm bench:filmstrip` refreshes them');
  });
});
