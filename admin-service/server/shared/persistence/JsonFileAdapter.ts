import { copyFile, readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Adapter } from 'lowdb'
import { atomicWrite } from '../../../../lib/atomicWrite.ts'

/**
 * lowdb adapter for one JSON file with atomic, fsync'ed writes and rotating backups: before each write
 * the current file is copied to `<file>.bak-<timestamp>`, keeping the newest `backups` copies.
 * `read` returns the raw parsed JSON; validation is the store's job.
 */
export class JsonFileAdapter<T> implements Adapter<T> {
  constructor(
    readonly file: string,
    readonly backups = 10,
  ) {}

  async read(): Promise<T | null> {
    let text: string
    try {
      text = await readFile(this.file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
    return JSON.parse(text) as T
  }

  async write(data: T): Promise<void> {
    const text = `${JSON.stringify(data, null, 2)}\n`
    if (this.backups > 0) await this.#backup()
    await atomicWrite(this.file, text)
  }

  /** Backup files, newest first. */
  async backupFiles(): Promise<string[]> {
    const dir = path.dirname(this.file)
    const prefix = `${path.basename(this.file)}.bak-`
    const names = (await readdir(dir)).filter((n) => n.startsWith(prefix) && !n.endsWith('.tmp'))
    return names
      .sort()
      .reverse()
      .map((n) => path.join(dir, n))
  }

  async #backup(): Promise<void> {
    const exists = await stat(this.file).then(
      () => true,
      () => false,
    )
    if (!exists) return
    // Zero-padded so lexical order is time order; a counter breaks ties within one millisecond.
    const stamp = `${String(Date.now()).padStart(15, '0')}-${String(this.#counter++ % 1000).padStart(3, '0')}`
    const target = `${this.file}.bak-${stamp}`
    await copyFile(this.file, target)
    const old = (await this.backupFiles()).slice(this.backups)
    await Promise.all(old.map((f) => rm(f, { force: true })))
  }

  #counter = 0
}
