import { noteCatalogueFingerprint, type RemotePageId } from '@bookmarked/shared';
import {
  BUILD_ATTRIBUTE,
  CATALOGUE_ATTRIBUTE,
  COMPOSED_PAGE_ATTRIBUTE,
  FRAME_ATTRIBUTE,
  PAGE_SLOT_ATTRIBUTE,
  SERVER_DISABLED_ATTRIBUTE,
} from '../../../scripts/composition/markers.mjs';

let composed: { id: string; node: HTMLElement } | undefined;

/** A form control of server-drawn HTML. */
type ServerControl = HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Server-drawn HTML nothing answers yet: nothing in it can be used (inert), its controls say so
 * (disabled), and assistive tech reads the live page that replaces it rather than this copy.
 */
function holdBack(element: HTMLElement): void {
  element.inert = true;
  element.setAttribute('aria-hidden', 'true');
  for (const control of element.querySelectorAll<ServerControl>('button, input, select, textarea')) control.disabled = true;
}

/** The controls the server disabled under `element`, except those inside `except`. */
function serverDisabledControls(element: HTMLElement, except?: HTMLElement): ServerControl[] {
  return [...element.querySelectorAll<ServerControl>(`[${SERVER_DISABLED_ATTRIBUTE}]`)].filter((control) => !except?.contains(control));
}

/** Enables the given controls the server disabled. */
function enableServerControls(controls: readonly ServerControl[]): void {
  for (const control of controls) {
    control.disabled = false;
    control.removeAttribute(SERVER_DISABLED_ATTRIBUTE);
  }
}

/** What the app does with the server's HTML when it starts. */
export type ServerFrame =
  /** No server-drawn frame (the dev server): render the app. */
  | { mode: 'render' }
  /** A frame with 'Loading...' in it: held back until React has rendered the app over it. */
  | { mode: 'replace' }
  /** A frame with the route's page in it: hydrate the frame at once, the page when its code is in. */
  | { mode: 'hydrate'; frame: HTMLElement };

/**
 * Takes over what the server drew, before React's first render.
 *
 * With the route's page composed into it, the frame is hydrated: its controls are enabled for
 * React to take them over (it replays a click made meanwhile), and the page is kept for its
 * remote page, held back until its code is in. The page's styles and preloads move to the
 * head, where they outlive the server's copy and where React's hydration expects them (its
 * server renderer puts an image's preload before the page).
 *
 * With no page in it, the frame is held back until React replaces it: its controls have no
 * handlers until then, and a followed link would load a whole new page.
 */
export function takeOverServerFrame(root: ParentNode = document): ServerFrame {
  composed = undefined;
  const frame = root.querySelector<HTMLElement>(`[${FRAME_ATTRIBUTE}]`);
  if (!frame) return { mode: 'render' };
  const page = frame.querySelector<HTMLElement>(`[${PAGE_SLOT_ATTRIBUTE}] > [${COMPOSED_PAGE_ATTRIBUTE}]`);
  const id = page?.getAttribute(COMPOSED_PAGE_ATTRIBUTE);
  if (!page || !id) {
    holdBack(frame);
    return { mode: 'replace' };
  }
  for (const resource of page.querySelectorAll('link, style')) document.head.append(resource);
  page.inert = true;
  page.setAttribute('aria-hidden', 'true');
  enableServerControls(serverDisabledControls(frame, page));
  // Only a page drawn from the catalogue is checked against it (pageHydrations).
  if (page.hasAttribute(CATALOGUE_ATTRIBUTE)) noteCatalogueFingerprint();
  composed = { id, node: page };
  return { mode: 'hydrate', frame };
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
 * Hands the server's page over to the app once React has hydrated it (a layout effect of that
 * commit): what held it back goes (inert, hidden from assistive tech, its controls disabled),
 * and so do the marks of the page it was. Never before: a choice made or a key typed between
 * the two would be lost where React draws the page afresh. React hydrates the page inside its
 * root element as it stands, so no node moves (moving them made the browser lay the whole page
 * out again). A page no longer on the document was drawn afresh, and is left alone.
 */
export function revealServerPage(node: HTMLElement): void {
  if (!node.isConnected) return;
  node.inert = false;
  for (const attribute of ['aria-hidden', COMPOSED_PAGE_ATTRIBUTE, CATALOGUE_ATTRIBUTE, BUILD_ATTRIBUTE]) node.removeAttribute(attribute);
  enableServerControls(serverDisabledControls(node));
}
