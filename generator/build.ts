import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build as vikeBuild, prerender } from 'vike/api'
import { loadConfig, projectRoot, type GeneratorConfig } from './config.ts'

export interface BuildSummary {
  routes: string[]
  ms: number
  bytes: number
  gzipBytes: number
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

/** `site build`: Vite build, then Vike prerender of every route into `<outDir>/client`. */
export async function build({ config = loadConfig(), log = console.log }: BuildOptions = {}): Promise<BuildSummary> {
  const started = performance.now()
  const viteConfig = { configFile: path.join(projectRoot, 'vite.config.ts'), build: { outDir: config.outDir } }
  process.env.SITE_OUT_DIR = config.outDir
  log('Building client and server bundles...')
  await vikeBuild({ viteConfig })
  let rendered = 0
  let total = 0
  ;(globalThis as { __siteBuildHooks?: unknown }).__siteBuildHooks = { onTotal: (n: number) => (total = n) }
  log('Prerendering routes...')
  await prerender({
    viteConfig,
    onPagePrerender: async (pageContext: {
      urlOriginal: string
      _prerenderResult: { filePath: string; fileContent: string }
    }) => {
      // Vike's hook for writing files ourselves; keep the default output layout.
      const { writeFile, mkdir } = await import('node:fs/promises')
      const { filePath, fileContent } = pageContext._prerenderResult
      await mkdir(path.dirname(filePath), { recursive: true })
      await writeFile(filePath, fileContent)
      rendered++
      log(`  [${rendered}/${Math.max(total, rendered)}] ${pageContext.urlOriginal}`)
    },
  })
  const clientDir = path.join(config.outDir, 'client')
  await runSteps({ clientDir, config, log })
  const { checkSite, formatOffenders } = await import('./check.ts')
  const offenders = await checkSite(clientDir, { siteOrigin: config.public.siteOrigin })
  if (offenders.length > 0)
    throw new Error(`site check found ${offenders.length} problem(s):\n${formatOffenders(offenders)}`)
  const routes = await listPages(clientDir)
  let bytes = 0
  let gzipBytes = 0
  for await (const file of walk(clientDir)) {
    const size = (await stat(file)).size
    bytes += size
    if (/\.(html|js|css|svg|json|xml|webmanifest|txt)$/.test(file)) gzipBytes += gzipSync(await readFile(file)).length
    else gzipBytes += size
  }
  const summary = { routes, ms: Math.round(performance.now() - started), bytes, gzipBytes, outDir: clientDir }
  log(
    `Built ${routes.length} pages in ${(summary.ms / 1000).toFixed(1)} s: ${(bytes / 1024 / 1024).toFixed(1)} MB (${(gzipBytes / 1024 / 1024).toFixed(1)} MB compressed) in ${clientDir}`,
  )
  return summary
}
