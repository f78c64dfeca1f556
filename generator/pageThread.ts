/**
 * The other threads of a full build's prerender (issue 22). The page thread parses each page while the
 * prerender renders the next ones, keeps the page's bytes, and once the stylesheets are trimmed writes
 * every page while the prerender runs the post-build steps. The parse (builtPages.ts, with the inline code
 * hashes of contentSecurityPolicy.ts) was about 40% of the prerender's time per page on its only thread,
 * and the build's machines have two cores. Each page goes to the thread as text and comes back parsed,
 * copied by the message (the prerender keeps no view of the thread's strings).
 *
 * The file thread makes each page's folder and an empty file of its own as the page comes, so that
 * writing the pages at the end only fills them. Making them is most of the cost of writing a page here
 * (1,236 pages: 1.1 s made and written at the end, 0.06 s filled). On the page thread, it held the
 * parses back until the thread was 1.1 s behind the render at 1000 extra posts; done with promises
 * there, it waited for the thread's queue of pages to empty (Node runs a port's messages before I/O
 * callbacks), so nothing was made before the end.
 *
 * A build's threads load this module compiled (compiledSink.ts), as the prerender loads the page sink.
 */
import { writeFileSync } from 'node:fs'
import { Worker, type MessagePort } from 'node:worker_threads'
import { parsePage, type BuiltPage } from './builtPages.ts'
import type { PublicEnv } from './config.ts'
import { InlineCode, type InlineHashes } from './contentSecurityPolicy.ts'
import { trimStylesheets, type Stylesheets } from './css.ts'
import { finishPage } from './pageWriter.ts'
import { ShellParts } from './shellParts.ts'
import { createEmpty, writeNew } from './writeNew.ts'
import { memoCounts, type MemoCount } from '../lib/memo.ts'
import { optimisationOn } from '../lib/optimisations.ts'

export interface ParsedPage {
  page: BuiltPage
  inline: InlineHashes
}

type PageRequest =
  | { kind: 'page'; id: number; route: string; file: string; html: string; parse: boolean }
  | { kind: 'trim'; id: number; clientDir: string }
  | { kind: 'write'; id: number; sheets: Stylesheets; env: PublicEnv; notMade: string[] }
type FileRequest = { kind: 'make'; id: number; files: string[] } | { kind: 'made'; id: number }
type Answer = {
  id: number
  parsed?: ParsedPage
  trimmed?: { sheets: Stylesheets; report: string }
  written?: { count: number; memos: MemoCount[] }
  notMade?: string[]
}
/** A request as its sender gives it: the thread numbers it. */
type Unnumbered<R> = R extends unknown ? Omit<R, 'id'> : never
type Reply = Answer | { id: number; error: string }

/** Answers request `id` on `port` with what `answer` returns (or resolves with), or with the error it throws. */
async function answer(
  port: MessagePort,
  id: number,
  answer: () => Omit<Answer, 'id'> | Promise<Omit<Answer, 'id'>>,
): Promise<void> {
  try {
    port.postMessage({ id, ...(await answer()) } satisfies Reply)
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies Reply)
  }
}

/**
 * The page thread's side: keeps each page (parsed when asked, answering with the parse), trims the
 * stylesheets to the pages' style tokens when asked (css.ts: while the prerender runs the post-build
 * steps), and writes the pages when asked, each finished by `finishPage` and let go once written:
 * through the empty file the file thread made, or as a new file (writeNew) where it could not, which
 * then reports why.
 * @public imported by name by the threads' program below
 */
export function servePages(port: MessagePort): void {
  const kept: { file: string; bytes: Buffer | null; inline?: InlineHashes }[] = []
  /** The style tokens of every page parsed, each once: the thread trims the sheets, so they stay here. */
  const styleTokens = new Set<string>()
  const shell = optimisationOn('shell-parts') ? new ShellParts() : undefined
  port.on('message', (request: PageRequest) => {
    if (request.kind === 'page') {
      const { route, file, html } = request
      const page: (typeof kept)[number] = { file, bytes: Buffer.from(html) }
      kept.push(page)
      if (!request.parse) return
      void answer(port, request.id, () => {
        const inline = new InlineCode()
        // The message copies the parse: its strings keep no view of the page.
        const parsed = {
          page: parsePage(route, file, html, inline, { copied: true, shell, styleTokens }),
          inline: inline.hashes(),
        }
        page.inline = parsed.inline
        return { parsed }
      })
      return
    }
    if (request.kind === 'trim') {
      const lines: string[] = []
      void answer(port, request.id, async () => {
        const sheets = await trimStylesheets(request.clientDir, styleTokens, (line) => lines.push(line))
        return { trimmed: { sheets, report: lines.join('\n') } }
      })
      return
    }
    void answer(port, request.id, () => {
      const notMade = new Set(request.notMade)
      for (const page of kept) {
        const html = page.bytes!.toString()
        page.bytes = null
        const finished = finishPage(html, request.sheets, page.file, request.env, page.inline)
        if (notMade.has(page.file)) writeNew(page.file, finished)
        else writeFileSync(page.file, finished)
      }
      return { written: { count: kept.splice(0).length, memos: memoCounts() } }
    })
  })
}

/**
 * The file thread's side: makes each file it is given, empty (createEmpty), and when asked answers
 * once every file given before is made, with those it could not make.
 * @public imported by name by the threads' program below
 */
export function makeFiles(port: MessagePort): void {
  const notMade: string[] = []
  port.on('message', (request: FileRequest) => {
    if (request.kind === 'made') return void answer(port, request.id, () => ({ notMade: notMade.splice(0) }))
    for (const file of request.files) {
      try {
        createEmpty(file)
      } catch {
        notMade.push(file)
      }
    }
  })
}

