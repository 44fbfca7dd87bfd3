import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const builds = vi.hoisted(() => new Map<string, string>());
vi.mock('../startup/load/loadRemotePage', () => ({
  loadedBuildOf: (remote: string) => builds.get(remote),
  remoteOf: (id: string) => id.slice(0, id.indexOf('/')),
}));

const { ownerOfElement } = await import('./sectionOwner');
const { buildOf, pageName, pageRemote, UNKNOWN_BUILD } = await import('./pageOwner');

beforeEach(() => {
  builds.clear();
  builds.set('catalog', 'catalog-build-1');
  builds.set('lists', 'lists-build-7');
  document.body.innerHTML = `
    <header><a id="nav" href="/listed">Listed Books</a></header>
    <main><div data-page-slot>
      <div data-page-root><img id="cover" alt=""><p>text <b id="bold">here</b></p></div>
    </div></main>
    <footer id="footer">host 1.0.0</footer>`;
});

afterEach(() => {
  document.body.innerHTML = '';
});

const byId = (id: string) => document.getElementById(id);

describe('ownerOfElement', () => {
  it("gives an element in the page slot to the route's remote, with the build whose code runs", () => {
    expect(ownerOfElement(byId('cover'), '/')).toEqual({ remote: 'catalog', build: 'catalog-build-1' });
    expect(ownerOfElement(byId('cover'), '/listed')).toEqual({ remote: 'lists', build: 'lists-build-7' });
  });

  it("takes a text node's element", () => {
    expect(ownerOfElement(byId('bold')?.firstChild, '/listed')).toEqual({ remote: 'lists', build: 'lists-build-7' });
  });

  it('names the build that drew a server page still awaiting its code', () => {
    document.querySelector('[data-page-root]')?.setAttribute('data-build', 'catalog-build-0');
    expect(ownerOfElement(byId('cover'), '/')).toEqual({ remote: 'catalog', build: 'catalog-build-0' });
  });

  it('gives the header and the footer to the host', () => {
    expect(ownerOfElement(byId('nav'), '/listed')).toEqual({ remote: 'host', build: 'test' });
    expect(ownerOfElement(byId('footer'), '/listed')).toEqual({ remote: 'host', build: 'test' });
  });

  it("gives an element no longer on the page, or none, to the route's page", () => {
    const gone = document.createElement('img');
    expect(ownerOfElement(gone, '/')).toEqual({ remote: 'catalog', build: 'catalog-build-1' });
    expect(ownerOfElement(undefined, '/listed')).toEqual({ remote: 'lists', build: 'lists-build-7' });
    expect(ownerOfElement(null, '/nowhere')).toEqual({ remote: 'host', build: 'test' });
  });
});

describe('the page at an address', () => {
  it("is named as apps.config.mjs names it, or as the host's own", () => {
    expect(pageName('/')).toBe('Home');
    expect(pageName('/details')).toBe('BookDetails');
    expect(pageName('/listed/')).toBe('ListedBooks');
    expect(pageName('/__versions')).toBe('Versions');
    expect(pageName('/no-such-page')).toBe('NotFound');
  });

  it("belongs to its route's remote, or to the host", () => {
    expect(pageRemote('/pages-graph')).toBe('graph');
    expect(pageRemote('/__versions')).toBe('host');
  });

  it("has the host's build, a remote's loaded build, or an unknown one before its code loaded", () => {
    expect(buildOf('host')).toBe('test');
    expect(buildOf('lists')).toBe('lists-build-7');
    expect(buildOf('graph')).toBe(UNKNOWN_BUILD);
  });
});
