import { renderStandalone } from '@bookmarked/shared';
import { PagesGraphPage } from './pages/PagesGraphPage';
import './standalone.css';

renderStandalone({
  title: 'Graph',
  routes: [{ path: 'pages-graph', element: <PagesGraphPage /> }, { index: true, element: <PagesGraphPage /> }],
  links: [{ to: '/pages-graph', label: 'Pages to Read' }],
});
