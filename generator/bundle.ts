/**
 * The bundling step of a full build: Vike's `build()` (Vite's client and server builds) in a process of
 * its own, which the prerender does not share (prerender.ts runs in another).
 *
 * Why a process: the memory Rolldown, Vite and sharp take while bundling is not given back to the
 * system when they finish (allocator arenas, Rolldown's mimalloc), so a prerender in the same process
 * started on top of it (measured in issue 22: ~790 MiB for the whole build in one process).
 *
 * The process is plain Node, without tsx: Vite loads vite.config.ts (and what it imports) by bundling it,
 * and Vike transpiles the `+` files itself, so no TypeScript loader is needed. tsx's loader rewrites
 * every module that has a dynamic import and inlines a source map into it: about 150 MiB more when it
 * loads Vite, Rolldown and Vike.
 */
import { optimisationOn } from '../lib/optimisations.ts'
import { bundleCacheFor } from './bundleCache.ts'
import { compileSink } from './compiledSink.ts'
import { runNodeProgram } from './nodeProgram.ts'
import { viteConfigFor } from './vikeWorkarounds.ts'

const PROGRAM = `try {
  const { build } = await import('vike/api')
  await build({ viteConfig: JSON.parse(process.argv[1]) })
} catch (error) {
  process.send({ error: error instanceof Error ? error.message : String(error) })
  process.exitCode = 1
}`

/**
 * Builds the client and server bundles of a site into `outDir` (Vike's layout: client/, server/) and
 * the prerender's own code (compiledSink.ts), or
 * copies the ones an earlier build made from the same sources and settings (bundleCache.ts); resolves
 * with whether it copied them.
 */
export async function bundle(outDir: string, env: NodeJS.ProcessEnv = process.env): Promise<{ reused: boolean }> {
  const cache = optimisationOn('bundle-reuse', env) ? bundleCacheFor(outDir, env) : null
  const key = await cache?.key()
  if (cache && key && (await cache.restore(key, outDir))) return { reused: true }
  await runNodeProgram(PROGRAM, viteConfigFor(outDir), { env, youngGenerationMiB: 4 })
  await compileSink(outDir)
  if (cache && key) await cache.store(key, outDir)
  return { reused: false }
}
