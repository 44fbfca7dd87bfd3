// The benchmark's third side: the same pages in one ordinary Vite build, drawn to HTML at its
// build (bench/monolith/build/prerenderPages.ts) and hydrated here. The frame hydrates at once;
// the page the visitor landed on stays the build's HTML until its code and the catalogue are
// in, then hydrates in place (its route's boundary suspends meanwhile, see Loaded in ui).
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, loadCatalogue } from '@bookmarked/shared';
import { loadOnce } from '@bookmarked/ui';
import { PRERENDERED_PAGE_ATTRIBUTE } from '../../prerenderedDocument.mjs';
import { pageImports, site, siteRoutes, type PageModule } from './pages';
import '../../../host/src/app.css';

const container = document.getElementById('root') as HTMLElement;
// The build names the route of the page it drew; a path it drew nothing for gets an empty root.
const landedPath = container.getAttribute(PRERENDERED_PAGE_ATTRIBUTE);
const importPage = landedPath === null ? undefined : pageImports[landedPath];

if (landedPath !== null && importPage) {
  // The page draws its books in its first render: the catalogue must be in before it hydrates,
  // or its first render would say 'Loading...' where the HTML has the books.
  const load = loadOnce(async (): Promise<PageModule> => {
    const [page] = await Promise.all([importPage(), loadCatalogue()]);
    await page.hydratable?.();
    return page;
  });
  hydrateRoot(container, site(createBrowserRouter(siteRoutes({ path: landedPath, load }))));
} else {
  createRoot(container).render(site(createBrowserRouter(siteRoutes())));
}
