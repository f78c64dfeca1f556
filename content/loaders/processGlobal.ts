/**
 * Process-wide state, the one way to make it (as vike-react's `getGlobalObject`): a value shared by
 * every copy of a module in the process. A build runs two copies of the loaders, the generator's own and
 * the one bundled into the server build it prerenders with; both must see one parse of each post.
 */
const registry: Map<string, unknown> = ((globalThis as Record<symbol, Map<string, unknown> | undefined>)[
  Symbol.for('northframe.processGlobal')
] ??= new Map())

/** The value kept under `name` ("file.ts:what"), made by `init` the first time it is asked for. */
export function processGlobal<T>(name: string, init: () => T): T {
  if (!registry.has(name)) registry.set(name, init())
  return registry.get(name) as T
}
