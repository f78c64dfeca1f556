// https://vike.dev/onPrerenderStart
// Reports the number of pages to the build's progress log (generator/build.ts) and lets a partial
// publish keep only the routes it re-renders (generator/prerenderFilter.ts).
import type { PrerenderContext } from 'vike/types'

interface BuildHooks {
  onTotal?: (total: number) => void
  /** URLs to keep; when unset every page is rendered. */
  only?: ReadonlySet<string>
}

export function onPrerenderStart(prerenderContext: PrerenderContext): void {
  const hooks = (globalThis as { __siteBuildHooks?: BuildHooks }).__siteBuildHooks
  const { pageContexts } = prerenderContext
  if (hooks?.only) {
    const keep = pageContexts.filter((pc) => hooks.only!.has(pc.urlOriginal))
    pageContexts.splice(0, pageContexts.length, ...keep)
  }
  hooks?.onTotal?.(pageContexts.length)
}
