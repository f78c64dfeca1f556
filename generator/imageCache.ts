/**
 * What the image cache (responsiveImages.ts) holds, read without sharp: the admin service asks it before
 * a first publish (publisher/ReleaseBuilder.ts).
 */
import { open, readdir } from 'node:fs/promises'
import path from 'node:path'

/** An AVIF file's first bytes: an ISO-BMFF `ftyp` box (its size, then the type) whose brand is `avif`. */
const AVIF_BRAND = Buffer.from('ftypavif', 'latin1')

/** Whether a file starts as an AVIF file does. */
async function isAvif(file: string): Promise<boolean> {
  const handle = await open(file, 'r').catch(() => null)
  if (!handle) return false
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(12), 0, 12, 0)
    return bytesRead === 12 && buffer.subarray(4, 12).equals(AVIF_BRAND)
  } finally {
    await handle.close()
  }
}

/**
 * Whether the image cache holds an encoded AVIF output: false for a fresh install (no folder, or only
 * WebP and JPEG outputs). The outputs are named by a hash, so their first bytes tell their format.
 */
export async function hasAvifOutputs(cacheDir: string): Promise<boolean> {
  const names = await readdir(cacheDir).catch(() => [] as string[])
  for (const name of names) {
    // A write under way is `<id>.<pid>.tmp`, renamed once complete.
    if (!name.endsWith('.tmp') && (await isAvif(path.join(cacheDir, name)))) return true
  }
  return false
}
