// The one registry of Bookmarked's apps: every app's folder and ports, and every remote page's
// route, section name and nav label. The host's routes and nav, the federation contract, the
// remotes.json checks, Vitest, server/serve.mjs, the nginx config, the e2e projects and the
// bench all read it. A plain module with a JSDoc const assertion, so Node scripts import it as
// is and TypeScript (allowJs) sees its literal types.
//
// A page: `path` is its route in the host, `section` how the visitor knows that part of the
// site (title, error messages), `nav` its label in the header's navigation, if it has one.
// `leadCover` names the book whose cover is its first screen's largest image: 'first', the
// catalogue's first book, or 'id', the book its `?id=` names. The host preloads that cover as
// soon as it has read the catalogue. `firstLook` marks a page that reads only the catalogue's index
// and the pages holding the books it draws, never the whole catalogue: opened there, the host
// reads those holding the stored lists' first books at once (its `prepare` asks for the
// address's order). `viewParams` names the
// query parameters a page's views depend on, when its remote renders every view of it that
// exists (a book's details, one per book): the servers find its view by those parameters alone
// (a link's `utm_source` changes nothing), and answer a value it rendered no view for with a 404
// and the view its remote rendered at the bare path (its 'not found').

export const apps = /** @type {const} */ ({
  host: { dir: 'host', ports: { prod: 4173, dev: 5173 } },
  remotes: {
    catalog: {
      dir: 'mfe-catalog',
      ports: { prod: 4174, dev: 5174 },
      pages: {
        Home: { path: '/', section: 'Home', nav: 'Home', leadCover: 'first' },
        BookDetails: { path: '/details', section: 'Book details', leadCover: 'id', viewParams: ['id'] },
      },
    },
    lists: {
      dir: 'mfe-lists',
      ports: { prod: 4175, dev: 5175 },
      pages: {
        ListedBooks: { path: '/listed', section: 'Listed Books', nav: 'Listed Books', firstLook: true },
      },
    },
    graph: {
      dir: 'mfe-graph',
      ports: { prod: 4176, dev: 5176 },
      pages: {
        PagesGraph: { path: '/pages-graph', section: 'Pages to Read', nav: 'Pages to Read' },
      },
    },
    // pnpm new:remote adds a remote above this line.
  },
});
