import { open, rename, rm } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { syncDir } from './durableWrite.ts'

/** `.<name>.<12 hex digits>.tmp`, next to the file. */
const tempName = (file: string) => `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`
const isTempOf = (file: string, name: string) => {
  const prefix = `.${path.basename(file)}.`
  return name.startsWith(prefix) && /^[0-9a-f]{12}\.tmp$/.test(name.slice(prefix.length))
}

/**
 * Writes `text` to `file` so that a crash at any moment leaves either the old or the new complete file:
 * write a temp file in the same directory, fsync it, rename it over the target, fsync the directory.
 * `mode` is the new file's (less the umask): the owner's alone unless said otherwise.
 */
export async function atomicWrite(file: string, text: string | Uint8Array, mode = 0o600): Promise<void> {
  const tmp = path.join(path.dirname(file), tempName(file))
  const handle = await open(tmp, 'w', mode)
  try {
    await handle.writeFile(text)
    await handle.sync()
  } catch (error) {
    await handle.close().catch(() => {})
    await rm(tmp, { force: true })
    throw error
  }
  await handle.close()
  try {
    await rename(tmp, file)
  } catch (error) {
    await rm(tmp, { force: true })
    throw error
  }
  await syncDir(path.dirname(file))
}

/**
 * Removes the temp files a process killed during `atomicWrite(file)` left behind. Call only while no
 * write of `file` is in flight, i.e. at start-up by the file's single owner (the store lock's holder).
 */
export function removeStaleTempFiles(file: string): void {
  const dir = path.dirname(file)
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return // no directory yet, so no temp files either
  }
  for (const name of names) if (isTempOf(file, name)) rmSync(path.join(dir, name), { force: true })
}
