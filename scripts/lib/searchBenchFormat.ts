/**
 * The column of `npm run bench:search`'s table that `npm run bench` reads back for its "first
 * search download" row: named once so the two scripts cannot drift apart.
 */
export const FIRST_SEARCH_COLUMN = 'first search download incl. client (gzip)';
