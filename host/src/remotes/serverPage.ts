import { noteCatalogueFingerprint, type RemotePageId } from '@bookmarked/shared';
import {
  CATALOGUE_ATTRIBUTE,
  COMPOSED_PAGE_ATTRIBUTE,
  FRAME_ATTRIBUTE,
  PAGE_SLOT_ATTRIBUTE,
  SERVER_DISABLED_ATTRIBUTE,
} from '../../../scripts/composition/markers.mjs';

let composed: { id: string; node: HTMLElement } | undefined;

/** A form control of server-drawn HTML. */
export type ServerControl = HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

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

/**
 * Enables the controls the server disabled, once React has taken them over. One no longer on
 * the page was replaced by React's own (the page was drawn afresh) and is left alone.
 */
export function enableServerControls(controls: readonly ServerControl[]): void {
  for (const control of controls) {
    if (!control.isConnected) continue;
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
  noteCatalogueFingerprint();
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
 * Makes the server's page what its remote's server renderer drew, for React to hydrate: its
 * wrapper goes (the page's own elements take its place). Called once the page's code is in,
 * right before React hydrates it. Its controls stay disabled until React has taken them over
 * (`enableServerControls` after the commit): enabled any sooner, a choice made or a key typed
 * before then would be lost where React draws the page afresh.
 */
export function releaseServerPage(node: HTMLElement): ServerControl[] {
  const controls = serverDisabledControls(node);
  node.replaceWith(...node.childNodes);
  return controls;
}
