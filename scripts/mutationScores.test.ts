import { describe, expect, it } from 'vitest';
import { folderScores } from './mutationScores.mjs';

const mutants = (...statuses: string[]) => ({ mutants: statuses.map((status) => ({ status })) });

describe('folderScores', () => {
  it('scores each folder on its own: detected (killed or timed out) over valid mutants', () => {
    const report = {
      files: {
        'shared/src/a.ts': mutants('Killed', 'Killed', 'Survived', 'Timeout'),
        'shared/src/deep/b.ts': mutants('NoCoverage', 'CompileError', 'Ignored', 'Killed'),
        'host/src/c.ts': mutants('Survived'),
      },
    };
    expect(folderScores(report, ['shared/src', 'host/src', 'ui/src'])).toEqual([
      { folder: 'shared/src', detected: 4, valid: 6, score: (100 * 4) / 6 },
      { folder: 'host/src', detected: 0, valid: 1, score: 0 },
      { folder: 'ui/src', detected: 0, valid: 0, score: undefined },
    ]);
  });

  it('does not count a folder whose name only starts like another', () => {
    expect(folderScores({ files: { 'shared/srcx/a.ts': mutants('Killed') } }, ['shared/src'])[0]?.valid).toBe(0);
  });
});
