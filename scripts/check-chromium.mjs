#!/usr/bin/env node
// `pnpm test` runs this first, on whatever Node started it: without a Chromium the e2e step would
// fail only after install, typecheck, lint, unit tests and build. The Playwright config asks the
// same question. Playwright cannot download its browsers here: the e2e tests drive the system's.
//   node scripts/check-chromium.mjs
import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The Chromium the e2e tests drive: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = (env = process.env) => env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What to do when there is no Chromium to run at `path`; undefined when there is. */
export function chromiumMissing(path = chromiumPath()) {
  try {
    accessSync(path, constants.X_OK);
    return undefined;
  } catch {
    return (
      `No Chromium at ${path}: the e2e tests drive the system Chromium. Install it ` +
      '(Debian/Ubuntu: "sudo apt-get install -y chromium") or point CHROMIUM_PATH at a Chromium or Chrome binary.'
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = chromiumMissing();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
}
