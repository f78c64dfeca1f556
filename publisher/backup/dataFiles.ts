/**
 * Which files of a data folder a backup holds: everything but locks, temp files, caches, the stores'
 * local rotating copies and (unless the owner opts in) secrets. Generic by design: a new store file or
 * media folder under the data folder is backed up without being named here.
 */
import type { BigIntStats } from 'node:fs'
import { lstat, readdir } from 'node:fs/promises'
import path from 'node:path'

/** Credentials and session keys: in a backup only when the owner opts in (admin-service/server/backup/README.md, "What"). */
export const SECRET_FILES = new Set(['owner.json', 'sessions.json', 'device-cookie.key', 'first-run-password.txt'])

/** This engine's own local state in a data folder (status, hash cache): never backed up. */
export const BACKUP_STATE_DIR = '.backup'

/** True for a folder a backup skips: locks (`*.lease`), caches (`.cache`, `cache`), the backup's own state. */
export function skipsFolder(name: string): boolean {
  return name.endsWith('.lease') || name === '.cache' || name === 'cache' || name === BACKUP_STATE_DIR
}

/**
 * True for a file a backup skips: a write in progress (`.x.tmp` of atomicWrite, `.x.part` of a streamed
 * upload), the stores' rotating copies (`x.json.bak-<time>`: the snapshots keep history instead), and
 * secrets unless `secrets`. `rel` is the path inside the data folder, with `/`.
 */
export function skipsFile(rel: string, secrets: boolean): boolean {
  const name = path.posix.basename(rel)
  if (/^\..*\.(tmp|part)$/.test(name) || name.endsWith('.tmp')) return true
  if (/\.bak-[^/]*$/.test(name)) return true
  if (!secrets && !rel.includes('/') && SECRET_FILES.has(name)) return true
  return false
}

/** A file as found: its stat, enough to tell whether it changed. */
export type FoundFile = { rel: string; abs: string; stat: BigIntStats }

/** Identity of a file's content as far as its metadata tells (a rename-over or any write changes it). */
export const statKey = (s: BigIntStats) => `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`

/** Every file a backup holds under `dir`, sorted by path; symbolic links and special files are skipped. */
export async function findDataFiles(dir: string, secrets: boolean): Promise<FoundFile[]> {
  const found: FoundFile[] = []
  const walk = async (abs: string, rel: string) => {
    let entries
    try {
      entries = await readdir(abs, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && rel) return // removed while walking
      throw error
    }
    for (const entry of entries) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name
      const childAbs = path.join(abs, entry.name)
      if (entry.isDirectory()) {
        if (!skipsFolder(entry.name)) await walk(childAbs, childRel)
      } else if (entry.isFile() && !skipsFile(childRel, secrets)) {
        try {
          found.push({ rel: childRel, abs: childAbs, stat: await lstat(childAbs, { bigint: true }) })
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        }
      }
    }
  }
  await walk(dir, '')
  return found.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))
}
