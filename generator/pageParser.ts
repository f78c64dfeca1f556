/**
 * Parses rendered pages on a second thread while the prerender renders the next ones (issue 22): the
 * parse (builtPages.ts, with the inline code hashes of contentSecurityPolicy.ts) was about 40% of the
 * prerender's time per page on its only thread, and the build's machines have two cores. Each page goes
 * to the thread as text and comes back parsed, copied by the message (so the prerender keeps no view of
 * the thread's strings).
 *
 * The thread loads this module through tsx in a namespace of its own, as the prerender loads the page
 * sink (vikeWorkarounds.ts).
 */
import { Worker, type MessagePort } from 'node:worker_threads'
import { parsePage, type BuiltPage } from './builtPages.ts'
import { InlineCode, type InlineHashes } from './contentSecurityPolicy.ts'

export interface ParsedPage {
  page: BuiltPage
  inline: InlineHashes
}

type Request = { id: number; route: string; file: string; html: string }
type Reply = { id: number; parsed: ParsedPage } | { id: number; error: string }

/**
 * The thread's side: answers each request with the parsed page (or the parse's error).
 * @public imported by name by the thread's program below
 */
export function serveParses(port: MessagePort): void {
  port.on('message', ({ id, route, file, html }: Request) => {
    try {
      const inline = new InlineCode()
      const page = parsePage(route, file, html, inline)
      port.postMessage({ id, parsed: { page, inline: inline.hashes() } } satisfies Reply)
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies Reply)
    }
  })
}

/** The thread's program: only dynamic imports, so that it runs as a script or as a module. */
const THREAD = `Promise.all([import('node:worker_threads'), import('tsx/esm/api')]).then(async ([threads, tsx]) => {
  const { module, parent } = threads.workerData
  const { serveParses } = await tsx.register({ namespace: 'site-page-parser' }).import(module, parent)
  serveParses(threads.parentPort)
})`

/** The prerender's side: a thread that parses pages, one at a time in the order given. */
export class PageParser {
  readonly #worker: Worker
  readonly #waiting = new Map<number, { resolve: (parsed: ParsedPage) => void; reject: (error: Error) => void }>()
  #failure: Error | null = null
  #next = 0

  constructor() {
    this.#worker = new Worker(THREAD, {
      eval: true,
      // This module's file URL without the query tsx adds to name the prerender's namespace.
      workerData: { module: import.meta.url.replace(/\?.*$/, ''), parent: import.meta.url.replace(/\?.*$/, '') },
    })
    this.#worker.on('message', (reply: Reply) => {
      const waiting = this.#waiting.get(reply.id)
      this.#waiting.delete(reply.id)
      if (this.#waiting.size === 0) this.#worker.unref()
      if ('error' in reply) waiting?.reject(new Error(reply.error))
      else waiting?.resolve(reply.parsed)
    })
    this.#worker.on('error', (error) => this.#fail(error))
    this.#worker.on('exit', (code) => this.#fail(new Error(`the page parser thread ended (exit code ${code})`)))
    // The thread keeps the process alive only while a parse is under way, so that a build failing before
    // it closes the parser still ends. After the listeners: adding a 'message' listener refs the thread.
    this.#worker.unref()
  }

  /** The page `html` (at `route`, written to `file`) parsed, with the hashes of its inline code. */
  parse(route: string, file: string, html: string): Promise<ParsedPage> {
    if (this.#failure) return Promise.reject(this.#failure)
    const id = this.#next++
    return new Promise((resolve, reject) => {
      if (this.#waiting.size === 0) this.#worker.ref()
      this.#waiting.set(id, { resolve, reject })
      this.#worker.postMessage({ id, route, file, html } satisfies Request)
    })
  }

  /** Ends the thread; pages not parsed yet, and any given later, are refused. */
  async close(): Promise<void> {
    this.#fail(new Error('the page parser is closed'))
    this.#worker.removeAllListeners('exit')
    await this.#worker.terminate()
  }

  #fail(error: Error): void {
    this.#failure ??= error
    for (const { reject } of this.#waiting.values()) reject(error)
    this.#waiting.clear()
  }
}
