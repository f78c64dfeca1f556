/**
 * The warm renderer: a long-lived child process (forked by ReleaseBuilder.ts) bound to one base build.
 * It keeps Vike's renderer and the base's server bundle loaded between publishes, so each partial
 * publish pays neither Node's nor Vite's start-up. One request at a time, over IPC: a release made from the
 * base (portfolio pages re-rendered) or as a copy of the live release (a listing delivered), or one a full
 * build already made, then the live listings put into it (listings/applyListings.ts).
 *
 * Started with a scratch folder as its second argument, it warms itself up before it reports ready.
 * It ends with its parent at any moment: its parent channel closing ends it from the first line on,
 * before the slow loading below (issue 36: the listener used to come after it, and a service killed in
 * that second left the renderer running for good), and `exitWithParent.mjs`, preloaded, also watches
 * the parent process itself.
 */
import { rm } from 'node:fs/promises'
import type { WorkerReady, WorkerReply, WorkerRequest } from './publishWorkerMessages.ts'

const baseArgument = process.argv[2]
if (!baseArgument || !process.send) throw new Error('usage: forked with the base build folder as its argument')
const baseDir: string = baseArgument
process.on('disconnect', () => process.exit(0))
// The parent may have gone before this line.
if (!process.connected) process.exit(0)

const [
  { ParsedPageCache, serializeError, loadConfig, copyBuild, serverRenderer },
  { applyListings },
  { renderListingPage },
  { partialBuild },
] = await Promise.all([
  import('../generator/index.ts'),
  import('./listings/applyListings.ts'),
  import('./listings/listingRenderer.ts'),
  import('./partialBuild.ts'),
])
const render = await serverRenderer(baseDir)
const parsedPages = new ParsedPageCache()

async function handle({ outDir, from, listings }: WorkerRequest): Promise<WorkerReply> {
  const startedAt = Date.now()
  const config = loadConfig()
  let pages = 0
  if (from.kind === 'portfolio')
    pages = (await partialBuild({ baseDir, outDir, render, config, parsedPages })).routes.length
  else if (from.kind === 'copy') await copyBuild(from.releaseDir, outDir)
  const applied = listings
    ? await applyListings({ outDir, step: listings, render: renderListingPage, config, parsedPages })
    : { pages: 0 }
  return { ok: true, ms: Date.now() - startedAt, pages, listingPages: applied.pages }
}

// Warm-up: one partial build into a scratch folder, thrown away, so that the first real publish finds
// every module loaded, its code compiled and the base's pages parsed (the first edit after a start took
// 3.1-3.4 s, later ones 0.5 s). A failure here is the first publish's to report.
const warmDir = process.argv[3]
const warmStarted = Date.now()
if (warmDir) {
  await rm(warmDir, { recursive: true, force: true })
  await partialBuild({ baseDir, outDir: warmDir, render, config: loadConfig(), parsedPages })
    .catch(() => {})
    .finally(() => rm(warmDir, { recursive: true, force: true }))
}

process.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (reply) => process.send!(reply),
    (error: unknown) => process.send!({ ok: false, error: serializeError(error) } satisfies WorkerReply),
  )
})
process.send({ ready: true, warmMs: Date.now() - warmStarted } satisfies WorkerReady)
