/**
 * The watching thread of `exitWithParent.mjs`: once this process's parent is no longer `workerData.parent`,
 * it gives the main thread a second to end the process cleanly, then ends it with SIGKILL. Plain JavaScript
 * with no imports of the project's, so that it loads in any process without a TypeScript loader.
 */
import process from 'node:process'
import { workerData } from 'node:worker_threads'

const CHECK_EVERY_MS = 500
const GRACE_MS = 1000

const timer = setInterval(() => {
  if (process.ppid === workerData.parent) return
  clearInterval(timer)
  setTimeout(() => process.kill(process.pid, 'SIGKILL'), GRACE_MS)
}, CHECK_EVERY_MS)
