import { RemoteScope } from '@bookmarked/ui';
import { PagesGraphPage } from '../pages/PagesGraphPage';
import '../remote.css';

export default function PagesGraph() {
  return (
    <RemoteScope name="graph">
      <PagesGraphPage />
    </RemoteScope>
  );
}
