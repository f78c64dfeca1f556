import { createHash } from 'node:crypto'
import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { PREVIEW_EDGE } from '../../../content/listings/deliveryAccess.ts'
import { escapeXml } from '../../../lib/escape.ts'
import { exists } from '../../../lib/exists.ts'

/**
 * The studio's name tiled diagonally across the whole picture, as SVG: light text with a dark outline, so it
 * shows on bright skies and dark rooms alike, over a band of diagonal hatching that marks the picture even
 * where no font could be found.
 */
function watermarkSvg(width: number, height: number, text: string): Buffer {
  const size = Math.max(18, Math.round(Math.min(width, height) / 12))
  const step = Math.round(size * (Math.max(4, text.length) * 0.72 + 2))
  const label = escapeXml(text)
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><pattern id="w" width="${step}" height="${size * 4}" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)">
<text x="0" y="${size * 1.5}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${size}"
 fill="#ffffff" fill-opacity="0.45" stroke="#000000" stroke-opacity="0.35" stroke-width="${Math.max(1, size / 24)}">${label}</text>
<rect x="0" y="${size * 2.6}" width="${step}" height="${Math.max(2, size / 8)}" fill="#ffffff" fill-opacity="0.35"/>
</pattern></defs>
<rect width="100%" height="100%" fill="url(#w)"/></svg>`)
}

/**
 * Watermarked copies of the delivery page's previews (sharp): a photo's gallery copy, at most PREVIEW_EDGE px
 * on its long edge, with the watermark composited over it, as WebP. Each is made once and kept on disk by
 * the photo's content (the content-named file it is made from) and the watermark's text.
 */
export class WatermarkedPreviews {
  readonly #making = new Map<string, Promise<string>>()

  constructor(
    private readonly cacheDir: string,
    private readonly text: string,
  ) {}

  /** The watermarked copy of `source` (a content-named image file), made unless the cache has it. */
  async of(source: string): Promise<string> {
    const key = createHash('sha256')
      .update(`${path.basename(source)}\0${this.text}\0${PREVIEW_EDGE}`)
      .digest('hex')
      .slice(0, 32)
    const file = path.join(this.cacheDir, `${key}.webp`)
    let making = this.#making.get(key)
    if (!making) {
      making = this.#make(source, file).finally(() => this.#making.delete(key))
      this.#making.set(key, making)
    }
    return making
  }

  async #make(source: string, file: string): Promise<string> {
    // Written by a rename, so a file there is whole.
    if (await exists(file)) return file
    const picture = await sharp(source)
      .resize({ width: PREVIEW_EDGE, height: PREVIEW_EDGE, fit: 'inside', withoutEnlargement: true })
      .toBuffer({ resolveWithObject: true })
    const { width, height } = picture.info
    await mkdir(this.cacheDir, { recursive: true })
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
    try {
      await sharp(picture.data)
        .composite([{ input: watermarkSvg(width, height, this.text) }])
        .webp({ quality: 75 })
        .toFile(temp)
      await rename(temp, file)
    } catch (error) {
      await rm(temp, { force: true })
      throw error
    }
    return file
  }
}
