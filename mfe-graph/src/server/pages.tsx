import type { PagePlan } from '@bookmarked/shared/fragments';
import PagesGraph from '../exposed/PagesGraph';
import { chartCodeLoaded } from '../pages/PagesGraphPage';

/** The pages graph of the build's catalogue, its bars drawn: the chart's code is in first. */
export default async function pagesToRender(): Promise<PagePlan[]> {
  await chartCodeLoaded();
  return [{ page: 'PagesGraph', path: '/pages-graph', element: <PagesGraph /> }];
}
