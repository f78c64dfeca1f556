/**
 * The bundling step of a full build: Vike's `build()` (Vite's client and server builds) in a process of
 * its own (bundleProcess.ts), which the prerender does not share (prerender.ts runs in another).
 *
 * Why a process: the memory Rolldown, Vite and sharp take while bundling is not given back to the
 * system when they finish (allocator arenas, Rolldown's mimalloc), so a prerender in the same process
 * would start on top of it (docs/decisions.md, "The build as two processes, three threads and switchable
 * optimisations").
 */
import { rm } from 'node:fs/promises'
import type { BuildProgress } from './buildProgress.ts'
import { optimisationOn } from '../lib/optimisations.ts'
import { bundleCacheFor } from './bundleCache.ts'
import { compileBundleProgram, compilePrerenderPrograms } from './compilePrograms.ts'
import { runNodeProgram } from './nodeProgram.ts'
import { viteConfigFor } from './vikeWorkarounds.ts'

/**
 * Builds the client and server bundles of a site into `outDir` (Vike's layout: client/, server/) and
 * the prerender's own programs (compilePrograms.ts), or copies the ones an earlier build made from the
 * same sources and settings (bundleCache.ts, optimisation `bundle-reuse`); resolves with whether it
 * copied them. `onProgress` hears the images encoded (buildProgress.ts).
 */
export async function bundle(
  outDir: string,
  env: NodeJS.ProcessEnv = process.env,
  onProgress?: (progress: BuildProgress) => void,
): Promise<{ reused: boolean }> {
  const cache = optimisationOn('bundle-reuse', env) ? bundleCacheFor(outDir, env) : null
  const key = await cache?.key()
  if (cache && key && (await cache.restore(key, outDir))) return { reused: true }
  const program = await compileBundleProgram()
  try {
    await runNodeProgram(program.file, viteConfigFor(outDir), { env, youngGenerationMiB: 4, onProgress })
  } finally {
    await rm(program.dir, { recursive: true, force: true })
  }
  await compilePrerenderPrograms(outDir)
  if (cache && key) await cache.store(key, outDir)
  return { reused: false }
}
