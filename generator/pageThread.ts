/**
 * The other threads of a full build's prerender. The page thread parses each page while the
 * prerender renders the next ones, keeps the page's bytes, and once the stylesheets are trimmed writes
 * every page while the prerender runs the post-build steps. The parse (parseHtml.ts: one pass per page for
 * its facts and search terms, builtPages.ts, its style tokens, styleTokens.ts, and its inline code's hashes,
 * contentSecurityPolicy.ts) was about 40% of the prerender's time per page on its only thread,
 * and the build's machines have two cores. Pages go to the thread a few at a time, as UTF-8 bytes the
 * message moves (`pageBytes`), and come back parsed, copied by the reply (the prerender keeps no view of the
 * thread's strings). A page whose markup an earlier build parsed, with the same code, takes that parse instead
 * (parseCache.ts): most pages of a build come out as the last build wrote them.
 *
 * The file thread makes each page's folder and an empty file of its own as the page comes, so that
 * writing the pages at the end only fills them. Making them is most of the cost of writing a page here
 * (1,236 pages: 1.1 s made and written at the end, 0.06 s filled). On the page thread, it held the
 * parses back until the thread was 1.1 s behind the render at 1000 extra posts; done with promises
 * there, it waited for the thread's queue of pages to empty (Node runs a port's messages before I/O
 * callbacks), so nothing was made before the end.
 *
 * The threads run pageThreadMain.ts compiled (compilePrograms.ts). With the optimisation `page-thread`
 * switched off (lib/optimisations.ts), both sides run on the prerender's own thread, over a
 * MessageChannel: the same code, the same pages.
 *
 * Each thread's requests and replies are one typed map (`PageCalls`, `FileCalls`): a request is
 * `{ id, kind, body }` and its reply `{ id, ok }` with the reply type of its kind, or `{ id, error }`
 * with the error as it was thrown there (messages.ts).
 */
import { writeFileSync } from 'node:fs'
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads'
import { memoCounts, type MemoCount } from '../lib/memo.ts'
import { optimisationOn } from '../lib/optimisations.ts'
import { parseBuiltPage, type BuiltPage } from './builtPages.ts'
import type { PublicEnv } from './config.ts'
import { InlineCode, type InlineHashes } from './contentSecurityPolicy.ts'
import { trimStylesheets } from './css.ts'
import { BuildProcessError, serializeError, type SerializedError } from './messages.ts'
import { finishHead, finishPage } from './pageWriter.ts'
import { ParseCache, parseCacheFor, type PageParse, type ParseCachePlace } from './parseCache.ts'
import { ShellParts } from './shellParts.ts'
import { linkStylesheets, vikeStylesheets, type PageStyles } from './stylesheetLinks.ts'
import { StyleTokens } from './styleTokens.ts'
import { now } from './timings.ts'
import { createEmpty, writeNew } from './writeNew.ts'

/** A call: what its request carries, and what its reply does (`void`: sent without a reply). */
interface Call<Request, Reply> {
  request: Request
  reply: Reply
}

/** The page thread's calls. */
export type PageCalls = {
  /**
   * Keep each page whose markup is `bytes` (UTF-8, its memory moved to the thread: `pageBytes`), at `route`,
   * to be written to `file`, and parse it; the reply has their parses in the same order.
   */
  parse: Call<{ pages: PageToParse[] }, BuiltPage[]>
  /** Keep a file that is not a page, to be written with the pages. */
  keep: Call<{ file: string; html: string }, void>
  /**
   * Trim the stylesheets of the build in `clientDir` to the style tokens of the pages parsed, and choose each
   * page's sheets (css.ts); the reply has the sheets each page file links.
   */
  trim: Call<{ clientDir: string }, { links: Record<string, string[]>; report: string; time: Span }>
  /**
   * Write every page kept, linking its sheets (`notMade`: files to write as new ones); asked for during a
   * trim, once the trim is done.
   */
  write: Call<{ env: PublicEnv; notMade: string[] }, { count: number; memos: MemoCount[]; time: Span }>
}

/** A page given to the page thread to parse and keep. */
interface PageToParse {
  route: string
  file: string
  bytes: Uint8Array<ArrayBuffer>
}

