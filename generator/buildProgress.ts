/**
 * How far a full build has gone, as it goes: the bundling process counts the images it has encoded (or
 * read from the cache, responsiveImages.ts), the prerender the pages Vike has rendered (pageSink.ts). Each
 * process sends its count to its parent over IPC, and every parent passes it on (nodeProgram.ts, `site
 * build`), up to the publisher, whose limit on a build is a time without progress, not a total time
 * (publisher/Publisher.ts), and whose status says on `/` what the first build is doing.
 */

/** A count of work done in one stage of a build. */
export interface BuildProgress {
  stage: 'images' | 'pages'
  /** Images encoded or read from the cache, or pages rendered, so far in this build. */
  done: number
}

/** The message a build process sends its parent as it makes progress. */
export interface ProgressMessage {
  progress: BuildProgress
}

export const isProgressMessage = (message: unknown): message is ProgressMessage =>
  typeof message === 'object' && message !== null && 'progress' in message

/** Passes a child's progress on to this process's parent, if it has one (a build started by the publisher). */
export const relayProgress = (progress: BuildProgress): void => {
  process.send?.({ progress } satisfies ProgressMessage)
}

/** At most one report per stage this often: a count is a heartbeat, not a log. */
const REPORT_EVERY_MS = 500

const lastSent = new Map<BuildProgress['stage'], number>()

/**
 * Reports `done` items of `stage` to the parent process, at most every half second per stage (the first at
 * once). Does nothing in a process without an IPC channel (a build run from a terminal).
 */
export function reportProgress(stage: BuildProgress['stage'], done: number): void {
  if (!process.send) return
  const now = Date.now()
  if (now - (lastSent.get(stage) ?? -Infinity) < REPORT_EVERY_MS) return
  lastSent.set(stage, now)
  relayProgress({ stage, done })
}
