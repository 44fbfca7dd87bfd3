// The attributes the host's page and a composing server agree on. The host's build writes them
// into index.html (host/build), a server fills the slot (scripts/composition), and the app
// takes the composed page over when it starts (host/src/remotes/serverPage.ts).

/** The server-drawn frame (header, slot, footer), inert once the app starts until React replaces it. */
export const FRAME_ATTRIBUTE = 'data-server-frame';

/** Where the route's page goes: 'Loading...' until a server composes the page into it. */
export const PAGE_SLOT_ATTRIBUTE = 'data-page-slot';

/** Set on a filled slot: the remote page it holds, as `remote/Page`. */
export const COMPOSED_PAGE_ATTRIBUTE = 'data-composed-page';
