// A request's body, read up to a cap: past it, reading stops and nothing more is kept.

/** @typedef {{ ok: true, text: string } | { ok: false, reason: 'too-large' | 'aborted' }} BodyResult */

/**
 * Reads `req`'s body as UTF-8, at most `maxBytes`. A Content-Length above the cap is refused
 * before a byte is read; a body that grows past it stops being read at once (the request is
 * paused and its chunks dropped, so the caller can answer 413 and close the connection).
 * @param {import('node:http').IncomingMessage} req
 * @param {number} maxBytes
 * @returns {Promise<BodyResult>}
 */
export function readCappedBody(req, maxBytes) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve({ ok: false, reason: 'too-large' });
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const finish = (/** @type {BodyResult} */ result) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      chunks.length = 0;
      resolve(result);
    };
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.pause();
        finish({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      finish({ ok: true, text });
    };
    const onError = () => finish({ ok: false, reason: 'aborted' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}
