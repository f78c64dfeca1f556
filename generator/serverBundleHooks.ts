/**
 * Module hooks of the prerender process (workaround 7, vikeWorkarounds.ts's `useServerBundle`): when
 * Vike's runtime (@brillout/vite-plugin-server-entry) imports its `./autoImporter.js` to find the server
 * bundle, it gets a module that points at this build's bundle instead, made in memory (a `data:` URL):
 * nothing is written into node_modules, so builds and dev servers of one checkout never see each other's.
 * Compiled with the prerender's programs (compilePrograms.ts). The hook is synchronous, so that the same
 * function serves `module.registerHooks` (Node 22.15 and later, on the importing thread) and
 * `module.register` (Node 20, on a loader thread; given the URL through `initialize`).
 */

/** The `data:` URL of the auto-importer module to hand out. */
let autoImporter: string | undefined

export function initialize(data: { autoImporter: string }): void {
  autoImporter = data.autoImporter
}

interface ResolveContext {
  parentURL?: string
}
type Resolved = { url: string; shortCircuit?: boolean }

export function resolve<R>(
  specifier: string,
  context: ResolveContext,
  next: (specifier: string, context: ResolveContext) => R,
): R | Resolved {
  if (autoImporter && specifier === './autoImporter.js' && context.parentURL?.includes('/vite-plugin-server-entry/'))
    return { url: autoImporter, shortCircuit: true }
  return next(specifier, context)
}
