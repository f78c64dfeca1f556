/**
 * Partial publish: a new release made from a full build (the "base") by copying it and re-rendering only
 * the pages that read the admin's portfolio store with the base's server bundle
 * (`prerender.keepDistServer`), so no Vite build runs. In a long-lived process
 * (generator/publishWorker.ts) the renderer stays loaded and a publish costs about a second.
 */
import { copyFile, link, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { portfolioCategories } from '../content/portfolio/categories.ts'
import { finishBuild, type BuildSummary } from './build.ts'
import type { GeneratorConfig } from './config.ts'
import { inlineStylesheets, readStylesheets } from './css.ts'
import { writeNew } from './writeNew.ts'

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

/** Renders one route to its HTML page. */
export type RenderFn = (route: string) => Promise<string>

/**
 * A renderer over a built server bundle: Vike's production `renderPage()`, the path a server-side
 * rendered site takes on each request. Loads `<baseDir>/server/entry.mjs` once per process (a process
 * renders for one base; generator/publishWorker.ts).
 */
export async function serverRenderer(baseDir: string): Promise<RenderFn> {
  await import(pathToFileURL(path.join(baseDir, 'server', 'entry.mjs')).href)
  const { renderPage } = await import('vike/server')
  return async (route) => {
    const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: route })
    if (errorWhileRendering) throw errorWhileRendering
    if (!httpResponse || httpResponse.statusCode !== 200) {
      throw new Error(`${route}: rendering answered ${httpResponse?.statusCode ?? 'nothing'}`)
    }
    return httpResponse.body
  }
}

export interface PartialBuildOptions {
  /** A complete full build (with its `server/` bundle). */
  baseDir: string
  /** New, empty release folder; receives `client/` and the rest of the base. */
  outDir: string
  render: RenderFn
  routes?: readonly string[]
  config: GeneratorConfig
  log?: (line: string) => void
}

/** Copies the base into `outDir`, re-renders `routes` there, then runs the steps and `site check`. */
export async function partialBuild({
  baseDir,
  outDir,
  render,
  routes = PORTFOLIO_ROUTES,
  config,
  log = () => {},
}: PartialBuildOptions): Promise<BuildSummary> {
  const started = performance.now()
  const files = await copyBuild(baseDir, outDir)
  log(`Copied ${files} files of ${baseDir}`)
  const clientDir = path.join(outDir, 'client')
  // The base's stylesheets are already trimmed: inlined as they are, as a full build writes its pages.
  const sheets = await readStylesheets(clientDir)
  const changedPages: string[] = []
  for (const route of routes) {
    const html = await render(route)
    const file = path.join(clientDir, fileOfRoute(route))
    await writeNew(file, inlineStylesheets(html, sheets, file))
    changedPages.push(file)
  }
  log(`Re-rendered ${changedPages.length} pages`)
  return finishBuild({ clientDir, config: { ...config, outDir }, log, changedPages }, started)
}
