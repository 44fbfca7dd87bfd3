import type { Logger, Plugin } from 'vite';

/**
 * On CI a build that warns fails: when the bundle is written, a build whose logger printed a
 * warning (a chunk over `chunkSizeWarningLimit`, a direct `eval` in a dependency, a plugin's
 * `this.warn`, whatever Rolldown reports) stops with an error that points at it. `pnpm start`
 * and `pnpm build` print no warning a newcomer could not act on, and CI's own build is where one
 * that comes back is caught, at no cost of its own; elsewhere a warning only warns.
 * Loading the config comes before any plugin: the builds load it natively, so what Node cannot
 * load stops the build outright, and viteConfigs.test.ts finds it earlier.
 */
export function failOnWarnings(ci = Boolean(process.env.CI)): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'bookmarked:fail-on-warnings',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (!ci || !logger?.hasWarned) return;
        throw new Error(
          'This build printed a warning (above), and CI fails a build that warns: fix its cause, or, where it is a non-issue, set the option that settles it with a comment that says why.',
        );
      },
    },
  };
}
