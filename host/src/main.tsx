import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@bookmarked/shared';
import { routes } from './routes';
import { registerServiceWorker } from './offline/registerServiceWorker';
import { startLoadingPageAt } from './startup/load/startupLoad';
import { handOverBootData } from './startup/head/bootData';
import { takeOverServerFrame } from './startup/hydrate/serverPage';
import { reportHydrationRecovery } from './startup/hydrate/hydrationRecovery';
import { abandonPendingHydrations } from './startup/hydrate/pageHydrations';
import { prefetchOnIntent, prefetchSectionsWhenIdle } from './prefetch/prefetchSections';
import { startPageSettled } from './prefetch/startPageSettled';
import { listenForPageErrors, reportingRootErrors } from './rum/pageErrors';
import { countPageViews } from './rum/pageViews';
import { startRumWhenLive } from './rum/startRum';
import { offerSharesToPageModules } from './startup/runtime/pageModuleShares';
import { shareModules } from './startup/runtime/shareModules';
import './app.css';

// First: the host's shares where a remote's page module takes them, before any page loads. The
// federation runtime starts only for a page loaded through its container (startup/runtime/).
// Not on the dev server, where the federation plugin's own start-up hands the shares over.
if (__PAGE_MODULE_PLUGIN__ !== null) offerSharesToPageModules(shareModules);
listenForPageErrors();
const serverFrame = takeOverServerFrame();
handOverBootData();
startLoadingPageAt(window.location.pathname, window.location.search);
prefetchOnIntent();
// Built only for production: the dev server has no worker to serve.
const workerInCharge = import.meta.env.PROD ? registerServiceWorker(startPageSettled()) : undefined;
void prefetchSectionsWhenIdle(workerInCharge);

const router = createBrowserRouter(routes);
countPageViews(router);
void startRumWhenLive();

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

const opened = router.state.location;
/** Whether the visitor is moving away from the address the site was opened at. */
const leavingOpened = ({ location, navigation }: typeof router.state) => {
  const target = navigation.location ?? location;
  return target.pathname !== opened.pathname || target.search !== opened.search;
};

if (serverFrame.mode === 'hydrate') {
  // The server drew the frame: it hydrates at once, the route's page when its code is in.
  router.subscribe((state) => {
    if (leavingOpened(state)) abandonPendingHydrations();
  });
  hydrateRoot(serverFrame.frame, app, reportingRootErrors({ onRecoverableError: reportHydrationRecovery }));
} else {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container, reportingRootErrors()).render(app);
}
