import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@bookmarked/shared';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { RemotePageId } from '@bookmarked/shared';
import type * as VersionsPageModule from './versions/VersionsPage';

const remotes = vi.hoisted(() => ({ loadRemotePage: vi.fn() }));
vi.mock('./startup/load/loadRemotePage', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadRemotePage: remotes.loadRemotePage,
}));
const versions = vi.hoisted(() => ({ fetchRemoteVersions: vi.fn(), throwOnRender: false }));
vi.mock('./versions/fetchRemoteVersions', () => ({ fetchRemoteVersions: versions.fetchRemoteVersions }));
vi.mock('./versions/VersionsPage', async (importOriginal) => {
  const { VersionsPage } = await importOriginal<typeof VersionsPageModule>();
  return {
    VersionsPage: () => {
      if (versions.throwOnRender) throw new Error('a page that breaks');
      return <VersionsPage />;
    },
  };
});

const { routes } = await import('./routes');
const { renderNotFoundShell, renderShell } = await import('../build/renderShell');
const { takeOverServerFrame } = await import('./startup/hydrate/serverPage');
const { reportHydrationRecovery } = await import('./startup/hydrate/hydrationRecovery');
const { FRAME_ATTRIBUTE } = await import('@bookmarked/shared/composition');
const { earlyInput, installEarlyInputContract } = await import('@bookmarked/shared/early-input-contract');

/**
 * The frame the build draws, 'Loading...' in its slot (or, as 404.html, its 404 page), served at
 * `path` and hydrated as the app starts.
 */
async function hydrateBuiltFrameAt(path: string, beforeTheApp: () => void = () => undefined, built = { frame: renderShell, marks: '' }) {
  onTestFinished(installEarlyInputContract());
  window.history.replaceState(null, '', path);
  const root = document.createElement('div');
  root.id = 'root';
  takeOverServerFrame(document.createElement('div')); // the build draws the frame in a page of its own
  root.innerHTML = `<div ${FRAME_ATTRIBUTE}${built.marks} data-awaiting-code="">${built.frame()}</div>`;
  document.body.append(root);
  onTestFinished(() => root.remove());
  const controls = () => [...root.querySelectorAll('header a, header button, footer a')];
  const drawn = controls();
  const serverFrame = takeOverServerFrame();
  if (serverFrame.mode !== 'hydrate') throw new Error('the frame was not taken for hydration');
  const onRecoverableError = vi.fn(reportHydrationRecovery);
  const warn = vi.spyOn(console, 'warn');
  const info = vi.spyOn(console, 'info');
  beforeTheApp();
  const app = await act(async () => hydrateRoot(serverFrame.frame, <RouterProvider router={createBrowserRouter(routes)} />, { onRecoverableError }));
  // Input kept meanwhile is replayed once the hydrated frame has settled.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const unmount = () => act(() => app.unmount());
  onTestFinished(() => {
    if (root.isConnected) unmount();
  });
  return { drawn, controls, onRecoverableError, warn, info, unmount };
}

function visit(path: string) {
  window.history.replaceState(null, '', path);
  return render(<RouterProvider router={createBrowserRouter(routes)} />);
}

function pageFor(id: RemotePageId) {
  return { default: () => <h1>remote page {id}</h1> };
}

describe('host routes', () => {
  it.each([
    ['/', 'catalog/Home'],
    ['/details', 'catalog/BookDetails'],
    ['/listed', 'lists/ListedBooks'],
    ['/pages-graph', 'graph/PagesGraph'],
  ] as const)('%s shows the %s remote page inside the layout', async (path, id) => {
    remotes.loadRemotePage.mockImplementation(async (requested: RemotePageId) => pageFor(requested));
    visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: `remote page ${id}` })).toBeInTheDocument();
    expect(remotes.loadRemotePage).toHaveBeenCalledExactlyOnceWith(id);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Bookmarked · host 0.0.0 · Deployed versions');
    expect(within(footer).getByRole('link', { name: 'Deployed versions' })).toHaveAttribute('href', '/__versions');
  });

  it('an unknown path shows the 404 page with a way home, and loads no remote', () => {
    visit('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: '404!' })).toBeInTheDocument();
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(remotes.loadRemotePage).not.toHaveBeenCalled();
  });

  it.each(['/no/such/page', '/listed'])('hydrating the frame the server sent %s with no page in it draws the page in its slot, and keeps the header and footer as drawn', async (path) => {
    remotes.loadRemotePage.mockImplementation(async (requested: RemotePageId) => pageFor(requested));
    const { drawn, controls, onRecoverableError, warn, info } = await hydrateBuiltFrameAt(path);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1 })).toHaveTextContent(path === '/listed' ? 'remote page lists/ListedBooks' : '404!');
    expect(within(main).queryByText('Loading...')).toBeNull();
    expect(controls()).toEqual(drawn);
    expect(onRecoverableError).toHaveBeenCalled();
    expect(warn, 'an expected redraw, not a mismatch to report').not.toHaveBeenCalled();
    expect(info, 'nor a failure').not.toHaveBeenCalled();
  });

  it('hydrating the 404 page the server sent as drawn keeps every element, its way home too, and redraws nothing', async () => {
    const { drawn, controls, onRecoverableError } = await hydrateBuiltFrameAt('/no/such/page', undefined, {
      frame: renderNotFoundShell,
      marks: ' data-host-page=""',
    });
    const wayHome = screen.getByRole('link', { name: 'Go back home' });
    const heading = screen.getByRole('heading', { level: 1, name: '404!' });
    expect(controls()).toEqual(drawn);
    expect(screen.getByRole('link', { name: 'Go back home' })).toBe(wayHome);
    expect(screen.getByRole('heading', { level: 1, name: '404!' })).toBe(heading);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(document.title).toBe('Page not found · Bookmarked');
  });

  it("a click on the frame before the app has started takes effect once it has: the menu opens", async () => {
    remotes.loadRemotePage.mockImplementation(async (requested: RemotePageId) => pageFor(requested));
    await hydrateBuiltFrameAt('/no/such/page', () => screen.getByRole('button', { name: 'Menu' }).click());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('once the router is live, a link in a part still waiting for its code moves within the app, until the app is gone', async () => {
    remotes.loadRemotePage.mockImplementation(async (requested: RemotePageId) => pageFor(requested));
    const { unmount } = await hydrateBuiltFrameAt('/no/such/page');
    const waiting = document.createElement('div');
    waiting.setAttribute('data-awaiting-code', '');
    waiting.innerHTML = '<a href="/listed">Listed Books</a>';
    document.body.append(waiting);
    onTestFinished(() => waiting.remove());
    await act(async () => waiting.querySelector('a')?.click());
    expect(window.location.pathname).toBe('/listed');
    expect(await screen.findByRole('heading', { level: 1, name: 'remote page lists/ListedBooks' })).toBeInTheDocument();
    unmount();
    expect(earlyInput()?.navigate, 'links are left to the browser again').toBeUndefined();
  });

  it('/__versions lists the deployed versions', async () => {
    versions.fetchRemoteVersions.mockResolvedValue([]);
    visit('/__versions');
    expect(await screen.findByRole('table')).toHaveTextContent('host');
  });

  it('a page that throws outside a remote shows the page error with Retry, under the header', () => {
    versions.throwOnRender = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      visit('/__versions');
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong on this page');
      expect(alert).toHaveTextContent('Try again, or pick another page from the menu above.');
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith('[Bookmarked] route error', expect.objectContaining({ message: 'a page that breaks' }));
    } finally {
      versions.throwOnRender = false;
    }
  });
});
