import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry, retryImport } from './retryImport';

const failedImport = new TypeError('Failed to fetch dynamically imported module');
const reload = vi.fn();
const fetchMock = vi.fn<typeof fetch>();

/** Whether a promise has settled by the time everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

beforeEach(() => {
  reload.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('retryImport', () => {
  it('hands back what loaded, without asking the server anything more', async () => {
    await expect(retryImport(() => Promise.resolve('chart'), 'https://graph.example/assets/page.js')).resolves.toBe('chart');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when the import fails again although the server answers, and never settles', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    const retried = retryImport(() => Promise.reject(failedImport), () => Promise.resolve('https://lists.example/remoteEntry.js'));
    expect(await settled(retried)).toBe(false);
    expect(fetchMock).toHaveBeenCalledWith('https://lists.example/remoteEntry.js', { cache: 'no-store' });
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each([
    ['does not answer', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
    ['answers with an error', () => fetchMock.mockResolvedValue(new Response('', { status: 503 }))],
  ])('keeps the failure, without a reload, while the server %s', async (_, serverState) => {
    serverState();
    await expect(retryImport(() => Promise.reject(failedImport), 'https://graph.example/assets/page.js')).rejects.toBe(failedImport);
    expect(fetchMock).toHaveBeenCalledWith('https://graph.example/assets/page.js', { cache: 'no-store' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the failure offline, without asking', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(retryImport(() => Promise.reject(failedImport), 'https://graph.example/assets/page.js')).rejects.toBe(failedImport);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps failures a new page would not fix, without asking', async () => {
    const timeout = new Error('No answer within 10000 ms');
    const retried = retryImport(() => Promise.reject(timeout), 'https://lists.example/remoteEntry.js', {
      reloadFor: (error) => error !== timeout,
    });
    await expect(retried).rejects.toBe(timeout);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('importWithRetry', () => {
  it('imports plainly until an import fails; the next call reloads the page if the server answers', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    const importer = vi.fn<() => Promise<string>>().mockResolvedValueOnce('export').mockRejectedValue(failedImport);
    const load = importWithRetry(importer, 'https://lists.example/assets/page.js');

    await expect(load()).resolves.toBe('export');
    await expect(load()).rejects.toBe(failedImport);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    expect(await settled(load())).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps failing without a reload while the server does not answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const load = importWithRetry(() => Promise.reject(failedImport), 'https://lists.example/assets/page.js');
    await expect(load()).rejects.toBe(failedImport);
    await expect(load()).rejects.toBe(failedImport);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });
});
