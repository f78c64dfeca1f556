/**
 * Snapshots of a data folder into a backup target: each file's object uploaded once by its SHA-256 and
 * shared by every snapshot holding it (so a photograph is stored once, a changed store file costs one
 * object), then the manifest. One `SnapshotWriter` per data folder and target, used one snapshot at a time.
 */
import pLimit from 'p-limit'
import type { BackupBucket } from './BackupBucket.ts'
import { newManifest, type Manifest } from './manifest.ts'
import { HashCache, scanDataDir } from './scanDataDir.ts'

export type SnapshotResult = {
  /** The manifest written, or the unchanged one when nothing changed since (`unchanged`). */
  manifest: Manifest
  unchanged: boolean
  /** Every write acknowledged before this time is in `manifest` (the scan's start, or its one instant). */
  scannedAt: Date
  files: number
  bytes: number
  uploadedObjects: number
  uploadedBytes: number
}

/** Objects in the bucket are listed again after this long, in case someone removed some. */
const RELIST_MS = 60 * 60 * 1000

export class SnapshotWriter {
  readonly cache = new HashCache()
  #known: Set<string> | null = null
  #listedAt = 0
  #last: Manifest | null = null

  constructor(
    readonly bucket: BackupBucket,
    readonly options: {
      dataDir: string
      secrets?: boolean
      concurrency?: number
      /** Where the hash cache is kept between runs (the scheduler's `<data dir>/.backup/hashes.json`), if anywhere. */
      cacheFile?: string
    },
  ) {}

  #cacheLoaded = false

  /** Forgets what the bucket holds: the next snapshot lists it first. */
  relist(): void {
    this.#known = null
  }

  /** Objects removed by pruning are no longer there. */
  forget(hashes: Iterable<string>): void {
    for (const hash of hashes) this.#known?.delete(hash)
  }

  async #knownObjects(): Promise<Set<string>> {
    if (!this.#known || Date.now() - this.#listedAt > RELIST_MS) {
      const listing = await this.bucket.list()
      this.#known = new Set(listing.objects.keys())
      this.#listedAt = Date.now()
    }
    return this.#known
  }

  /** Takes a snapshot now; writes no manifest when the folder is as the last snapshot of this writer left it. */
  async snapshot(): Promise<SnapshotResult> {
    const { cacheFile } = this.options
    if (cacheFile && !this.#cacheLoaded) await this.cache.load(cacheFile)
    this.#cacheLoaded = true
    const known = await this.#knownObjects()
    const scan = await scanDataDir(this.options.dataDir, {
      secrets: this.options.secrets ?? false,
      cache: this.cache,
      needsBytes: (sha256) => !known.has(sha256),
    })
    if (cacheFile) await this.cache.save(cacheFile)
    const files = scan.files.map(({ path, size, mode, sha256 }) => ({ path, size, mode, sha256 }))
    const bytes = files.reduce((sum, f) => sum + f.size, 0)
    const last = this.#last
    if (last && JSON.stringify(last.files) === JSON.stringify(files))
      return {
        manifest: last,
        unchanged: true,
        scannedAt: scan.takenAt,
        files: files.length,
        bytes,
        uploadedObjects: 0,
        uploadedBytes: 0,
      }

    const limit = pLimit(this.options.concurrency ?? 4)
    const pending = new Map<string, (typeof scan.files)[number]>()
    for (const file of scan.files)
      if (!known.has(file.sha256) && !pending.has(file.sha256)) pending.set(file.sha256, file)
    let uploadedBytes = 0
    try {
      await Promise.all(
        [...pending.values()].map((file) =>
          limit(async () => {
            await this.bucket.putObject(
              file.sha256,
              file.bytes ? { bytes: file.bytes } : { file: file.abs, size: file.size },
              file.md5,
            )
            known.add(file.sha256)
            uploadedBytes += file.size
          }),
        ),
      )
    } catch (error) {
      // A file uploaded from disk that changed since it was hashed is refused (Content-MD5): list again next time.
      this.relist()
      throw error
    }
    const manifest = newManifest(scan.takenAt, this.options.secrets ?? false, files)
    await this.bucket.putManifest(manifest.id, JSON.stringify(manifest))
    this.#last = manifest
    return {
      manifest,
      unchanged: false,
      scannedAt: scan.takenAt,
      files: files.length,
      bytes,
      uploadedObjects: pending.size,
      uploadedBytes,
    }
  }
}
