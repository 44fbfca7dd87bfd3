import { noteCatalogueFingerprint, type RemotePageId } from '@bookmarked/shared';
import { releaseAwaitingCode } from '@bookmarked/shared/early-input-replay';
import { expectHydrationFailure } from './hydrationRecovery';
import {
  BUILD_ATTRIBUTE,
  CATALOGUE_ATTRIBUTE,
  COMPOSED_PAGE_ATTRIBUTE,
  FRAME_ATTRIBUTE,
  HOST_PAGE_ATTRIBUTE,
  PAGE_SLOT_ATTRIBUTE,
} from '@bookmarked/shared/composition';

let composed: { id: string; node: HTMLElement } | undefined;
let serverFrame: HTMLElement | undefined;
// Stryker disable next-line BooleanLiteral: read once at import, before any test can switch a mutant on
let slotLeftLoading = false;

/**
 * Thrown while hydrating a frame whose slot the server left 'Loading...' in (no page composed,
 * or a path that is none of the site's pages): React draws the slot afresh with the route's
 * page, and keeps the frame around it, hydrated, with its links and buttons the same elements.
 */
export class NoServerPage extends Error {
  constructor() {
    super("the server composed no page into the frame: the route's page is drawn afresh in its slot");
    this.name = 'NoServerPage';
    expectHydrationFailure(this);
  }
}

/** What the app does with the server's HTML when it starts. */
export type ServerFrame =
  /** No server-drawn frame (the dev server): render the app. */
  | { mode: 'render' }
  /**
   * A frame drawn by the server: hydrate it at once. The route's page in it hydrates when its
   * code is in; where the server left 'Loading...' instead, the page is drawn afresh in its slot.
   */
  | { mode: 'hydrate'; frame: HTMLElement };

/**
 * Takes over what the server drew, before React's first render.
 *
 * The frame is hydrated at once; with the route's page composed into it, the page is kept for
 * its remote page, which hydrates it when its code is in. Both stay readable and usable
 * meanwhile: links are links, and input on their controls is kept and replayed once they are
 * live (the early input contract). The page's styles and preloads move to the head, where they
 * outlive the server's copy and where React's hydration expects them (its server renderer puts
 * an image's preload before the page).
 */
export function takeOverServerFrame(root: ParentNode = document): ServerFrame {
  composed = undefined;
  slotLeftLoading = false;
  const frame = root.querySelector<HTMLElement>(`[${FRAME_ATTRIBUTE}]`) ?? undefined;
  serverFrame = frame;
  if (!frame) return { mode: 'render' };
  const page = frame.querySelector<HTMLElement>(`[${PAGE_SLOT_ATTRIBUTE}] > [${COMPOSED_PAGE_ATTRIBUTE}]`);
  const id = page?.getAttribute(COMPOSED_PAGE_ATTRIBUTE);
  if (!page || !id) {
    // The host's own page in the slot (its 404) hydrates with the frame; 'Loading...' does not.
    slotLeftLoading = !frame.hasAttribute(HOST_PAGE_ATTRIBUTE);
    return { mode: 'hydrate', frame };
  }
  for (const resource of page.querySelectorAll('link, style')) document.head.append(resource);
  // Only a page drawn from the catalogue is checked against it (pageHydrations).
  if (page.hasAttribute(CATALOGUE_ATTRIBUTE)) noteCatalogueFingerprint();
  composed = { id, node: page };
  return { mode: 'hydrate', frame };
}

/** Whether the server's frame came with 'Loading...' in its slot instead of a page. */
export function serverLeftSlotLoading(): boolean {
  return slotLeftLoading;
}

/** The server's HTML of this page, once: a later visit to the page renders it afresh. */
export function takeServerPage(id: RemotePageId): HTMLElement | undefined {
  if (composed?.id !== id) return undefined;
  const { node } = composed;
  composed = undefined;
  return node;
}

/** The fingerprint of the catalogue the server drew `node` from (catalogueFingerprint in shared). */
export function serverPageCatalogue(node: HTMLElement): string | undefined {
  return node.getAttribute(CATALOGUE_ATTRIBUTE) ?? undefined;
}

/**
 * The server's page is the app's once React has hydrated it (a layout effect of that commit):
 * the marks of the page it was go. React hydrates the page inside its root element as it
 * stands, so no node moves (moving them made the browser lay the whole page out again). A page
 * no longer on the document was drawn afresh, and is left alone.
 */
export function revealServerPage(node: HTMLElement): void {
  if (!node.isConnected) return;
  for (const attribute of [COMPOSED_PAGE_ATTRIBUTE, CATALOGUE_ATTRIBUTE, BUILD_ATTRIBUTE]) node.removeAttribute(attribute);
}

/**
 * Whether React has drawn `element`: hydrated it, or rendered it. Server HTML inside a boundary
 * React has not hydrated yet (a lazy part of a page, whose code comes after the page's) has no
 * fiber of React's on it.
 */
function drawnByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Runs `release` once what hydrated has settled: after the commit's effects and the render
 * they start at once, in which what only the browser knows (the visitor's lists, the theme)
 * replaces what the server drew. A click replayed before it would reach handlers that still
 * see the server's state (an export of empty lists). Returns what cancels it.
 */
function onceSettled(release: () => void): () => void {
  const timer = setTimeout(release, 0);
  return () => clearTimeout(timer);
}

/**
 * After the commit that hydrated the server's page: the input kept on its controls meanwhile is
 * replayed on them, once the page has settled. Where the page was drawn afresh, or left, it is
 * dropped.
 */
export function replayOnServerPage(node: HTMLElement): () => void {
  return onceSettled(() => releaseAwaitingCode(node, drawnByReact));
}

/**
 * After the app's first commit: the frame the server drew is the app's, hydrated; input kept on
 * its controls meanwhile is replayed once it has settled.
 */
export function frameTakenOver(): () => void {
  const frame = serverFrame;
  // Kept: a second call (React's strict mode runs an effect twice in development) replays nothing twice.
  return frame ? onceSettled(() => releaseAwaitingCode(frame, drawnByReact)) : () => undefined;
}
