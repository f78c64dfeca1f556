/**
 * The warm renderer: a long-lived child process (forked by ReleaseBuilder.ts) bound to one base build.
 * It keeps Vike's renderer and the base's server bundle loaded between publishes, so each partial
 * publish pays neither Node's nor Vite's start-up. One request at a time, over IPC: a release made from the
 * base (portfolio pages re-rendered) or as a copy of the live release (a listing delivered), or one a full
 * build already made, then the live listings put into it (listings/applyListings.ts).
 */
import { ParsedPageCache } from '../generator/builtPages.ts'
import { loadConfig } from '../generator/config.ts'
import { copyBuild } from '../generator/copyBuild.ts'
import { serverRenderer } from '../generator/vikeWorkarounds.ts'
import { applyListings, type ListingsStep } from './listings/applyListings.ts'
import { renderListingPage } from './listings/listingRenderer.ts'
import { partialBuild } from './partialBuild.ts'

export type WorkerRequest = {
  outDir: string
  /** How the release starts: the base with the portfolio pages re-rendered, a copy of a release, or as it is. */
  from: { kind: 'portfolio' } | { kind: 'copy'; releaseDir: string } | { kind: 'built' }
  listings: ListingsStep | null
}
export type WorkerReply =
  { ok: true; ms: number; pages: number; listingPages: number } | { ok: false; error: string; name: string }

const baseArgument = process.argv[2]
if (!baseArgument || !process.send) throw new Error('usage: forked with the base build folder as its argument')
const baseDir: string = baseArgument

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

process.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (reply) => process.send!(reply),
    (error: unknown) =>
      process.send!({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
        name: error instanceof Error ? error.name : 'Error',
      } satisfies WorkerReply),
  )
})
// The parent exiting closes the channel: go with it.
process.on('disconnect', () => process.exit(0))
process.send({ ready: true })
