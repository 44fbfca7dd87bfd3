import type { HostPageModules } from '@bookmarked/shared/page-files';

/**
 * What this host offers a remote's page module imported directly: the federation plugin its build
 * was made with, and its shares (runtime/pageModuleShares.ts puts them where a page module reads
 * them). None on the dev server, whose start-up is the plugin's own: every page loads through its
 * remote's container there. The first script and the app both ask.
 */
export function hostPageModules(): HostPageModules | null {
  return __PAGE_MODULE_PLUGIN__ === null ? null : { pluginVersion: __PAGE_MODULE_PLUGIN__, shares: Object.keys(__HOST_SHARES__) };
}
