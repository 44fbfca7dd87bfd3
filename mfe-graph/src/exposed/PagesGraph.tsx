import '../remote.css';

export { PagesGraphPage as default } from '../pages/PagesGraphPage';
