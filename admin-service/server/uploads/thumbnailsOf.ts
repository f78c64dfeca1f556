import { readdir } from 'node:fs/promises'
import { uploadName, variantsOf } from '../../../content/loaders/portfolio.ts'
import { storeKeys, type PortfolioData } from '../../../content/portfolio/store.ts'

/** The smallest variant at least this wide makes the admin's thumbnails sharp on a 2x screen. */
const THUMB_MIN_WIDTH = 240
const PREFERRED = ['webp', 'avif', 'jpg', 'jpeg', 'png']

/**
 * For every `/uploads/` picture the store references (image sources and thumbnails): the address of a
 * small copy to show in the admin (its smallest responsive variant of at least 240 px, else the file
 * itself), or null when the file is missing from `uploadsDir` (a broken reference).
 */
export async function thumbnailsOf(data: PortfolioData, uploadsDir: string): Promise<Record<string, string | null>> {
  const files = await readdir(uploadsDir).catch(() => [] as string[])
  const present = new Set(files)
  const out: Record<string, string | null> = {}
  for (const item of storeKeys.flatMap((key) => data[key])) {
    for (const src of [item.type === 'image' ? item.src : undefined, item.thumbnail]) {
      const name = uploadName(src)
      if (!name || src! in out) continue
      if (!present.has(name)) {
        out[src!] = null
        continue
      }
      const variants = variantsOf(name, files)
        .filter((v) => v.width >= THUMB_MIN_WIDTH && PREFERRED.includes(v.ext))
        .sort((a, b) => a.width - b.width || PREFERRED.indexOf(a.ext) - PREFERRED.indexOf(b.ext))
      out[src!] = `/uploads/${variants[0]?.file ?? name}`
    }
  }
  return out
}
