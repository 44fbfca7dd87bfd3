import '../remote.css';

export { BookDetailsPage as default } from '../pages/BookDetailsPage';
