/**
 * The pages of a full build as Vike renders them, in the prerender process (prerender.ts): each page is
 * parsed as it is rendered (builtPages.ts) and kept; once all are rendered, the stylesheets are trimmed
 * to the pages' style tokens (css.ts) and each page is written, with the sheets inlined, once. Then the
 * post-build steps and `site check` run on the parsed pages (finishBuild.ts), which never read a page back.
 *
 * One thread: on the project's two-core machines, render threads (worker_threads over Vike's
 * `renderPage()`) each ran about half as fast side by side, and their start-up cost more than they
 * saved; a build with 1000 extra posts was 1.2 s slower with two of them.
 *
 * Never imports Vike: this module is loaded in a tsx namespace of its own (vikeWorkarounds.ts).
 */
import path from 'node:path'
import { parsePage, routeOf, type BuiltPage } from './builtPages.ts'
import type { GeneratorConfig } from './config.ts'
import { inlineStylesheets, trimStylesheets, type Stylesheets } from './css.ts'
import { finishBuild, type BuildSummary } from './finishBuild.ts'
import { writeNew } from './writeNew.ts'

/** A rendered page waiting for the trimmed stylesheets. */
interface PendingPage {
  file: string
  html: string
}

/** File writes in flight at once: the kernel's share of writing runs on libuv's pool beside this thread. */
const WRITES_IN_FLIGHT = 16

/** Writes pages with their stylesheets inlined. */
async function writePages(pages: readonly PendingPage[], sheets: Stylesheets): Promise<void> {
  let next = 0
  const writer = async () => {
    while (next < pages.length) {
      const { file, html } = pages[next++]!
      await writeNew(file, inlineStylesheets(html, sheets, file))
    }
  }
  await Promise.all(Array.from({ length: WRITES_IN_FLIGHT }, writer))
}

/** Every page's style tokens, one after another (trimStylesheets keeps each once). */
function* styleTokensOf(pages: readonly BuiltPage[]): Iterable<string> {
  for (const page of pages) yield* page.styleTokens
}

export interface PageSinkOptions {
  config: GeneratorConfig
  startedAt: number
}

/** Where the prerender process puts each page Vike renders (PRERENDER_PROGRAM). */
export class PageSink {
  readonly #options: PageSinkOptions
  readonly #clientDir: string
  readonly #pages: BuiltPage[] = []
  readonly #pending: PendingPage[] = []

  constructor(options: PageSinkOptions) {
    this.#options = options
    this.#clientDir = path.join(options.config.outDir, 'client')
  }

  add(url: string, file: string, html: string): void {
    this.#pending.push({ file, html })
    if (file.endsWith('.html')) this.#pages.push(parsePage(routeOf(path.relative(this.#clientDir, file)), file, html))
    console.log(`  [${this.#pending.length}] ${url}`)
  }

  /** Trims the stylesheets, writes the pages, runs the post-build steps and `site check`. */
  async finish(): Promise<BuildSummary> {
    const log = console.log
    const sheets = await trimStylesheets(this.#clientDir, styleTokensOf(this.#pages), log)
    await writePages(this.#pending, sheets)
    log(`Wrote ${this.#pending.length} pages with their CSS inlined`)
    const pages = this.#pages.sort((a, b) => a.route.localeCompare(b.route))
    return finishBuild(
      { clientDir: this.#clientDir, config: this.#options.config, log, pages },
      this.#options.startedAt,
    )
  }
}