/** When a call's work ran on the thread (timings.ts's `now()`, the same clock on every thread). */
interface Span {
  start: number
  end: number
}

/** The file thread's calls. */
export type FileCalls = {
  /** Make these files, empty. */
  make: Call<{ files: string[] }, void>
  /** Once every file given before is made: those that could not be. */
  made: Call<Record<string, never>, { notMade: string[] }>
}

/** A map of calls by their kind (`C` itself: a type alias has no index signature to satisfy). */
type Calls<C> = { [K in keyof C]: Call<unknown, unknown> }
type Request<C extends Calls<C>> = { [K in keyof C]: { id: number; kind: K; body: C[K]['request'] } }[keyof C]
type Reply<C extends Calls<C>> = { id: number; ok: C[keyof C]['reply'] } | { id: number; error: SerializedError }
/** How one side answers each call; a `void` call's handler answers nothing. */
type Handlers<C extends Calls<C>> = {
  [K in keyof C]: (body: C[K]['request']) => C[K]['reply'] | Promise<C[K]['reply']>
}

/**
 * Answers the requests on `port` with `handlers`: with what each returns, or the error it throws. A call
 * sent without a reply (id -1) that fails has its error answered to the next call that has one.
 */
function serve<C extends Calls<C>>(port: MessagePort, handlers: Handlers<C>): void {
  let unreported: unknown
  port.on('message', async (request: Request<C>) => {
    let reply: Reply<C>
    try {
      const ok = await handlers[request.kind](request.body)
      if (request.id === -1) return
      if (unreported !== undefined) throw unreported
      reply = { id: request.id, ok }
    } catch (error) {
      if (request.id === -1) return void (unreported ??= error)
      reply = { id: request.id, error: serializeError(error) }
    }
    port.postMessage(reply)
  })
}

/** A page's styles before the trim has chosen them. */
const NO_STYLES: PageStyles = { hrefs: [], inline: null }

/**
 * The page thread's side: keeps each page (parsed when asked, answering with the parse), trims the
 * stylesheets to the pages' style tokens when asked (css.ts: while the prerender runs the post-build
 * steps), and writes the pages when asked, each finished by `finishPage` and let go once written:
 * through the empty file the file thread made, or as a new file (writeNew) where it could not, which
 * then reports why. With `parses`, a page whose markup an earlier build parsed takes that parse
 * (parseCache.ts), and the parses made are kept for later builds once the pages are written.
 */
