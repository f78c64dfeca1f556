/**
 * Reads a busy feed off the service's event loop: `busyTimes` (busyFeed.ts) runs in a worker thread of
 * its own (busyFeedThread.ts, through lib/tsxThread.mjs), with its own heap limit and a time
 * limit, so that a large or hostile calendar neither stalls the API nor grows the service's memory.
 * The thread ends with each feed: a read every 10 minutes does not need one kept warm.
 */
import { Worker } from 'node:worker_threads'
import { sizeLabel } from '../../shared/uploadLimits.ts'
import { FEED_LIMITS, FeedError, type FeedLimits } from './busyFeed.ts'

/** What the thread gets: the module it runs (for lib/tsxThread.mjs) and the feed to read. */
export type FeedThreadData = { module: string; text: string; from: number; to: number; limits: FeedLimits }
export type FeedThreadReply = { busy: { start: number; end: number }[] } | { error: { name: string; message: string } }

/** The thread's bounds besides FEED_LIMITS: its heap, and the time a read may take. */
export const FEED_THREAD_LIMITS = { heapBytes: 512 * 1024 * 1024, timeoutMs: 120_000 }

/** The busy times of `text` between `from` and `to` (ms), as busyTimes, read in a worker thread. */
export function readBusyFeed(
  text: string,
  from: number,
  to: number,
  options: { limits?: FeedLimits; heapBytes?: number; timeoutMs?: number } = {},
): Promise<{ start: number; end: number }[]> {
  const {
    limits = FEED_LIMITS,
    heapBytes = FEED_THREAD_LIMITS.heapBytes,
    timeoutMs = FEED_THREAD_LIMITS.timeoutMs,
  } = options
  // Refused here too, before the text is copied to a thread.
  if (Buffer.byteLength(text) > limits.bytes)
    return Promise.reject(new FeedError(`the calendar is larger than ${sizeLabel(limits.bytes)}`))
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../../../lib/tsxThread.mjs', import.meta.url), {
      workerData: {
        module: new URL('./busyFeedThread.ts', import.meta.url).href,
        ...{ text, from, to, limits },
      } satisfies FeedThreadData,
      resourceLimits: { maxOldGenerationSizeMb: Math.round(heapBytes / 1024 / 1024) },
    })
    let settled = false
    const settle = (done: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      done()
    }
    const timer = setTimeout(
      () => settle(() => reject(new FeedError(`the calendar took longer than ${timeoutMs / 1000} s to read`))),
      timeoutMs,
    )
    worker.once('message', (reply: FeedThreadReply) =>
      settle(() => {
        if ('busy' in reply) resolve(reply.busy)
        else
          reject(reply.error.name === 'FeedError' ? new FeedError(reply.error.message) : new Error(reply.error.message))
      }),
    )
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new FeedError(`the calendar needs more than ${sizeLabel(heapBytes)} of memory to read`)
            : error,
        ),
      ),
    )
    worker.once('exit', (code) => settle(() => reject(new Error(`the feed's thread ended (exit code ${code})`))))
  })
}
