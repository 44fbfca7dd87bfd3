// How a link spells the query of a view the servers compose: the contract lives with the
// servers' other markers, and the app reaches it from here.
export { PAGE_QUERY_CHARACTERS, pageQuery } from '../../../scripts/composition/markers.mjs';
