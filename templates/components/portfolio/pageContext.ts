import { getPageContext } from 'vike/getPageContext'
import type { PageContextServer } from 'vike/types'

/**
 * The pageContext of the page being rendered. +onRenderHtml renders `<Page />` synchronously inside
 * the hook, so Vike's getPageContext() (https://vike.dev/getPageContext) sees it.
 */
export function usePageContext(): PageContextServer {
  const pageContext = getPageContext<PageContextServer>()
  if (!pageContext) throw new Error('usePageContext() called outside a page render')
  return pageContext
}

/** A route parameter of the page being rendered (https://vike.dev/routeParams). */
export function useRouteParam(name: string): string {
  const value = usePageContext().routeParams[name]
  if (value === undefined) throw new Error(`The route has no parameter "${name}"`)
  return value
}
