/**
 * The pages of a full build as Vike renders them, in the prerender process (prerender.ts). Each page goes
 * to the page thread (pageThread.ts), which parses it (parseHtml.ts) while the next one renders and keeps
 * it; once all are rendered, the stylesheets are trimmed to the pages' style tokens (css.ts) and the
 * thread writes each page once, linking the trimmed sheets, with its Content-Security-Policy (hashes of
 * its inline code collected by the same parse), while the post-build steps run here on the parsed pages
 * (finishBuild.ts). Nothing reads a page back: `site check` only looks up the files the pages name.
 *
 * Rendering stays on one thread: on the project's two-core machines, render threads (worker_threads over
 * Vike's `renderPage()`) each ran about half as fast side by side, and their start-up cost more than
 * they saved; a build with 1000 extra posts was 1.2 s slower with two of them. The page and file threads
 * are lighter by comparison (htmlparser2, PurgeCSS and the file system).
 *
 * Runs compiled, in the prerender process (prerenderProcess.ts). Never imports Vike.
 */
import path from 'node:path'
import { putBodyBack } from '../templates/documentMarkers.ts'
import { routeOf, type BuiltPage } from './builtPages.ts'
import type { GeneratorConfig } from './config.ts'
import { finishBuild, type BuildSummary } from './finishBuild.ts'
import { PageThread } from './pageThread.ts'
import { reportProgress } from './buildProgress.ts'
import { now, Timings } from './timings.ts'
import { memoCounts, type MemoCount } from '../lib/memo.ts'
import { outputFileOf, ownRedirectPage, type RenderedPages } from './vikeWorkarounds.ts'

export interface PageSinkOptions {
  config: GeneratorConfig
  startedAt: number
  /**
   * File URL of the compiled page thread program (compilePrograms.ts); without it, the page thread's work
   * runs on the prerender's thread (as with the optimisation `page-thread` off).
   */
  threadModule?: string
}

/** How many "[n] url" lines the sink prints at once. */
const LOG_BATCH = 100

/** Where the prerender process puts each page Vike renders (prerenderProcess.ts). */
export class PageSink implements RenderedPages {
  readonly #options: PageSinkOptions
  readonly #clientDir: string
  readonly #pages: BuiltPage[] = []
  readonly #thread: PageThread
  /** Parses under way (pageThread.ts), each settled into #pages. */
  readonly #parses: Promise<void>[] = []
  #count = 0
  /** The "[n] url" lines not printed yet (flushLog). */
  #logLines: string[] = []
  readonly #timings: Timings
  readonly #createdAt = now()
  /** When Vike handed over its first page (until then, it loaded the server bundle). */
  #firstPageAt: number | undefined

  constructor(options: PageSinkOptions, timings = new Timings()) {
    this.#options = options
    this.#timings = timings
    this.#clientDir = path.join(options.config.outDir, 'client')
    this.#thread = new PageThread(options.threadModule)
  }

  /**
   * Takes the page Vike rendered for `url` into `vikeFile`, with its `body` when it came apart from the
   * document (templates/documentMarkers.ts); Vike's redirect pages are replaced by ours.
   */
  add(url: string, vikeFile: string, rendered: string, body?: string): void {
    if (path.relative(this.#clientDir, vikeFile).startsWith('..'))
      throw new Error(
        `${url}: Vike rendered it for ${vikeFile}, outside ${this.#clientDir}: another build's server bundle`,
      )
    this.#firstPageAt ??= now()
    const file = outputFileOf(vikeFile)
    // Vike's redirect pages are its own documents: they never come with a body apart.
    const html =
      body === undefined
        ? ownRedirectPage(rendered, this.#options.config.public.siteOrigin)
        : putBodyBack(rendered, body)
    this.#logLines.push(`  [${++this.#count}] ${url}`)
    reportProgress('pages', this.#count)
    if (this.#logLines.length >= LOG_BATCH) this.flushLog()
    if (!file.endsWith('.html')) return this.#thread.keep(file, html)
    const parse = this.#thread.parse(routeOf(path.relative(this.#clientDir, file)), file, html).then((page) => {
      this.#pages.push(page)
    })
    // A failed parse fails the build in finish(), not as an unhandled rejection before it.
    parse.catch(() => {})
    this.#parses.push(parse)
  }

  /**
   * Prints the pages taken since the last call, one line each. They are printed in batches: a line
   * at a time was about 0.3 ms a page at 1000 extra posts, on a pipe its reader empties line by line.
   */
  flushLog(): void {
    if (this.#logLines.length === 0) return
    console.log(this.#logLines.join('\n'))
    this.#logLines = []
  }

  /**
   * The prerender's phases after the render (buildPhases.ts): the page thread trims the stylesheets while the
   * file thread makes the last pages' files, then writes the pages, while the post-build steps run here on
   * the parsed pages; `site check` runs once the pages' links point at the trimmed sheets (their files are
   * made by then: pageThread.ts).
   */
  async finish(): Promise<BuildSummary> {
    this.flushLog()
    const log = console.log
    const timings = this.#timings
    const firstPageAt = this.#firstPageAt ?? now()
    timings.add([{ name: 'load Vike and the server bundle', start: this.#createdAt, end: firstPageAt }])
    timings.since('render (Vike), parse (page thread)', firstPageAt)
    try {
      await timings.phase('parse the last pages (page thread)', () => Promise.all(this.#parses))
    } catch (error) {
      await this.#thread.close()
      throw error
    }
    const pages = this.#pages.sort((a, b) => a.route.localeCompare(b.route))
    // Each thread's work, started here and awaited together below, so that the first failure fails the build.
    // The threads' phases are timed there: this thread sees their replies only between two steps.
    const trimmed = this.#thread.trim(this.#clientDir).then(({ links, report, time }) => {
      timings.add([{ name: 'trim stylesheets (page thread)', ...time }])
      log(report)
      return links
    })
    const pagesMade = timings.phase('make page files (file thread)', () => this.#thread.made())
    // The pages were parsed as Vike rendered them, linking the sheets it wrote: they link their own instead.
    const pagesLinked = trimmed.then((links) => {
      for (const page of pages) {
        const own = links[page.file] ?? []
        page.links = [...own, ...page.links.filter((link) => !/^\/assets\/.+\.css$/.test(link))]
      }
    })
    // Asked for at once (sent once the files are made): the page thread writes the pages as soon as its trim is
    // done, without waiting for this thread, which runs the post-build steps meanwhile and would see the
    // trim's reply only between two.
    const pagesWritten = this.#thread
      .writeAll(this.#options.config.public)
      .then(({ count, memos, time }) => {
        timings.add([{ name: 'write pages (page thread)', ...time }])
        this.#threadMemos = memos
        log(`Wrote ${count} pages linking the trimmed stylesheets, with their Content-Security-Policy`)
      })
      .finally(() => this.#thread.close())
    const finished = finishBuild(
      {
        clientDir: this.#clientDir,
        config: this.#options.config,
        log,
        pages,
        pagesMade,
        pagesLinked,
        pagesWritten,
        timings,
      },
      this.#options.startedAt,
    )
    const [summary] = await Promise.all([finished, trimmed, pagesMade, pagesLinked, pagesWritten])
    const threadMemos = this.#threadMemos.map((memo) => ({ ...memo, name: `${memo.name} (page thread)` }))
    return { ...summary, phases: timings.phases, memos: [...memoCounts(), ...threadMemos] }
  }

  #threadMemos: MemoCount[] = []
}
