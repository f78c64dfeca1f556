/**
 * Which snapshots to keep (as restic's `forget --keep-within/--keep-daily/--keep-weekly`): every snapshot
 * of the last `hours`, the newest of each of the last `days` UTC days, the newest of each of the last
 * `weeks` weeks (Monday to Sunday, UTC), and always the newest of all. Pruning then deletes the other
 * manifests and only the objects no kept snapshot names.
 */
import type { BackupBucket } from './BackupBucket.ts'
import { objectKey, snapshotKey } from './BackupBucket.ts'
import { parseManifest, timeOfId } from './manifest.ts'

export type Retention = { hours: number; days: number; weeks: number }

export const DEFAULT_RETENTION: Retention = { hours: 24, days: 30, weeks: 12 }

const DAY = 86_400_000

/** The ids to keep of `ids` (any order) at `now`. */
export function snapshotsToKeep(ids: string[], retention: Retention, now: Date): Set<string> {
  const sorted = [...ids].sort().reverse() // newest first
  const keep = new Set<string>(sorted.slice(0, 1))
  const days = new Set<number>()
  const weeks = new Set<number>()
  for (const id of sorted) {
    const at = timeOfId(id).getTime()
    if (Number.isNaN(at)) {
      keep.add(id) // not ours to judge
      continue
    }
    const age = now.getTime() - at
    if (age <= retention.hours * 3_600_000) keep.add(id)
    const day = Math.floor(at / DAY)
    if (age < retention.days * DAY && !days.has(day)) {
      days.add(day)
      keep.add(id)
    }
    // Day 0 (1970-01-01) was a Thursday: shift by 3 so that weeks start on Monday.
    const week = Math.floor((day + 3) / 7)
    if (age < retention.weeks * 7 * DAY && !weeks.has(week)) {
      weeks.add(week)
      keep.add(id)
    }
  }
  return keep
}

export type PruneResult = { keptSnapshots: number; deletedSnapshots: string[]; deletedObjects: string[] }

/** Objects younger than this are never deleted: a snapshot being written elsewhere may need them. */
const OBJECT_GRACE_MS = 60 * 60 * 1000

/**
 * Deletes the snapshots `retention` does not keep, then the objects no kept snapshot names (and older
 * than an hour). An unreadable manifest is kept, and so are all objects while one is: pruning never
 * deletes what a kept snapshot might need.
 */
export async function prune(bucket: BackupBucket, retention: Retention, now = new Date()): Promise<PruneResult> {
  const listing = await bucket.list()
  const keep = snapshotsToKeep(listing.snapshots, retention, now)
  const needed = new Set<string>()
  for (const id of keep) {
    let manifest
    try {
      manifest = parseManifest(id, await bucket.getManifest(id))
    } catch {
      return { keptSnapshots: listing.snapshots.length, deletedSnapshots: [], deletedObjects: [] }
    }
    for (const file of manifest.files) needed.add(file.sha256)
  }
  const deletedSnapshots = listing.snapshots.filter((id) => !keep.has(id))
  for (const id of deletedSnapshots) await bucket.deleteKey(snapshotKey(id))
  const deletedObjects: string[] = []
  for (const [hash, { lastModified }] of listing.objects) {
    if (needed.has(hash) || now.getTime() - lastModified.getTime() < OBJECT_GRACE_MS) continue
    await bucket.deleteKey(objectKey(hash))
    deletedObjects.push(hash)
  }
  return { keptSnapshots: keep.size, deletedSnapshots, deletedObjects }
}
