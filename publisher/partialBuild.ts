/**
 * Partial publish: a new release made from a full build (the "base") by copying it and re-rendering only
 * the pages that read the admin's portfolio store with the base's server bundle
 * (generator/vikeWorkarounds.ts), so no Vite build runs. In a long-lived process (publishWorker.ts) the
 * renderer stays loaded and a publish costs about a second.
 */
import path from 'node:path'
import { portfolioSlugs } from '../content/services-catalog.ts'
import {
  copyBuild,
  finishBuild,
  finishParsedPage,
  ParsedPageCache,
  readStylesheets,
  vikeFileOfRoute,
  writeNew,
  type BuildSummary,
  type GeneratorConfig,
  type RenderFn,
} from '../generator/index.ts'

/** The routes whose pages read the portfolio store (templates/pages/portfolio/@category/+data.ts). */
export const PORTFOLIO_ROUTES: readonly string[] = portfolioSlugs.map((slug) => `/portfolio/${slug}`)

export interface PartialBuildOptions {
  /** A complete full build (with its `server/` bundle). */
  baseDir: string
  /** New, empty release folder; receives `client/` and the rest of the base. */
  outDir: string
  render: RenderFn
  routes?: readonly string[]
  config: GeneratorConfig
  log?: (line: string) => void
  /** Pages parsed by earlier publishes of this process: only changed pages are parsed again. */
  parsedPages?: ParsedPageCache
  /** `outDir` already holds a copy of the base (the warm renderer copies it ahead, publishWorker.ts). */
  baseCopied?: boolean
}

/** Copies the base into `outDir` (unless it is there), re-renders `routes` there, then runs the steps and `site check`. */
export async function partialBuild({
  baseDir,
  outDir,
  render,
  routes = PORTFOLIO_ROUTES,
  config,
  log = () => {},
  parsedPages = new ParsedPageCache(),
  baseCopied = false,
}: PartialBuildOptions): Promise<BuildSummary> {
  const startedAt = Date.now()
  if (!baseCopied) log(`Copied ${await copyBuild(baseDir, outDir)} files of ${baseDir}`)
  const clientDir = path.join(outDir, 'client')
  // The base's trimmed stylesheets, which its pages link as a full build writes them.
  const sheets = await readStylesheets(outDir)
  const changedPages: string[] = []
  for (const route of routes) {
    const file = path.join(clientDir, vikeFileOfRoute(route))
    const { html, page } = finishParsedPage(clientDir, file, await render(route), sheets, config.public)
    writeNew(file, html)
    parsedPages.keep(page, html)
    changedPages.push(file)
  }
  log(`Re-rendered ${changedPages.length} pages`)
  return finishBuild({ clientDir, config: { ...config, outDir }, log, changedPages, parsedPages }, startedAt)
}
