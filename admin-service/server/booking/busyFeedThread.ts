/**
 * The program of the thread that reads one busy feed (readBusyFeed.ts starts it): reads the feed its
 * `workerData` carries and posts back the busy times, or the error as it was thrown here.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { busyTimes } from './busyFeed.ts'
import type { FeedThreadData, FeedThreadReply } from './readBusyFeed.ts'

if (!parentPort) throw new Error('busyFeedThread.ts runs as a worker thread (readBusyFeed.ts)')
const { text, from, to, limits } = workerData as FeedThreadData
let reply: FeedThreadReply
try {
  reply = { busy: busyTimes(text, from, to, limits) }
} catch (error) {
  reply = { error: { name: (error as Error).name, message: (error as Error).message } }
}
parentPort.postMessage(reply)
