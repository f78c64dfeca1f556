/**
 * `site build`, top to bottom. Two processes run one after the other, so that the second does not start
 * on top of the memory of the first. Each phase is timed by its name in buildPhases.ts (`site build
 * --timings`), which lists them all in order with the process and thread each runs in:
 *
 * 1. `bundle` (bundle.ts, the bundling process): Vite's client and server builds through Vike, and the
 *    prerender's own programs compiled (compilePrograms.ts); or the bundles of an earlier build of the
 *    same sources copied (bundleCache.ts, optimisation `bundle-reuse`).
 * 2. `prerender process` (prerender.ts starts it; prerenderProcess.ts and pageSink.ts are its sequence):
 *    a. `load Vike and the server bundle`;
 *    b. `render (Vike), parse (page thread)`: Vike's `prerender()` renders every page while the page
 *       thread parses each as it comes (pageThread.ts, optimisation `page-thread`), or takes the parse an
 *       earlier build made of the same markup (parseCache.ts, `parse-reuse`);
 *    c. `parse the last pages (page thread)`;
 *    d. `trim stylesheets (page thread)` to the pages' style tokens (css.ts; trimCache.ts, `trim-reuse`),
 *       beside `make page files (file thread)`;
 *    e. `write pages (page thread)` (then the parses kept for later builds), beside the post-build steps (`step: <name>`, steps/index.ts) and
 *       `site check` (finishBuild.ts) on the prerender's main thread.
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
