import '../remote.css';

export { HomePage as default } from '../pages/HomePage';
