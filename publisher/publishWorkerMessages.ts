/** The messages between ReleaseBuilder.ts and its warm renderer (publishWorker.ts). */

/** Build a release into `outDir` (an empty folder). */
export type WorkerRequest = { outDir: string }
export type WorkerReply = { ok: true; ms: number; pages: number } | { ok: false; error: string }
