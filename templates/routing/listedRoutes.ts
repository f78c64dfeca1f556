/**
 * The URLs the pages' `+onBeforePrerenderStart` hooks list for the prerender, each noted with the page it is
 * for and its route parameters, so that `+onBeforeRoute.ts` routes it at once. Vike's own routing tries every
 * URL against every page's route, parsing each route string again each time: about 0.4 ms a URL, before the
 * first page renders, for a URL whose page is already known.
 */
import { processGlobal } from '@content/loaders/processGlobal.ts'
import { optimisationOn } from '../../lib/optimisations.ts'

export interface ListedRoute {
  /** Vike's id of the page: its folder under templates/, e.g. `/pages/blog/@slug`. */
  pageId: string
  routeParams: Record<string, string>
}

// Shared by every copy of this module in the process, as the hooks are loaded from several page entries.
const listed = processGlobal('templates/routing/listedRoutes.ts', () => new Map<string, ListedRoute>())

/** The page `pageId`'s URLs, each with its route parameters, noted for `routeOfListed`; returns the URLs. */
export function listUrls(
  pageId: string,
  urls: readonly (readonly [url: string, routeParams: Record<string, string>])[],
) {
  for (const [url, routeParams] of urls) listed.set(url, { pageId, routeParams })
  return urls.map(([url]) => url)
}

/**
 * The page and route parameters of a URL a hook listed (`listUrls`), or undefined: Vike routes it (as it
 * routes every URL with the optimisation `listed-routes` off).
 */
export function routeOfListed(urlPathname: string): ListedRoute | undefined {
  return optimisationOn('listed-routes') ? listed.get(urlPathname) : undefined
}
