import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Metadata, type OutputInfo } from 'sharp'
import { syncDir, writeFileDurably } from '../../../lib/durableWrite.ts'
import { MAX_UPLOAD_BYTES } from '../../shared/uploadLimits.ts'
import { messages } from '../shared/http/errors.ts'
import { UploadRefusedError } from './uploadErrors.ts'
import { WorkSlots } from '../shared/WorkSlots.ts'

/** Upload limits, shown in the admin UI too. */
export const UPLOAD_LIMITS = {
  maxBytes: MAX_UPLOAD_BYTES,
  /** Decompression-bomb guard: decoded images above this many pixels are refused. */
  maxPixels: 60_000_000,
  /**
   * Widths of the responsive variants (none wider than the image). 1080 px is for phones: a 375-412 px phone
   * at DPR 2.6-3 showing a gallery's one column (351-388 px) wants 1009-1053 px, and took the 1440 px copy.
   */
  widths: [480, 960, 1080, 1440, 1920] as const,
  mainMaxWidth: 1920,
  /** Tall images: the main copy is at most this high. */
  mainMaxHeight: 3840,
  /** Uploads decoded and encoded at once (each holds its decoded image); more wait, then get 503. */
  concurrent: 2,
  waiting: 4,
  /** Longest a sharp pipeline may run (libvips' own timeout) before the upload fails. */
  timeoutSeconds: 30,
}

/** Upload work running now; the responsive variants run one at a time behind it (`variantQueue`). */
const slots = new WorkSlots(UPLOAD_LIMITS.concurrent, UPLOAD_LIMITS.waiting, 60_000, messages.uploadBusy)
let variantQueue: Promise<unknown> = Promise.resolve()

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff'])

export type UploadSidecar = { width: number; height: number; widths: number[]; formats: string[] }

/**
 * Accepts an uploaded image only if its bytes are one of the allowed formats, then re-encodes it with
 * sharp (orientation applied, all metadata incl. EXIF/GPS dropped) into `<name>.jpg` (or `.webp` when
 * the source has transparency), responsive `<name>-<width>w.{avif,webp}` variants and a `<name>.json`
 * sidecar (in the background, see `writeVariants`). Names are random. Returns the main file's public URL
 * once the main file is on disk (fsync'ed, with its directory entry).
 *
 * Bounded: at most UPLOAD_LIMITS.concurrent uploads decode at once (503 beyond the queue), every sharp
 * pipeline has a timeout, and the image is decoded once and scaled to its output size before anything is
 * encoded (a tiny AVIF declaring 50 megapixels is never re-encoded at full size).
 */
export async function processUpload(
  bytes: Buffer,
  uploadsDir: string,
): Promise<{ url: string; variants: Promise<UploadSidecar | null> }> {
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !ALLOWED.has(detected.mime)) throw new UploadRefusedError('unsupported', messages.notImage)
  const release = await slots.acquire()
  try {
    return await encode(bytes, uploadsDir)
  } finally {
    release()
  }
}

async function encode(bytes: Buffer, uploadsDir: string) {
  const input = () =>
    sharp(bytes, { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error', animated: false }).timeout({
      seconds: UPLOAD_LIMITS.timeoutSeconds,
    })
  let meta: Metadata
  try {
    meta = await input().metadata()
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new UploadRefusedError('tooLarge', messages.tooManyPixels)
    throw new UploadRefusedError('invalid', messages.badImage)
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > UPLOAD_LIMITS.maxPixels)
    throw new UploadRefusedError('tooLarge', messages.tooManyPixels)

  const name = randomBytes(16).toString('hex')
  await mkdir(uploadsDir, { recursive: true })
  let upright: { data: Buffer; info: OutputInfo }
  let mainExt: 'jpg' | 'webp'
  try {
    // One decode, straight to the main copy's size: rotate() with no argument applies the EXIF
    // orientation; raw pixels carry no metadata at all.
    upright = await input()
      .rotate()
      .resize({
        width: UPLOAD_LIMITS.mainMaxWidth,
        height: UPLOAD_LIMITS.mainMaxHeight,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true })
    mainExt = meta.hasAlpha ? 'webp' : 'jpg'
    const main = fromRaw(upright)
    const encoded = await (
      mainExt === 'jpg' ? main.jpeg({ quality: 82, mozjpeg: true }) : main.webp({ quality: 82 })
    ).toBuffer()
    await writeFileDurably(path.join(uploadsDir, `${name}.${mainExt}`), encoded)
    await syncDir(uploadsDir)
  } catch {
    throw new UploadRefusedError('invalid', messages.badImage)
  }
  const variants = variantQueue.then(() => writeVariants(upright, name, uploadsDir))
  variantQueue = variants
  pending.add(variants)
  void variants.finally(() => pending.delete(variants))
  return { url: `/uploads/${name}.${mainExt}`, variants }
}

/** A sharp pipeline over decoded pixels, with the same timeout as every upload pipeline. */
const fromRaw = ({ data, info }: { data: Buffer; info: OutputInfo }) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).timeout({
    seconds: UPLOAD_LIMITS.timeoutSeconds,
  })

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
  if (widths.length < UPLOAD_LIMITS.widths.length) widths.push(width)
  const variantWidths = [...new Set(widths)].sort((a, b) => a - b)
  const written: string[] = []
  try {
    for (const w of variantWidths) {
      for (const format of ['avif', 'webp'] as const) {
        const resized = fromRaw(upright).resize({ width: w, withoutEnlargement: true })
        const data = await (
          format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78 })
        ).toBuffer()
        const file = path.join(uploadsDir, `${name}-${w}w.${format}`)
        written.push(file)
        await writeFile(file, data, { mode: 0o644 })
      }
    }
    const sidecar: UploadSidecar = {
      width,
      height,
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
