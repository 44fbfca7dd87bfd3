import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@bookmarked/shared';

const loadRemotePage = vi.fn();
const loadCatalogue = vi.fn();

vi.mock('./loadRemotePage', () => ({ loadRemotePage }));
vi.mock('@bookmarked/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadCatalogue,
}));

async function freshStartup() {
  vi.resetModules();
  return import('./startupLoad');
}

describe('start-up load', () => {
  beforeEach(() => {
    loadRemotePage.mockReset().mockResolvedValue({ default: () => null });
    loadCatalogue.mockReset().mockResolvedValue(undefined);
  });

  it('starts the page of the address and the catalogue before the first render, and hands that load over once', async () => {
    const { startLoadingPageAt, takePageLoad } = await freshStartup();
    startLoadingPageAt('/listed/');
    expect(loadRemotePage).toHaveBeenCalledExactlyOnceWith('lists/ListedBooks');
    expect(loadCatalogue).toHaveBeenCalledOnce();

    const first = loadRemotePage.mock.results[0]?.value;
    expect(takePageLoad('lists/ListedBooks')).toBe(first);
    takePageLoad('lists/ListedBooks');
    expect(loadRemotePage).toHaveBeenCalledTimes(2);
  });

  it('loads nothing for an address that is no page of the site', async () => {
    const { startLoadingPageAt } = await freshStartup();
    startLoadingPageAt('/no-such-page');
    expect(loadRemotePage).not.toHaveBeenCalled();
    expect(loadCatalogue).not.toHaveBeenCalled();
  });

  it('keeps a failed start-up load for the page to show', async () => {
    loadRemotePage.mockRejectedValueOnce(new Error('remote down'));
    const { startLoadingPageAt, takePageLoad } = await freshStartup();
    startLoadingPageAt('/pages-graph');
    await expect(takePageLoad('graph/PagesGraph')).rejects.toThrow('remote down');
  });
});
