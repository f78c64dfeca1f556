/**
 * Re-creates the seed upload images: `node admin-service/seed/makeSeedUploads.mjs`. The photographs come
 * from content/images/photos (described in content/photos.ts): property photographs for items that show a
 * home or an interior, the sample film's poster for its item, and landscapes kept for the tests that
 * upload them. Each becomes `seed-<name>.jpg` (at most 1600 px wide) with `-<width>w.webp` variants at 480,
 * 800, 1080 and 1600 px (as far as the original reaches; 1080 for phones at DPR 3, as the admin service's
 * uploads have) and `-<width>w.jpg` below the main width, the names content/loaders/portfolio.ts reads.
 * Attribution: uploads/ATTRIBUTION.md.
 */
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '../..')
const out = path.join(root, 'admin-service/seed/uploads')
const photos = [
  'apartment-open-plan',
  'brick-stone-house',
  'dock-water',
  'forest-path',
  'lake-boats-dusk',
  'living-room-corner-windows',
  'living-room-plants',
  'living-room-wood-wall',
  'mountain-trail',
  'sample-film-poster',
  'sunset-ridge',
  'villa-glass-balconies',
  'villa-long-pool',
  'white-house-pool',
].map((name) => ({ name, file: path.join(root, 'content/images/photos', `${name}.jpg`) }))

for (const old of await readdir(out)) if (old.startsWith('seed-')) await rm(path.join(out, old))
for (const { name, file } of photos) {
  const { width } = await sharp(file).metadata()
  const mainWidth = Math.min(width, 1600)
  const image = (w) => sharp(file).rotate().resize({ width: w, withoutEnlargement: true })
  const base = path.join(out, `seed-${name}`)
  await image(mainWidth).jpeg({ quality: 72, mozjpeg: true }).toFile(`${base}.jpg`)
  for (const w of [480, 800, 1080, 1600].filter((w) => w <= mainWidth)) {
    await image(w).webp({ quality: 68 }).toFile(`${base}-${w}w.webp`)
    if (w < mainWidth) await image(w).jpeg({ quality: 70, mozjpeg: true }).toFile(`${base}-${w}w.jpg`)
  }
}
