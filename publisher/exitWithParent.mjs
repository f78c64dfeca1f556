/**
 * Preloaded into every Node process the admin service or a build starts (`NODE_OPTIONS=--import`, set by
 * `processLifetime.ts`), so that none outlives its parent, whenever the parent ends.
 * Plain JavaScript: it also runs in processes without a TypeScript loader (a build's `--eval` programs).
 *
 * - The parent is the process that set `NORTHFRAME_PARENT_PID` (or, without it, the parent at start). Once
 *   this process has another parent (the kernel hands orphans to pid 1 or a subreaper), it exits: checked
 *   at once (the parent may be gone before this process got this far) and then every 200 ms, on a timer
 *   that keeps nothing alive. A kill -9 leaves no handler to run, so the children must notice themselves.
 * - A thread of its own (`parentWatcher.mjs`) watches too, and ends the process with SIGKILL a second after
 *   the parent is gone if it is still there: a main thread busy with a long synchronous step cannot run the
 *   timer above.
 * - A closed stdout or stderr (EPIPE: the reader is gone) ends the process instead of an error loop.
 * - Its own children watch it in turn: the variable is set to this process's pid for them.
 */
import process from 'node:process'
import { isMainThread, Worker } from 'node:worker_threads'

const VARIABLE = 'NORTHFRAME_PARENT_PID'
const CHECK_EVERY_MS = 200

// A preload runs in every worker thread too; a thread ends with its process, and its copy of the
// environment already names this process.
if (isMainThread) {
  const parent = Number(process.env[VARIABLE]) || process.ppid
  process.env[VARIABLE] = String(process.pid)

  const orphaned = () => process.ppid !== parent
  if (orphaned()) process.exit(1)
  setInterval(() => {
    if (orphaned()) process.exit(1)
  }, CHECK_EVERY_MS).unref()
  // No flags of this process's (`--input-type`, this preload) in the thread; a failure of it is never this process's.
  const thread = new Worker(new URL('./parentWatcher.mjs', import.meta.url), {
    workerData: { parent },
    execArgv: [],
    env: {},
  })
  thread.on('error', () => {})
  thread.unref()

  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error) => {
      if (error.code === 'EPIPE') process.exit(1)
      throw error
    })
  }
}
