import { mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readWhenChanged } from './readWhenChanged.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'read-when-changed-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readWhenChanged', () => {
  it('parses a file once while it stays the same, and again once it is edited or replaced', () => {
    const file = join(dir, 'remotes.json');
    writeFileSync(file, '{"n":1}');
    const parse = vi.fn((text: string) => JSON.parse(text) as { n: number });
    const read = readWhenChanged(parse);

    expect(read(file)).toEqual({ n: 1 });
    expect(read(file), 'the same object, not a new parse').toBe(read(file));
    expect(parse).toHaveBeenCalledTimes(1);

    writeFileSync(file, '{"n":22}');
    expect(read(file), 'an edit of another size').toEqual({ n: 22 });

    writeFileSync(file, '{"n":33}');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(read(file), 'an edit of the same size, later').toEqual({ n: 33 });

    const next = join(dir, 'next.json');
    writeFileSync(next, '{"n":44}');
    utimesSync(next, new Date(), new Date(Date.now() + 5000));
    renameSync(next, file);
    expect(read(file), 'a new file renamed over it, as a promotion writes remotes.json').toEqual({ n: 44 });
    expect(parse).toHaveBeenCalledTimes(4);
  });

  it('keeps each path apart', () => {
    const read = readWhenChanged((text) => text);
    writeFileSync(join(dir, 'a'), 'A');
    writeFileSync(join(dir, 'b'), 'B');
    expect([read(join(dir, 'a')), read(join(dir, 'b'))]).toEqual(['A', 'B']);
  });

  it('throws what parsing threw until the file is mended, and throws for a missing file', () => {
    const file = join(dir, 'routes.json');
    writeFileSync(file, '{ broken');
    const parse = vi.fn((text: string) => JSON.parse(text) as unknown);
    const read = readWhenChanged(parse);
    expect(() => read(file)).toThrow(SyntaxError);
    expect(() => read(file)).toThrow(SyntaxError);
    expect(parse, 'a broken file is not parsed again until it changes').toHaveBeenCalledTimes(1);
    writeFileSync(file, '{"ok":true}');
    expect(read(file)).toEqual({ ok: true });
    rmSync(file);
    expect(() => read(file)).toThrow(/ENOENT/);
  });
});
