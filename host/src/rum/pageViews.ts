import { reportPageView } from './report';

/** The part of the router's state a page view is told from. */
interface NavigationState {
  historyAction: string;
  location: { pathname: string; key: string };
}

/**
 * One page view for the page the site was opened at, and one for each page the visitor moves
 * to in the app. A replaced address on the same page (a search typed into Home's query) is the
 * same page, not a new view.
 */
export function countPageViews(router: { state: NavigationState; subscribe(listener: (state: NavigationState) => void): unknown }): void {
  let shown = router.state.location;
  reportPageView(shown.pathname);
  router.subscribe(({ historyAction, location }) => {
    if (location.key === shown.key) return;
    const samePage = location.pathname === shown.pathname && historyAction === 'REPLACE';
    shown = location;
    if (!samePage) reportPageView(location.pathname);
  });
}
