// https://vike.dev/onPrerenderStart
// A full build renders on every core (generator/prerender.ts): this thread keeps its share of the pages
// and render threads take the others.
import type { PrerenderContext } from 'vike/types'
import type { PrerenderHooks } from '../generator/prerender.ts'

export function onPrerenderStart(prerenderContext: PrerenderContext): void {
  const hooks = (globalThis as { __sitePrerenderHooks?: PrerenderHooks }).__sitePrerenderHooks
  if (!hooks) return
  const { pageContexts } = prerenderContext
  const keep = hooks.plan(pageContexts)
  const mine = pageContexts.filter((pageContext) => keep.has(pageContext.urlOriginal))
  pageContexts.splice(0, pageContexts.length, ...mine)
}
