import { RemoteScope } from '@bookmarked/ui';
import { ListedBooksPage } from '../pages/ListedBooksPage';
import '../remote.css';

export { prepareListedBooks as prepare } from '../lib/prepareListedBooks';
export { firstScreenReady } from '../lib/firstScreenReady';

export default function ListedBooks() {
  return (
    <RemoteScope name="lists">
      <ListedBooksPage />
    </RemoteScope>
  );
}
