// A throwaway certificate for localhost, made with openssl, for servers that listen with TLS on
// this machine (the bench's HTTP/2 run, the TLS test). Chromium is told to accept it by its
// public key's hash (--ignore-certificate-errors-spki-list): unlike --ignore-certificate-errors,
// that keeps the HTTP cache on, so repeat visits measure what a visitor's browser does.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The base64 SHA-256 of a certificate's SubjectPublicKeyInfo (DER): what Chromium's
 * --ignore-certificate-errors-spki-list takes.
 * @param {string | Buffer} certPem
 */
export function spkiSha256(certPem) {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * A new key and self-signed certificate for localhost in `dir`, valid for two days.
 * @param {string} dir
 * @returns {{ key: string, cert: string, spki: string }} the files' paths and the key's hash
 */
export function makeLocalhostCertificate(dir) {
  const key = join(dir, 'localhost-key.pem');
  const cert = join(dir, 'localhost-cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { key, cert, spki: spkiSha256(readFileSync(cert)) };
}
