/**
 * A snapshot's manifest: the time the data folder was in this state and every file with its size, mode
 * and SHA-256 (the address of its object). Written last, once every object it names is stored, so a
 * manifest in the bucket is a complete snapshot.
 */
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { z } from 'zod'
import { skipsFolder } from './dataFiles.ts'

export const MANIFEST_FORMAT = 'northframe-backup/1'

/**
 * The largest manifest read (about 400,000 files): it is read as a stream and refused past this, so a
 * huge or endless one never fills the reader's memory.
 */
export const MAX_MANIFEST_BYTES = 64 * 1024 * 1024

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  id: z.string(),
  takenAt: z.iso.datetime(),
  host: z.string(),
  secrets: z.boolean(),
  files: z.array(
    z.object({
      path: z
        .string()
        .min(1)
        .refine(
          (p) => !p.startsWith('/') && !p.split('/').some((part) => part === '..' || part === '' || part === '.'),
          {
            message: 'must be a relative path inside the data folder',
          },
        ),
      size: z.number().int().nonnegative(),
      /** The file's mode when it was backed up; a restore writes every file owner-only whatever it says. */
      mode: z.number().int().min(0).max(0o777),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
})

export type Manifest = z.infer<typeof manifestSchema>
export type ManifestFile = Manifest['files'][number]

/** `20261127T001530123Z-1a2b3c`: sorts by time, unique across processes. */
export function snapshotId(takenAt: Date): string {
  return `${takenAt.toISOString().replace(/[-:.]/g, '')}-${randomBytes(3).toString('hex')}`
}

/** The time an id was taken at (ids sort by it). */
export function timeOfId(id: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-/.exec(id)
  if (!m) return new Date(NaN)
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`)
}

export function newManifest(takenAt: Date, secrets: boolean, files: ManifestFile[]): Manifest {
  return {
    format: MANIFEST_FORMAT,
    id: snapshotId(takenAt),
    takenAt: takenAt.toISOString(),
    host: os.hostname(),
    secrets,
    files,
  }
}

/** Parses a manifest's text; throws naming the snapshot and the field. */
export function parseManifest(id: string, text: string): Manifest {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw new Error(`snapshot ${id}: the manifest is not JSON`)
  }
  const parsed = manifestSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new Error(`snapshot ${id}: the manifest's ${issue.path.join('.') || 'root'} ${issue.message}`)
  }
  if (parsed.data.id !== id) throw new Error(`snapshot ${id}: the manifest names itself ${parsed.data.id}`)
  const layout = layoutProblem(parsed.data.files.map((f) => f.path))
  if (layout) throw new Error(`snapshot ${id}: the manifest's files ${layout}`)
  return parsed.data
}

/**
 * Why these paths cannot all be files of one folder, or null: a path named twice, a file that is also
 * a folder of another path, or a path inside a folder a backup never holds (locks, caches, its own state).
 */
export function layoutProblem(paths: string[]): string | null {
  const files = new Set<string>()
  for (const p of paths) {
    if (files.has(p)) return `name ${p} twice`
    files.add(p)
  }
  for (const p of paths) {
    const parts = p.split('/')
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/')
      if (files.has(folder)) return `name ${folder} as a file and as the folder of ${p}`
      if (skipsFolder(parts[i - 1]!)) return `name ${p}, inside a folder backups never hold`
    }
  }
  return null
}
