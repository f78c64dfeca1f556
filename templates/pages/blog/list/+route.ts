// https://vike.dev/route-function
import type { PageContext } from 'vike/types'

const LIST = /^\/blog(?:\/category\/([a-z0-9-]+))?(?:\/page\/([1-9]\d*))?$/

/** The route parameters of a list's path, or undefined for a path that is not one. */
export function listRouteParams(urlPathname: string): Record<string, string> | undefined {
  const match = LIST.exec(urlPathname)
  if (!match) return undefined
  const [, category, page] = match
  return { ...(category && { category }), ...(page && { page }) }
}

/**
 * Every page of the post list: `/blog`, `/blog/page/<n>`, `/blog/category/<slug>` and
 * `/blog/category/<slug>/page/<n>` (blogListPath in content/schemas/blog.ts). Which of them exist is
 * decided by +onBeforePrerenderStart.ts; `routeParams.page` is absent on a list's first page.
 */
export function route(pageContext: PageContext) {
  const routeParams = listRouteParams(pageContext.urlPathname)
  return routeParams ? { routeParams } : false
}
