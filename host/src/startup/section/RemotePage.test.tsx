import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as LoadRemotePageModule from '../load/loadRemotePage';
import type * as PageLoadsModule from '../load/pageLoads';
import type * as PlatformVersionModule from '../load/platformVersion';
import type * as RemotePageModule from './RemotePage';

const loader = vi.hoisted(() => ({ loadRemotePage: vi.fn(), markRemoteBroken: vi.fn() }));
vi.mock('../load/loadRemotePage', async (importOriginal) => ({
  ...(await importOriginal<typeof LoadRemotePageModule>()),
  loadRemotePage: loader.loadRemotePage,
  markRemoteBroken: loader.markRemoteBroken,
}));

// Fresh modules for every test: a page loaded in one test would be drawn at once in the next.
let RemotePage: typeof RemotePageModule.RemotePage;
let RemoteTimeoutError: typeof LoadRemotePageModule.RemoteTimeoutError;
let PlatformVersionMismatchError: typeof PlatformVersionModule.PlatformVersionMismatchError;
let loadPageAhead: typeof PageLoadsModule.loadPageAhead;
beforeEach(async () => {
  vi.resetModules();
  loader.loadRemotePage.mockReset();
  ({ RemotePage } = await import('./RemotePage'));
  ({ RemoteTimeoutError } = await import('../load/loadRemotePage'));
  ({ PlatformVersionMismatchError } = await import('../load/platformVersion'));
  ({ loadPageAhead } = await import('../load/pageLoads'));
});

describe('RemotePage', () => {
  it('draws a page loaded ahead in its first render, without Loading...', async () => {
    loader.loadRemotePage.mockResolvedValueOnce({ default: () => <h1>Listed</h1> });
    await loadPageAhead('lists/ListedBooks');
    render(<RemotePage id="lists/ListedBooks" section="Listed Books" />);
    expect(screen.getByRole('heading', { name: 'Listed' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows Loading... and then the remote page', async () => {
    loader.loadRemotePage.mockResolvedValueOnce({ default: () => <h1>Listed</h1> });
    render(<RemotePage id="lists/ListedBooks" section="Listed Books" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Listed' })).toBeInTheDocument();
  });

  it('shows a message with Retry when the remote fails, and Retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loader.loadRemotePage.mockRejectedValue(new RemoteTimeoutError('slow'));
    render(<RemotePage id="lists/ListedBooks" section="Listed Books" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Listed Books section could not be loaded');
    expect(alert).toHaveTextContent('It took too long to answer.');
    expect(loader.markRemoteBroken).toHaveBeenCalledWith('lists');
    const callsBeforeRetry = loader.loadRemotePage.mock.calls.length;

    loader.loadRemotePage.mockResolvedValue({ default: () => <h1>Listed</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Listed' })).toBeInTheDocument();
    expect(loader.loadRemotePage.mock.calls.length).toBeGreaterThan(callsBeforeRetry);
  });

  it('catches a remote page that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loader.loadRemotePage.mockResolvedValueOnce({
      default: () => {
        throw new Error('bad deploy');
      },
    });
    render(<RemotePage id="graph/PagesGraph" section="Pages to Read" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The Pages to Read section could not be loaded');
    expect(loader.markRemoteBroken).toHaveBeenCalledWith('graph');
  });

  it('tells the visitor a remote needs a newer site, naming both versions, and offers no Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loader.loadRemotePage.mockRejectedValue(new PlatformVersionMismatchError('lists', '^2.1.0', '2.0.0'));
    render(<RemotePage id="lists/ListedBooks" section="Listed Books" />);

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Listed Books section needs a newer version of this site');
    expect(alert).toHaveTextContent("It needs version ^2.1.0 of the site's platform, and this site provides 2.0.0.");
    expect(alert).not.toHaveTextContent('not responding');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('RemotePage offline', () => {
  it('says a section not kept for offline use is unavailable offline, and Retry loads it once back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    loader.loadRemotePage.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<RemotePage id="lists/ListedBooks" section="Listed Books" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The Listed Books section isn't available offline");
    expect(alert).toHaveTextContent('Connect to the internet and try again.');
    expect(alert).not.toHaveTextContent('not responding');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    loader.loadRemotePage.mockResolvedValue({ default: () => <h1>Listed</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Listed' })).toBeInTheDocument();
  });

  it('keeps the ordinary failure message while online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    loader.loadRemotePage.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<RemotePage id="lists/ListedBooks" section="Listed Books" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The Listed Books section could not be loaded');
  });
});
