import type { RemotePageId } from '@bookmarked/shared';
import { COMPOSED_PAGE_ATTRIBUTE, FRAME_ATTRIBUTE, PAGE_SLOT_ATTRIBUTE } from '../../../scripts/composition/markers.mjs';

let composed: { id: string; node: HTMLElement } | undefined;

type Control = HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Server-drawn HTML the app has taken over but not yet replaced: nothing in it answers yet, so
 * nothing in it can be used (inert), its controls say so (disabled), and assistive tech reads
 * the live page that replaces it rather than this copy.
 */
function holdBack(element: HTMLElement): void {
  element.inert = true;
  element.setAttribute('aria-hidden', 'true');
  for (const control of element.querySelectorAll<Control>('button, input, select, textarea')) control.disabled = true;
}

/**
 * Takes over what the server drew, before React's first render. The frame is held back: its
 * controls have no handlers until React replaces it, and a followed link would load a whole
 * new page. The route's page, when the server composed one, is kept for its remote page to
 * show until its own code has rendered it.
 */
export function takeOverServerFrame(root: ParentNode = document): void {
  const frame = root.querySelector<HTMLElement>(`[${FRAME_ATTRIBUTE}]`);
  if (!frame) return;
  holdBack(frame);
  const page = frame.querySelector<HTMLElement>(`[${PAGE_SLOT_ATTRIBUTE}] > [${COMPOSED_PAGE_ATTRIBUTE}]`);
  const id = page?.getAttribute(COMPOSED_PAGE_ATTRIBUTE);
  composed = undefined;
  if (!page || !id) return;
  // Still without handlers once it leaves the frame for its remote page's place.
  holdBack(page);
  // The page's styles outlive its server HTML: React replaces that HTML as soon as the page's
  // code has drawn it, maybe before the style sheet that code asked for has arrived.
  for (const sheet of page.querySelectorAll('link[rel="stylesheet"], style')) document.head.append(sheet.cloneNode(true));
  composed = { id, node: page };
}

/** The server's HTML of this page, once: a later visit to the page renders it afresh. */
export function takeServerPage(id: RemotePageId): HTMLElement | undefined {
  if (composed?.id !== id) return undefined;
  const { node } = composed;
  composed = undefined;
  return node;
}
