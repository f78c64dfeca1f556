/**
 * A consistent picture of a data folder while the service keeps writing: every file is hashed (SHA-256
 * for its address, MD5 for the upload's Content-MD5), then the folder is walked again; only when no file
 * appeared, went or changed in between is the picture taken, so it is the folder's state at one instant
 * (every store write is a rename over the old file, which a walk sees; a file is never read half-written
 * because temp files are skipped). Otherwise it tries again: the hashes of unchanged files are cached, so a
 * second pass reads only what changed.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { findDataFiles, statKey, type FoundFile } from './dataFiles.ts'

/** Files up to this size are read into memory, so their upload cannot differ from what was hashed. */
const IN_MEMORY_BYTES = 8 * 1024 * 1024
/** And at most this much in all per snapshot; larger files are uploaded from disk under Content-MD5. */
const IN_MEMORY_TOTAL = 128 * 1024 * 1024
const ATTEMPTS = 50
/** Passes that wait for an exact picture before one where only no file appeared or went is enough. */
const RELAXED_AFTER = 10

export type ScannedFile = {
  path: string
  size: number
  mode: number
  mtimeMs: number
  sha256: string
  md5: string
  /** The bytes hashed, for small files whose object may need uploading. */
  bytes?: Buffer
  /** Where to read it from otherwise. */
  abs: string
}

/** The folder at `takenAt`; `passes` walks were needed to see it unchanged. */
export type Scan = { takenAt: Date; files: ScannedFile[]; passes: number }

type Digest = { sha256: string; md5: string }

/**
 * SHA-256 and MD5 of files by their stat, so an unchanged file is read once: per process, and across
 * restarts when kept in a file (`save`/`load`; a data folder of 2 GB is otherwise hashed again at every start).
 * An entry is used only for the same path, device, inode, size, mtime and ctime.
 */
