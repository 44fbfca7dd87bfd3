// The protocols `pnpm bench` measures the sides over (PROTOCOLS=h1,h2, both unless set), and
// the check that a page really came over the one its run is for: a browser that fell back to
// HTTP/1.1 would measure the wrong thing without a word.

/** Each protocol: its name in the tables, and the navigation entry's `nextHopProtocol` for it. */
export const PROTOCOLS = {
  h1: { label: 'HTTP/1.1', nextHop: 'http/1.1' },
  h2: { label: 'HTTP/2', nextHop: 'h2' },
};

/**
 * The protocols a PROTOCOLS setting names, in its order; both when unset.
 * @param {string | undefined} setting
 * @returns {(keyof typeof PROTOCOLS)[]}
 */
export function protocolsFrom(setting) {
  const names = (setting ?? 'h1,h2').split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !Object.hasOwn(PROTOCOLS, name));
  if (names.length === 0 || unknown.length > 0) throw new Error(`PROTOCOLS=${setting} names ${unknown.length > 0 ? `no protocol "${unknown.join('", "')}"` : 'none'}: use h1, h2 or h1,h2`);
  return /** @type {(keyof typeof PROTOCOLS)[]} */ ([...new Set(names)]);
}

/**
 * Throws unless `nextHopProtocol` (the page's navigation entry's) is `protocol`'s.
 * @param {keyof typeof PROTOCOLS} protocol
 * @param {string | undefined} nextHopProtocol
 * @param {string} url the page's address, for the message
 */
export function assertProtocol(protocol, nextHopProtocol, url) {
  const { label, nextHop } = PROTOCOLS[protocol];
  if (nextHopProtocol !== nextHop) throw new Error(`${url} came over ${nextHopProtocol || 'an unknown protocol'}, not ${label} (${nextHop}): the ${label} run would measure the wrong protocol`);
}
