/**
 * The site search page (templates/pages/search): the navbar links to it on every page. A module of its own
 * so the navbar island's browser code does not carry the content modules (and zod) navigation.ts reads.
 */
export const SEARCH_PATH = '/search'
