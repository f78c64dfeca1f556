/** The messages between ReleaseBuilder.ts and its warm renderer (publishWorker.ts). */
import type { SerializedError } from '../generator/index.ts'
import type { ListingsStep } from './listings/applyListings.ts'

/**
 * Build a release into `outDir` (an empty folder): from the base with the portfolio pages re-rendered, as a
 * copy of a release (a listing delivered), or as a full build already made it; then the live listings put
 * into it (listings/applyListings.ts).
 */
export type WorkerRequest = {
  outDir: string
  from: { kind: 'portfolio' } | { kind: 'copy'; releaseDir: string } | { kind: 'built' }
  listings: ListingsStep | null
}
export type WorkerReply =
  { ok: true; ms: number; pages: number; listingPages: number } | { ok: false; error: SerializedError }
/** Sent once the renderer is loaded (and warmed up, `warmMs` spent on it): it takes requests from now on. */
export type WorkerReady = { ready: true; warmMs: number }
