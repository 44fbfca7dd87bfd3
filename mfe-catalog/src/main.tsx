import { renderStandalone } from '@bookmarked/shared';
import { HomePage } from './pages/HomePage';
import { BookDetailsPage } from './pages/BookDetailsPage';
import './standalone.css';

renderStandalone({
  title: 'Catalog',
  routes: [
    { index: true, element: <HomePage /> },
    { path: 'details', element: <BookDetailsPage /> },
  ],
  links: [{ to: '/', label: 'Home' }],
});
