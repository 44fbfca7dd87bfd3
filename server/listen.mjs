// How each app's server listens: plain HTTP/1.1, or, given a key and a certificate (TLS_KEY and
// TLS_CERT, paths of PEM files), TLS with HTTP/2, HTTP/1.1 kept for clients that offer no h2 in
// ALPN. Every address a server gives out then starts with the scheme this module names.
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { readFileSync } from 'node:fs';
import tls from 'node:tls';

/**
 * The key and certificate files `env` names, or undefined when it names neither (plain HTTP).
 * One without the other is a mistake, said at once rather than served over plain HTTP.
 * @param {Record<string, string | undefined>} env
 * @returns {{ key: string, cert: string } | undefined}
 */
export function tlsFilesFrom(env) {
  const key = env.TLS_KEY || undefined;
  const cert = env.TLS_CERT || undefined;
  if (key === undefined && cert === undefined) return undefined;
  if (key === undefined || cert === undefined) throw new Error(`TLS needs both TLS_KEY and TLS_CERT (got only ${key === undefined ? 'TLS_CERT' : 'TLS_KEY'})`);
  return { key, cert };
}

/** `https` when the server listens with TLS, `http` otherwise. */
export const schemeOf = (tlsFiles) => (tlsFiles ? 'https' : 'http');

/**
 * A server for `handler`: node:http's, or HTTP/2's compatibility API over TLS, whose request and
 * response objects the handler uses as it would HTTP/1.1's.
 * @param {import('node:http').RequestListener} handler
 * @param {{ key: string, cert: string } | undefined} tlsFiles
 */
export function createAppServer(handler, tlsFiles) {
  if (!tlsFiles) return createServer(handler);
  const cert = readFileSync(tlsFiles.cert, 'utf8');
  trustForOwnRequests(cert);
  // @ts-expect-error the compatibility API's request and response stand in for node:http's
  return createSecureServer({ key: readFileSync(tlsFiles.key), cert, allowHTTP1: true }, handler);
}

/**
 * The composing server fetches the remotes' pages from the addresses it gives out, which are its
 * own servers with this certificate: a certificate no authority signed (a local one) is trusted
 * for those requests too. Node before 24.5 cannot add one at run time: there, start the server
 * with NODE_EXTRA_CA_CERTS naming the certificate.
 */
function trustForOwnRequests(cert) {
  if (typeof tls.setDefaultCACertificates !== 'function') return;
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), cert]);
}
