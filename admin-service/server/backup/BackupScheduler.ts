/**
 * Continuous backups of the data folder: every few seconds (ADMIN_BACKUP_POLL_MS) the folder is walked
 * (stats only); when anything changed since the last snapshot, a snapshot is taken (publisher/backup), so
 * a change reaches the backup target within seconds; snapshots the retention does not keep are pruned
 * hourly. The status (`/api/backup/status`, shown on /admin) and the failure alert's state are kept in
 * `<data dir>/.backup/status.json`, never backed up itself, so a restart does not forget a failure.
 * After 24 hours without a successful snapshot the owner gets one e-mail, sent again only after a
 * success and a new 24 hours of failure; a failed send is retried at the next look.
 */
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { BackupBucket } from '../../../publisher/backup/BackupBucket.ts'
import { BACKUP_STATE_DIR, findDataFiles, statKey } from '../../../publisher/backup/dataFiles.ts'
import { prune } from '../../../publisher/backup/retention.ts'
import { SnapshotWriter } from '../../../publisher/backup/takeSnapshot.ts'
import { atomicWrite } from '../../../lib/atomicWrite.ts'
import type { BackupSettings } from './backupSettings.ts'

/** What /admin shows. */
export type BackupStatus = {
  target: string
  state: 'idle' | 'backing-up' | 'failed'
  lastSuccessAt: string | null
  lastSnapshot: { id: string; takenAt: string; files: number; bytes: number } | null
  /** Every change acknowledged before this time is in the backup (advanced by each look that finds no change). */
  backedUpAsOf: string | null
  lastError: string | null
  /** When the current run of failures began (null while backups work). */
  failingSince: string | null
  /** When the owner was told backups have been failing for 24 hours (null until then, and after a success). */
  alertSentAt: string | null
}

/** Without a successful snapshot for this long, the owner is told (once). */
export const ALERT_AFTER_MS = 24 * 60 * 60 * 1000
/** A failing target is tried again after this long at most (doubling from the poll interval). */
const MAX_RETRY_MS = 5 * 60 * 1000

export type BackupAlert = (message: { subject: string; text: string }) => Promise<void>

export class BackupScheduler {
  readonly bucket: BackupBucket
  readonly writer: SnapshotWriter
  #status: BackupStatus
  #timer: NodeJS.Timeout | null = null
  #running: Promise<void> | null = null
  #lastFingerprint: string | null = null
  #lastPruneAt = 0
  #failures = 0
  #nextTryAt = 0
  readonly #statusFile: string

