/**
 * Verifies a backup target (restic's `check --read-data`): every manifest parses, every object it names
 * exists with the manifest's size, and (unless `readData` is off) each object's bytes hash to its name.
 * Each object is read once however many snapshots share it. Reports what is wrong; changes nothing.
 */
import { createHash } from 'node:crypto'
import pLimit from 'p-limit'
import type { BackupBucket } from './BackupBucket.ts'
import { objectKey, snapshotKey } from './BackupBucket.ts'
import { parseManifest } from './manifest.ts'

export type CheckProblem = {
  kind: 'manifest' | 'missing' | 'size' | 'corrupt'
  key: string
  message: string
  /** The snapshots (and paths in them) that need this object. */
  neededBy: { snapshot: string; path: string }[]
}

export type CheckReport = {
  snapshots: number
  objects: number
  bytesRead: number
  unreferenced: number
  problems: CheckProblem[]
}

export async function checkBackups(
  bucket: BackupBucket,
  options: { readData?: boolean; concurrency?: number } = {},
): Promise<CheckReport> {
  const listing = await bucket.list()
  const problems: CheckProblem[] = []
  const needed = new Map<string, { size: number; neededBy: CheckProblem['neededBy'] }>()
  for (const id of listing.snapshots) {
    let manifest
    try {
      manifest = parseManifest(id, await bucket.getManifest(id))
    } catch (error) {
      problems.push({ kind: 'manifest', key: snapshotKey(id), message: (error as Error).message, neededBy: [] })
      continue
    }
    for (const file of manifest.files) {
      const entry = needed.get(file.sha256) ?? { size: file.size, neededBy: [] }
      entry.neededBy.push({ snapshot: id, path: file.path })
      needed.set(file.sha256, entry)
    }
  }
  let bytesRead = 0
  const limit = pLimit(options.concurrency ?? 4)
  await Promise.all(
    [...needed].map(([hash, { size, neededBy }]) =>
      limit(async () => {
        const key = objectKey(hash)
        const stored = listing.objects.get(hash)
        if (!stored) {
          problems.push({ kind: 'missing', key, message: `${key} is missing`, neededBy })
          return
        }
        if (stored.size !== size) {
          problems.push({ kind: 'size', key, message: `${key} holds ${stored.size} bytes, not ${size}`, neededBy })
          return
        }
        if (options.readData === false) return
        const sha = createHash('sha256')
        for await (const chunk of await bucket.getObject(hash)) {
          sha.update(chunk)
          bytesRead += chunk.length
        }
        const actual = sha.digest('hex')
        if (actual !== hash)
          problems.push({ kind: 'corrupt', key, message: `${key} is corrupt: its bytes hash to ${actual}`, neededBy })
      }),
    ),
  )
  problems.sort((a, b) => (a.key < b.key ? -1 : 1))
  const unreferenced = [...listing.objects.keys()].filter((hash) => !needed.has(hash)).length
  return { snapshots: listing.snapshots.length, objects: needed.size, bytesRead, unreferenced, problems }
}

/** The report as lines for a terminal. */
export function describeCheck(report: CheckReport, target: string): string {
  const lines = [
    `${target}: ${report.snapshots} snapshots, ${report.objects} objects` +
      (report.bytesRead ? `, ${(report.bytesRead / 1e6).toFixed(1)} MB read and hashed` : '') +
      (report.unreferenced ? `, ${report.unreferenced} objects no snapshot needs (pruning removes them)` : ''),
  ]
  for (const p of report.problems) {
    const who = p.neededBy.slice(0, 3).map((n) => `${n.path} in ${n.snapshot}`)
    const more = p.neededBy.length > 3 ? ` and ${p.neededBy.length - 3} more` : ''
    lines.push(`✖ ${p.message}${who.length ? `; needed by ${who.join(', ')}${more}` : ''}`)
  }
  lines.push(report.problems.length ? `${report.problems.length} problems found` : 'No problems found')
  return lines.join('\n')
}
