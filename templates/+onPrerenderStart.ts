// https://vike.dev/onPrerenderStart
// Reports the number of pages to the build's progress log (generator/prerender.ts).
import type { PrerenderContext } from 'vike/types'
import type { PrerenderHooks } from '../generator/prerender.ts'

export function onPrerenderStart(prerenderContext: PrerenderContext): void {
  const hooks = (globalThis as { __sitePrerenderHooks?: PrerenderHooks }).__sitePrerenderHooks
  hooks?.onTotal(prerenderContext.pageContexts.length)
}
