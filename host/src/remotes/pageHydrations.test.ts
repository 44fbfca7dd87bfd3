import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@bookmarked/shared';
import { hydrationDone, hydrationOf } from './pageHydrations';
import { takeOverServerFrame } from './serverPage';

const remote = vi.hoisted(() => ({ loadedBuild: undefined as string | undefined }));
vi.mock('./loadRemotePage', () => ({ loadedBuildOf: () => remote.loadedBuild }));
vi.mock('./pageLoads', () => ({ takePageLoad: async () => ({ default: () => null }) }));
vi.mock('@bookmarked/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadCatalogue: async () => undefined,
  catalogueFingerprintRead: () => 'catalogue-1',
}));

/** The host's page as a server composed it: the graph's page, drawn by `build` of the graph. */
function composed(build?: string): void {
  const named = build === undefined ? '' : ` data-build="${build}"`;
  document.body.innerHTML = `<div data-server-frame><main><div data-page-slot=""><!--$--><div data-composed-page="graph/PagesGraph" data-catalogue="catalogue-1"${named}><h1>Books pages graph</h1></div><!--/$--></div></main></div>`;
  takeOverServerFrame();
}

const drawnAfresh = async () => (await hydrationOf('graph/PagesGraph'))?.drawAfresh;

beforeEach(() => {
  remote.loadedBuild = 'stable-build';
});
afterEach(() => {
  hydrationDone('graph/PagesGraph');
  document.body.innerHTML = '';
});

describe('hydrationOf', () => {
  it("hydrates the server's page with the code of the build that drew it", async () => {
    composed('stable-build');
    expect(await drawnAfresh()).toBe(false);
  });

  it("draws the page afresh when the visitor's code is another build's (a canary's, or one promoted since the page was composed)", async () => {
    composed('stable-build');
    remote.loadedBuild = 'canary-build';
    expect(await drawnAfresh()).toBe(true);
  });

  it('draws the page afresh when the build of the code loaded is unknown (its manifest could not be read)', async () => {
    composed('stable-build');
    remote.loadedBuild = undefined;
    expect(await drawnAfresh()).toBe(true);
  });

  it('hydrates a page from a remote built before pages named their build', async () => {
    composed();
    remote.loadedBuild = 'canary-build';
    expect(await drawnAfresh()).toBe(false);
  });
});
