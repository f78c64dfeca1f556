/** The messages between ReleaseBuilder.ts and its warm renderer (publishWorker.ts). */

/** Build a release into `outDir` (an empty folder). */
export type WorkerRequest = { outDir: string }
export type WorkerReply = { ok: true; ms: number; pages: number } | { ok: false; error: string }
/** Sent once the renderer is loaded (and warmed up, `warmMs` spent on it): it takes requests from now on. */
export type WorkerReady = { ready: true; warmMs: number }
