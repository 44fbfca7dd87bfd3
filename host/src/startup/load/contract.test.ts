import { describe, expect, it, vi } from 'vitest';
import { remotePages, remoteRoutes } from '@bookmarked/shared';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
// The real version check (satisfy), a controlled loader.
vi.mock('@module-federation/runtime', async (importOriginal) => ({ ...(await importOriginal<object>()), ...runtime }));
vi.mock('../runtime/containerRuntime', async () => ({ containerRuntime: async () => import('@module-federation/runtime') }));

describe('host side of the remote contract', () => {
  it('mounts every page the contract names, once', () => {
    const expected = Object.entries(remotePages).flatMap(([remote, pages]) => pages.map((page) => `${remote}/${page}`));
    expect(remoteRoutes.map((route) => route.id).sort()).toEqual(expected.sort());
  });

  it('accepts a module whose default export is a component', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('offline')));
    const { loadRemotePage } = await import('./loadRemotePage');
    const Page = () => null;
    runtime.loadRemote.mockResolvedValueOnce({ default: Page });
    await expect(loadRemotePage('lists/ListedBooks')).resolves.toEqual({ default: Page });
  });

  it.each([
    ['nothing', null],
    ['no default export', { ListedBooks: () => null }],
    ['a default that is not a component', { default: 'ListedBooks' }],
  ])('rejects a remote that answers with %s', async (_case, answer) => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('offline')));
    const { loadRemotePage } = await import('./loadRemotePage');
    runtime.loadRemote.mockResolvedValueOnce(answer);
    await expect(loadRemotePage('lists/ListedBooks')).rejects.toThrow('does not export a page component');
  });
});
