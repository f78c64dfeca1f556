import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Metadata } from 'sharp'
import { HttpError, messages } from '../errors.ts'

/** Upload limits, shown in the admin UI too. */
export const UPLOAD_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  /** Decompression-bomb guard: decoded images above this many pixels are refused. */
  maxPixels: 60_000_000,
  widths: [480, 960, 1440, 1920] as const,
  mainMaxWidth: 1920,
}

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff'])

export type UploadSidecar = { width: number; height: number; widths: number[]; formats: string[] }

/**
 * Accepts an uploaded image only if its bytes are one of the allowed formats, then re-encodes it with
 * sharp (orientation applied, all metadata incl. EXIF/GPS dropped) into `<name>.jpg` (or `.webp` when
 * the source has transparency), responsive `<name>-<width>.{avif,webp}` variants and a `<name>.json`
 * sidecar. Names are random. Returns the main file's public URL.
 */
export async function processUpload(bytes: Buffer, uploadsDir: string): Promise<{ url: string }> {
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !ALLOWED.has(detected.mime)) throw new HttpError(415, messages.notImage)

  const input = () => sharp(bytes, { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error', animated: false })
  let meta: Metadata
  try {
    meta = await input().metadata()
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new HttpError(413, messages.tooManyPixels)
    throw new HttpError(400, messages.badImage)
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > UPLOAD_LIMITS.maxPixels) throw new HttpError(413, messages.tooManyPixels)

  const name = randomBytes(16).toString('hex')
  await mkdir(uploadsDir, { recursive: true })
  const written: string[] = []
  const save = async (file: string, data: Buffer) => {
    written.push(path.join(uploadsDir, file))
    await writeFile(path.join(uploadsDir, file), data, { mode: 0o644 })
  }
  try {
    // rotate() with no argument applies the EXIF orientation; sharp drops metadata unless asked to keep it.
    const upright = await input().rotate().toBuffer({ resolveWithObject: true })
    const { width, height } = upright.info
    const base = () => sharp(upright.data, { limitInputPixels: UPLOAD_LIMITS.maxPixels })
    const widths: number[] = UPLOAD_LIMITS.widths.filter((w) => w < width)
    if (widths.length < UPLOAD_LIMITS.widths.length) widths.push(Math.min(width, UPLOAD_LIMITS.mainMaxWidth))
    const variantWidths = [...new Set(widths)].sort((a, b) => a - b)

    const mainExt = meta.hasAlpha ? 'webp' : 'jpg'
    const main = base().resize({ width: Math.min(width, UPLOAD_LIMITS.mainMaxWidth), withoutEnlargement: true })
    await save(
      `${name}.${mainExt}`,
      await (mainExt === 'jpg' ? main.jpeg({ quality: 82, mozjpeg: true }) : main.webp({ quality: 82 })).toBuffer(),
    )
    for (const w of variantWidths) {
      const resized = () => base().resize({ width: w, withoutEnlargement: true })
      const [avif, webp] = await Promise.all([
        resized().avif({ quality: 55, effort: 2 }).toBuffer(),
        resized().webp({ quality: 78 }).toBuffer(),
      ])
      await save(`${name}-${w}.avif`, avif)
      await save(`${name}-${w}.webp`, webp)
    }
    const outHeight = Math.round((height * Math.min(width, UPLOAD_LIMITS.mainMaxWidth)) / width)
    const sidecar: UploadSidecar = {
      width: Math.min(width, UPLOAD_LIMITS.mainMaxWidth),
      height: outHeight,
      widths: variantWidths,
      formats: ['avif', 'webp'],
    }
    await save(`${name}.json`, Buffer.from(JSON.stringify(sidecar)))
    return { url: `/uploads/${name}.${mainExt}` }
  } catch (error) {
    await Promise.all(written.map((f) => rm(f, { force: true })))
    if (error instanceof HttpError) throw error
    throw new HttpError(400, messages.badImage)
  }
}
