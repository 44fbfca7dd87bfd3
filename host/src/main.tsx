import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@bookmarked/shared';
import { routes } from './routes';
import { registerServiceWorker } from './offline/registerServiceWorker';
import { startLoadingPageAt } from './remotes/startupLoad';
import { takeOverServerFrame } from './remotes/serverPage';
import { prefetchOnIntent, prefetchSectionsWhenIdle } from './prefetch/prefetchSections';
import './app.css';

takeOverServerFrame();
startLoadingPageAt(window.location.pathname, window.location.search);
prefetchOnIntent();
void prefetchSectionsWhenIdle();

const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
// A transition renders in slices that yield to the browser: the prerendered frame stays on
// screen and responsive meanwhile, instead of one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});

// Built only for production: the dev server has no worker to serve.
if (import.meta.env.PROD) registerServiceWorker();
