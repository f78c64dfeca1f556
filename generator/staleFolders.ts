import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'

/** How old a build's temporary folder must be before a later build takes it for a killed build's. */
export const STALE_AFTER_MS = 3_600_000

/**
 * Removes the folders in `parent` whose names start with `prefix` and that were last changed more than
 * `maxAgeMs` ago: the temporary folders a build removes when it ends, left behind when it was killed
 * (as bundleCache.ts and trimCache.ts prune their `.tmp` entries). A build running beside this one
 * uses its folder within minutes of making it, so an hour-old one is no running build's.
 */
export async function removeStaleFolders(parent: string, prefix: string, maxAgeMs = STALE_AFTER_MS): Promise<void> {
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => [])
  const now = Date.now()
  await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
      .map(async ({ name }) => {
        const folder = path.join(parent, name)
        const changed = (await stat(folder).catch(() => null))?.mtimeMs
        if (changed !== undefined && now - changed > maxAgeMs) await rm(folder, { recursive: true, force: true })
      }),
  )
}