export function servePages(port: MessagePort, parses: ParseCachePlace | null = null): void {
  /**
   * The pages kept, with their inline code's hashes, the sheets Vike links in them and their style tokens
   * (until the trim chooses their sheets, `styles`), and the files that are not pages (`inline` null).
   */
  const kept: {
    file: string
    bytes: Buffer | null
    inline: InlineHashes | null
    links: string[]
    tokens: ReadonlySet<string> | null
    styles: PageStyles
  }[] = []
  /** The style tokens of every page parsed: the thread trims the sheets, so they stay here. */
  const styleTokens = new StyleTokens()
  /**
   * Each set of a page's tokens once, by its tokens in the order the page has them: the pages of one
   * template have the same in the same order, and share one set, whose sheets are then chosen once
   * (stylesheetLinks.ts). Pages holding the same tokens in another order get sets of their own, equal.
   */
  const tokenSets = new Map<string, ReadonlySet<string>>()
  const shared = (tokens: Set<string>): ReadonlySet<string> => {
    const key = [...tokens].join(' ')
    const known = tokenSets.get(key)
    if (known) return known
    tokenSets.set(key, tokens)
    return tokens
  }
  /** The last trim asked for, until it has chosen every page's sheets. */
  let trimmed: Promise<unknown> = Promise.resolve()
  const shell = optimisationOn('shell-parts') ? new ShellParts() : undefined
  const cache = parses && new ParseCache(parses)
  /** The page's parse: the one kept for its markup, or a new one (then kept). */
  const parseOf = (route: string, file: string, bytes: Buffer): PageParse => {
    const key = cache && ParseCache.key(bytes)
    const kept = key ? cache.get(key, route, file) : undefined
    if (kept) {
      styleTokens.add(kept.tokens)
      return kept
    }
    const html = bytes.toString()
    const inline = new InlineCode()
    // The message copies the parse: its strings keep no view of the page.
    const page = parseBuiltPage(route, file, html, { also: [styleTokens, inline], copied: true, shell })
    const tokens = [...styleTokens.takePage()]
    const parse = { page, tokens, inline: inline.hashes(), links: vikeStylesheets(html) }
    if (key) cache.set(key, parse)
    return parse
  }
  serve<PageCalls>(port, {
    parse({ pages }) {
      return pages.map(({ route, file, bytes: received }) => {
        const bytes = Buffer.from(received.buffer, received.byteOffset, received.byteLength)
        const { page, tokens, inline, links } = parseOf(route, file, bytes)
        kept.push({ file, bytes, inline, links, tokens: shared(new Set(tokens)), styles: NO_STYLES })
        return page
      })
    },
    keep({ file, html }) {
      kept.push({
        file,
        bytes: Buffer.from(html),
        inline: null,
        links: vikeStylesheets(html),
        tokens: null,
        styles: NO_STYLES,
      })
    },
    trim({ clientDir }) {
      const trim = (async (): Promise<PageCalls['trim']['reply']> => {
        const start = now()
        const lines: string[] = []
        const pages = kept.flatMap(({ links, tokens }) => (tokens ? [{ links, tokens }] : []))
        const sheets = await trimStylesheets(clientDir, styleTokens.tokens, pages, (line) => lines.push(line))
        const links: Record<string, string[]> = {}
        for (const page of kept) {
          page.styles = sheets.forPageIn(clientDir, page.links, page.tokens ?? new Set())
          page.tokens = null
          links[page.file] = page.styles.hrefs
        }
        tokenSets.clear()
        return { links, report: lines.join('\n'), time: { start, end: now() } }
      })()
      trimmed = trim
      return trim
    },
    async write({ env, notMade: notMadeList }) {
      // A write asked for while the sheets are being trimmed waits for the trim: it links the trimmed sheets.
      await trimmed
      const start = now()
      const notMade = new Set(notMadeList)
      for (const page of kept) {
        if (!page.bytes) continue
        const { styles, file, inline } = page
        const finished = finishHead(page.bytes, (head) =>
          inline ? finishPage(head, styles, file, env, inline) : linkStylesheets(head, styles, file),
        )
        page.bytes = null
        if (notMade.has(page.file)) writeNew(page.file, finished)
        else writeFileSync(page.file, finished)
      }
      cache?.save()
      const memos = cache ? [...memoCounts(), cache.count] : memoCounts()
      return { count: kept.splice(0).length, memos, time: { start, end: now() } }
    },
  })
}

/**
 * The file thread's side: makes each file it is given, empty (createEmpty), and when asked answers
 * once every file given before is made, with those it could not make.
 */
export function makeFiles(port: MessagePort): void {
  const notMade: string[] = []
  serve<FileCalls>(port, {
    make({ files }) {
      for (const file of files) {
        try {
          createEmpty(file)
        } catch {
          notMade.push(file)
        }
      }
    },
    made: () => ({ notMade: notMade.splice(0) }),
  })
}

/** What a thread runs (pageThreadMain.ts reads it from its `workerData`). */
export interface ThreadData {
  serve: 'servePages' | 'makeFiles'
  /** Where the page thread keeps its parses between builds (parseCache.ts), or null. */
  parses: ParseCachePlace | null
}

/** The side of a thread that sends it requests: a worker, or a port on this thread (`page-thread` off). */
type Peer = Worker | MessagePort

/** A thread running one of the functions above, with requests answered by id. */
class Thread<C extends Calls<C>> {
  readonly #peer: Peer
  readonly #waiting = new Map<number, { resolve: (reply: never) => void; reject: (error: Error) => void }>()
  #failure: Error | null = null
  #next = 0

