import { describe, expect, it } from 'vitest';
import { FOLDER_BAR, mutatedFolders, scoresByFolder, verdict } from './check-mutation-scores.mjs';

const mutants = (statuses: Record<string, number>) =>
  Object.entries(statuses).flatMap(([status, count]) => Array.from({ length: count }, () => ({ status })));

describe('mutatedFolders', () => {
  it("takes each folder from Stryker's mutate globs and skips the exclusions", () => {
    expect(
      mutatedFolders(['shared/src/**/*.{ts,tsx}', 'ui/src/**/*.{ts,tsx}', 'host/src/**/*.ts', '!**/*.test.{ts,tsx}', '!shared/src/testing/**']),
    ).toEqual(['shared/src', 'ui/src', 'host/src']);
  });
});

describe('scoresByFolder', () => {
  const folders = ['shared/src', 'ui/src', 'host/src'];

  it('scores each folder alone: caught (killed or timed out) over what the tests could catch', () => {
    const report = {
      files: {
        'shared/src/a.ts': { mutants: mutants({ Killed: 8, Timeout: 1, Survived: 1 }) },
        'shared/src/books/b.ts': { mutants: mutants({ Killed: 5, NoCoverage: 5 }) },
        'host/src/c.ts': { mutants: mutants({ Killed: 3, Survived: 1 }) },
      },
    };
    expect(scoresByFolder(report, folders, '/repo')).toEqual([
      { folder: 'shared/src', detected: 14, total: 20, score: 70 },
      { folder: 'ui/src', detected: 0, total: 0, score: null },
      { folder: 'host/src', detected: 3, total: 4, score: 75 },
    ]);
  });

  it("leaves out mutants that could not be tested, as Stryker's own score does", () => {
    const report = { files: { 'ui/src/a.ts': { mutants: mutants({ Killed: 1, Ignored: 4, CompileError: 2, RuntimeError: 3 }) } } };
    expect(scoresByFolder(report, folders, '/repo')[1]).toEqual({ folder: 'ui/src', detected: 1, total: 1, score: 100 });
  });

  it('reads files named by absolute path, and does not take host-like names for host/src', () => {
    const report = {
      files: {
        '/repo/host/src/a.ts': { mutants: mutants({ Killed: 1 }) },
        'host/srcx/b.ts': { mutants: mutants({ Survived: 1 }) },
      },
    };
    expect(scoresByFolder(report, folders, '/repo')[2]).toEqual({ folder: 'host/src', detected: 1, total: 1, score: 100 });
  });
});

describe('verdict', () => {
  it('passes when every folder is at the bar or above', () => {
    const { lines, ok } = verdict(
      [
        { folder: 'shared/src', detected: 85, total: 100, score: 85 },
        { folder: 'ui/src', detected: 9, total: 10, score: 90 },
      ],
      FOLDER_BAR,
    );
    expect(ok).toBe(true);
    expect(lines).toEqual(['shared/src   85.00%  85/100 killed', 'ui/src       90.00%  9/10 killed']);
  });

  it('fails when one folder is below the bar, however high the others are', () => {
    const { lines, ok } = verdict(
      [
        { folder: 'shared/src', detected: 99, total: 100, score: 99 },
        { folder: 'host/src', detected: 849, total: 1000, score: 84.9 },
      ],
      85,
    );
    expect(ok).toBe(false);
    expect(lines[1]).toBe('host/src     84.90%  849/1000 killed  below 85%: FAIL');
  });

  it('fails when a folder had no mutant scored: the globs and the folders have drifted apart', () => {
    const { lines, ok } = verdict([{ folder: 'ui/src', detected: 0, total: 0, score: null }], 85);
    expect(ok).toBe(false);
    expect(lines).toEqual(['ui/src  no mutants scored: FAIL']);
  });
});
