/**
 * The pages of a full build as Vike renders them, in the prerender process (prerender.ts): each page is
 * parsed (builtPages.ts) on a second thread while the next renders (pageParser.ts), and kept, as UTF-8 bytes (half of what a JavaScript string of
 * it may take); once all are rendered, the stylesheets are trimmed to the pages' style tokens (css.ts)
 * and each page is written once, linking the trimmed sheets, with its Content-Security-Policy (hashes
 * of its inline code collected by the same parse). Then the post-build steps and `site check` run on
 * the parsed pages (finishBuild.ts), which never read a page back.
 *
 * Rendering stays on one thread: on the project's two-core machines, render threads (worker_threads over
 * Vike's `renderPage()`) each ran about half as fast side by side, and their start-up cost more than
 * they saved; a build with 1000 extra posts was 1.2 s slower with two of them. The parse thread is
 * light by comparison (htmlparser2 alone) and took 1.5 s off that build's rendering (5.0 -> 3.4 s).
 *
 * Never imports Vike: this module is loaded in a tsx namespace of its own (vikeWorkarounds.ts).
 */
import path from 'node:path'
import { routeOf, type BuiltPage } from './builtPages.ts'
import type { GeneratorConfig, PublicEnv } from './config.ts'
import { withContentSecurityPolicy, type InlineHashes } from './contentSecurityPolicy.ts'
import { linkStylesheets, trimStylesheets, type Stylesheets } from './css.ts'
import { finishBuild, type BuildSummary } from './finishBuild.ts'
import { PageParser } from './pageParser.ts'
import { ownRedirectPage } from './vikeWorkarounds.ts'
import { writeNew } from './writeNew.ts'

/**
 * A page as it is written: its stylesheet links pointed at the trimmed sheets, then its
 * Content-Security-Policy (with the hashes of whatever inline code it has) added. Full builds and partial
 * publishes write every page through this. `inline`: the page's inline code hashes when its parse
 * collected them (moving stylesheet links changes no inline code), else the page is parsed for them.
 */
export function finishPage(
  html: string,
  sheets: Stylesheets,
  file: string,
  env: PublicEnv,
  inline?: InlineHashes,
): string {
  const linked = linkStylesheets(html, sheets, file)
  return file.endsWith('.html') ? withContentSecurityPolicy(linked, env, inline) : linked
}

/**
 * Where a page is written: Vike's file, except that a section's not-found page (`pages/<section>/404`)
 * is `<section>/404.html`, the nearest-404 convention of static hosts (README "Not-found pages"), and
 * not a routable `<section>/404/index.html`.
 */
export const outputFileOf = (file: string): string => file.replace(/([\\/])404[\\/]index\.html$/, '$1404.html')

/** A rendered page waiting for the trimmed stylesheets. */
interface PendingPage {
  file: string
  html: Buffer | null
  inline?: InlineHashes
}

/** Writes pages finished by `finishPage`; each page's bytes are let go once it is written. */
function writePages(pages: PendingPage[], sheets: Stylesheets, env: PublicEnv): void {
  for (const page of pages) {
    const html = page.html!.toString()
    page.html = null
    writeNew(page.file, finishPage(html, sheets, page.file, env, page.inline))
  }
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
  readonly #parser = new PageParser()
  /** Parses under way (pageParser.ts), each settled into the lists above. */
  readonly #parses: Promise<void>[] = []

  constructor(options: PageSinkOptions) {
    this.#options = options
    this.#clientDir = path.join(options.config.outDir, 'client')
  }

  /** Takes the page Vike rendered for `url` into `vikeFile`; Vike's redirect pages are replaced by ours. */
  add(url: string, vikeFile: string, rendered: string): void {
    const file = outputFileOf(vikeFile)
    const html = ownRedirectPage(rendered, this.#options.config.public.siteOrigin)
    const pending: PendingPage = { file, html: Buffer.from(html) }
    this.#pending.push(pending)
    console.log(`  [${this.#pending.length}] ${url}`)
    if (!file.endsWith('.html')) return
    const parse = this.#parser
      .parse(routeOf(path.relative(this.#clientDir, file)), file, html)
      .then(({ page, inline }) => {
        pending.inline = inline
        for (const token of page.styleTokens) this.#styleTokens.add(token)
        page.styleTokens = []
        this.#pages.push(page)
      })
    // A failed parse fails the build in finish(), not as an unhandled rejection before it.
    parse.catch(() => {})
    this.#parses.push(parse)
  }

  /** Trims the stylesheets, writes the pages, runs the post-build steps and `site check`. */
  async finish(): Promise<BuildSummary> {
    const log = console.log
    try {
      await Promise.all(this.#parses)
    } finally {
      await this.#parser.close()
    }
    const sheets = await trimStylesheets(this.#clientDir, this.#styleTokens, log)
    writePages(this.#pending, sheets, this.#options.config.public)
    log(`Wrote ${this.#pending.length} pages linking the trimmed stylesheets, with their Content-Security-Policy`)
    // The pages were parsed as Vike rendered them, linking the sheets it wrote.
    for (const page of this.#pages) page.links = page.links.map((link) => sheets.get(link) ?? link)
    const pages = this.#pages.sort((a, b) => a.route.localeCompare(b.route))
    return finishBuild(
      { clientDir: this.#clientDir, config: this.#options.config, log, pages },
      this.#options.startedAt,
    )
  }
}
