import { describe, expect, it } from 'vitest';
import { schemeOf, tlsFilesFrom } from './listen.mjs';
import { spkiSha256 } from './localCertificate.mjs';
import { shiftLocalEntries, shiftLocalEntry } from './localPorts.mjs';

describe('TLS_KEY and TLS_CERT', () => {
  it('serve plain HTTP when neither is set', () => {
    expect(tlsFilesFrom({})).toBeUndefined();
    expect(tlsFilesFrom({ TLS_KEY: '', TLS_CERT: '' })).toBeUndefined();
    expect(schemeOf(undefined)).toBe('http');
  });

  it('serve TLS with both', () => {
    const files = tlsFilesFrom({ TLS_KEY: '/k.pem', TLS_CERT: '/c.pem' });
    expect(files).toEqual({ key: '/k.pem', cert: '/c.pem' });
    expect(schemeOf(files)).toBe('https');
  });

  it('refuse one without the other, naming the one given', () => {
    expect(() => tlsFilesFrom({ TLS_KEY: '/k.pem' })).toThrow('TLS needs both TLS_KEY and TLS_CERT (got only TLS_KEY)');
    expect(() => tlsFilesFrom({ TLS_CERT: '/c.pem' })).toThrow('(got only TLS_CERT)');
  });
});

describe("remotes.json's local entries", () => {
  it('move with the ports and take https when the servers listen with TLS', () => {
    expect(shiftLocalEntry('http://localhost:4174/remoteEntry.js', 40, 'https')).toBe('https://localhost:4214/remoteEntry.js');
    expect(shiftLocalEntry('http://localhost:4175/remoteEntry.js', 0, 'https')).toBe('https://localhost:4175/remoteEntry.js');
    expect(shiftLocalEntry('http://localhost:4174/remoteEntry.js', 40)).toBe('http://localhost:4214/remoteEntry.js');
    expect(shiftLocalEntry('http://localhost:4174/remoteEntry.js', 0)).toBe('http://localhost:4174/remoteEntry.js');
  });

  it('leave any other entry as it is', () => {
    expect(shiftLocalEntry('http://localhost:9999/remoteEntry.js', 40, 'https')).toBe('http://localhost:9999/remoteEntry.js');
    expect(shiftLocalEntry('https://catalog.example.com/remoteEntry.js', 40, 'https')).toBe('https://catalog.example.com/remoteEntry.js');
    expect(shiftLocalEntry('/releases/graph/1.0.0-abc/remoteEntry.js', 40, 'https')).toBe('/releases/graph/1.0.0-abc/remoteEntry.js');
  });

  it('are rewritten in the whole file, which is left as it is on plain HTTP without an offset', () => {
    const config = { remotes: { catalog: 'http://localhost:4174/remoteEntry.js' }, canaries: {} };
    expect(shiftLocalEntries(config, 0)).toBe(config);
    expect(shiftLocalEntries(config, 0, 'https')).toEqual({ remotes: { catalog: 'https://localhost:4174/remoteEntry.js' }, canaries: {} });
  });
});

describe("a certificate's public key hash", () => {
  it("is the base64 SHA-256 of its SubjectPublicKeyInfo, as openssl gives it", () => {
    // Made by makeLocalhostCertificate; the hash by `openssl x509 -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`.
    const cert = `-----BEGIN CERTIFICATE-----
MIIBmjCCAT+gAwIBAgIUfmzCNle7nkEvgpYEWWWZ0SwKhr0wCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MB4XDTI2MTEyOTA3MDU0OVoXDTI2MTIwMTA3
MDU0OVowFDESMBAGA1UEAwwJbG9jYWxob3N0MFkwEwYHKoZIzj0CAQYIKoZIzj0D
AQcDQgAEWuKFc2seKSIuxCw6bll7y6CpcM3yff4q/PDLSZ6SJ2kRsXksOBzIVTQ9
8loC1fPMRuaq+etgfIJei+RJIVOnJqNvMG0wHQYDVR0OBBYEFDlfLbFRomN3XAyz
1M7/X5e99+7hMB8GA1UdIwQYMBaAFDlfLbFRomN3XAyz1M7/X5e99+7hMA8GA1Ud
EwEB/wQFMAMBAf8wGgYDVR0RBBMwEYIJbG9jYWxob3N0hwR/AAABMAoGCCqGSM49
BAMCA0kAMEYCIQDVsp4NqaSkfjeY5UEY5RHTa+GERYKxZmTle5CtAmtwfQIhAMlv
MS0BDp0i1Da8sLuiI7XLy5fm246uEvOeeZgKyuS/
-----END CERTIFICATE-----`;
    expect(spkiSha256(cert)).toBe('rvZd35hYp+ZPo2+V03ExJNpF4ItDVLpElqEu5XNs728=');
  });
});
