/**
 * Prerendering on every core. Vike's `prerender()` runs in this thread: it lists the pages
 * (`+onBeforePrerenderStart`, static routes, the 404 page, redirects) and renders a share of them.
 * Render threads (renderWorker.ts) render the other shares with Vike's production `renderPage()` over
 * the same build's server bundle, the path partial publishes take. Each thread writes the pages it
 * renders and parses them (builtPages.ts), so the post-build steps never read a page back.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { mkdir, symlink } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { prerender } from 'vike/api'
import { parsePage, routeOf, type BuiltPage } from './builtPages.ts'
import { projectRoot } from './config.ts'

/** A message to a render thread: the routes it renders. */
export interface RenderRequest {
  routes: string[]
}

/** What a render thread says: started, one page written, all written, or failed. */
export type RenderReply =
  | { type: 'ready' }
  | { type: 'page'; route: string }
  | { type: 'done'; pages: BuiltPage[] }
  | { type: 'error'; message: string }

/** A page Vike is about to render, as `+onPrerenderStart` sees it. */
export interface PlannedPage {
  urlOriginal: string
  pageId: string | null
  is404: boolean | null
}

/**
 * The build's hooks into `templates/+onPrerenderStart.ts` (Vike loads that file from the server bundle,
 * so they pass through `globalThis`).
 */
export interface PrerenderHooks {
  /** Given every page of the site, returns those this thread renders. */
  plan: (pages: readonly PlannedPage[]) => ReadonlySet<string>
}

declare global {
  var __sitePrerenderHooks: PrerenderHooks | undefined
}

/**
 * Vite configuration of a build whose output folder is `outDir`. The folder is given relative to Vite's
 * root (templates/): Vike joins an absolute one onto the root, which breaks folders outside the project.
 */
export const viteConfigFor = (outDir: string) => ({
  configFile: path.join(projectRoot, 'vite.config.ts'),
  build: { outDir: path.relative(path.join(projectRoot, 'templates'), path.resolve(outDir)) },
})

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

/** Threads a full build renders with: `SITE_BUILD_THREADS`, else one per core (at most 4). */
export function renderThreads(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.SITE_BUILD_THREADS)
  if (Number.isInteger(configured) && configured >= 1) return configured
  return Math.min(4, availableParallelism())
}

/** The file Vike writes for a route under the client folder (the 404 page excepted). */
export const fileOfRoute = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`)

/**
 * Writes a page as a new file (never through an existing one: it may be hard-linked to a live release).
 * Synchronously: a render thread has nothing else to do meanwhile, and each await of a file operation
 * left it idle for a round trip to libuv's pool.
 */
function writeNew(file: string, html: string) {
  mkdirSync(path.dirname(file), { recursive: true })
  rmSync(file, { force: true })
  writeFileSync(file, html)
}

/** Writes a rendered route into `<outDir>/client` and parses it. */
export function writePage(outDir: string, route: string, html: string): BuiltPage {
  const file = path.join(outDir, 'client', fileOfRoute(route))
  writeNew(file, html)
  return parsePage(route, file, html)
}

/**
 * Splits the pages into `count` shares; share 0 is this thread's. It keeps the 404 page and the first
 * page of each Vike page (so Vike's prerender sees every page rendered), and the rest is dealt out in
 * turn, so that each share gets its part of every kind of page.
 */
export function shareOut(pages: readonly PlannedPage[], count: number): string[][] {
  const shares: string[][] = Array.from({ length: count }, () => [])
  const seen = new Set<string | null>()
  let turn = 0
  for (const page of pages) {
    if (page.is404 || !seen.has(page.pageId)) {
      seen.add(page.pageId)
      shares[0]!.push(page.urlOriginal)
      continue
    }
    shares[turn++ % count]!.push(page.urlOriginal)
  }
  return shares
}

interface RenderThread {
  ready: Promise<void>
  /** Renders the routes; resolves with their parsed pages. */
  render: (routes: string[], onPage: (route: string) => void) => Promise<BuiltPage[]>
  stop: () => Promise<number>
}

function startRenderThread(outDir: string): RenderThread {
  const worker = new Worker(path.join(projectRoot, 'generator', 'renderWorkerEntry.mjs'), { workerData: { outDir } })
  let onReply: (reply: RenderReply) => void = () => {}
  let fail: (error: Error) => void = () => {}
  worker.on('message', (reply: RenderReply) => onReply(reply))
  worker.on('error', (error) => fail(error))
  worker.on('exit', (code) => fail(new Error(`a render thread exited with code ${code}`)))
  const ready = new Promise<void>((resolve, reject) => {
    onReply = (reply) => reply.type === 'ready' && resolve()
    fail = reject
  })
  // A thread that fails to start fails the render it is given; unused, it is only stopped.
  ready.catch(() => {})
  return {
    ready,
    render: async (routes, onPage) => {
      await ready
      return new Promise<BuiltPage[]>((resolve, reject) => {
        fail = reject
        onReply = (reply) => {
          if (reply.type === 'page') onPage(reply.route)
          else if (reply.type === 'done') resolve(reply.pages)
          else if (reply.type === 'error') reject(new Error(reply.message))
        }
        worker.postMessage({ routes } satisfies RenderRequest)
      })
    },
    stop: () => {
      fail = () => {}
      return worker.terminate()
    },
  }
}

export interface PrerenderSiteOptions {
  /** The build (`<outDir>/client` and the server bundle in `<outDir>/server`). */
  outDir: string
  log: (line: string) => void
  threads?: number
}

/** Renders every page of the build into `<outDir>/client`, on `threads` threads; returns the parsed pages. */
export async function prerenderSite({
  outDir,
  log,
  threads = renderThreads(),
}: PrerenderSiteOptions): Promise<BuiltPage[]> {
  await linkProjectModules(outDir)
  const clientDir = path.join(outDir, 'client')
  // Started first: they load the server bundle while Vike lists the pages.
  const helpers = Array.from({ length: threads - 1 }, () => startRenderThread(outDir))
  let total = 0
  let written = 0
  const progress = (route: string) => {
    written++
    log(`  [${written}/${Math.max(total, written)}] ${route}`)
  }
  const shared: Promise<BuiltPage[]>[] = []
  const pages: BuiltPage[] = []
  try {
    globalThis.__sitePrerenderHooks = {
      plan(planned) {
        total = planned.length
        const shares = shareOut(planned, threads)
        helpers.forEach((helper, i) => {
          const result = helper.render(shares[i + 1]!, progress)
          // Awaited below; until then a failure must not count as unhandled.
          result.catch(() => {})
          shared.push(result)
        })
        return new Set(shares[0])
      },
    }
    await prerender({
      viteConfig: viteConfigFor(outDir),
      onPagePrerender: async (pageContext: {
        urlOriginal: string
        _prerenderResult: { filePath: string; fileContent: string }
      }) => {
        // Vike's hook for writing files ourselves; its output layout is kept.
        const { filePath, fileContent } = pageContext._prerenderResult
        writeNew(filePath, fileContent)
        if (filePath.endsWith('.html'))
          pages.push(parsePage(routeOf(path.relative(clientDir, filePath)), filePath, fileContent))
        progress(pageContext.urlOriginal)
      },
    })
    for (const share of await Promise.all(shared)) pages.push(...share)
  } finally {
    globalThis.__sitePrerenderHooks = undefined
    await Promise.all(helpers.map((helper) => helper.stop()))
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route))
}
