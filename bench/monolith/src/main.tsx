// The benchmark's baseline: the same pages in one ordinary Vite build, no federation, drawn by
// the browser.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from '@bookmarked/shared';
import { site, siteRoutes } from './pages';
import '../../../host/src/app.css';

createRoot(document.getElementById('root') as HTMLElement).render(site(createBrowserRouter(siteRoutes())));
