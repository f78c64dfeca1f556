/**
 * The site search page (templates/pages/search), linked from the navbar and the 404 pages' search boxes. A
 * module of its own, so code bound for the browser can name it without carrying the content modules (and
 * zod) that navigation.ts reads.
 */
export const SEARCH_PATH = '/search'
