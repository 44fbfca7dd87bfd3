import { existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { originEntry, pointLiveLinks } from './liveLinks.mjs';

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

  it('leaves no link to a release this folder does not hold, so a server never reads a release that is not there', () => {
    pointLiveLinks(releasesDir, { catalog: entry('catalog', '9.9.9-cccccccccc') }, ['catalog']);
    expect(() => lstatSync(join(releasesDir, 'catalog', 'live'))).toThrow('ENOENT');
  });

  it('leaves a remote with no releases and no entry alone', () => {
    expect(() => pointLiveLinks(releasesDir, {}, ['lists'])).not.toThrow();
  });
});

describe('originEntry', () => {
  const OWN_ORIGIN = 'https://catalog.example.com/remoteEntry.js';
  const LOCAL = 'http://localhost:4174/remoteEntry.js';

  it('is the stable entry while it names no release', () => {
    expect(originEntry({ remotes: { catalog: OWN_ORIGIN } }, [], 'catalog', LOCAL)).toBe(OWN_ORIGIN);
  });

  it('is, while a release is live, where the remote was before its first promotion: where a rollback past it goes', () => {
    const events = [
      { app: 'catalog', action: 'promote', release: '1.0.0-aaaaaaaaaa', entry: entry('catalog', '1.0.0-aaaaaaaaaa'), previous: { release: null, entry: OWN_ORIGIN } },
      { app: 'lists', action: 'promote', release: '1.0.0-dddddddddd', entry: entry('lists', '1.0.0-dddddddddd'), previous: { release: null, entry: 'https://lists.example.com/remoteEntry.js' } },
      { app: 'catalog', action: 'promote', release: '1.1.0-bbbbbbbbbb', entry: entry('catalog', '1.1.0-bbbbbbbbbb'), previous: { release: '1.0.0-aaaaaaaaaa', entry: entry('catalog', '1.0.0-aaaaaaaaaa') } },
    ];
    expect(originEntry({ remotes: { catalog: entry('catalog', '1.1.0-bbbbbbbbbb') } }, events, 'catalog', LOCAL)).toBe(OWN_ORIGIN);
  });

  it('falls back to the given address when the history never saw the remote outside its releases', () => {
    expect(originEntry({ remotes: { catalog: entry('catalog', '1.0.0-aaaaaaaaaa') } }, [], 'catalog', LOCAL)).toBe(LOCAL);
  });
});
