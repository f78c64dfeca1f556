// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { listRouteParams } from './listRouteParams.ts'

/**
 * Every page of the post list: `/blog`, `/blog/page/<n>`, `/blog/category/<slug>` and
 * `/blog/category/<slug>/page/<n>` (blogListPath in content/schemas/blog.ts). Which of them exist is
 * decided by +onBeforePrerenderStart.ts; `routeParams.page` is absent on a list's first page.
 */
export function route(pageContext: PageContext) {
  const routeParams = listRouteParams(pageContext.urlPathname)
  return routeParams ? { routeParams } : false
}
