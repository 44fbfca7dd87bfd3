import { describe, expect, it } from 'vitest';
import config from '../stryker.config.mjs';
import { FILE_BAR, filesToMutate, judge, recordScores, scoresByFile } from './mutation-changed.mjs';

const results = (fileName: string, statuses: Record<string, number>) =>
  Object.entries(statuses).flatMap(([status, count]) => Array.from({ length: count }, () => ({ fileName, status })));

describe('filesToMutate', () => {
  const everything = () => true;

  it("takes the changed product files Stryker's config mutates, and nothing else", () => {
    expect(
      filesToMutate(
        [
          'shared/src/books/foldText.ts',
          'ui/src/Button.tsx',
          'host/src/main.tsx',
          'mfe-catalog/src/grid/Grid.tsx',
          'README.md',
          'shared/src/testing/makeBook.ts',
          'shared/src/books/book.d.ts',
          'scripts/serve.mjs',
        ],
        config.mutate,
        everything,
      ),
    ).toEqual(['host/src/main.tsx', 'shared/src/books/foldText.ts', 'ui/src/Button.tsx']);
  });

  it('takes the file beside a changed test: a test that lost an assertion lowers that file’s score', () => {
    const exists = (path: string) => ['shared/src/books/foldText.ts', 'ui/src/Dialog.tsx'].includes(path);
    expect(filesToMutate(['shared/src/books/foldText.test.ts', 'ui/src/Dialog.test.tsx', 'shared/src/testing/jobWorker.test.ts'], config.mutate, exists)).toEqual([
      'shared/src/books/foldText.ts',
      'ui/src/Dialog.tsx',
    ]);
  });

  it('names each file once, and leaves out files the change deleted', () => {
    const exists = (path: string) => path === 'shared/src/a.ts';
    expect(filesToMutate(['shared/src/a.ts', 'shared/src/a.test.ts', 'shared/src/gone.ts'], config.mutate, exists)).toEqual(['shared/src/a.ts']);
  });

  it('finds nothing to mutate in a change to docs and tooling', () => {
    expect(filesToMutate(['docs/performance.md', 'package.json', 'e2e/tests/site.spec.ts'], config.mutate, everything)).toEqual([]);
  });
});

describe('scoresByFile', () => {
  it('scores each file alone, from the mutants the tests could catch, named from the root', () => {
    expect(
      scoresByFile(
        [
          ...results('/repo/shared/src/b.ts', { Killed: 2, Survived: 1, Ignored: 5 }),
          ...results('shared/src/a.ts', { Killed: 16, Timeout: 1, NoCoverage: 3, CompileError: 4 }),
        ],
        '/repo',
      ),
    ).toEqual([
      { file: 'shared/src/a.ts', detected: 17, total: 20, score: 85 },
      { file: 'shared/src/b.ts', detected: 2, total: 3, score: 66.67 },
    ]);
  });

  it('has no score for a file with nothing to score', () => {
    expect(scoresByFile(results('shared/src/a.ts', { Ignored: 2 }), '/repo')).toEqual([{ file: 'shared/src/a.ts', detected: 0, total: 0, score: null }]);
  });
});

describe('judge', () => {
  const row = (file: string, detected: number, total: number) => ({ file, detected, total, score: total === 0 ? null : Math.round((detected / total) * 10000) / 100 });

  it('passes files at the bar and at or above their recorded score', () => {
    const { lines, ok } = judge([row('a.ts', 17, 20), row('b.ts', 19, 20), row('types.ts', 0, 0)], { 'a.ts': 85, 'b.ts': 90 }, FILE_BAR);
    expect(ok).toBe(true);
    expect(lines).toEqual(['a.ts  85.00%  17/20 killed', 'b.ts  95.00%  19/20 killed (up from 90.00%: --update records it)', 'types.ts  no mutants scored']);
  });

  it('fails a file below the bar, naming it and its score, recorded or not', () => {
    const { lines, ok } = judge([row('a.ts', 16, 20), row('b.ts', 20, 20)], {}, FILE_BAR);
    expect(ok).toBe(false);
    expect(lines[0]).toBe('a.ts  80.00%  16/20 killed  below 85%: FAIL');
  });

  it('fails a file whose score dropped, even when it is still over the bar', () => {
    const { lines, ok } = judge([row('a.ts', 18, 20)], { 'a.ts': 95 }, FILE_BAR);
    expect(ok).toBe(false);
    expect(lines).toEqual(['a.ts  90.00%  18/20 killed  down from 95.00%: FAIL']);
  });

  it('says both when a file dropped below the bar', () => {
    expect(judge([row('a.ts', 1, 2)], { 'a.ts': 90 }, FILE_BAR).lines).toEqual(['a.ts  50.00%  1/2 killed  below 85%, down from 90.00%: FAIL']);
  });
});

describe('recordScores', () => {
  it("records the run's scores over the old ones, keeps the rest, and orders the files", () => {
    const rows = [
      { file: 'c.ts', detected: 9, total: 10, score: 90 },
      { file: 'a.ts', detected: 1, total: 1, score: 100 },
      { file: 'types.ts', detected: 0, total: 0, score: null },
    ];
    const recorded = recordScores({ 'b.ts': 88, 'c.ts': 95 }, rows);
    expect(recorded).toEqual({ 'a.ts': 100, 'b.ts': 88, 'c.ts': 90 });
    expect(Object.keys(recorded)).toEqual(['a.ts', 'b.ts', 'c.ts']);
  });
});
