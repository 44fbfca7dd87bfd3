#!/usr/bin/env node
// Adds a remote with one page: a working mfe-NAME folder (standalone dev page, exposed page,
// contract and unit tests), its entry in apps.config.mjs (next free ports, route, nav label)
// and its nginx server block and Varnish backend. The host's routes and nav, remotes.json, Vitest, serve.mjs, the
// e2e projects and the registry-driven smoke spec pick it up from the registry.
//   pnpm new:remote NAME /path ["Nav label"]     e.g. pnpm new:remote stats /stats "Reading stats"
// Then: pnpm install, and add the remote to the README's apps table.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from '../apps.config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const [name, path, label] = process.argv.slice(2);

function fail(message) {
  console.error(`new:remote: ${message}\nusage: pnpm new:remote NAME /path ["Nav label"]`);
  process.exit(2);
}

if (!name || !/^[a-z][a-z0-9]*$/.test(name)) fail('NAME is lower-case letters and digits, starting with a letter (e.g. stats)');
if (name === 'host' || name in apps.remotes) fail(`there is already an app called "${name}"`);
if (!path || !/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(path)) fail('/path is a route such as /stats');
const pages = Object.values(apps.remotes).flatMap((remote) => Object.values(remote.pages));
if (pages.some((page) => page.path === path)) fail(`${path} is already a page`);

const dir = `mfe-${name}`;
const title = name[0].toUpperCase() + name.slice(1);
const section = label ?? title;
const Page = title;
const allPorts = [apps.host, ...Object.values(apps.remotes)].map((app) => app.ports);
const ports = { prod: Math.max(...allPorts.map((p) => p.prod)) + 1, dev: Math.max(...allPorts.map((p) => p.dev)) + 1 };
const listsPackage = JSON.parse(readFileSync(join(root, 'mfe-lists/package.json'), 'utf8'));
const version = (dep) => listsPackage.dependencies?.[dep] ?? listsPackage.devDependencies?.[dep];

const files = {
  'package.json': `${JSON.stringify(
    {
      name: dir,
      version: '1.0.0',
      private: true,
      type: 'module',
      scripts: { dev: 'vite', build: 'vite build --configLoader native', preview: 'vite preview', typecheck: 'tsc --noEmit -p .' },
      dependencies: Object.fromEntries(['@bookmarked/shared', '@bookmarked/ui', 'react', 'react-dom'].map((dep) => [dep, version(dep)])),
      devDependencies: Object.fromEntries(
        ['@module-federation/vite', '@tailwindcss/vite', '@types/react', '@types/react-dom', '@vitejs/plugin-react', 'tailwindcss', 'vite'].map(
          (dep) => [dep, version(dep)],
        ),
      ),
    },
    null,
    2,
  )}\n`,
  'tsconfig.json': `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": { "types": ["vite/client", "node"] },
  "include": ["src", "vite.config.ts", "federation.config.ts", "federation.contract.test.ts", "../vitest.setup.ts"]
}
`,
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Bookmarked · ${name} (standalone)</title>
  </head>
  <body class="bg-stone-50 text-stone-900">
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  'vite.config.ts': `import { defineRemoteApp } from '../shared/build/defineFederatedApp.ts';
import { exposedPages } from './federation.config.ts';

export default defineRemoteApp('${name}', exposedPages);
`,
  'federation.config.ts': `import type { RemoteExposes } from '@bookmarked/shared';

/** The pages this remote exposes; the registry (apps.config.mjs) says which must be here. */
export const exposedPages = {
  ${Page}: './src/exposed/${Page}.tsx',
} satisfies RemoteExposes<'${name}'>;
`,
  'federation.contract.test.ts': `import { describeRemoteContract } from '@bookmarked/shared/testing';
import { exposedPages } from './federation.config';

describeRemoteContract('${name}', exposedPages, import.meta.glob('./src/exposed/*.tsx'));
`,
  'src/main.tsx': `import { renderStandalone } from '@bookmarked/ui';
import { ${Page}Page } from './pages/${Page}Page';
import './standalone.css';

renderStandalone({
  title: '${title}',
  routes: [
    { path: '${path.slice(1)}', handle: { title: '${section}' }, element: <${Page}Page /> },
    { index: true, handle: { title: '${section}' }, element: <${Page}Page /> },
  ],
  links: [{ to: '${path}', label: '${section}' }],
});
`,
  [`src/exposed/${Page}.tsx`]: `import { RemoteScope } from '@bookmarked/ui';
import { ${Page}Page } from '../pages/${Page}Page';
import '../remote.css';

export default function ${Page}() {
  return (
    <RemoteScope name="${name}">
      <${Page}Page />
    </RemoteScope>
  );
}
`,
  [`src/pages/${Page}Page.tsx`]: `export function ${Page}Page() {
  return (
    <section>
      <h1 className="text-3xl font-bold text-stone-900">${section}</h1>
      <p className="mt-2 text-stone-600">This page comes from the ${name} remote.</p>
    </section>
  );
}
`,
  [`src/pages/${Page}Page.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ${Page}Page } from './${Page}Page';

describe('${Page}Page', () => {
  it('names the page in its heading', () => {
    render(<${Page}Page />);
    expect(screen.getByRole('heading', { level: 1, name: '${section}' })).toBeVisible();
  });
});
`,
  'src/remote.css': `/* Loaded with the exposed pages inside the host: utilities only (the host owns the reset),
   scoped to this remote's subtree so they can never re-order the host's own utilities. */
@layer theme, base, components, utilities;
@import 'tailwindcss/theme.css' layer(theme);
@import '../../ui/src/styles/preferences.css';
@source '../../ui/src';
/* Its own sources too, named: a build rooted elsewhere (the benchmark's one-bundle baseline) would not find them. */
@source '.';

@layer utilities {
  [data-remote='${name}'] {
    @tailwind utilities;
  }
}
`,
  'src/standalone.css': `/* Standalone, this remote is the whole page: it brings the reset the host would. */
@import 'tailwindcss';
@import '../../ui/src/styles/preferences.css';
@source '../../ui/src';
`,
};

if (existsSync(join(root, dir))) fail(`${dir} already exists`);
for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, dir, file)), { recursive: true });
  writeFileSync(join(root, dir, file), text);
}

const registryFile = join(root, 'apps.config.mjs');
const marker = '    // pnpm new:remote adds a remote above this line.';
const registry = readFileSync(registryFile, 'utf8');
if (!registry.includes(marker)) fail(`apps.config.mjs lost its line "${marker.trim()}"`);
const entry = `    ${name}: {
      dir: '${dir}',
      ports: { prod: ${ports.prod}, dev: ${ports.dev} },
      pages: {
        ${Page}: { path: '${path}', section: '${section}', nav: '${section}' },
      },
    },
`;
writeFileSync(registryFile, registry.replace(marker, `${entry}${marker}`));

for (const writer of ['server/nginx-conf.mjs', 'server/varnish-vcl.mjs']) execFileSync(process.execPath, [join(root, writer)], { stdio: 'inherit' });
console.log(`${dir}: ${path} ("${section}"), ports ${ports.prod} (start) and ${ports.dev} (dev).
Next: pnpm install; add it to the README's apps table; pnpm --filter ${dir} dev for its own page.`);
