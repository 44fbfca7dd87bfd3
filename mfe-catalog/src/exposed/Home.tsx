import { RemoteScope } from '@bookmarked/ui';
import { HomePage } from '../pages/HomePage';
import '../remote.css';

export default function Home() {
  return (
    <RemoteScope name="catalog">
      <HomePage />
    </RemoteScope>
  );
}
