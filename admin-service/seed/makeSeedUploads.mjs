/** Re-creates the seed upload images from content/images/photos: `node admin-service/seed/makeSeedUploads.mjs`. */
import sharp from 'sharp'
const photos = [
  'blue-hour',
  'dock-water',
  'facade-curves',
  'forest-creek',
  'forest-path',
  'lake-boats-dusk',
  'lake-twilight',
  'mountain-meadow',
  'mountain-trail',
  'sunset-ridge',
  'window-dogs',
  'wood-interior',
]
for (const p of photos) {
  const src = `content/images/photos/${p}.jpg`
  const base = `admin-service/seed/uploads/seed-${p}`
  await sharp(src)
    .rotate()
    .resize({ width: 1600, withoutEnlargement: true })
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(`${base}.jpg`)
  await sharp(src).rotate().resize({ width: 800 }).jpeg({ quality: 70, mozjpeg: true }).toFile(`${base}-800w.jpg`)
  await sharp(src).rotate().resize({ width: 800 }).webp({ quality: 68 }).toFile(`${base}-800w.webp`)
  await sharp(src)
    .rotate()
    .resize({ width: 1600, withoutEnlargement: true })
    .webp({ quality: 68 })
    .toFile(`${base}-1600w.webp`)
}
