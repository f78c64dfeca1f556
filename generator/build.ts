import { readdirSync, statSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { build as vikeBuild } from 'vike/api'
import { readBuiltPages, type BuiltPage } from './builtPages.ts'
import { loadConfig, projectRoot, type GeneratorConfig } from './config.ts'
import { prerenderSite, viteConfigFor } from './prerender.ts'

export interface BuildSummary {
  routes: string[]
  ms: number
  bytes: number
  outDir: string
}

export interface BuildOptions {
  config?: GeneratorConfig
  log?: (line: string) => void
}

/** What a post-build step gets: the built site, the configuration and the log. */
export interface StepContext {
  clientDir: string
  config: GeneratorConfig
  log: (line: string) => void
  /**
   * Set by a partial publish (generator/partialBuild.ts): the HTML files it re-rendered. Steps that only
   * depend on content a partial publish cannot change (feed, sitemap) skip; the others may limit their work.
   */
  changedPages?: string[]
  /** Every page of the site, parsed once (builtPages.ts), before the steps rewrite any. */
  pages: BuiltPage[]
}

/**
 * Runs every generator/steps/*.ts (alphabetical order) on the prerendered site. Each module exports
 * `run(ctx)`: feeds, sitemap, search index, CSS trimming and the like.
 */
async function runSteps(ctx: StepContext) {
  const dir = path.join(projectRoot, 'generator', 'steps')
  const files = (await readdir(dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()
  for (const file of files) {
    const step = (await import(path.join(dir, file))) as { run: (ctx: StepContext) => Promise<void> }
    await step.run(ctx)
  }
}

/** Post-build steps, then `site check`, then the summary line. Shared by full and partial builds. */
export async function finishBuild(
  context: Omit<StepContext, 'pages'> & { pages?: BuiltPage[] },
  started: number,
): Promise<BuildSummary> {
  const { clientDir, config, log } = context
  // A full build parsed each page as it rendered it; a partial publish parses the pages it changed.
  const pages = context.pages ?? (await readBuiltPages(clientDir))
  await runSteps({ ...context, pages })
  const { checkSite, formatOffenders } = await import('./check.ts')
  const offenders = await checkSite(clientDir, {
    siteOrigin: config.public.siteOrigin,
    only: context.changedPages,
    pages,
  })
  if (offenders.length > 0)
    throw new Error(`site check found ${offenders.length} problem(s):\n${formatOffenders(offenders)}`)
  const routes = pages.map((page) => page.route).sort()
  let bytes = 0
  for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += statSync(path.join(entry.parentPath, entry.name)).size
  const summary = { routes, ms: Math.round(performance.now() - started), bytes, outDir: clientDir }
  log(
    `Built ${routes.length} pages in ${(summary.ms / 1000).toFixed(1)} s: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${clientDir}`,
  )
  return summary
}

/** `site build`: Vite build, then Vike prerender of every route into `<outDir>/client` (prerender.ts). */
export async function build({ config = loadConfig(), log = console.log }: BuildOptions = {}): Promise<BuildSummary> {
  const started = performance.now()
  process.env.SITE_OUT_DIR = config.outDir
  log('Building client and server bundles...')
  await vikeBuild({ viteConfig: viteConfigFor(config.outDir) })
  log('Prerendering routes...')
  const pages = await prerenderSite({ outDir: config.outDir, log })
  return finishBuild({ clientDir: path.join(config.outDir, 'client'), config, log, pages }, started)
}
