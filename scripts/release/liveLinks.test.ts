import { existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pointLiveLinks } from './liveLinks.mjs';

let releasesDir = '';
const entry = (app: string, id: string) => `/releases/${app}/${id}/remoteEntry.js`;

beforeEach(() => {
  releasesDir = mkdtempSync(join(tmpdir(), 'releases-'));
  for (const id of ['1.0.0-aaaaaaaaaa', '1.1.0-bbbbbbbbbb']) mkdirSync(join(releasesDir, 'catalog', id), { recursive: true });
});

afterEach(() => rmSync(releasesDir, { recursive: true, force: true }));

describe('pointLiveLinks', () => {
  it("points live at the release everyone gets, and moves it with a promotion or a rollback", () => {
    pointLiveLinks(releasesDir, { catalog: entry('catalog', '1.0.0-aaaaaaaaaa') }, ['catalog']);
    expect(readlinkSync(join(releasesDir, 'catalog', 'live'))).toBe('1.0.0-aaaaaaaaaa');
    pointLiveLinks(releasesDir, { catalog: entry('catalog', '1.1.0-bbbbbbbbbb') }, ['catalog']);
    expect(readlinkSync(join(releasesDir, 'catalog', 'live'))).toBe('1.1.0-bbbbbbbbbb');
  });

  it('removes it when the remote is served from its own origin again, so a server asks that origin', () => {
    pointLiveLinks(releasesDir, { catalog: entry('catalog', '1.0.0-aaaaaaaaaa') }, ['catalog']);
    pointLiveLinks(releasesDir, { catalog: 'http://localhost:4174/remoteEntry.js' }, ['catalog']);
    expect(existsSync(join(releasesDir, 'catalog', 'live'))).toBe(false);
  });

  it('leaves a remote with no releases and no entry alone', () => {
    expect(() => pointLiveLinks(releasesDir, {}, ['lists'])).not.toThrow();
  });
});
