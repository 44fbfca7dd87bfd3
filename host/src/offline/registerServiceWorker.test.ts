import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORKER_WAIT_MS } from './registerServiceWorker';

type Message = { type: string; payload: { urlsToCache: string[] } };

/** What the fake workbox-window saw: plain data, not vi.fn, so `mockReset` leaves it alone. */
const workbox = vi.hoisted(() => ({
  imports: 0,
  importFails: false,
  registerFails: false,
  messageFails: false,
  instances: [] as {
    url: string;
    registered: number;
    messages: Message[];
    listeners: Map<string, (() => void)[]>;
  }[],
}));

/** Idle time comes when the test says so. */
const idle = vi.hoisted(() => ({ waiting: [] as Array<() => void> }));
vi.mock('../prefetch/afterIdle', () => ({ afterIdle: () => new Promise<void>((resolve) => idle.waiting.push(resolve)) }));

/** A fake workbox-window; mocked anew before each test, so each test sees whether it is fetched. */
function fakeWorkboxWindow() {
  workbox.imports += 1;
  if (workbox.importFails) throw new Error('chunk failed to load');
  class Workbox {
    private readonly seen;
    constructor(url: string) {
      this.seen = { url, registered: 0, messages: [] as Message[], listeners: new Map<string, (() => void)[]>() };
      workbox.instances.push(this.seen);
    }
    addEventListener(type: string, listener: () => void) {
      this.seen.listeners.set(type, [...(this.seen.listeners.get(type) ?? []), listener]);
    }
    register() {
      this.seen.registered += 1;
      return workbox.registerFails ? Promise.reject(new Error('SecurityError')) : Promise.resolve(undefined);
    }
    messageSW(message: Message) {
      this.seen.messages.push(message);
      return workbox.messageFails ? Promise.reject(new Error('no worker')) : Promise.resolve(undefined);
    }
  }
  return { Workbox };
}

/** The module afresh, so each test fetches (or fails to fetch) workbox-window itself. */
async function freshRegister() {
  vi.resetModules();
  const { registerServiceWorker } = await import('./registerServiceWorker');
  return registerServiceWorker;
}

