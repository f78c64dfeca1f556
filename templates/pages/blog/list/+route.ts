// https://vike.dev/route-function
import type { PageContext } from 'vike/types'

const LIST = /^\/blog(?:\/category\/([a-z0-9-]+))?(?:\/page\/([1-9]\d*))?$/

/**
 * Every page of the post list: `/blog`, `/blog/page/<n>`, `/blog/category/<slug>` and
 * `/blog/category/<slug>/page/<n>` (blogListPath in content/schemas/blog.ts). Which of them exist is
 * decided by +onBeforePrerenderStart.ts; `routeParams.page` is absent on a list's first page.
 */
export function route(pageContext: PageContext) {
  const match = LIST.exec(pageContext.urlPathname)
  if (!match) return false
  const [, category, page] = match
  return { routeParams: { ...(category && { category }), ...(page && { page }) } }
}