  constructor(
    readonly settings: BackupSettings,
    readonly dataDir: string,
    readonly options: { log?: (line: string) => void; alert?: BackupAlert; now?: () => Date } = {},
  ) {
    this.bucket = new BackupBucket(settings.target)
    this.writer = new SnapshotWriter(this.bucket, {
      dataDir,
      secrets: settings.secrets,
      cacheFile: path.join(dataDir, BACKUP_STATE_DIR, 'hashes.json'),
    })
    this.#statusFile = path.join(dataDir, BACKUP_STATE_DIR, 'status.json')
    this.#status = {
      target: this.bucket.name,
      state: 'idle',
      lastSuccessAt: null,
      lastSnapshot: null,
      backedUpAsOf: null,
      lastError: null,
      failingSince: null,
      alertSentAt: null,
    }
  }

  #now(): Date {
    return this.options.now?.() ?? new Date()
  }

  getStatus(): BackupStatus {
    return { ...this.#status }
  }

  /** Reads the kept status, then looks at the folder now and every `pollMs`. */
  async start(): Promise<void> {
    try {
      const kept = JSON.parse(await readFile(this.#statusFile, 'utf8')) as Partial<BackupStatus>
      this.#status = { ...this.#status, ...kept, target: this.bucket.name, state: kept.lastError ? 'failed' : 'idle' }
    } catch {
      // First start with backups (or an unreadable status): nothing to carry over.
    }
    this.#timer = setInterval(() => void this.poke(), this.settings.pollMs)
    this.#timer.unref()
    void this.poke()
  }

  /** Looks for changes now (a snapshot follows when there are any); resolves when that look is done. */
  poke(): Promise<void> {
    this.#running ??= this.#look().finally(() => (this.#running = null))
    return this.#running
  }

  /** Takes a snapshot now if anything changed since the last one, whatever the retry delay. */
  async backupNow(): Promise<BackupStatus> {
    await this.#running
    this.#nextTryAt = 0
    await this.poke()
    return this.getStatus()
  }

  async #fingerprint(): Promise<string> {
    const files = await findDataFiles(this.dataDir, this.settings.secrets)
    return files.map((f) => `${f.rel}\0${statKey(f.stat)}`).join('\n')
  }

  async #look(): Promise<void> {
    const now = this.#now()
    if (now.getTime() < this.#nextTryAt) return this.#maybeAlert()
    let fingerprint: string
    try {
      fingerprint = await this.#fingerprint()
    } catch (error) {
      return this.#failed(error)
    }
    if (fingerprint === this.#lastFingerprint && this.#status.state !== 'failed') {
      // Nothing changed since the last snapshot's walk: the backup holds the folder as of this look.
      this.#status.backedUpAsOf = now.toISOString()
      return
    }
    this.#status.state = 'backing-up'
    try {
      const result = await this.writer.snapshot()
      const { manifest } = result
      this.#lastFingerprint = fingerprint
      this.#failures = 0
      this.#nextTryAt = 0
      this.#status = {
        ...this.#status,
        state: 'idle',
        lastSuccessAt: this.#now().toISOString(),
        lastSnapshot: { id: manifest.id, takenAt: manifest.takenAt, files: result.files, bytes: result.bytes },
        backedUpAsOf: result.scannedAt.toISOString(),
        lastError: null,
        failingSince: null,
        alertSentAt: null,
      }
      if (!result.unchanged)
        this.options.log?.(
          `Backup ${manifest.id}: ${result.files} files, uploaded ${result.uploadedObjects} objects (${result.uploadedBytes} bytes)`,
        )
      await this.#saveStatus()
      await this.#maybePrune()
    } catch (error) {
      await this.#failed(error)
    }
  }

  async #failed(error: unknown): Promise<void> {
    const message = (error as Error).message
    if (this.#status.lastError !== message) this.options.log?.(`Backup failed: ${message}`)
    this.#failures++
    this.#nextTryAt = this.#now().getTime() + Math.min(this.settings.pollMs * 2 ** this.#failures, MAX_RETRY_MS)
    this.#status = {
      ...this.#status,
      state: 'failed',
      lastError: message,
      failingSince: this.#status.failingSince ?? this.#now().toISOString(),
    }
    await this.#saveStatus().catch(() => {})
    await this.#maybeAlert()
  }

  async #maybeAlert(): Promise<void> {
    const { failingSince, lastSuccessAt, alertSentAt, lastError } = this.#status
    if (!failingSince || alertSentAt || !this.options.alert) return
    const since = new Date(lastSuccessAt ?? failingSince)
    if (this.#now().getTime() - since.getTime() < ALERT_AFTER_MS) return
    try {
      await this.options.alert({
        subject: 'Backups of your admin data are failing',
        text:
          `No backup of the admin service's data has succeeded since ${lastSuccessAt ?? `backups started failing (${failingSince})`}.\n\n` +
          `Target: ${this.#status.target}\nLast error: ${lastError}\n\n` +
          `Until this is fixed, a lost server loses the changes made since then. /admin shows the backup's state; ` +
          `you get no further e-mail about it until backups have worked again.\n`,
      })
      this.#status.alertSentAt = this.#now().toISOString()
      await this.#saveStatus()
      this.options.log?.('Backups failing for 24 hours: the owner was e-mailed')
    } catch (error) {
      this.options.log?.(`The backup alert e-mail failed (tried again later): ${(error as Error).message}`)
    }
  }

  async #maybePrune(): Promise<void> {
    if (this.#now().getTime() - this.#lastPruneAt < this.settings.pruneEveryMs) return
    this.#lastPruneAt = this.#now().getTime()
    try {
      const result = await prune(this.bucket, this.settings.retention, this.#now())
      this.writer.forget(result.deletedObjects)
      if (result.deletedSnapshots.length)
        this.options.log?.(
          `Backup retention: removed ${result.deletedSnapshots.length} snapshots and ${result.deletedObjects.length} objects`,
        )
    } catch (error) {
      this.options.log?.(`Backup pruning failed (tried again in an hour): ${(error as Error).message}`)
    }
  }

  async #saveStatus(): Promise<void> {
    const { state: _state, ...kept } = this.#status
    await mkdir(path.dirname(this.#statusFile), { recursive: true, mode: 0o700 })
    await atomicWrite(this.#statusFile, `${JSON.stringify(kept, null, 2)}\n`)
  }

  /** Stops looking; a last snapshot is taken if anything changed (at most `timeoutMs`). */
  async stop(timeoutMs = 30_000): Promise<void> {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    const last = async () => {
      await this.#running
      this.#nextTryAt = 0
      await this.poke()
    }
    // Unreachable storage must not hold a shutdown for the SDK's retries.
    await Promise.race([last(), new Promise((r) => setTimeout(r, timeoutMs).unref())])
    this.bucket.close()
  }
}
