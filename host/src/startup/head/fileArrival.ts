// Whether a remote's file arrives as its release built it. A fetch with an `integrity` fails the
// same way for a changed file and for a network failure: only a plain answer of the same file
// (from the HTTP cache the first answer filled, unless the caller asks for a fresh one) says which.

/** 'arrived': whole, with the hash asked for; 'refused': whole, with other bytes; 'failed': no usable answer. */
export type Arrival = 'arrived' | 'refused' | 'failed';

/** Fetches `href` (a module or style sheet, in CORS mode as the page loads it) and says how it arrived. */
export async function arrivalOf(href: string, integrity: string | undefined, cache: RequestCache = 'default'): Promise<Arrival> {
  const init: RequestInit = { mode: 'cors', credentials: 'same-origin', cache };
  try {
    const response = await fetch(href, { ...init, ...(integrity ? { integrity } : {}) });
    await response.arrayBuffer();
    return response.ok ? 'arrived' : 'failed';
  } catch {
    if (!integrity) return 'failed';
  }
  try {
    const plain = await fetch(href, init);
    await plain.arrayBuffer();
    return plain.ok ? 'refused' : 'failed';
  } catch {
    return 'failed';
  }
}
