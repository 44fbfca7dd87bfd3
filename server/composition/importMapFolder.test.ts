import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { integrityFileText, integrityOf } from '@bookmarked/shared/integrity';
import { IMPORT_MAP_FOLDER, LIVE_MAP, MAP_FILE, MAP_HASH_PATTERN, NO_MAP, setUpImportMaps, slashFreeImportMap, updateImportMap, writeImportMap } from './importMapFolder.mjs';

const hashA = integrityOf('a');
const hashB = integrityOf('b');

let root = '';
let paths = { hostDir: '', remotesFile: '', releasesDir: '', releasesUrl: '/releases/' };
const folder = () => join(paths.releasesDir, IMPORT_MAP_FOLDER);
const liveMap = () => readlinkSync(join(folder(), LIVE_MAP));
const scriptText = (html: string) => /^<script type="importmap">([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';
const liveIntegrity = () => (JSON.parse(scriptText(readFileSync(join(folder(), LIVE_MAP, MAP_FILE), 'utf8'))) as { integrity: Record<string, string> }).integrity;

function writeFile(path: string, text: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'import-map-'));
  paths = { hostDir: join(root, 'host'), remotesFile: join(root, 'host', 'remotes.json'), releasesDir: join(root, 'releases'), releasesUrl: '/releases/' };
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('slashFreeImportMap', () => {
  it("gives the map's CSP hash, which never holds a '/', and the same JSON whatever the spaces before it", () => {
    for (let n = 0; n < 40; n += 1) {
      const integrity = { [`https://c.example/${n}.js`]: hashA };
      const { html, hash } = slashFreeImportMap(integrity);
      expect(hash).toMatch(new RegExp(`^${MAP_HASH_PATTERN}$`));
      expect(createHash('sha256').update(scriptText(html)).digest('base64')).toBe(hash);
      expect(JSON.parse(scriptText(html))).toEqual({ integrity });
    }
  });
});

describe('writeImportMap', () => {
  it('writes each map into the folder its hash names and points live at the newest, keeping a few before it', () => {
    const hashes = Array.from({ length: 12 }, (_, n) => writeImportMap(folder(), { [`https://c.example/${n}.js`]: hashA }));
    expect(liveMap()).toBe(hashes.at(-1));
    expect(readFileSync(join(folder(), hashes.at(-1)!, MAP_FILE), 'utf8')).toBe(slashFreeImportMap({ 'https://c.example/11.js': hashA }).html);
    const kept = readdirSync(folder()).filter((name) => new RegExp(`^${MAP_HASH_PATTERN}$`).test(name));
    expect(kept.length).toBe(9);
    expect(kept).toContain(hashes.at(-1));
  });

  it('points live at no map when nothing can be named, and back at a map written before', () => {
    const hash = writeImportMap(folder(), { 'https://c.example/x.js': hashA });
    expect(writeImportMap(folder(), {})).toBeUndefined();
    expect(liveMap()).toBe(NO_MAP);
    expect(writeImportMap(folder(), { 'https://c.example/x.js': hashA })).toBe(hash);
    expect(liveMap()).toBe(hash);
  });
});

describe('updateImportMap', () => {
  const serving = { portOffset: 100, scheme: 'http', folders: { 'http://localhost:4274/': '' } };

  it('does nothing where no server includes the maps', async () => {
    writeFile(paths.remotesFile, JSON.stringify({ remotes: {} }));
    expect(await updateImportMap(paths)).toBe(false);
    expect(existsSync(folder())).toBe(false);
  });

  it("names the modules of every remote remotes.json names: releases from the site's root, local ports as moved, others fetched", async () => {
    const catalogDir = join(root, 'catalog');
    setUpImportMaps(paths.releasesDir, { ...serving, folders: { 'http://localhost:4274/': catalogDir } });
    writeFile(join(catalogDir, 'integrity.json'), integrityFileText({ 'remoteEntry.js': hashA }));
    writeFile(join(paths.releasesDir, 'graph', '1.0.0-aaaaaaaaaa', 'integrity.json'), integrityFileText({ 'assets/a.js': hashB }));
    writeFile(join(paths.hostDir, 'remotes', 'lists', 'integrity.json'), integrityFileText({ 'assets/l.js': hashA }));
    writeFile(
      paths.remotesFile,
      JSON.stringify({
        remotes: { catalog: 'http://localhost:4174/remoteEntry.js', graph: '/releases/graph/1.0.0-aaaaaaaaaa/remoteEntry.js', lists: '/remotes/lists/remoteEntry.js', other: 'https://other.example/remoteEntry.js' },
      }),
    );
    const fetchFile = vi.fn(async (url: string) => {
      if (url === 'https://other.example/integrity.json') return integrityFileText({ 'o.js': hashB });
      throw new Error(`${url}: HTTP 404`);
    });

    expect(await updateImportMap(paths, { fetchFile })).toBe(true);
    expect(liveIntegrity()).toEqual({
      'http://localhost:4274/remoteEntry.js': hashA,
      'http://localhost:4274/remoteEntry.js?retry=1': hashA,
      'http://localhost:4274/remoteEntry.js?retry=2': hashA,
      'http://localhost:4274/remoteEntry.js?retry=3': hashA,
      '/releases/graph/1.0.0-aaaaaaaaaa/assets/a.js': hashB,
      '/remotes/lists/assets/l.js': hashA,
      'https://other.example/o.js': hashB,
    });
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });

  it('follows remotes.json as a promotion leaves it, and names no map when no list can be had', async () => {
    setUpImportMaps(paths.releasesDir, serving);
    for (const id of ['1.0.0-aaaaaaaaaa', '1.1.0-bbbbbbbbbb']) writeFile(join(paths.releasesDir, 'graph', id, 'integrity.json'), integrityFileText({ [`assets/${id}.js`]: hashA }));
    writeFile(paths.remotesFile, JSON.stringify({ remotes: { graph: '/releases/graph/1.0.0-aaaaaaaaaa/remoteEntry.js' } }));
    await updateImportMap(paths);
    const before = liveMap();
    writeFile(paths.remotesFile, JSON.stringify({ remotes: { graph: '/releases/graph/1.1.0-bbbbbbbbbb/remoteEntry.js' } }));
    await updateImportMap(paths);
    expect(liveMap()).not.toBe(before);
    expect(Object.keys(liveIntegrity())).toEqual(['/releases/graph/1.1.0-bbbbbbbbbb/assets/1.1.0-bbbbbbbbbb.js']);

    writeFile(paths.remotesFile, 'not json');
    await updateImportMap(paths);
    expect(liveMap()).toBe(NO_MAP);
  });
});
