// How a link spells the query of a view the servers compose: part of the contract between the
// servers' HTML and the app (../composition/markers.mjs), offered to the apps from here.
export { PAGE_QUERY_CHARACTERS, pageQuery } from '../composition/markers.mjs';
