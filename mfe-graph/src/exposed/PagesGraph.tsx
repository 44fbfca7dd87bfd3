import { RemoteScope } from '@bookmarked/shared';
import { PagesGraphPage } from '../pages/PagesGraphPage';
import '../remote.css';

export default function PagesGraph() {
  return (
    <RemoteScope name="graph">
      <PagesGraphPage />
    </RemoteScope>
  );
}
