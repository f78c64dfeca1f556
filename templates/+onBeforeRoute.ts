// https://vike.dev/onBeforeRoute
import type { PageContextServer } from 'vike/types'
import { routeOfListed } from './routing/listedRoutes.ts'

/**
 * A URL a page's `+onBeforePrerenderStart` listed is that page's, with the parameters it was listed with
 * (routing/listedRoutes.ts); every other URL (the static pages', the dev server's) is left to Vike's routing.
 */
export function onBeforeRoute(pageContext: PageContextServer) {
  const route = routeOfListed(pageContext.urlPathname)
  return route ? { pageContext: { pageId: route.pageId, routeParams: route.routeParams } } : undefined
}
