/**
 * Prerendering: Vike's `prerender()` renders every page (`+onBeforePrerenderStart`, static routes, the
 * 404 page, redirects) and hands each to us (vikeWorkarounds.ts). Each page is parsed as it is rendered
 * (builtPages.ts) and kept; once all are rendered, the stylesheets are trimmed to the pages' style
 * tokens (css.ts) and each page is written, with the sheets inlined, once. The post-build steps get the parsed pages and never read one back.
 *
 * One thread: on the project's two-core machines, render threads (worker_threads over Vike's
 * `renderPage()`) each ran about half as fast side by side, and their start-up cost more than they
 * saved; a build with 1000 extra posts was 1.2 s slower with two of them.
 */
import { mkdir, symlink } from 'node:fs/promises'
import path from 'node:path'
import { parsePage, routeOf, type BuiltPage } from './builtPages.ts'
import { projectRoot, type PublicEnv } from './config.ts'
import { withContentSecurityPolicy } from './contentSecurityPolicy.ts'
import { inlineStylesheets, trimStylesheets, type Stylesheets } from './css.ts'
import { prerenderPages } from './vikeWorkarounds.ts'
import { writeNew } from './writeNew.ts'

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

/** A rendered page waiting for the trimmed stylesheets. */
interface PendingPage {
  file: string
  html: string
}

/** File writes in flight at once: the kernel's share of writing runs on libuv's pool beside this thread. */
const WRITES_IN_FLIGHT = 16

/**
 * A page as it is written: its stylesheets inlined, then its Content-Security-Policy (with the hashes of
 * its inline code) added. Full builds and partial publishes write every page through this.
 */
export function finishPage(html: string, sheets: Stylesheets, file: string, env: PublicEnv): string {
  const inlined = inlineStylesheets(html, sheets, file)
  return file.endsWith('.html') ? withContentSecurityPolicy(inlined, env) : inlined
}

/** Writes pages finished by `finishPage`. */
async function writePages(pages: readonly PendingPage[], sheets: Stylesheets, env: PublicEnv): Promise<void> {
  let next = 0
  const writer = async () => {
    while (next < pages.length) {
      const { file, html } = pages[next++]!
      await writeNew(file, finishPage(html, sheets, file, env))
    }
  }
  await Promise.all(Array.from({ length: WRITES_IN_FLIGHT }, writer))
}

/** Every page's style tokens, one after another (trimStylesheets keeps each once). */
function* styleTokensOf(pages: readonly BuiltPage[]): Iterable<string> {
  for (const page of pages) yield* page.styleTokens
}

/**
 * Where a page is written: Vike's file, except that a section's not-found page (`pages/<section>/404`)
 * is `<section>/404.html`, the nearest-404 convention of static hosts (README "Not-found pages"), and
 * not a routable `<section>/404/index.html`.
 */
export const outputFileOf = (file: string): string => file.replace(/([\\/])404[\\/]index\.html$/, '$1404.html')

/** Renders every page of the build (`<outDir>/server`) into `<outDir>/client`; returns the parsed pages. */
export async function prerenderSite({
  outDir,
  publicEnv,
  log,
}: {
  outDir: string
  publicEnv: PublicEnv
  log: (line: string) => void
}) {
  await linkProjectModules(outDir)
  const clientDir = path.join(outDir, 'client')
  const pages: BuiltPage[] = []
  const pending: PendingPage[] = []
  await prerenderPages(outDir, publicEnv.siteOrigin, ({ url, file: vikeFile, content: html }) => {
    const file = outputFileOf(vikeFile)
    pending.push({ file, html })
    if (file.endsWith('.html')) pages.push(parsePage(routeOf(path.relative(clientDir, file)), file, html))
    log(`  [${pending.length}] ${url}`)
  })
  const sheets = await trimStylesheets(clientDir, styleTokensOf(pages), log)
  await writePages(pending, sheets, publicEnv)
  log(`Wrote ${pending.length} pages with their CSS inlined and their Content-Security-Policy`)
  return pages.sort((a, b) => a.route.localeCompare(b.route))
}
