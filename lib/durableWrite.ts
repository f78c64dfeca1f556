/**
 * fsync helpers for what a crash must not lose once it has been acknowledged: an upload the owner was
 * told is saved, a release marked complete, the `current` switch.
 */
import { execFile } from 'node:child_process'
import { open } from 'node:fs/promises'
import { promisify } from 'node:util'

/** Makes a directory's entries (files created, renamed or removed in it) durable. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Writes `data` to `file` and fsyncs it (not its directory entry: `syncDir` the folder after its files). */
export async function writeFileDurably(file: string, data: string | Uint8Array, mode = 0o644): Promise<void> {
  const handle = await open(file, 'w', mode)
  try {
    await handle.writeFile(data)
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * Flushes the whole file system holding `dir` (syncfs(2) through `sync -f`): a release's hundreds of
 * files in one call, before its completion marker is written. Falls back to a plain `sync`.
 */
export async function syncFileSystem(dir: string): Promise<void> {
  const run = promisify(execFile)
  await run('sync', ['-f', dir]).catch(() => run('sync', []))
}
