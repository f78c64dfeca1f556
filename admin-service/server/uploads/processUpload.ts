import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Metadata, type OutputInfo } from 'sharp'
import { MAX_UPLOAD_BYTES } from '../../shared/uploadLimits.ts'
import { HttpError, messages } from '../errors.ts'

/** Upload limits, shown in the admin UI too. */
export const UPLOAD_LIMITS = {
  maxBytes: MAX_UPLOAD_BYTES,
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
 * the source has transparency), responsive `<name>-<width>w.{avif,webp}` variants and a `<name>.json`
 * sidecar (in the background, see `writeVariants`). Names are random. Returns the main file's public URL.
 */
export async function processUpload(
  bytes: Buffer,
  uploadsDir: string,
): Promise<{ url: string; variants: Promise<UploadSidecar | null> }> {
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
  const save = (file: string, data: Buffer) => writeFile(path.join(uploadsDir, file), data, { mode: 0o644 })
  let upright: { data: Buffer; info: OutputInfo }
  let mainExt: 'jpg' | 'webp'
  try {
    // rotate() with no argument applies the EXIF orientation; sharp drops metadata unless asked to keep it.
    upright = await input().rotate().toBuffer({ resolveWithObject: true })
    mainExt = meta.hasAlpha ? 'webp' : 'jpg'
    const main = sharp(upright.data).resize({ width: UPLOAD_LIMITS.mainMaxWidth, withoutEnlargement: true })
    await save(
      `${name}.${mainExt}`,
      await (mainExt === 'jpg' ? main.jpeg({ quality: 82, mozjpeg: true }) : main.webp({ quality: 82 })).toBuffer(),
    )
  } catch {
    throw new HttpError(400, messages.badImage)
  }
  const variants = writeVariants(upright, name, uploadsDir)
  pending.add(variants)
  void variants.finally(() => pending.delete(variants))
  return { url: `/uploads/${name}.${mainExt}`, variants }
}

const pending = new Set<Promise<unknown>>()

/** Resolves when every background variant job has finished (tests, graceful shutdown). */
export async function whenUploadsSettled(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending])
}

/**
 * Responsive `<name>-<width>w.{avif,webp}` variants (the names content/loaders/portfolio.ts reads), then the `<name>.json` sidecar, which is written
 * last so its presence means every listed variant exists. Runs after the upload has been answered:
 * AVIF encoding takes seconds. On failure the partial variants are removed and the error logged.
 */
async function writeVariants(
  upright: { data: Buffer; info: OutputInfo },
  name: string,
  uploadsDir: string,
): Promise<UploadSidecar | null> {
  const { width, height } = upright.info
  const widths: number[] = UPLOAD_LIMITS.widths.filter((w) => w < width)
  if (widths.length < UPLOAD_LIMITS.widths.length) widths.push(Math.min(width, UPLOAD_LIMITS.mainMaxWidth))
  const variantWidths = [...new Set(widths)].sort((a, b) => a - b)
  const written: string[] = []
  try {
    for (const w of variantWidths) {
      for (const format of ['avif', 'webp'] as const) {
        const resized = sharp(upright.data).resize({ width: w, withoutEnlargement: true })
        const data = await (
          format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78 })
        ).toBuffer()
        const file = path.join(uploadsDir, `${name}-${w}w.${format}`)
        written.push(file)
        await writeFile(file, data, { mode: 0o644 })
      }
    }
    const mainWidth = Math.min(width, UPLOAD_LIMITS.mainMaxWidth)
    const sidecar: UploadSidecar = {
      width: mainWidth,
      height: Math.round((height * mainWidth) / width),
      widths: variantWidths,
      formats: ['avif', 'webp'],
    }
    await writeFile(path.join(uploadsDir, `${name}.json`), JSON.stringify(sidecar), { mode: 0o644 })
    return sidecar
  } catch (error) {
    console.error(`Responsive variants for ${name} failed:`, error)
    await Promise.all(written.map((f) => rm(f, { force: true })))
    return null
  }
}
