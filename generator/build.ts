/**
 * `site build`, top to bottom. Two processes run one after the other, so that the second does not start
 * on top of the memory of the first (issue 22); each phase is timed by name (`site build --timings`):
 *
 * 1. bundle (bundle.ts, a process of its own): Vite's client and server builds through Vike, and the
 *    prerender's own code compiled (compiledSink.ts); or the bundles of an earlier build of the same
 *    sources copied (bundleCache.ts, optimisation `bundle-reuse`).
 * 2. prerender (prerender.ts starts the process; pageSink.ts is its sequence):
 *    a. render every page with Vike's `prerender()`; the page thread parses each page as it comes
 *       (pageThread.ts, optimisation `page-thread`), side by side with the render;
 *    b. trim the stylesheets to the pages' style tokens (css.ts; trimCache.ts, `trim-reuse`), on the page
 *       thread, while the file thread makes the last pages' files;
 *    c. write the pages (page thread) side by side with the post-build steps and `site check`
 *       (finishBuild.ts) on the prerender's main thread.
 *
 * `site build --without <names>` switches optimisations off (lib/optimisations.ts): the site comes out
 * the same byte for byte (tests/build/optimisations.test.ts).
 */
import { WITHOUT_ENV, type Optimisation } from '../lib/optimisations.ts'
import type { BuildProgress } from './buildProgress.ts'
import { bundle } from './bundle.ts'
import { loadConfig, type GeneratorConfig } from './config.ts'
import type { BuildSummary } from './finishBuild.ts'
import { prerenderSite } from './prerender.ts'
import { formatTimings, now, Timings } from './timings.ts'

export interface BuildOptions {
  config?: GeneratorConfig
  log?: (line: string) => void
  /** Print each phase's time and each memo's hits and misses at the end. */
  timings?: boolean
  /** Optimisations switched off (besides those `SITE_BUILD_WITHOUT` names already). */
  without?: readonly Optimisation[]
  /** Hears the images encoded and the pages rendered so far (buildProgress.ts); by default the parent process does. */
  onProgress?: (progress: BuildProgress) => void
}

export async function build({
  config = loadConfig(),
  log = console.log,
  timings: printTimings = false,
  without = [],
  onProgress,
}: BuildOptions = {}): Promise<BuildSummary> {
  const startedAt = now()
  const timings = new Timings()
  process.env.SITE_OUT_DIR = config.outDir
  if (without.length > 0)
    process.env[WITHOUT_ENV] = [...(process.env[WITHOUT_ENV] ?? '').split(','), ...without].filter(Boolean).join(',')

  log('Building client and server bundles...')
  const { reused } = await timings.phase('bundle', () => bundle(config.outDir, process.env, onProgress))
  if (reused) log('Sources and settings unchanged: reused the last build of the bundles (generator/bundleCache.ts)')

  log('Prerendering routes...')
  const summary = await timings.phase('prerender process', () => prerenderSite({ config, startedAt }, onProgress))
  timings.add(summary.phases)

  if (printTimings) log(`\n${formatTimings(timings.phases, startedAt, summary.memos)}`)
  return { ...summary, phases: timings.phases }
}
