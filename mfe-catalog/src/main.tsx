import { renderStandalone } from '@bookmarked/ui';
import { HomePage } from './pages/HomePage';
import { BookDetailsPage } from './pages/BookDetailsPage';
import './standalone.css';

renderStandalone({
  title: 'Catalog',
  routes: [
    { index: true, handle: { title: 'Home' }, element: <HomePage /> },
    { path: 'details', handle: { title: 'Book details' }, element: <BookDetailsPage /> },
  ],
  links: [{ to: '/', label: 'Home' }],
});
