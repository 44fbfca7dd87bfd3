import { RemoteScope } from '@bookmarked/ui';
import { BookDetailsPage } from '../pages/BookDetailsPage';
import '../remote.css';

export default function BookDetails() {
  return (
    <RemoteScope name="catalog">
      <BookDetailsPage />
    </RemoteScope>
  );
}
