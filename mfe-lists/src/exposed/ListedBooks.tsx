import { RemoteScope } from '@bookmarked/shared';
import { ListedBooksPage } from '../pages/ListedBooksPage';
import '../remote.css';

export default function ListedBooks() {
  return (
    <RemoteScope name="lists">
      <ListedBooksPage />
    </RemoteScope>
  );
}
