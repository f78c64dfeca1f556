import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { uploadsOf, variantsOf } from '../../../content/loaders/portfolio.ts'
import type { PortfolioItem } from '../../../content/portfolio/store.ts'

/**
 * How long an upload no item references is kept: a photo uploaded but not yet saved into an item, or
 * the image of an item deleted by mistake and added back, survives this long.
 */
export const UPLOAD_GRACE_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Removes the uploads (with their responsive variants and sidecar) that none of `items` uses and that are
 * older than `graceMs`, so the images of deleted items stop being public. `items` are what the store can
 * still show or bring back (PortfolioStore.itemsInUse: hidden drafts and the versions its history holds),
 * so Undo and Restore always find their pictures. Returns the removed file names.
 */
export async function sweepUploads(
  uploadsDir: string,
  items: Iterable<PortfolioItem>,
  { graceMs = UPLOAD_GRACE_MS, now = Date.now() } = {},
): Promise<string[]> {
  const files = await readdir(uploadsDir).catch(() => [] as string[])
  const keep = new Set<string>()
  for (const name of [...items].flatMap(uploadsOf)) {
    keep.add(name)
    keep.add(`${name.replace(/\.[^.]+$/, '')}.json`)
    for (const variant of variantsOf(name, files)) keep.add(variant.file)
  }
  const removed: string[] = []
  for (const file of files) {
    if (keep.has(file) || file.startsWith('.')) continue
    const info = await stat(path.join(uploadsDir, file)).catch(() => null)
    if (!info?.isFile() || now - info.mtimeMs < graceMs) continue
    await rm(path.join(uploadsDir, file), { force: true })
    removed.push(file)
  }
  return removed
}
