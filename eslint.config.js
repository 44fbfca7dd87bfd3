import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// One instance on the page only if they come through the platform singleton (shared/src/routing.ts).
const singletonInternals = ['react-router', 'react-router-dom', 'nanostores'];
const routedThroughShared = "Import it from '@bookmarked/shared': it must be the page's single instance.";
// scripts/ holds developer tools, and the servers are a package of their own: nothing reaches
// into either by path.
const toolsAndServersByName = {
  regex: '^(\\.\\./)+(scripts|server)/',
  message: "scripts/ holds developer tools only; import the servers' parts from '@bookmarked/server/…' and the server/app contract from '@bookmarked/shared/composition'.",
};
const appsThroughShared = { group: ['**/mfe-*/**', '**/host/**'], message: 'Apps talk only through @bookmarked/shared.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '.bench/**', '.nginx/**', '.redeploy-*/**', '.stryker-tmp/**', 'reports/**', 'releases/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // A remote never imports another remote, and shared never imports an app.
      'no-restricted-imports': [
        'error',
        {
          paths: singletonInternals.map((name) => ({ name, message: routedThroughShared })),
          patterns: [
            appsThroughShared,
            toolsAndServersByName,
            { group: ['@nanostores/*'], message: routedThroughShared },
            // A relative path into the platform would bundle a second copy of its stores.
            { group: ['**/shared/src/**'], message: "Import the platform by name, from '@bookmarked/shared'." },
          ],
        },
      ],
    },
  },
  {
    // shared wraps these libraries; tests may build their own routers around a page.
    files: ['shared/src/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [appsThroughShared, toolsAndServersByName] },
      ],
    },
  },
  {
    // Build configs and their plugins run in Node at build time, outside any bundle: they read
    // the app registry and the platform's build-time helpers by path (a package import would
    // reach Node as TypeScript).
    files: ['**/vite.config.ts', 'vitest.config.ts', 'host/build/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [appsThroughShared, toolsAndServersByName] },
      ],
    },
  },
  {
    // The test harness may use the developer tools (the Chromium check); the servers still by name.
    files: ['e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [appsThroughShared, { regex: '^(\\.\\./)+server/', message: toolsAndServersByName.message }] },
      ],
    },
  },
  {
    // The benchmark baseline builds every app's pages into one bundle, on purpose.
    files: ['bench/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [toolsAndServersByName] }] },
  },
  {
    files: ['**/*.{js,mjs}', '**/vite.config.ts', 'shared/build/**', 'e2e/**', 'bench/**', 'server/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
