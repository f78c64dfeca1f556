/** A path of the post list: `/blog`, then an optional `/category/<slug>` and an optional `/page/<n>`. */
const LIST = /^\/blog(?:\/category\/([a-z0-9-]+))?(?:\/page\/([1-9]\d*))?$/

/**
 * The route parameters of a list's path, or undefined for a path that is not one: +route.ts routes by it,
 * and +onBeforePrerenderStart.ts gives each path it lists the same parameters.
 */
export function listRouteParams(urlPathname: string): Record<string, string> | undefined {
  const match = LIST.exec(urlPathname)
  if (!match) return undefined
  const [, category, page] = match
  return { ...(category && { category }), ...(page && { page }) }
}
