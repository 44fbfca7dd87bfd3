// The prerendered one-bundle side's HTML of a route: the page the composed site's server sends
// for it (its frame, its page and its head, drawn by the same components), with the one-bundle
// build's own scripts and styles in place of the host's.
import { HEAD_END, HEAD_START } from '../scripts/composition/markers.mjs';

const ROOT_OPEN = '<div id="root">';
const INLINE_STYLE = /<style>[\s\S]*?<\/style>/g;

/**
 * @param {string} template the one-bundle build's prerendered.html, with an empty root
 * @param {string} composedHtml the composed site's page for the route
 */
export function prerenderedPage(template, composedHtml) {
  const rootStart = composedHtml.indexOf(ROOT_OPEN);
  const rootEnd = composedHtml.lastIndexOf('</div>', composedHtml.indexOf('</body>'));
  const headStart = composedHtml.indexOf(HEAD_START);
  const headEnd = composedHtml.indexOf(HEAD_END);
  if (rootStart === -1 || rootEnd < rootStart || headStart === -1 || headEnd < headStart) throw new Error('the composed page has no root or head to take');
  // The remote's styles came inline with its page; the one-bundle build has them in its own sheet.
  const root = composedHtml.slice(rootStart + ROOT_OPEN.length, rootEnd).replace(INLINE_STYLE, '');
  const head = composedHtml.slice(headStart + HEAD_START.length, headEnd).replace(INLINE_STYLE, '');
  if (!template.includes(`${ROOT_OPEN}</div>`)) throw new Error('prerendered.html has no empty root');
  return template.replace(/<title>[\s\S]*?<\/title>/, head).replace(`${ROOT_OPEN}</div>`, `${ROOT_OPEN}${root}</div>`);
}
