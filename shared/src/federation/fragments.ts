import type { ReactElement } from 'react';
import type { Book } from '../books/book';

/** What a server-rendered page says about itself in the document's head (titles, link previews). */
export interface FragmentHead {
  /** The whole document title, as the page sets it once it runs. */
  title: string;
  description?: string;
}

/**
 * One page a remote renders to HTML at its own build: its exposed page `page` at `path` (with
 * the query it reads), in the one state a server can know, from the build's catalogue.
 */
export interface PagePlan {
  page: string;
  path: string;
  element: ReactElement;
  head?: FragmentHead;
}

/** What a remote's `src/server/pages.tsx` default-exports: its pages for a catalogue. */
export type PagesToRender = (books: readonly Book[]) => PagePlan[];

/** One rendered page, as a remote's fragments.json lists it. */
interface FragmentEntry {
  page: string;
  /** The HTML's file, relative to the remote's entry. */
  file: string;
  /** The page's style sheets, relative to the remote's entry: without them the HTML shows unstyled. */
  css: string[];
  head: FragmentHead;
}

/**
 * fragments.json, beside a remote's entry: every page it rendered, by the path and query it
 * answers. The platform version lets a server leave out a remote the host cannot run.
 */
export interface FragmentsManifest {
  version: 1;
  remote: string;
  /** The `@bookmarked/shared` range the remote's code needs from the host. */
  platformRange: string;
  fragments: Record<string, FragmentEntry>;
}

/** The file a page's HTML is written to: `/` is `home.html`, `/details?id=5` is `details_id_5.html`. */
export function fragmentFileName(path: string): string {
  const name = path.replace(/^\//, '').replace(/[^A-Za-z0-9-]+/g, '_');
  return `fragments/${name === '' ? 'home' : name}.html`;
}
