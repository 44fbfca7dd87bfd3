import { describe, expect, it } from 'vitest';
import { assertProtocol, protocolsFrom } from './protocols.mjs';
import { staticNginxConf } from './staticNginx.mjs';

describe('PROTOCOLS', () => {
  it('names both protocols unless set, else those it lists, once each', () => {
    expect(protocolsFrom(undefined)).toEqual(['h1', 'h2']);
    expect(protocolsFrom('h2')).toEqual(['h2']);
    expect(protocolsFrom('h2, h1,h2')).toEqual(['h2', 'h1']);
  });

  it('refuses a protocol it does not know, or none', () => {
    expect(() => protocolsFrom('h3')).toThrow('PROTOCOLS=h3 names no protocol "h3": use h1, h2 or h1,h2');
    expect(() => protocolsFrom(',')).toThrow('PROTOCOLS=, names none');
  });
});

describe("a cold load's protocol", () => {
  it('passes when the page came over the run’s protocol', () => {
    expect(() => assertProtocol('h2', 'h2', 'https://localhost:4233/')).not.toThrow();
    expect(() => assertProtocol('h1', 'http/1.1', 'http://localhost:4213/')).not.toThrow();
  });

  it('fails loudly when it came over another', () => {
    expect(() => assertProtocol('h2', 'http/1.1', 'https://localhost:4233/')).toThrow('https://localhost:4233/ came over http/1.1, not HTTP/2 (h2)');
    expect(() => assertProtocol('h2', '', 'https://localhost:4233/')).toThrow('came over an unknown protocol, not HTTP/2');
  });
});

describe("the HTTP/2 run's one-bundle nginx", () => {
  const conf = staticNginxConf({
    dir: '/tmp/n',
    root: '/m',
    tls: { key: '/k.pem', cert: '/c.pem' },
    baselinePort: 4302,
    prerenderedPort: 4303,
    list: { pages: { '/': 'pages/index.html', '/details?id=5': 'pages/details/id=5.html' } },
  });

  it('listens with TLS and HTTP/2 for both sides, compressed like the HTTP/1.1 run', () => {
    expect(conf).toContain('listen 4302 ssl http2;');
    expect(conf).toContain('listen 4303 ssl http2;');
    expect(conf).toContain('ssl_certificate /c.pem;');
    expect(conf).toContain('gzip_comp_level 6;');
    expect(conf).toContain('~^/assets/ "public, max-age=31536000, immutable";');
  });

  it("answers a prerendered page's address with the page its build drew, any other with prerendered.html", () => {
    expect(conf).toContain('"/details?id=5" "/pages/details/id=5.html";');
    expect(conf).toContain('default /prerendered.html;');
    expect(conf).toContain('try_files $bench_prerendered_page =404;');
    expect(conf).toContain('try_files /index.html =404;');
  });
});
