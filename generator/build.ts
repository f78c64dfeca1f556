import { mkdir, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build as vikeBuild, prerender } from 'vike/api'
import { loadConfig, projectRoot, type GeneratorConfig } from './config.ts'

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

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

/** Lists the HTML pages of a built site as URL paths ("/", "/about", "/404"). */
export async function listPages(clientDir: string): Promise<string[]> {
  const pages: string[] = []
  for await (const file of walk(clientDir)) {
    if (!file.endsWith('.html')) continue
    const rel = path.relative(clientDir, file).split(path.sep).join('/')
    pages.push(rel === 'index.html' ? '/' : `/${rel.replace(/(\/index)?\.html$/, '')}`)
  }
  return pages.sort()
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

/**
 * Vite configuration of a build whose output folder is `outDir`. The folder is given relative to Vite's
 * root (templates/): Vike joins an absolute one onto the root, which breaks folders outside the project.
 */
export const viteConfigFor = (outDir: string) => ({
  configFile: path.join(projectRoot, 'vite.config.ts'),
  build: { outDir: path.relative(path.join(projectRoot, 'templates'), path.resolve(outDir)) },
})

export interface PrerenderOptions {
  /** The build whose server bundle renders (`<outDir>/server`, kept by `prerender.keepDistServer`). */
  outDir: string
  /** Render only these URLs (all routes when unset). */
  only?: ReadonlySet<string>
  /** Where a page goes, given the path Vike chose under `<outDir>/client`; null skips the page. */
  target?: (filePath: string) => string | null
  log: (line: string) => void
}

/**
 * A build's server bundle imports vike, react and the rest from node_modules, found by walking up from
 * the bundle: a folder outside the project gets a link to the project's.
 */
export async function linkProjectModules(dir: string): Promise<void> {
  if (!path.relative(projectRoot, dir).startsWith('..')) return
  await mkdir(dir, { recursive: true })
  await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir').catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error
    },
  )
}

/** Vike prerender with progress lines; returns the files written. */
export async function prerenderPages({ outDir, only, target = (f) => f, log }: PrerenderOptions): Promise<string[]> {
  const written: string[] = []
  let total = 0
  await linkProjectModules(outDir)
  ;(globalThis as { __siteBuildHooks?: unknown }).__siteBuildHooks = { onTotal: (n: number) => (total = n), only }
  await prerender({
    viteConfig: viteConfigFor(outDir),
    onPagePrerender: async (pageContext: {
      urlOriginal: string
      _prerenderResult: { filePath: string; fileContent: string }
    }) => {
      // Vike's hook for writing files ourselves; by default keep its output layout.
      const { filePath, fileContent } = pageContext._prerenderResult
      const file = target(filePath)
      if (!file) return
      await mkdir(path.dirname(file), { recursive: true })
      // A new file, never a write through an existing one: it may be hard-linked to a live release.
      await rm(file, { force: true })
      await writeFile(file, fileContent)
      written.push(file)
      log(`  [${written.length}/${Math.max(total, written.length)}] ${pageContext.urlOriginal}`)
    },
  })
  return written
}

/** Post-build steps, then `site check`, then the summary line. Shared by full and partial builds. */
export async function finishBuild(ctx: StepContext, started: number): Promise<BuildSummary> {
  const { clientDir, config, log } = ctx
  await runSteps(ctx)
  const { checkSite, formatOffenders } = await import('./check.ts')
  const offenders = await checkSite(clientDir, { siteOrigin: config.public.siteOrigin, only: ctx.changedPages })
  if (offenders.length > 0)
    throw new Error(`site check found ${offenders.length} problem(s):\n${formatOffenders(offenders)}`)
  const routes = await listPages(clientDir)
  let bytes = 0
  for await (const file of walk(clientDir)) bytes += (await stat(file)).size
  const summary = { routes, ms: Math.round(performance.now() - started), bytes, outDir: clientDir }
  log(
    `Built ${routes.length} pages in ${(summary.ms / 1000).toFixed(1)} s: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${clientDir}`,
  )
  return summary
}

/** `site build`: Vite build, then Vike prerender of every route into `<outDir>/client`. */
export async function build({ config = loadConfig(), log = console.log }: BuildOptions = {}): Promise<BuildSummary> {
  const started = performance.now()
  process.env.SITE_OUT_DIR = config.outDir
  log('Building client and server bundles...')
  await vikeBuild({ viteConfig: viteConfigFor(config.outDir) })
  log('Prerendering routes...')
  await prerenderPages({ outDir: config.outDir, log })
  return finishBuild({ clientDir: path.join(config.outDir, 'client'), config, log }, started)
}
