import { useEffect, useRef, useState, type RefObject } from 'react';
import { $pageTitle, documentTitle, titleOfHandle, useLocation, useMatches, useNavigationType, useStore } from '@bookmarked/shared';
import { followNewPage } from './followNewPage';

/**
 * Names the page in the document title and, after each in-app navigation (never on the first
 * load), moves focus to the new page's h1 and says where the visitor is, once, in a polite
 * live region. The title comes from the page when it names itself, else from its route's
 * `handle.title`.
 */
export function RouteAnnouncer({ mainRef }: { mainRef: RefObject<HTMLElement | null> }) {
  const matches = useMatches();
  const routeTitle = matches.map((match) => titleOfHandle(match.handle)).findLast(Boolean);
  const pageTitle = useStore($pageTitle);
  const title = pageTitle ?? routeTitle;
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState('');
  const routeTitleRef = useRef(routeTitle);
  const shownPath = useRef<string | undefined>(undefined);

  useEffect(() => {
    document.title = documentTitle(title);
    routeTitleRef.current = routeTitle;
  }, [title, routeTitle]);

  useEffect(() => {
    const previous = shownPath.current;
    shownPath.current = pathname;
    const main = mainRef.current;
    if (previous === undefined || previous === pathname || !main) return;
    // A new page starts at its top; Back and Forward leave the scroll to the page (Home puts
    // the visitor back where they were), so moving focus must not scroll either.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    return followNewPage(main, {
      announce: () => setAnnouncement($pageTitle.get() ?? routeTitleRef.current ?? ''),
    });
  }, [pathname, mainRef, navigationType]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-route-announcer="">
      {announcement}
    </div>
  );
}
