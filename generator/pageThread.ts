/**
 * The second thread of a full build's prerender (issue 22): it parses each page while the prerender
 * renders the next ones, keeps the page's bytes, and once the stylesheets are trimmed writes every page
 * while the prerender runs the post-build steps. The parse (builtPages.ts, with the inline code hashes of
 * contentSecurityPolicy.ts) was about 40% of the prerender's time per page on its only thread, writing
 * 1236 pages 1.6 s, and the build's machines have two cores. Each page goes to the thread as text and
 * comes back parsed, copied by the message (the prerender keeps no view of the thread's strings).
 *
 * A build's thread loads this module compiled (compiledSink.ts), as the prerender loads the page sink.
 */
import { writeFileSync } from 'node:fs'
import { Worker, type MessagePort } from 'node:worker_threads'
import { parsePage, type BuiltPage } from './builtPages.ts'
import type { PublicEnv } from './config.ts'
import { InlineCode, type InlineHashes } from './contentSecurityPolicy.ts'
import type { Stylesheets } from './css.ts'
import { finishPage } from './pageWriter.ts'
import { createEmpty, writeNew } from './writeNew.ts'

export interface ParsedPage {
  page: BuiltPage
  inline: InlineHashes
}

type Request =
  | { kind: 'page'; id: number; route: string; file: string; html: string; parse: boolean }
  | { kind: 'write'; id: number; sheets: Stylesheets; env: PublicEnv }
type Answer = { id: number; parsed?: ParsedPage; written?: number }
type Reply = Answer | { id: number; error: string }

/** A page the thread keeps until it writes it: UTF-8 bytes, half of what a JavaScript string may take. */
interface KeptPage {
  file: string
  bytes: Buffer | null
  inline?: InlineHashes
  /** Its file, made empty as the page came (createEmpty): false when that failed. */
  created: Promise<boolean>
}

/**
 * The thread's side: keeps each page (parsed when asked, answering with the parse) and writes them all
 * when asked, each page finished by `finishPage` and let go once written. Each page's file is made,
 * empty, as the page comes (on libuv's threads while this one parses), before its parse is answered:
 * while the prerender renders, so that writing them all at the end only fills them (1,236 pages: 1.1 s
 * made and written there, 0.06 s filled), and `site check`, which looks up the files pages name, can
 * run while they are filled. A file that could not be made is written as a new one, which reports why.
 * @public imported by name by the thread's program below
 */
export function servePages(port: MessagePort): void {
  const kept: KeptPage[] = []
  const fail = (id: number, error: unknown) =>
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies Reply)
  const writeAll = async ({ id, sheets, env }: Extract<Request, { kind: 'write' }>) => {
    const pages = kept.splice(0)
    const created = await Promise.all(pages.map((page) => page.created))
    pages.forEach((page, i) => {
      const html = page.bytes!.toString()
      page.bytes = null
      const finished = finishPage(html, sheets, page.file, env, page.inline)
      if (created[i]) writeFileSync(page.file, finished)
      else writeNew(page.file, finished)
    })
    port.postMessage({ id, written: pages.length } satisfies Reply)
  }
  port.on('message', (request: Request) => {
    try {
      if (request.kind === 'write') return void writeAll(request).catch((error) => fail(request.id, error))
      const { route, file, html } = request
      const created = createEmpty(file).then(
        () => true,
        () => false,
      )
      const page: KeptPage = { file, bytes: Buffer.from(html), created }
      kept.push(page)
      if (!request.parse) return
      const inline = new InlineCode()
      const parsed = { page: parsePage(route, file, html, inline), inline: inline.hashes() }
      page.inline = parsed.inline
      void created.then(() => port.postMessage({ id: request.id, parsed } satisfies Reply))
    } catch (error) {
      fail(request.id, error)
    }
  })
}

/**
 * The thread's program: only dynamic imports, so that it runs as a script or as a module. A TypeScript
 * module (this one, in tests) is loaded through tsx in a namespace of its own; a compiled one as it is.
 */
const THREAD = `import('node:worker_threads').then(async (threads) => {
  const { module, parent } = threads.workerData
  const { servePages } = module.endsWith('.ts')
    ? await (await import('tsx/esm/api')).register({ namespace: 'site-page-thread' }).import(module, parent)
    : await import(module)
  servePages(threads.parentPort)
})`

/** The prerender's side of the thread. Pages are taken, parsed and written in the order given. */
export class PageThread {
  readonly #worker: Worker
  readonly #waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>()
  #failure: Error | null = null
  #next = 0

  /**
   * `module` is the file URL of the module whose `servePages` the thread runs: the compiled page thread
   * (compiledSink.ts) in a build, this module by default (without the query tsx adds to name a namespace).
   */
  constructor(module = import.meta.url.replace(/\?.*$/, '')) {
    this.#worker = new Worker(THREAD, { eval: true, workerData: { module, parent: module } })
    this.#worker.on('message', (reply: Reply) => {
      const waiting = this.#waiting.get(reply.id)
      this.#waiting.delete(reply.id)
      if (this.#waiting.size === 0) this.#worker.unref()
      if ('error' in reply) waiting?.reject(new Error(reply.error))
      else waiting?.resolve(reply)
    })
    this.#worker.on('error', (error) => this.#fail(error))
    this.#worker.on('exit', (code) => this.#fail(new Error(`the page thread ended (exit code ${code})`)))
    // The thread keeps the process alive only while a request is under way, so that a build failing
    // before it closes the thread still ends. After the listeners: adding a 'message' listener refs it.
    this.#worker.unref()
  }

  /** Keeps the page `html` (at `route`, to be written to `file`) and resolves with its parse. */
  async parse(route: string, file: string, html: string): Promise<ParsedPage> {
    const { parsed } = await this.#request({ kind: 'page', id: this.#next++, route, file, html, parse: true })
    return parsed!
  }

  /** Keeps a file that is not a page (written with the pages, without a parse). */
  keep(file: string, html: string): void {
    if (!this.#failure) this.#worker.postMessage({ kind: 'page', id: -1, route: '', file, html, parse: false })
  }

  /** Writes every page kept, linking `sheets`, with its Content-Security-Policy; resolves with their count. */
  async writeAll(sheets: Stylesheets, env: PublicEnv): Promise<number> {
    const { written } = await this.#request({ kind: 'write', id: this.#next++, sheets, env })
    return written!
  }

  /** Ends the thread; requests not answered yet, and any made later, are refused. */
  async close(): Promise<void> {
    this.#fail(new Error('the page thread is closed'))
    this.#worker.removeAllListeners('exit')
    await this.#worker.terminate()
  }

  #request(request: Request): Promise<Answer> {
    if (this.#failure) return Promise.reject(this.#failure)
    return new Promise((resolve, reject) => {
      if (this.#waiting.size === 0) this.#worker.ref()
      this.#waiting.set(request.id, { resolve, reject })
      this.#worker.postMessage(request)
    })
  }

  #fail(error: Error): void {
    this.#failure ??= error
    for (const { reject } of this.#waiting.values()) reject(error)
    this.#waiting.clear()
  }
}
