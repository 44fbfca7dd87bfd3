import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushWhenHidden, sendToCollector } from './sendBeacon';

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sendToCollector', () => {
  it("sends the body as JSON to /rum on the host's origin", async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    sendToCollector('{"v":1}');
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/rum');
    expect(body.type).toBe('application/json');
    expect(await textOf(body)).toBe('{"v":1}');
  });

  it('costs nothing when the browser refuses, or has no sendBeacon', () => {
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
    });
    expect(() => sendToCollector('{}')).not.toThrow();
    vi.stubGlobal('navigator', {});
    expect(() => sendToCollector('{}')).not.toThrow();
  });
});

describe('flushWhenHidden', () => {
  it('sends when the page is hidden or goes away, not when it shows again', () => {
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const flush = vi.fn();
    flushWhenHidden(flush);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).not.toHaveBeenCalled();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(2);
  });
});
