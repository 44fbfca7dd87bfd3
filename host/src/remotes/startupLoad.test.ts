import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@bookmarked/shared';

const loadRemotePage = vi.fn();
const loadCatalogue = vi.fn();

vi.mock('./loadRemotePage', () => ({ loadRemotePage, isRemoteBroken: () => false, remoteOf: (id: string) => id.split('/')[0] }));
vi.mock('@bookmarked/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadCatalogue,
}));

async function freshStartup() {
  vi.resetModules();
  return { ...(await import('./startupLoad')), ...(await import('./pageLoads')) };
}

describe('start-up load', () => {
  beforeEach(() => {
    loadRemotePage.mockReset().mockResolvedValue({ default: () => null });
    loadCatalogue.mockReset().mockResolvedValue(undefined);
  });

  it('starts the page of the address and the catalogue before the first render, and the page takes that load', async () => {
    const { startLoadingPageAt, takePageLoad } = await freshStartup();
    startLoadingPageAt('/listed/');
    expect(loadRemotePage).toHaveBeenCalledExactlyOnceWith('lists/ListedBooks');
    expect(loadCatalogue).toHaveBeenCalledOnce();

    await expect(takePageLoad('lists/ListedBooks')).resolves.toBe(await loadRemotePage.mock.results[0]?.value);
    expect(loadRemotePage).toHaveBeenCalledOnce();
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