export class HashCache {
  readonly #byPath = new Map<string, { key: string; digest: Digest }>()
  hits = 0
  misses = 0
  /** Entries added or removed since the last `save`. */
  #dirty = false
  get(file: FoundFile): Digest | undefined {
    const known = this.#byPath.get(file.rel)
    if (known?.key === statKey(file.stat)) {
      this.hits++
      return known.digest
    }
    this.misses++
    return undefined
  }
  set(file: FoundFile, digest: Digest): void {
    const key = statKey(file.stat)
    if (this.#byPath.get(file.rel)?.key === key) return
    this.#byPath.set(file.rel, { key, digest })
    this.#dirty = true
  }
  /** Forgets files no longer there. */
  keepOnly(paths: Set<string>): void {
    for (const rel of this.#byPath.keys())
      if (!paths.has(rel)) {
        this.#byPath.delete(rel)
        this.#dirty = true
      }
  }
  /** Reads entries kept by `save`; a missing or unreadable file leaves the cache empty. */
  async load(file: string): Promise<void> {
    try {
      const kept = JSON.parse(await readFile(file, 'utf8')) as Record<string, [string, string, string]>
      for (const [rel, [key, sha256, md5]] of Object.entries(kept))
        if (/^[0-9a-f]{64}$/.test(sha256) && /^[0-9a-f]{32}$/.test(md5))
          this.#byPath.set(rel, { key, digest: { sha256, md5 } })
    } catch {
      // First start, or a torn file: every file is hashed once more.
    }
  }
  /** Keeps the entries in `file` (temp file and rename), when they changed. */
  async save(file: string): Promise<void> {
    if (!this.#dirty) return
    const kept = Object.fromEntries(
      [...this.#byPath].map(([rel, { key, digest }]) => [rel, [key, digest.sha256, digest.md5]]),
    )
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
    const temp = `${file}.${process.pid}.tmp`
    await writeFile(temp, JSON.stringify(kept), { mode: 0o600 })
    await rename(temp, file)
    this.#dirty = false
  }
}

const digestOf = (bytes: Buffer): Digest => ({
  sha256: createHash('sha256').update(bytes).digest('hex'),
  md5: createHash('md5').update(bytes).digest('hex'),
})

async function digestStream(abs: string): Promise<Digest> {
  const sha = createHash('sha256')
  const md5 = createHash('md5')
  for await (const chunk of createReadStream(abs, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    sha.update(chunk)
    md5.update(chunk)
  }
  return { sha256: sha.digest('hex'), md5: md5.digest('hex') }
}

/**
 * Reads a whole file through one handle, or null when it changed while being read (a file written in
 * place) or, given the `key` the walk saw, is not that version any more.
 */
async function readWhole(abs: string, key: string | null): Promise<Buffer | null> {
  const handle = await open(abs, 'r')
  try {
    const opened = statKey(await handle.stat({ bigint: true }))
    if (key !== null && opened !== key) return null
    const bytes = await handle.readFile()
    if (statKey(await handle.stat({ bigint: true })) !== opened) return null
    return bytes
  } finally {
    await handle.close()
  }
}

const sameFiles = (a: FoundFile[], b: FoundFile[]) =>
  a.length === b.length && a.every((f, i) => f.rel === b[i]!.rel && statKey(f.stat) === statKey(b[i]!.stat))

/**
 * Scans `dir` into a consistent picture. `needsBytes(sha256)` says whether an object is missing from the
 * target (its bytes are then kept in memory when small). Each pass reads only the files that changed since
 * the walk before it.
 *
 * - Exact: a pass in which nothing changed gives the folder as it was at one instant (`takenAt`).
 * - While writes keep coming (10 passes), a pass in which every file the walk found could be read is enough:
 *   each file is then as it was at the start of that pass or newer, read whole from one version (a store's
 *   write is a rename over the old file; a file written in place is read again when its stat changed under
 *   the read), and `takenAt` is that start, so every write acknowledged before `takenAt` is in it.
 *
 * Throws if files kept going between the walk and their read for 50 passes. `afterRead` is a test seam (it widens the window
 * between two reads).
 */
export async function scanDataDir(
  dir: string,
  options: {
    secrets: boolean
    cache: HashCache
    needsBytes: (sha256: string) => boolean
    afterRead?: (rel: string) => Promise<void>
  },
): Promise<Scan> {
  /** What this scan read, by path: valid while the file's stat is unchanged. */
  const read = new Map<string, { key: string; digest: Digest; bytes?: Buffer }>()
  let held = 0
  let walkedAt = new Date()
  let before = await findDataFiles(dir, options.secrets)
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const relaxed = attempt >= RELAXED_AFTER
    let vanished = false
    for (const file of before) {
      const key = statKey(file.stat)
      if (read.get(file.rel)?.key === key) continue
      const size = Number(file.stat.size)
      let digest = options.cache.get(file)
      let bytes: Buffer | undefined
      // Small files are read whole when their digest is unknown or their object must be uploaded.
      const small = size <= IN_MEMORY_BYTES && held + size <= IN_MEMORY_TOTAL
      try {
        if (small && (!digest || options.needsBytes(digest.sha256))) {
          const whole = await readWhole(file.abs, relaxed ? null : key)
          if (!whole) {
            vanished = true // changed since the walk or under the read: the next walk sees its new stat
            continue
          }
          bytes = whole
          digest = digestOf(bytes)
          if (options.needsBytes(digest.sha256)) held += bytes.length
          else bytes = undefined
        } else digest ??= await digestStream(file.abs)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        vanished = true // removed since the walk: walk again
        continue
      }
      options.cache.set(file, digest)
      read.set(file.rel, { key, digest, bytes })
      await options.afterRead?.(file.rel)
    }
    const nextWalkAt = new Date()
    const after = await findDataFiles(dir, options.secrets)
    const exact = !vanished && sameFiles(before, after)
    // Files that appeared since the walk (an upload's variants...) wait for the next snapshot.
    const settled = relaxed && !vanished
    if (exact || settled) {
      options.cache.keepOnly(new Set(after.map((f) => f.rel)))
      const files = (exact ? after : before).map((file): ScannedFile => {
        const { digest, bytes } = read.get(file.rel)!
        return {
          path: file.rel,
          size: bytes?.length ?? Number(file.stat.size),
          mode: Number(file.stat.mode) & 0o777,
          mtimeMs: Number(file.stat.mtimeMs),
          ...digest,
          bytes,
          abs: file.abs,
        }
      })
      return { takenAt: exact ? nextWalkAt : walkedAt, files, passes: attempt + 1 }
    }
    before = after
    walkedAt = nextWalkAt
  }
  throw new Error(`${dir} kept changing during ${ATTEMPTS} passes; the snapshot is tried again later`)
}
