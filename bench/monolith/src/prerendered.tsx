// The benchmark's third side: the same pages in one ordinary Vite build, served prerendered
// (the same server-drawn HTML the composed site gets) and hydrated in the browser.
import { hydrateRoot } from 'react-dom/client';
import { loadCatalogue } from '@bookmarked/shared';
import { releaseServerPage, takeOverServerFrame } from '../../../host/src/remotes/serverPage';
import { pageImports, site, type PageModule } from './pages';
import '../../../host/src/app.css';

const COMPOSED_PAGE = '[data-composed-page]';
const frame = takeOverServerFrame();
if (frame.mode !== 'hydrate') throw new Error('the prerendered side was served a page with no server HTML');
const serverPage = frame.frame.querySelector<HTMLElement>(COMPOSED_PAGE);
const path = window.location.pathname;
const importPage = pageImports[path];

/** The page the visitor landed on hydrates once its code, the catalogue and any lazy part are in. */
const firstLoad =
  importPage && serverPage
    ? {
        path,
        load: async (): Promise<PageModule> => {
          const [page] = await Promise.all([importPage(), loadCatalogue()]);
          await page.hydratable?.();
          releaseServerPage(serverPage);
          return page;
        },
      }
    : undefined;

hydrateRoot(frame.frame, site(firstLoad));
