import { renderStandalone } from '@bookmarked/ui';
import { PagesGraphPage } from './pages/PagesGraphPage';
import './standalone.css';

renderStandalone({
  title: 'Graph',
  routes: [
    { path: 'pages-graph', handle: { title: 'Pages to Read' }, element: <PagesGraphPage /> },
    { index: true, handle: { title: 'Pages to Read' }, element: <PagesGraphPage /> },
  ],
  links: [{ to: '/pages-graph', label: 'Pages to Read' }],
});
