import type { ReactElement } from 'react';
import type { Book } from '../books/book';

/** What a server-rendered page says about itself in the document's head (titles, link previews). */
export interface FragmentHead {
  /** The page's own name, as it sets it once it runs ('Dune'). */
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
  /**
   * False for a page whose HTML shows nothing from the catalogue (Listed Books' frame): the
   * client may hydrate it before the catalogue has loaded. Otherwise the page names the
   * catalogue it was drawn from, and hydrates only with that one.
   */
  drawnFromCatalogue?: false;
}

/**
 * What a remote's `src/server/pages.tsx` default-exports: its pages for a catalogue, once any
 * code they load lazily is in (a server render draws what is in at once).
 */
export type PagesToRender = (books: readonly Book[]) => PagePlan[] | Promise<PagePlan[]>;

/** One rendered page, as a remote's fragments.json lists it; files are relative to the remote's entry. */
interface FragmentEntry {
  page: string;
  /** The page's HTML, its style sheets first. */
  file: string;
  /** Its title and descriptions, as the head of the host's page holds them. */
  head: string;
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
