import { RemoteScope } from '@bookmarked/ui';
import { chartCodeLoaded, PagesGraphPage } from '../pages/PagesGraphPage';
import '../remote.css';

/** The server draws the chart with the page: its code is in before the page hydrates. */
export const hydratable = chartCodeLoaded;

export default function PagesGraph() {
  return (
    <RemoteScope name="graph">
      <PagesGraphPage />
    </RemoteScope>
  );
}
