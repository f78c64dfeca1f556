/**
 * Rebuilds a data folder from a snapshot: the newest at or before a time (or the newest of all), never
 * one dated after now. Nothing of the folder changes until the whole snapshot is downloaded and checked:
 * every file goes into a new folder beside it (`.<name>.restoring-<time>`), each checked against the
 * manifest's size while it streams (at most one byte more is asked for) and its SHA-256 at the end, and
 * fsync'ed; then the folder as it was is moved aside (`<name>.before-restore-<time>`, kept: the log says
 * where) and the new one renamed into its place. The new folder is then walked and compared with the
 * manifest; should it differ, the old one is moved back. A failure before the swap removes the new folder
 * and leaves the data folder exactly as it was.
 *
 * Files are written owner-only (0600, folders 0700), whatever mode the manifest names. The folder is locked
 * as the service locks it (its leases), so a restore never writes under a running service nor lets one start
 * meanwhile; a folder that holds files is refused unless `force`.
 */
import { createHash, randomBytes } from 'node:crypto'
import { link, mkdir, open, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import pLimit from 'p-limit'
import { acquireLease } from '../../lib/leaseLock.ts'
import { syncDir } from '../../lib/durableWrite.ts'
import type { BackupBucket } from './BackupBucket.ts'
import { findDataFiles } from './dataFiles.ts'
import { parseManifest, timeOfId, type Manifest, type ManifestFile } from './manifest.ts'

export type RestoreResult = {
  manifest: Manifest
  files: number
  bytes: number
  /** Where the data folder as it was is kept (null when it held nothing but locks). */
  previous: string | null
}

/** The lease the service takes first on a data folder (its portfolio store's). */
const SERVICE_LEASE = 'portfolio.json.lease'

/** The newest snapshot id at or before `at` and never after `now`, or null; ids that name no time never are. */
export function snapshotAt(ids: string[], at?: Date, now = new Date()): string | null {
  const until = Math.min(at?.getTime() ?? Infinity, now.getTime())
  return (
    ids
      .filter((id) => timeOfId(id).getTime() <= until)
      .sort()
      .at(-1) ?? null
  )
}

/**
 * Takes the folder's leases (the service's and any other `*.lease` in it); throws naming a live holder.
 * `lost` is set when one is lost (another process took it over after a long stall).
 */
async function lockFolder(dataDir: string, lost: { error: Error | null }) {
  const names = new Set([SERVICE_LEASE])
  for (const name of await readdir(dataDir).catch(() => [] as string[])) if (name.endsWith('.lease')) names.add(name)
  const releases: (() => Promise<void>)[] = []
  const onLost = (error: Error) => (lost.error ??= error)
  const releaseAll = async () => {
    const results = await Promise.allSettled(releases.map((release) => release()))
    const failed = results.find((r) => r.status === 'rejected')
    if (failed) throw failed.reason
  }
  try {
    for (const name of [...names].sort())
      releases.push(await acquireLease(path.join(dataDir, name), `The data folder ${dataDir}`, { onLost }))
  } catch (error) {
    await releaseAll()
    throw error
  }
  return releaseAll
}

/**
 * Gives the new folder `to` the locks of `from`: each `*.lease` folder with its claims hard-linked (the same
 * files, renewed together), so that the data folder is locked by this process before and after the swap.
 */
async function carryLeases(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.endsWith('.lease')) continue
    await mkdir(path.join(to, entry.name), { mode: 0o700 })
    for (const claim of await readdir(path.join(from, entry.name)))
      await link(path.join(from, entry.name, claim), path.join(to, entry.name, claim)).catch((error: unknown) => {
        // A temp file of a claim being written, gone meanwhile.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      })
  }
}

/** Writes an object's bytes to `file`, stopping as soon as they are more than the manifest's size. */
async function writeChecked(body: AsyncIterable<Buffer>, file: string, expected: ManifestFile): Promise<void> {
  const hash = createHash('sha256')
  let size = 0
  const handle = await open(file, 'wx', 0o600)
  try {
    for await (const chunk of body) {
      size += chunk.length
      if (size > expected.size) break
      hash.update(chunk)
      await handle.write(chunk)
    }
    const sha256 = size > expected.size ? null : hash.digest('hex')
    if (sha256 !== expected.sha256)
      throw new Error(
        `${expected.path}: the stored object does not match the manifest (` +
          (sha256 === null
            ? `more than ${expected.size} bytes`
            : `sha256 ${sha256.slice(0, 12)}…, ${size} bytes; expected ${expected.sha256.slice(0, 12)}…, ${expected.size} bytes`) +
          '). Run site backup check.',
      )
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Downloads and checks every file of `manifest` into the new folder `dir`; throws at the first failure. */
async function downloadInto(bucket: BackupBucket, manifest: Manifest, dir: string, concurrency: number) {
  const dirs = new Set<string>([dir])
  for (const file of manifest.files) dirs.add(path.dirname(path.join(dir, file.path)))
  for (const folder of [...dirs].sort()) await mkdir(folder, { recursive: true, mode: 0o700 })
  const limit = pLimit(concurrency)
  let failure: Error | null = null
  // Every download ends (or never starts, after a failure) before this returns, so nothing writes into
  // the folder once the caller removes it.
  await Promise.all(
    manifest.files.map((file) =>
      limit(async () => {
        if (failure) return
        try {
          // One byte more than the manifest's size, to tell a larger object (an empty one is asked for whole).
          const body = await bucket.getObject(file.sha256, file.size > 0 ? file.size + 1 : undefined)
          await writeChecked(body, path.join(dir, file.path), file)
        } catch (error) {
          failure ??= error as Error
        }
      }),
    ),
  )
  if (failure) throw failure
  for (const folder of [...dirs].sort().reverse()) await syncDir(folder)
}

/** Why the folder `dir` does not hold exactly the manifest's files (paths and sizes), or null. */
async function differenceFrom(manifest: Manifest, dir: string): Promise<string | null> {
  const found = new Map((await findDataFiles(dir, true)).map((f) => [f.rel, Number(f.stat.size)]))
  for (const file of manifest.files) {
    const size = found.get(file.path)
    if (size !== file.size) return `${file.path} is ${size === undefined ? 'missing' : `${size} bytes`}`
    found.delete(file.path)
  }
  const extra = found.keys().next()
  return extra.done ? null : `${extra.value} is not in the snapshot`
}

export async function restoreSnapshot(
  bucket: BackupBucket,
  options: {
    dataDir: string
    at?: Date
    force?: boolean
    concurrency?: number
    log?: (line: string) => void
    /** The present time: a snapshot dated after it is never restored. */
    now?: Date
  },
): Promise<RestoreResult> {
  const dataDir = path.resolve(options.dataDir)
  const now = options.now ?? new Date()
  const listing = await bucket.list()
  const id = snapshotAt(listing.snapshots, options.at, now)
  const future = listing.snapshots.filter((s) => !(timeOfId(s).getTime() <= now.getTime())).length
  if (!id)
    throw new Error(
      (options.at
        ? `${bucket.name} has no snapshot at or before ${options.at.toISOString()}`
        : `${bucket.name} holds no snapshot`) +
        (future ? ` (${future} dated after now or unreadably are never restored)` : ''),
    )
  // Checked whole before anything is written: the schema, and that its paths can all be files of one folder.
  const manifest = parseManifest(id, await bucket.getManifest(id))
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  const lost: { error: Error | null } = { error: null }
  const unlock = await lockFolder(dataDir, lost)
  const stamp = `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(3).toString('hex')}`
  const staging = path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.restoring-${stamp}`)
  const previous = `${dataDir}.before-restore-${stamp}`
  let held: string[]
  try {
    held = (await readdir(dataDir)).filter((name) => !name.endsWith('.lease'))
    if (held.length > 0 && !options.force)
      throw new Error(
        `${dataDir} is not empty (${held.slice(0, 3).join(', ')}${held.length > 3 ? '…' : ''}); ` +
          'restore into an empty folder, or add --force to replace its contents',
      )
    try {
      await downloadInto(bucket, manifest, staging, options.concurrency ?? 4)
      if (lost.error) throw lost.error
      await carryLeases(dataDir, staging)
    } catch (error) {
      await rm(staging, { recursive: true, force: true })
      throw error
    }
    // The swap: the folder as it was aside, then the new one in its place (one rename), both kept on disk.
    await rename(dataDir, previous)
    try {
      await rename(staging, dataDir)
    } catch (error) {
      await rename(previous, dataDir)
      throw new Error(`could not move the restored folder into place: ${(error as Error).message}`, { cause: error })
    }
    await syncDir(path.dirname(dataDir))
    const difference = await differenceFrom(manifest, dataDir)
    if (difference) {
      await rename(dataDir, staging)
      await rename(previous, dataDir)
      throw new Error(`the restored folder differs from snapshot ${id} (${difference}); it is left at ${staging}`)
    }
  } finally {
    await unlock()
  }
  if (held.length === 0) await rm(previous, { recursive: true, force: true })
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0)
  options.log?.(
    `Restored snapshot ${manifest.id} (taken ${manifest.takenAt}): ${manifest.files.length} files, ${bytes} bytes` +
      (held.length > 0
        ? `. The data folder as it was is kept at ${previous}: remove it once the restored data is right.`
        : ''),
  )
  return { manifest, files: manifest.files.length, bytes, previous: held.length > 0 ? previous : null }
}
