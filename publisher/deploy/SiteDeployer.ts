/**
 * The admin service's deploys: each release that goes live on disk (a publish or a rollback) is
 * deployed to the configured bucket, one deploy at a time; releases that go live during a deploy
 * coalesce into one follow-up of the newest. A failed deploy leaves the local release live and is
 * retried on the next release or by `retry()`.
 *
 * The bucket is listed by the first deploy, after a failed one and once the last listing is older than
 * `relistAfterMs`; in between, each deploy starts from the state the previous one left (listing a
 * bucket of a few hundred objects takes longer than the rest of a one-page deploy). The service must
 * then be the only writer of its prefix: a change made behind its back (an object deleted by hand) is
 * seen at the next listing, or fixed at once by `site deploy`, which always lists.
 */
import type { BucketState, DeployTarget } from './bucket.ts'
import { targetName } from './bucket.ts'
import { deploySite, describePhases, describeSummary, type DeployOptions } from './deploySite.ts'

/** How long the bucket's state from the last listing is trusted. */
export const RELIST_AFTER_MS = 60 * 60 * 1000

export interface DeployStatus {
  target: string
  state: 'idle' | 'deploying' | 'failed'
  /** The release the bucket serves, as far as this service knows (null before its first deploy). */
  deployed: string | null
  lastDeployAt: string | null
  lastError: string | null
  /** Files the last successful deploy uploaded. */
  lastUploaded: number | null
}

export type DeployerOptions = Pick<DeployOptions, 'graceMs' | 'purge' | 'concurrency'> & {
  target: DeployTarget
  log?: (line: string) => void
  relistAfterMs?: number
}

export class SiteDeployer {
  private readonly log: (line: string) => void
  private status: DeployStatus
  /** The newest release asked for, and when (to log how long it waited for a deploy under way). */
  private wanted: { release: string; siteDir: string; at: number } | null = null
  private pending = false
  private running: Promise<void> | null = null
  private idleWaiters: (() => void)[] = []
  /** The bucket as the last successful deploy left it, and when it was last listed. */
  private known: { state: BucketState; listedAt: number } | null = null

  constructor(private readonly options: DeployerOptions) {
    this.log = options.log ?? (() => {})
    this.status = {
      target: targetName(options.target),
      state: 'idle',
      deployed: null,
      lastDeployAt: null,
      lastError: null,
      lastUploaded: null,
    }
  }

  getStatus(): DeployStatus {
    return { ...this.status }
  }

  /** Deploys `siteDir` (the live release `release`) after any deploy under way. */
  request(release: string, siteDir: string): void {
    this.wanted = { release, siteDir, at: performance.now() }
    this.pending = true
    if (this.status.state !== 'deploying') this.status.state = 'deploying'
    void this.drain()
  }

  /** Deploys the last requested release again (after a failure); false when nothing was ever requested. */
  retry(): boolean {
    if (!this.wanted) return false
    this.request(this.wanted.release, this.wanted.siteDir)
    return true
  }

  /** Resolves once no deploy is running or waiting. */
  whenIdle(): Promise<void> {
    if (!this.running && !this.pending) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private async drain(): Promise<void> {
    if (this.running) return
    this.running = (async () => {
      while (this.pending && this.wanted) {
        this.pending = false
        const { release, siteDir, at } = this.wanted
        const queued = `queued ${Math.round(performance.now() - at)} ms`
        this.status.state = 'deploying'
        const relistAfter = this.options.relistAfterMs ?? RELIST_AFTER_MS
        if (this.known && Date.now() - this.known.listedAt > relistAfter) this.known = null
        try {
          const known = this.known?.state
          const summary = await deploySite({ ...this.options, siteDir, release, known })
          this.known = { state: summary.bucket, listedAt: known ? this.known!.listedAt : Date.now() }
          this.status = {
            ...this.status,
            state: 'idle',
            deployed: release,
            lastDeployAt: new Date().toISOString(),
            lastError: null,
            lastUploaded: summary.uploaded.length,
          }
          this.log(`${describeSummary(summary)} (${queued}, ${describePhases(summary)})`)
        } catch (error) {
          // What reached the bucket before the failure is unknown: the next deploy lists it.
          this.known = null
          const message = error instanceof Error ? error.message : String(error)
          this.status = { ...this.status, state: 'failed', lastError: message }
          this.log(message)
        }
      }
    })()
    await this.running
    this.running = null
    for (const resolve of this.idleWaiters.splice(0)) resolve()
  }
}
