import { catalogueFingerprintRead, loadCatalogue, type RemotePageId, type RemotePageModule } from '@bookmarked/shared';
import { BUILD_ATTRIBUTE, VISITOR_FRAGMENT_ATTRIBUTE } from '@bookmarked/shared/composition';
import { expectHydrationFailure } from './hydrationRecovery';
import { loadedBuildOf } from '../load/loadRemotePage';
import { remoteOf } from '../load/pageId';
import { takePageLoad } from '../load/pageLoads';
import { serverPageCatalogue, takeServerPage } from './serverPage';

/** Thrown into a page's hydration the visitor left before it could happen. */
class HydrationAbandoned extends Error {
  constructor(id: RemotePageId) {
    super(`${id}: left before its code arrived; drawn afresh if it is visited again`);
    this.name = 'HydrationAbandoned';
  }
}

/**
 * Thrown while hydrating a page the server drew from another catalogue, or with another build
 * of its remote than the code loaded: React draws it afresh.
 */
export class DrawAfresh extends Error {
  constructor(id: RemotePageId) {
    super(`${id}: the server drew it from another catalogue or build than the ones loaded; drawn afresh`);
    this.name = 'DrawAfresh';
    expectHydrationFailure(this);
  }
}

/** A page's code, and whether the server's HTML of it can be hydrated. */
export interface PageToHydrate {
  page: RemotePageModule;
  /** The server drew it from another catalogue or build: hydrating would not match, so it is drawn afresh. */
  drawAfresh: boolean;
  /** The server's page, for the app to reveal once React has hydrated it (revealServerPage). */
  serverPage: HTMLElement;
}

interface Hydration {
  promise: Promise<PageToHydrate>;
  abandon: () => void;
}

/**
 * The pages waiting to hydrate over the server's HTML, shared by every render until they have:
 * a render that suspends keeps no state of its own.
 */
const hydrations = new Map<RemotePageId, Hydration>();

/**
 * Whether the page's code comes from the build of its remote that drew the server's HTML. The
 * server composes the stable release's page; a canary visitor, or a visitor whose page and code
 * straddle a promotion or rollback, loads another build, whose markup may differ where React's
 * hydration does not look (attributes). A page that names no build (a remote built before
 * builds were named) is hydrated, as before.
 */
function sameBuild(id: RemotePageId, node: HTMLElement): boolean {
  const drawnBy = node.getAttribute(BUILD_ATTRIBUTE);
  return drawnBy === null || drawnBy === loadedBuildOf(remoteOf(id));
}

/**
 * Over the server's HTML, a page drawn from the catalogue hydrates once it can draw its books
 * too: drawn before the catalogue is read, it would put 'Loading...' where the server's books
 * were. A page that shows nothing from it (Listed Books' frame) hydrates as soon as its code is
 * in, and reads no catalogue here. Undefined when the server composed no page for `id`, or it has
 * hydrated already.
 */
export function hydrationOf(id: RemotePageId): Promise<PageToHydrate> | undefined {
  const started = hydrations.get(id);
  if (started) return started.promise;
  const node = takeServerPage(id);
  if (!node) return undefined;
  let abandoned = false;
  let abandon = () => {};
  const promise = new Promise<PageToHydrate>((resolve, reject) => {
    abandon = () => {
      abandoned = true;
      reject(new HydrationAbandoned(id));
    };
    // What the visitor's service worker put there is drawn afresh once the page can draw its
    // first screen whole: till then the visitor's copy stays, and never a 'Loading...'.
    const fromVisitor = node.hasAttribute(VISITOR_FRAGMENT_ATTRIBUTE);
    const pageHydratable = takePageLoad(id).then(async (page) => {
      await page.hydratable?.().catch(() => undefined);
      if (fromVisitor) await page.firstScreenReady?.(window.location.search).catch(() => undefined);
      return page;
    });
    const drawnFrom = serverPageCatalogue(node);
    // A page that shows nothing from the catalogue (Listed Books, which reads its index and
    // pages) never asks for the whole of it.
    Promise.all([pageHydratable, drawnFrom === undefined ? undefined : loadCatalogue()]).then(([page]) => {
      if (abandoned) return;
      const drawAfresh = fromVisitor || (drawnFrom !== undefined && drawnFrom !== catalogueFingerprintRead()) || !sameBuild(id, node);
      resolve({ page, drawAfresh, serverPage: node });
    }, reject);
  });
  promise.catch(expectHydrationFailure);
  hydrations.set(id, { promise, abandon });
  return promise;
}

/** The page has hydrated: a later visit draws it afresh. */
export function hydrationDone(id: RemotePageId): void {
  hydrations.delete(id);
}

/**
 * Gives up the hydrations still waiting for their code, when the visitor moves on before it
 * arrived: a navigation would otherwise wait for the page it leaves. React then draws that
 * part of the page afresh, with where the visitor is going.
 */
export function abandonPendingHydrations(): void {
  for (const { abandon } of hydrations.values()) abandon();
  hydrations.clear();
}
