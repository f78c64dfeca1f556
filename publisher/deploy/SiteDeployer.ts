/**
 * The admin service's deploys: each release that goes live on disk (a publish or a rollback) is
 * deployed to the configured bucket, one deploy at a time; releases that go live during a deploy
 * coalesce into one follow-up of the newest. A failed deploy leaves the local release live and is
 * retried on the next release or by `retry()`.
 */
import type { DeployTarget } from './bucket.ts'
import { targetName } from './bucket.ts'
import { deploySite, describeSummary, type DeployOptions } from './deploySite.ts'

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
}

export class SiteDeployer {
  private readonly log: (line: string) => void
  private status: DeployStatus
  private wanted: { release: string; siteDir: string } | null = null
  private pending = false
  private running: Promise<void> | null = null
  private idleWaiters: (() => void)[] = []

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
    this.wanted = { release, siteDir }
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
        const { release, siteDir } = this.wanted
        this.status.state = 'deploying'
        try {
          const summary = await deploySite({ ...this.options, siteDir, release })
          this.status = {
            ...this.status,
            state: 'idle',
            deployed: release,
            lastDeployAt: new Date().toISOString(),
            lastError: null,
            lastUploaded: summary.uploaded.length,
          }
          this.log(describeSummary(summary))
        } catch (error) {
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
