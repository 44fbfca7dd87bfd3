import type { PagePlan } from '@bookmarked/shared/fragments';
import PagesGraph from '../exposed/PagesGraph';

/** The pages graph of the build's catalogue. */
export default function pagesToRender(): PagePlan[] {
  return [{ page: 'PagesGraph', path: '/pages-graph', element: <PagesGraph /> }];
}
