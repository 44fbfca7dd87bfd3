import type { RemotePageId } from '@bookmarked/shared';
import { COMPOSED_PAGE_ATTRIBUTE, FRAME_ATTRIBUTE, PAGE_SLOT_ATTRIBUTE } from '../../../scripts/composition/markers.mjs';

let composed: { id: string; node: HTMLElement } | undefined;

/**
 * Takes over what the server drew, before React's first render. The frame becomes inert: its
 * controls have no handlers until React replaces it, and a followed link would load a whole
 * new page. The route's page, when the server composed one, is kept for its remote page to
 * show until its own code has rendered it.
 */
export function takeOverServerFrame(root: ParentNode = document): void {
  const frame = root.querySelector<HTMLElement>(`[${FRAME_ATTRIBUTE}]`);
  if (!frame) return;
  frame.inert = true;
  const slot = frame.querySelector<HTMLElement>(`[${PAGE_SLOT_ATTRIBUTE}][${COMPOSED_PAGE_ATTRIBUTE}]`);
  const id = slot?.getAttribute(COMPOSED_PAGE_ATTRIBUTE);
  composed = undefined;
  if (!slot || !id) return;
  // Still without handlers once it leaves the frame for its remote page's place.
  slot.inert = true;
  composed = { id, node: slot };
}

/** The server's HTML of this page, once: a later visit to the page renders it afresh. */
export function takeServerPage(id: RemotePageId): HTMLElement | undefined {
  if (composed?.id !== id) return undefined;
  const { node } = composed;
  composed = undefined;
  return node;
}
