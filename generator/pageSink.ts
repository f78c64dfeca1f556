/**
 * The pages of a full build as Vike renders them, in the prerender process (prerender.ts): each page is
 * parsed as it is rendered (builtPages.ts) and kept, as UTF-8 bytes (half of what a JavaScript string of
 * it may take); once all are rendered, the stylesheets are trimmed to the pages' style tokens (css.ts)
 * and each page is written once, linking the trimmed sheets. Then the post-build steps and `site check`
 * run on the parsed pages (finishBuild.ts), which never read a page back.
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
import { linkStylesheets, trimStylesheets, type Stylesheets } from './css.ts'
import { finishBuild, type BuildSummary } from './finishBuild.ts'
import { writeNew } from './writeNew.ts'

/** A rendered page waiting for the trimmed stylesheets. */
interface PendingPage {
  file: string
  html: Buffer | null
}

/** File writes in flight at once: the kernel's share of writing runs on libuv's pool beside this thread. */
const WRITES_IN_FLIGHT = 16

/** Writes pages linking the trimmed stylesheets; each page's bytes are let go once it is written. */
async function writePages(pages: PendingPage[], sheets: Stylesheets): Promise<void> {
  let next = 0
  const writer = async () => {
    while (next < pages.length) {
      const page = pages[next++]!
      const html = page.html!.toString()
      page.html = null
      await writeNew(page.file, linkStylesheets(html, sheets, page.file))
    }
  }
  await Promise.all(Array.from({ length: WRITES_IN_FLIGHT }, writer))
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
  /** The style tokens of every page, each once (a page's own list is dropped once added here). */
  readonly #styleTokens = new Set<string>()

  constructor(options: PageSinkOptions) {
    this.#options = options
    this.#clientDir = path.join(options.config.outDir, 'client')
  }

  add(url: string, file: string, html: string): void {
    this.#pending.push({ file, html: Buffer.from(html) })
    console.log(`  [${this.#pending.length}] ${url}`)
    if (!file.endsWith('.html')) return
    const page = parsePage(routeOf(path.relative(this.#clientDir, file)), file, html)
    for (const token of page.styleTokens) this.#styleTokens.add(token)
    page.styleTokens = []
    this.#pages.push(page)
  }

  /** Trims the stylesheets, writes the pages, runs the post-build steps and `site check`. */
  async finish(): Promise<BuildSummary> {
    const log = console.log
    const sheets = await trimStylesheets(this.#clientDir, this.#styleTokens, log)
    await writePages(this.#pending, sheets)
    log(`Wrote ${this.#pending.length} pages`)
    // The pages were parsed as Vike rendered them, linking the sheets it wrote.
    for (const page of this.#pages) page.links = page.links.map((link) => sheets.get(link) ?? link)
    const pages = this.#pages.sort((a, b) => a.route.localeCompare(b.route))
    return finishBuild(
      { clientDir: this.#clientDir, config: this.#options.config, log, pages },
      this.#options.startedAt,
    )
  }
}
