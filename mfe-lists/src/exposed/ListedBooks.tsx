import '../remote.css';

export { ListedBooksPage as default } from '../pages/ListedBooksPage';
