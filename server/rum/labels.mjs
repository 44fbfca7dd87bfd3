// The label values the collector may give: only names from apps.config.mjs and releases on
// disk. Whatever else a beacon says counts as `other`, so no visitor can add a series.
import { apps } from '../../apps.config.mjs';
import { HOST_PAGES } from './contract.mjs';
import { OTHER } from './builds.mjs';

export const REMOTES = Object.keys(apps.remotes);
/** Every app whose events the collector keeps apart: the host and each remote. */
export const APPS = ['host', ...REMOTES];

/** Each app's own pages: a remote's from the registry, the host's not-found and versions pages. */
export const PAGES_OF = Object.fromEntries([
  ['host', HOST_PAGES],
  ...Object.entries(apps.remotes).map(([name, app]) => [name, Object.keys(app.pages)]),
]);
const ROUTES = new Set(Object.values(PAGES_OF).flat());

/** `value` when it is one of `allowed`, else `other`. */
export const bounded = (value, allowed) => (allowed.includes(value) ? value : OTHER);
export const appLabel = (name) => bounded(name, APPS);
export const routeLabel = (page) => (ROUTES.has(page) ? page : OTHER);

/** The CSP directives a report may name (CSP Level 3); anything else is `other`. */
export const CSP_DIRECTIVES = [
  'default-src', 'script-src', 'script-src-elem', 'script-src-attr', 'style-src', 'style-src-elem', 'style-src-attr',
  'img-src', 'font-src', 'connect-src', 'media-src', 'object-src', 'frame-src', 'child-src', 'worker-src',
  'manifest-src', 'form-action', 'frame-ancestors', 'base-uri', 'require-trusted-types-for', 'trusted-types',
];