  /** `module`: the file URL of the compiled pageThreadMain.ts, or null to serve on this thread. */
  constructor(module: string | null, data: ThreadData, name: string) {
    if (module) {
      this.#peer = new Worker(new URL(module), { workerData: data })
      this.#peer.on('error', (error) => this.fail(error))
      this.#peer.on('exit', (code) => this.fail(new Error(`the ${name} ended (exit code ${code})`)))
    } else {
      const { port1, port2 } = new MessageChannel()
      if (data.serve === 'servePages') servePages(port2, data.parses)
      else makeFiles(port2)
      port2.unref()
      this.#peer = port1
    }
    this.#peer.on('message', (reply: Reply<C>) => {
      const waiting = this.#waiting.get(reply.id)
      this.#waiting.delete(reply.id)
      if (this.#waiting.size === 0) this.#peer.unref()
      if ('error' in reply) waiting?.reject(new BuildProcessError(reply.error))
      else waiting?.resolve(reply.ok as never)
    })
    // The thread keeps the process alive only while a request is under way, so that a build failing
    // before it closes the thread still ends. After the listeners: adding a 'message' listener refs it.
    this.#peer.unref()
  }

  /** A request with an id of its own, answered; `transfer`: memory the request moves to the thread. */
  request<K extends keyof C & string>(
    kind: K,
    body: C[K]['request'],
    transfer: ArrayBuffer[] = [],
  ): Promise<C[K]['reply']> {
    if (this.#failure) return Promise.reject(this.#failure)
    const id = this.#next++
    return new Promise((resolve, reject) => {
      if (this.#waiting.size === 0) this.#peer.ref()
      this.#waiting.set(id, { resolve, reject })
      this.#peer.postMessage({ id, kind, body }, transfer)
    })
  }

  /** A request not answered (id -1): a failure fails the next request that is. */
  send<K extends keyof C & string>(kind: K, body: C[K]['request']): void {
    if (!this.#failure) this.#peer.postMessage({ id: -1, kind, body })
  }

  async close(): Promise<void> {
    if (this.#peer instanceof Worker) {
      this.#peer.removeAllListeners('exit')
      await this.#peer.terminate()
    } else this.#peer.close()
  }

  fail(error: Error): void {
    this.#failure ??= error
    for (const { reject } of this.#waiting.values()) reject(error)
    this.#waiting.clear()
  }
}

/** Encodes pages for the page thread (`pageBytes`). */
const utf8 = new TextEncoder()

/**
 * The UTF-8 bytes of a page, in memory of their own, which the message to the page thread moves: its text
 * would be copied into the message, out of it again, and then encoded there. `TextEncoder` gives each result
 * a buffer of its own (`Buffer.from` gives a short text a view of Node's shared pool, which cannot move), and
 * it encodes a rendered page faster than `Buffer.from` does on Node 20 to 24.
 */
function pageBytes(html: string): Uint8Array<ArrayBuffer> {
  return utf8.encode(html) as Uint8Array<ArrayBuffer>
}

/** How many files the file thread is given at once. */
const FILE_BATCH = 16

/** How many pages the page thread is given at once, at most. */
const PARSE_BATCH = 8

/** Pages waiting to go to the page thread, and what their parses are promised to. */
interface ParseBatch {
  pages: PageToParse[]
  resolve: (parses: BuiltPage[]) => void
  reject: (error: Error) => void
  parsed: Promise<BuiltPage[]>
}

/** The prerender's side of the threads. Pages are taken, parsed and written in the order given. */
export class PageThread {
  readonly #pages: Thread<PageCalls>
  readonly #files: Thread<FileCalls>
  /** Files the file thread could not make, written as new files. */
  readonly #notMade: string[] = []
  /** Files to make, not sent to the file thread yet (#make). */
  #toMake: string[] = []
  /** The answer of `made()` for the files given so far; null once another file is given. */
  #made: Promise<void> | null = null
  /** Pages to parse, not sent to the page thread yet (#sendParses). */
  #toParse: ParseBatch | null = null

  /**
   * `module` is the file URL of the compiled pageThreadMain.ts (compilePrograms.ts), which the threads
   * run; without one, or with the optimisation `page-thread` off, both sides run on this thread. `parses`:
   * where the pages' parses are kept between builds (by default, where the environment says for the
   * programs of `module`; none without one: parseCache.ts).
   */
  constructor(module?: string, parses = parseCacheFor(module)) {
    const threadModule = module && optimisationOn('page-thread') ? module : null
    this.#pages = new Thread(threadModule, { serve: 'servePages', parses }, 'page thread')
    this.#files = new Thread(threadModule, { serve: 'makeFiles', parses: null }, 'file thread')
  }

  /**
   * Keeps the page `html` (at `route`, to be written to `file`) and resolves with its parse. Pages go to the
   * page thread `PARSE_BATCH` at a time, or as many as were given when this thread next turns to I/O: each
   * message and its reply wake the other thread, which costs both of them time on two cores
   * (docs/decisions.md, "Pages to the page thread a few at a time").
   */
  parse(route: string, file: string, html: string): Promise<BuiltPage> {
    this.#make(file)
    const batch = (this.#toParse ??= this.#newBatch())
    const index = batch.pages.push({ route, file, bytes: pageBytes(html) }) - 1
    if (batch.pages.length >= PARSE_BATCH) this.#sendParses()
    return batch.parsed.then((parses) => parses[index]!)
  }

  #newBatch(): ParseBatch {
    let settle!: Pick<ParseBatch, 'resolve' | 'reject'>
    const parsed = new Promise<BuiltPage[]>((resolve, reject) => (settle = { resolve, reject }))
    setImmediate(() => this.#sendParses())
    return { pages: [], parsed, ...settle }
  }

  #sendParses(): void {
    const batch = this.#toParse
    if (!batch || batch.pages.length === 0) return
    this.#toParse = null
    const { pages } = batch
    const transfer = pages.map(({ bytes }) => bytes.buffer)
    this.#pages.request('parse', { pages }, transfer).then(batch.resolve, batch.reject)
  }

  /** Keeps a file that is not a page (written with the pages, without a parse), after the pages given before. */
  keep(file: string, html: string): void {
    this.#make(file)
    this.#sendParses()
    this.#pages.send('keep', { file, html })
  }

  /**
   * Resolves once the file of every page given so far is made, empty (or could not be): from then on
   * `site check`, which looks files up, sees every page.
   */
  made(): Promise<void> {
    this.#made ??= this.#askMade()
    return this.#made
  }

  async #askMade(): Promise<void> {
    this.#sendFiles()
    const { notMade } = await this.#files.request('made', {})
    this.#notMade.push(...notMade)
  }

  /**
   * Trims the stylesheets of the build in `clientDir` to the style tokens of the pages parsed and chooses
   * each page's (css.ts), on the page thread; resolves with the sheets each page file links, the lines
   * that report the trim and when it ran.
   */
  trim(clientDir: string): Promise<{ links: Record<string, string[]>; report: string; time: Span }> {
    this.#sendParses()
    return this.#pages.request('trim', { clientDir })
  }

  /**
   * Writes every page kept, linking its sheets, with its Content-Security-Policy, once their files are made
   * (`made()`, whose answer it shares) and the trim asked for before (if any) is done; resolves with their
   * count, the thread's memos and when the write ran.
   */
  writeAll(env: PublicEnv): Promise<{ count: number; memos: MemoCount[]; time: Span }> {
    this.#sendParses()
    return this.made().then(() => this.#pages.request('write', { env, notMade: this.#notMade }))
  }

  /**
   * Has the file thread make `file`. The files go to it a batch at a time: a message wakes the thread,
   * which on two cores took the prerender's core from it about 0.2 ms each time (1000 extra posts).
   */
  #make(file: string): void {
    this.#made = null
    this.#toMake.push(file)
    if (this.#toMake.length >= FILE_BATCH) this.#sendFiles()
  }

  #sendFiles(): void {
    if (this.#toMake.length === 0) return
    this.#files.send('make', { files: this.#toMake })
    this.#toMake = []
  }

  /** Ends the threads; requests not answered yet, and any made later, are refused. */
  async close(): Promise<void> {
    const closed = new Error('the page thread is closed')
    this.#pages.fail(closed)
    this.#files.fail(closed)
    await Promise.all([this.#pages.close(), this.#files.close()])
  }
}
