import { describe, expect, it, vi } from 'vitest';

async function freshStorage() {
  vi.resetModules();
  return import('./browserStorage');
}

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('browser storage', () => {
  it('reads and writes localStorage, and reports no problem', async () => {
    const { readRaw, writeRaw, $storageProblem } = await freshStorage();
    expect(readRaw('readList')).toBeUndefined();
    expect(writeRaw('readList', '[1]')).toBe(true);
    expect(localStorage.getItem('readList')).toBe('[1]');
    expect(readRaw('readList')).toBe('[1]');
    expect($storageProblem.get()).toBeUndefined();
  });

  it('keeps a value that did not fit in memory for this tab, and says storage is full', async () => {
    const { readRaw, writeRaw, $storageProblem } = await freshStorage();
    localStorage.setItem('readList', '[1]');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    expect(writeRaw('readList', '[1,2]')).toBe(false);
    expect($storageProblem.get()).toBe('full');
    expect(readRaw('readList')).toBe('[1,2]');
    expect(localStorage.getItem('readList')).toBe('[1]');

    // Once a write goes through again, storage is the truth again.
    setItem.mockRestore();
    expect(writeRaw('readList', '[3]')).toBe(true);
    localStorage.setItem('readList', '[3,4]'); // another tab
    expect(readRaw('readList')).toBe('[3,4]');
  });

  it('says storage is unavailable when a write is refused for another reason', async () => {
    const { writeRaw, $storageProblem } = await freshStorage();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(writeRaw('wishList', '[5]')).toBe(false);
    expect($storageProblem.get()).toBe('unavailable');
  });

  it('says storage is unavailable when the browser will not even hand it out', async () => {
    const { readRaw, writeRaw, $storageProblem } = await freshStorage();
    const storage = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(readRaw('readList')).toBeUndefined();
    expect($storageProblem.get()).toBe('unavailable');
    expect(writeRaw('readList', '[7]')).toBe(false);
    expect(readRaw('readList')).toBe('[7]');
    // Before the shared clean-up, which empties the real storage.
    storage.mockRestore();
  });

  it('treats a missing localStorage like a disabled one', async () => {
    const { readRaw, writeRaw, $storageProblem } = await freshStorage();
    const storage = vi.spyOn(window, 'localStorage', 'get').mockReturnValue(null as unknown as Storage);
    expect(readRaw('readList')).toBeUndefined();
    expect($storageProblem.get()).toBe('unavailable');
    expect(writeRaw('readList', '[8]')).toBe(false);
    expect($storageProblem.get()).toBe('unavailable');
    storage.mockRestore();
  });

  it('reads no list and sees no problem where there is no window (a page drawn ahead of time)', async () => {
    const { readRaw, $storageProblem } = await freshStorage();
    localStorage.setItem('readList', '[1]');
    vi.stubGlobal('window', undefined);
    expect(readRaw('readList')).toBeUndefined();
    expect($storageProblem.get()).toBeUndefined();
  });

  it('keeps each unsaved value under its own key', async () => {
    const { readRaw, writeRaw } = await freshStorage();
    localStorage.setItem('wishList', '[2]');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    writeRaw('readList', '[1]');
    expect(readRaw('wishList')).toBe('[2]');
    setItem.mockRestore();
    // A write of another list does not make this tab forget the one that did not fit.
    writeRaw('wishList', '[3]');
    expect(readRaw('readList')).toBe('[1]');
  });
});
