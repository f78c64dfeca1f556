/**
 * Rebuilds a data folder from a snapshot: the newest at or before a time (or the newest of all). Each
 * file is downloaded into a temp file beside its place, checked against the manifest's SHA-256 and size,
 * fsync'ed and renamed into place. The folder is locked as the service locks it (its leases), so a
 * restore never writes under a running service nor lets one start meanwhile; a folder that holds files
 * is refused unless `force`, which then removes what the snapshot does not hold.
 */
import { createHash, randomBytes } from 'node:crypto'
import { chmod, mkdir, open, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import pLimit from 'p-limit'
import { acquireLease } from '../../lib/leaseLock.ts'
import { syncDir } from '../../lib/durableWrite.ts'
import type { BackupBucket } from './BackupBucket.ts'
import { parseManifest, timeOfId, type Manifest } from './manifest.ts'

export type RestoreResult = { manifest: Manifest; files: number; bytes: number }

/** The lease the service takes first on a data folder (its portfolio store's). */
const SERVICE_LEASE = 'portfolio.json.lease'

/** The newest snapshot id at or before `at`, or null. */
export function snapshotAt(ids: string[], at?: Date): string | null {
  const eligible = at ? ids.filter((id) => timeOfId(id).getTime() <= at.getTime()) : ids
  return eligible.sort().at(-1) ?? null
}

/** Takes the folder's leases (the service's and any other `*.lease` in it); throws naming a live holder. */
async function lockFolder(dataDir: string): Promise<() => Promise<void>> {
  const names = new Set([SERVICE_LEASE])
  for (const name of await readdir(dataDir).catch(() => [] as string[])) if (name.endsWith('.lease')) names.add(name)
  const releases: (() => Promise<void>)[] = []
  try {
    for (const name of [...names].sort())
      releases.push(await acquireLease(path.join(dataDir, name), `The data folder ${dataDir}`))
  } catch (error) {
    for (const release of releases) await release()
    throw error
  }
  return async () => {
    for (const release of releases) await release()
  }
}

/** Writes a downloaded object to `file` through a temp file, checking its hash and size. */
async function writeChecked(
  body: AsyncIterable<Buffer>,
  file: string,
  expected: Manifest['files'][number],
): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
  const hash = createHash('sha256')
  let size = 0
  const handle = await open(temp, 'w', 0o600)
  try {
    for await (const chunk of body) {
      hash.update(chunk)
      size += chunk.length
      await handle.write(chunk)
    }
    const sha256 = hash.digest('hex')
    if (sha256 !== expected.sha256 || size !== expected.size)
      throw new Error(
        `${expected.path}: the stored object does not match the manifest (sha256 ${sha256.slice(0, 12)}…, ` +
          `${size} bytes; expected ${expected.sha256.slice(0, 12)}…, ${expected.size} bytes). Run site backup check.`,
      )
    await handle.sync()
    await handle.close()
    await chmod(temp, expected.mode)
    await rename(temp, file)
  } catch (error) {
    await handle.close().catch(() => {})
    await rm(temp, { force: true })
    throw error
  }
}

export async function restoreSnapshot(
  bucket: BackupBucket,
  options: { dataDir: string; at?: Date; force?: boolean; concurrency?: number; log?: (line: string) => void },
): Promise<RestoreResult> {
  const { dataDir } = options
  const listing = await bucket.list()
  const id = snapshotAt(listing.snapshots, options.at)
  if (!id)
    throw new Error(
      options.at
        ? `${bucket.name} has no snapshot at or before ${options.at.toISOString()}`
        : `${bucket.name} holds no snapshot`,
    )
  const manifest = parseManifest(id, await bucket.getManifest(id))
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  const unlock = await lockFolder(dataDir)
  try {
    const present = (await readdir(dataDir)).filter((name) => !name.endsWith('.lease'))
    if (present.length > 0 && !options.force)
      throw new Error(
        `${dataDir} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? '…' : ''}); ` +
          'restore into an empty folder, or add --force to replace its contents',
      )
    for (const name of present) await rm(path.join(dataDir, name), { recursive: true, force: true })
    const dirs = new Set<string>([dataDir])
    for (const file of manifest.files) dirs.add(path.dirname(path.join(dataDir, file.path)))
    for (const dir of dirs) await mkdir(dir, { recursive: true })
    const limit = pLimit(options.concurrency ?? 4)
    await Promise.all(
      manifest.files.map((file) =>
        limit(async () => writeChecked(await bucket.getObject(file.sha256), path.join(dataDir, file.path), file)),
      ),
    )
    for (const dir of [...dirs].sort().reverse()) await syncDir(dir)
  } finally {
    await unlock()
  }
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0)
  options.log?.(
    `Restored snapshot ${manifest.id} (taken ${manifest.takenAt}): ${manifest.files.length} files, ${bytes} bytes`,
  )
  return { manifest, files: manifest.files.length, bytes }
}
