/**
 * The warm renderer: a long-lived child process (forked by ReleaseBuilder.ts) bound to one base build.
 * It keeps Vike's renderer and the base's server bundle loaded between publishes, so each partial
 * publish pays neither Node's nor Vite's start-up. One request at a time, over IPC.
 *
 * It ends with its parent at any moment: its parent channel closing ends it from the first line on,
 * before the slow loading below (issue 36: the listener used to come after it, and a service killed in
 * that second left the renderer running for good), and `exitWithParent.mjs`, preloaded, also watches
 * the parent process itself.
 */
import type { WorkerReply, WorkerRequest } from './publishWorkerMessages.ts'

const baseDir = process.argv[2]
if (!baseDir || !process.send) throw new Error('usage: forked with the base build folder as its argument')
process.on('disconnect', () => process.exit(0))
// The parent may have gone before this line.
if (!process.connected) process.exit(0)

const [{ ParsedPageCache }, { loadConfig }, { serverRenderer }, { partialBuild }] = await Promise.all([
  import('../generator/builtPages.ts'),
  import('../generator/config.ts'),
  import('../generator/vikeWorkarounds.ts'),
  import('./partialBuild.ts'),
])
const render = await serverRenderer(baseDir)
const parsedPages = new ParsedPageCache()

process.on('message', (request: WorkerRequest) => {
  partialBuild({ baseDir, outDir: request.outDir, render, config: loadConfig(), parsedPages }).then(
    (summary) => process.send!({ ok: true, ms: summary.ms, pages: summary.routes.length } satisfies WorkerReply),
    (error: unknown) =>
      process.send!({ ok: false, error: error instanceof Error ? error.message : String(error) } satisfies WorkerReply),
  )
})
process.send({ ready: true })
