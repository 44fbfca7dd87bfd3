/// <reference types="vite/client" />

/** The remotes' entry URLs on the local ports, used when /remotes.json cannot be read. */
declare const __LOCAL_REMOTES__: Record<'catalog' | 'lists' | 'graph', string>;