/** Lets idle time come, then waits for the lazy `import('workbox-window')` and what follows it, then one more task. */
async function settle() {
  for (let round = 0; round < 3; round += 1) {
    idle.waiting.splice(0).forEach((resolve) => resolve());
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Whether the worker has said it is in charge (or that the prefetch need not wait for it). */
function watched(inCharge: Promise<void>) {
  const worker = { inCharge: false };
  void inCharge.then(() => (worker.inCharge = true));
  return worker;
}

function fire(type: string) {
  for (const listener of workbox.instances[0]?.listeners.get(type) ?? []) listener();
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(() => {
  Object.assign(workbox, { imports: 0, importFails: false, registerFails: false, messageFails: false, instances: [] });
  idle.waiting.length = 0;
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  vi.doMock('workbox-window', fakeWorkboxWindow);
});

afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.doUnmock('workbox-window');
});

describe('registerServiceWorker', () => {
  it('waits until the page it is given has settled, and then for idle time, before fetching workbox-window and registering', async () => {
    const registerServiceWorker = await freshRegister();
    let pageIn!: () => void;
    registerServiceWorker(new Promise<void>((resolve) => (pageIn = resolve)));
    await settle();
    expect(workbox.imports).toBe(0);

    pageIn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Settled, but the browser is still busy.
    expect(idle.waiting).toHaveLength(1);
    expect(workbox.imports).toBe(0);

    await settle();
    expect(workbox.imports).toBe(1);
    expect(workbox.instances).toHaveLength(1);
    expect(workbox.instances[0]).toMatchObject({ url: '/sw.js', registered: 1 });
  });

  it('registers the worker at the given URL, and when the page it waited for failed too', async () => {
    const registerServiceWorker = await freshRegister();
    registerServiceWorker(Promise.reject(new Error('the page could not load')), '/app/sw.js');
    await settle();
    expect(workbox.instances).toHaveLength(1);
    expect(workbox.instances[0]).toMatchObject({ url: '/app/sw.js', registered: 1 });
    expect(unhandled).toEqual([]);
  });

  it("says when the worker is in charge, so the sections' prefetch can go through it", async () => {
    const registerServiceWorker = await freshRegister();
    const worker = watched(registerServiceWorker(Promise.resolve()));
    await settle();
    expect(worker.inCharge).toBe(false);
    fire('controlling');
    await settle();
    expect(worker.inCharge).toBe(true);
  });

  it('says so at once when a worker from an earlier visit is in charge already', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    const registerServiceWorker = await freshRegister();
    const worker = watched(registerServiceWorker(Promise.resolve()));
    await settle();
    expect(worker.inCharge).toBe(true);
  });

  it.each([
    ['registering fails', () => (workbox.registerFails = true)],
    ['workbox-window cannot be fetched', () => (workbox.importFails = true)],
  ])('lets the prefetch go on when %s', async (_case, fail) => {
    fail();
    const registerServiceWorker = await freshRegister();
    const worker = watched(registerServiceWorker(Promise.resolve()));
    await settle();
    expect(worker.inCharge).toBe(true);
  });

  it('lets the prefetch go on after a while when the worker never takes charge', async () => {
    const registerServiceWorker = await freshRegister();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const worker = watched(registerServiceWorker(Promise.resolve()));
      await vi.advanceTimersByTimeAsync(0);
      idle.waiting.splice(0).forEach((resolve) => resolve());
      await vi.advanceTimersByTimeAsync(0);
      await vi.dynamicImportSettled();
      expect(workbox.instances[0]?.registered).toBe(1);
      await vi.advanceTimersByTimeAsync(WORKER_WAIT_MS - 10);
      expect(worker.inCharge).toBe(false);
      await vi.advanceTimersByTimeAsync(10);
      expect(worker.inCharge).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing in a browser without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect('serviceWorker' in navigator).toBe(false);
    const registerServiceWorker = await freshRegister();
    await registerServiceWorker(Promise.resolve());
    expect(workbox.imports).toBe(0);
    expect(workbox.instances).toHaveLength(0);
  });

  it("hands the worker the files this page loaded, once it controls the page", async () => {
    const getEntriesByType = vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'http://localhost:3000/assets/host.js' },
      { name: 'data:image/svg+xml,<svg/>' },
      { name: 'https://books.example/covers/2.svg' },
      { name: 'blob:http://localhost:3000/1234' },
    ] as PerformanceEntry[]);
    const registerServiceWorker = await freshRegister();
    registerServiceWorker(Promise.resolve());
    await settle();
    // Not before: until it controls the page, the worker might not be there to listen.
    expect(workbox.instances[0]?.messages).toEqual([]);

    fire('controlling');
    expect(getEntriesByType).toHaveBeenCalledWith('resource');
    expect(workbox.instances[0]?.messages).toEqual([
      {
        type: 'CACHE_URLS',
        payload: { urlsToCache: ['http://localhost:3000/assets/host.js', 'https://books.example/covers/2.svg'] },
      },
    ]);
    expect(workbox.instances[0]?.listeners.has('controlled')).toBe(false);
  });

  it('leaves no unhandled rejection when the worker cannot take the list', async () => {
    workbox.messageFails = true;
    const registerServiceWorker = await freshRegister();
    registerServiceWorker(Promise.resolve());
    await settle();
    fire('controlling');
    await settle();
    expect(workbox.instances[0]?.messages).toHaveLength(1);
    expect(unhandled).toEqual([]);
  });

  it('leaves no unhandled rejection when registering fails', async () => {
    workbox.registerFails = true;
    const registerServiceWorker = await freshRegister();
    registerServiceWorker(Promise.resolve());
    await settle();
    expect(workbox.instances[0]?.registered).toBe(1);
    expect(unhandled).toEqual([]);
  });

  it('leaves no unhandled rejection when workbox-window cannot be fetched', async () => {
    workbox.importFails = true;
    const registerServiceWorker = await freshRegister();
    registerServiceWorker(Promise.resolve());
    await settle();
    expect(workbox.imports).toBe(1);
    expect(workbox.instances).toHaveLength(0);
    expect(unhandled).toEqual([]);
  });
});
