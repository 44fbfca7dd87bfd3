import { describe, expect, it } from 'vitest';
import type { Logger, ResolvedConfig } from 'vite';
import { failOnWarnings } from './failOnWarnings';

type Hooks = { configResolved: (config: ResolvedConfig) => void; closeBundle: { handler: () => void } };

/** The plugin's hooks as a build calls them, after a build whose logger did or did not warn. */
function buildEnds(ci: boolean, hasWarned: boolean) {
  const plugin = failOnWarnings(ci) as unknown as Hooks;
  plugin.configResolved({ logger: { hasWarned } as Logger } as ResolvedConfig);
  return () => plugin.closeBundle.handler();
}

describe('failOnWarnings', () => {
  it('fails a build on CI once it has printed a warning, and says why', () => {
    expect(buildEnds(true, true)).toThrow(/printed a warning.*CI fails a build that warns/);
  });

  it('lets a build on CI that printed none, and any build elsewhere, end as it would', () => {
    expect(buildEnds(true, false)).not.toThrow();
    expect(buildEnds(false, true)).not.toThrow();
  });
});
