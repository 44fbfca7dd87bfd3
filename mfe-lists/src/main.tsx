import { renderStandalone } from '@bookmarked/ui';
import { ListedBooksPage } from './pages/ListedBooksPage';
import './standalone.css';

renderStandalone({
  title: 'Lists',
  routes: [
    { path: 'listed', handle: { title: 'Listed Books' }, element: <ListedBooksPage /> },
    { index: true, handle: { title: 'Listed Books' }, element: <ListedBooksPage /> },
  ],
  links: [{ to: '/listed', label: 'Listed Books' }],
});
