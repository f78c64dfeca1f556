/**
 * The warm renderer: a long-lived child process (forked by ReleaseBuilder.ts) bound to one base build.
 * It keeps Vike's renderer and the base's server bundle loaded between publishes, so each partial
 * publish pays neither Node's nor Vite's start-up. One request at a time, over IPC: a release made from the
 * base (portfolio pages re-rendered) or as a copy of the live release (a listing delivered), or one a full
 * build already made, then the live listings put into it (listings/applyListings.ts).
 *
 * Started with a scratch folder as its second argument, it warms itself up before it reports ready, then
 * keeps a copy of the base there, made while it waits for the owner's next change: a portfolio publish
 * starts by renaming that copy into place instead of copying the base's files.
 * It ends with its parent at any moment: its parent channel closing ends it from the first line on,
 * before the slow loading below (a service killed during that loading would otherwise leave the renderer
 * running for good), and `exitWithParent.mjs`, preloaded, also watches the parent process itself.
 */
import { rename, rm } from 'node:fs/promises'
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
  { partialBuild },
] = await Promise.all([
  import('../generator/index.ts'),
  import('./listings/applyListings.ts'),
  import('./partialBuild.ts'),
])
const render = await serverRenderer(baseDir)
const parsedPages = new ParsedPageCache()

const scratchDir: string | undefined = process.argv[3]
/** The copy of the base being made in `scratchDir`, or made (true) or failed (false); null once taken. */
let copyAhead: Promise<boolean> | null = null

function startCopyAhead(dir: string) {
  copyAhead = rm(dir, { recursive: true, force: true })
    .then(() => copyBuild(baseDir, dir))
    .then(
      () => true,
      () => false,
    )
}

/** Moves the copy of the base made ahead to `outDir`; false when there is none (the caller copies). */
async function takeCopyAhead(outDir: string): Promise<boolean> {
  const made = await copyAhead
  copyAhead = null
  if (!scratchDir || !made) return false
  return rename(scratchDir, outDir).then(
    () => true,
    () => false,
  )
}

async function handle({ outDir, from, listings }: WorkerRequest): Promise<WorkerReply> {
  const startedAt = Date.now()
  const config = loadConfig()
  let pages = 0
  if (from.kind === 'portfolio') {
    const baseCopied = await takeCopyAhead(outDir)
    pages = (await partialBuild({ baseDir, outDir, render, config, parsedPages, baseCopied })).routes.length
  } else if (from.kind === 'copy') await copyBuild(from.releaseDir, outDir)
  const applied = listings ? await applyListings({ outDir, step: listings, render, config, parsedPages }) : { pages: 0 }
  return { ok: true, ms: Date.now() - startedAt, pages, listingPages: applied.pages }
}

// Warm-up: one partial build into the scratch folder, thrown away, so that the first real publish finds
// every module loaded, its code compiled and the base's pages parsed (the first edit after a start took
// 3.1-3.4 s, later ones 0.5 s). A failure here is the first publish's to report.
const warmStarted = Date.now()
if (scratchDir) {
  await rm(scratchDir, { recursive: true, force: true })
  await partialBuild({ baseDir, outDir: scratchDir, render, config: loadConfig(), parsedPages }).catch(() => {})
  startCopyAhead(scratchDir)
}

process.on('message', (request: WorkerRequest) => {
  handle(request)
    .then(
      (reply) => process.send!(reply),
      (error: unknown) => process.send!({ ok: false, error: serializeError(error) } satisfies WorkerReply),
    )
    // The copy taken, the next one is made while the owner works on the next change.
    .finally(() => {
      if (scratchDir && !copyAhead) startCopyAhead(scratchDir)
    })
})
process.send({ ready: true, warmMs: Date.now() - warmStarted } satisfies WorkerReady)
