import { bundle } from './bundle.ts'
import { loadConfig, type GeneratorConfig } from './config.ts'
import type { BuildSummary } from './finishBuild.ts'
import { prerenderSite } from './prerender.ts'

export interface BuildOptions {
  config?: GeneratorConfig
  log?: (line: string) => void
}

/**
 * `site build`: Vite's client and server builds (bundle.ts), then Vike's prerender of every route into
 * `<outDir>/client`, the post-build steps and `site check` (prerender.ts), each phase in a process of its
 * own so that the second does not start on top of the memory of the first.
 */
export async function build({ config = loadConfig(), log = console.log }: BuildOptions = {}): Promise<BuildSummary> {
  const startedAt = Date.now()
  process.env.SITE_OUT_DIR = config.outDir
  log('Building client and server bundles...')
  const { reused } = await bundle(config.outDir)
  if (reused) log('Sources and settings unchanged: reused the last build of the bundles (generator/bundleCache.ts)')
  log('Prerendering routes...')
  return prerenderSite({ config, startedAt })
}
