/**
 * Partial publish: a new release made from a full build (the "base") by copying it and re-rendering only
 * the pages that read the admin's portfolio store. The base keeps its server bundle
 * (`prerender.keepDistServer`), so no Vite build runs; in a long-lived process (generator/publishWorker.ts)
 * Vike's renderer also stays loaded and a publish costs a fraction of a second.
 */
import { copyFile, link, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { portfolioCategories } from '../content/portfolio/categories.ts'
import { finishBuild, prerenderPages, type BuildSummary } from './build.ts'
import type { GeneratorConfig } from './config.ts'

/** The routes whose pages read the portfolio store (templates/pages/portfolio/@category/+data.ts). */
export const PORTFOLIO_ROUTES: readonly string[] = portfolioCategories.map((c) => `/portfolio/${c.slug}`)

/** Files post-build steps rewrite: copied, so a rewrite never reaches another release through a hard link. */
const REWRITTEN = /\.(html|xml|json|txt)$/

/**
 * Copies a build folder: pages and indexes are copied, everything else (images, scripts, styles,
 * server bundle) is hard-linked, falling back to a copy across file systems.
 */
export async function copyBuild(from: string, to: string): Promise<number> {
  let files = 0
  for (const entry of await readdir(from, { withFileTypes: true, recursive: true })) {
    const source = path.join(entry.parentPath, entry.name)
    const target = path.join(to, path.relative(from, source))
    if (entry.isDirectory()) {
      await mkdir(target, { recursive: true })
      continue
    }
    if (!entry.isFile()) continue
    await mkdir(path.dirname(target), { recursive: true })
    if (REWRITTEN.test(entry.name)) await copyFile(source, target)
    else await link(source, target).catch(() => copyFile(source, target))
    files++
  }
  return files
}

/** The file Vike writes for a route, relative to the client folder. */
const fileOfRoute = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`)

export interface PartialBuildOptions {
  /** A complete full build (with `server/` and `css-source/`). */
  baseDir: string
  /** New, empty release folder; receives `client/` and the rest of the base. */
  outDir: string
  routes?: readonly string[]
  config: GeneratorConfig
  log?: (line: string) => void
}

/** Copies the base into `outDir`, re-renders `routes` there, then runs the steps and `site check`. */
export async function partialBuild({
  baseDir,
  outDir,
  routes = PORTFOLIO_ROUTES,
  config,
  log = () => {},
}: PartialBuildOptions): Promise<BuildSummary> {
  const started = performance.now()
  const files = await copyBuild(baseDir, outDir)
  log(`Copied ${files} files of ${baseDir}`)
  const baseClient = path.join(baseDir, 'client')
  const clientDir = path.join(outDir, 'client')
  const wanted = new Set(routes.map(fileOfRoute))
  const changedPages = await prerenderPages({
    outDir: baseDir,
    only: new Set(routes),
    // Vike also re-emits redirect pages whatever the filter: keep the copies of those.
    target: (filePath) => {
      const rel = path.relative(baseClient, filePath).split(path.sep).join('/')
      return wanted.has(rel) ? path.join(clientDir, rel) : null
    },
    log,
  })
  if (changedPages.length !== wanted.size) {
    throw new Error(`partial build rendered ${changedPages.length} of ${wanted.size} pages (${routes.join(', ')})`)
  }
  return finishBuild({ clientDir, config: { ...config, outDir }, log, changedPages }, started)
}
