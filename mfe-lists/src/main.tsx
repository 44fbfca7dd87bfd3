import { renderStandalone } from '@bookmarked/shared';
import { ListedBooksPage } from './pages/ListedBooksPage';
import './standalone.css';

renderStandalone({
  title: 'Lists',
  routes: [{ path: 'listed', element: <ListedBooksPage /> }, { index: true, element: <ListedBooksPage /> }],
  links: [{ to: '/listed', label: 'Listed Books' }],
});