/**
 * The threads' program: only dynamic imports, so that it runs as a script or as a module. A TypeScript
 * module (this one, in tests) is loaded through tsx in a namespace of its own; a compiled one as it is.
 */
const THREAD = `import('node:worker_threads').then(async (threads) => {
  const { module, serve } = threads.workerData
  const served = module.endsWith('.ts')
    ? await (await import('tsx/esm/api')).register({ namespace: 'site-page-thread' }).import(module, module)
    : await import(module)
  served[serve](threads.parentPort)
})`

/** A worker running one of the functions above, with requests answered by id. */
class Thread<Request extends { id: number }> {
  readonly #worker: Worker
  readonly #waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>()
  #failure: Error | null = null
  #next = 0

  constructor(module: string, serve: 'servePages' | 'makeFiles', name: string) {
    this.#worker = new Worker(THREAD, { eval: true, workerData: { module, serve } })
    this.#worker.on('message', (reply: Reply) => {
      const waiting = this.#waiting.get(reply.id)
      this.#waiting.delete(reply.id)
      if (this.#waiting.size === 0) this.#worker.unref()
      if ('error' in reply) waiting?.reject(new Error(reply.error))
      else waiting?.resolve(reply)
    })
    this.#worker.on('error', (error) => this.fail(error))
    this.#worker.on('exit', (code) => this.fail(new Error(`the ${name} ended (exit code ${code})`)))
    // The thread keeps the process alive only while a request is under way, so that a build failing
    // before it closes the thread still ends. After the listeners: adding a 'message' listener refs it.
    this.#worker.unref()
  }

  /** A request with an id of its own, answered. */
  request(request: Unnumbered<Request>): Promise<Answer> {
    if (this.#failure) return Promise.reject(this.#failure)
    const id = this.#next++
    return new Promise((resolve, reject) => {
      if (this.#waiting.size === 0) this.#worker.ref()
      this.#waiting.set(id, { resolve, reject })
      this.#worker.postMessage({ ...request, id })
    })
  }

  /** A request not answered (id -1). */
  send(request: Unnumbered<Request>): void {
    if (!this.#failure) this.#worker.postMessage({ ...request, id: -1 })
  }

  async close(): Promise<void> {
    this.#worker.removeAllListeners('exit')
    await this.#worker.terminate()
  }

  fail(error: Error): void {
    this.#failure ??= error
    for (const { reject } of this.#waiting.values()) reject(error)
    this.#waiting.clear()
  }
}

/** How many files the file thread is given at once. */
const FILE_BATCH = 16

/** The prerender's side of the threads. Pages are taken, parsed and written in the order given. */
export class PageThread {
  readonly #pages: Thread<PageRequest>
  readonly #files: Thread<FileRequest>
  /** Files the file thread could not make, written as new files. */
  readonly #notMade: string[] = []
  /** Files to make, not sent to the file thread yet (#make). */
  #toMake: string[] = []

  /**
   * `module` is the file URL of the module whose `servePages` and `makeFiles` the threads run: the
   * compiled page thread (compiledSink.ts) in a build, this module by default (without the query tsx
   * adds to name a namespace).
   */
  constructor(module = import.meta.url.replace(/\?.*$/, '')) {
    this.#pages = new Thread(module, 'servePages', 'page thread')
    this.#files = new Thread(module, 'makeFiles', 'file thread')
  }

  /** Keeps the page `html` (at `route`, to be written to `file`) and resolves with its parse. */
  async parse(route: string, file: string, html: string): Promise<ParsedPage> {
    this.#make(file)
    const { parsed } = await this.#pages.request({ kind: 'page', route, file, html, parse: true })
    return parsed!
  }

  /** Keeps a file that is not a page (written with the pages, without a parse). */
  keep(file: string, html: string): void {
    this.#make(file)
    this.#pages.send({ kind: 'page', route: '', file, html, parse: false })
  }

  /**
   * Resolves once the file of every page given so far is made, empty (or could not be): from then on
   * `site check`, which looks files up, sees every page.
   */
  async made(): Promise<void> {
    this.#sendFiles()
    const { notMade } = await this.#files.request({ kind: 'made' })
    this.#notMade.push(...notMade!)
  }

  /**
   * Trims the stylesheets of the build in `clientDir` to the style tokens of the pages parsed (css.ts),
   * on the page thread; resolves with the trimmed sheets and the line that reports them. The parses it
   * answers leave their style tokens out.
   */
  async trim(clientDir: string): Promise<{ sheets: Stylesheets; report: string }> {
    const { trimmed } = await this.#pages.request({ kind: 'trim', clientDir })
    return trimmed!
  }

  /**
   * Writes every page kept, linking `sheets`, with its Content-Security-Policy; resolves with their count
   * and the thread's memos.
   */
  async writeAll(sheets: Stylesheets, env: PublicEnv): Promise<{ count: number; memos: MemoCount[] }> {
    await this.made()
    const { written } = await this.#pages.request({ kind: 'write', sheets, env, notMade: this.#notMade })
    return written!
  }

  /**
   * Has the file thread make `file`. The files go to it a batch at a time: a message wakes the thread,
   * which on two cores took the prerender's core from it about 0.2 ms each time (1000 extra posts).
   */
  #make(file: string): void {
    this.#toMake.push(file)
    if (this.#toMake.length >= FILE_BATCH) this.#sendFiles()
  }

  #sendFiles(): void {
    if (this.#toMake.length === 0) return
    this.#files.send({ kind: 'make', files: this.#toMake })
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
