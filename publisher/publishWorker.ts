/**
 * The warm renderer: a long-lived child process (forked by ReleaseBuilder.ts) bound to one base build.
 * It keeps Vike's renderer and the base's server bundle loaded between publishes, so each partial
 * publish pays neither Node's nor Vite's start-up. One request at a time, over IPC.
 */
import { ParsedPageCache } from '../generator/builtPages.ts'
import { loadConfig } from '../generator/config.ts'
import { serializeError, type SerializedError } from '../generator/messages.ts'
import { serverRenderer } from '../generator/vikeWorkarounds.ts'
import { partialBuild } from './partialBuild.ts'

export type WorkerRequest = { outDir: string }
export type WorkerReply = { ok: true; ms: number; pages: number } | { ok: false; error: SerializedError }

const baseDir = process.argv[2]
if (!baseDir || !process.send) throw new Error('usage: forked with the base build folder as its argument')

const render = await serverRenderer(baseDir)
const parsedPages = new ParsedPageCache()

process.on('message', (request: WorkerRequest) => {
  partialBuild({ baseDir, outDir: request.outDir, render, config: loadConfig(), parsedPages }).then(
    (summary) => process.send!({ ok: true, ms: summary.ms, pages: summary.routes.length } satisfies WorkerReply),
    (error: unknown) => process.send!({ ok: false, error: serializeError(error) } satisfies WorkerReply),
  )
})
// The parent exiting closes the channel: go with it.
process.on('disconnect', () => process.exit(0))
process.send({ ready: true })
