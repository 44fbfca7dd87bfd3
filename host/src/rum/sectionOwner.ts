import { PAGE_ROOT_ATTRIBUTE, PAGE_SLOT_ATTRIBUTE, BUILD_ATTRIBUTE } from '@bookmarked/shared/composition';
import type { Owner } from './contract';
import { ownerOf, pageRemote } from './pageOwner';

/**
 * Whose section an element is in: the route's page slot belongs to the page's remote (the build
 * that drew it, while the server's page still carries it, else the build whose code is running),
 * everything else (the header, the footer) to the host. An element no longer on the page (or
 * none) counts as the page's.
 */
export function ownerOfElement(node: Node | null | undefined, path: string): Owner {
  const element = node instanceof Element ? node : node?.parentElement;
  if (element?.isConnected && !element.closest(`[${PAGE_SLOT_ATTRIBUTE}]`)) return ownerOf('host');
  const owner = ownerOf(pageRemote(path));
  const drawnBy = element?.closest(`[${PAGE_ROOT_ATTRIBUTE}]`)?.getAttribute(BUILD_ATTRIBUTE);
  return drawnBy ? { ...owner, build: drawnBy } : owner;
}
