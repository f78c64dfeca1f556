import multer from '@koa/multer'
import { readFile, rm } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import type { Context } from 'koa'
import sharp from 'sharp'
import { MEDIA_LIMITS } from '../../../content/listings/limits.ts'
import { MediaToolMissingError, requireFilmTools } from '../../../lib/ffmpeg.ts'
import type { NewMedia } from './ListingStore.ts'
import { HttpError, messages } from '../shared/http/errors.ts'
import { listingMessages } from './listingErrors.ts'
import { receiveFile, type FileLimits, type ReceivedFile } from './receiveFile.ts'
import { loadPdf, PdfStructureError } from './stripPdfMetadata.ts'

type MulterFile = { originalname: string; stream: NodeJS.ReadableStream } & Partial<ReceivedFile>

/**
 * A multer storage engine that streams each file of the field `files` to `dir(listing)` through receiveFile
 * (type by its bytes, limit by its kind, never whole in memory). An image is a photo unless the form's
 * `kind` field, sent before the files, says `floorPlan`.
 */
function streamingStorage(dir: () => string, limits: FileLimits) {
  return {
    _handleFile(req: IncomingMessage, file: MulterFile, done: (error?: unknown, info?: Partial<ReceivedFile>) => void) {
      const kind = (req as IncomingMessage & { body?: Record<string, unknown> }).body?.kind
      if (kind !== undefined && kind !== 'floorPlan') return done(new HttpError(400, listingMessages.badKind))
      receiveFile(file.stream as never, file.originalname, dir(), { hint: kind ?? null, limits }).then(
        (received) => done(null, received),
        done,
      )
    },
    _removeFile(_req: IncomingMessage, file: MulterFile, done: (error: Error | null) => void) {
      rm(file.path ?? '', { force: true }).then(() => done(null), done)
    },
  }
}

/** Width and height of a stored image, or an HTTP error naming the file when it is unreadable or too large. */
async function measure(file: ReceivedFile): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(file.path, { limitInputPixels: MEDIA_LIMITS.maxPixels }).metadata()
    if (!meta.width || !meta.height) throw new Error('no size')
    // A header can be whole and the picture cut short: decode it, small (a JPEG shrinks on load, so this is cheap).
    await sharp(file.path, { limitInputPixels: MEDIA_LIMITS.maxPixels, failOn: 'truncated', sequentialRead: true })
      .resize({ width: 64, height: 64, fit: 'inside' })
      .toBuffer()
    // Orientation 5-8 turn the picture a quarter: the size it is shown at is the other way round.
    return (meta.orientation ?? 1) >= 5
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height }
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message))
      throw new HttpError(413, `${file.original}: ${listingMessages.tooManyPixels}`)
    throw new HttpError(400, `${file.original}: ${listingMessages.badImage}`)
  }
}

/**
 * Refuses a PDF that could not be published without its metadata (stripPdfMetadata.ts): unreadable, encrypted,
 * or without a page.
 */
async function checkPdf(file: ReceivedFile): Promise<void> {
  try {
    const doc = await loadPdf(await readFile(file.path))
    if (doc.getPageCount() === 0) throw new PdfStructureError(false)
  } catch (error) {
    const encrypted = error instanceof PdfStructureError && error.encrypted
    throw new HttpError(400, `${file.original}: ${encrypted ? listingMessages.encryptedPdf : listingMessages.badPdf}`)
  }
}

/** Refuses a film when ffmpeg is missing: it could not be published without its metadata (lib/ffmpeg.ts). */
async function filmToolsFor(file: ReceivedFile): Promise<void> {
  try {
    await requireFilmTools()
  } catch (error) {
    if (error instanceof MediaToolMissingError)
      throw new HttpError(503, `${file.original}: ${listingMessages.noFfmpeg}`)
    throw error
  }
}

const storedFileOf = async (file: ReceivedFile) => ({
  name: file.name,
  original: file.original,
  bytes: file.bytes,
  mime: file.mime,
  sha256: file.sha256,
  ...(file.mime.startsWith('image/') ? await measure(file) : {}),
})

/**
 * Receives the multipart upload of `POST /api/listings/{id}/media` into `dir` and returns the media items
 * its files make (photos, a film, floor plans), each checked: by its bytes while streaming, an image also by
 * decoding its header (readable, within the pixel limit), a film by ffmpeg being there to publish it, a PDF
 * by reading it whole (pdf-lib: not encrypted, a page at least), as its metadata is removed when published. All or nothing: when one file is refused,
 * every file of the request is removed and the error names the file.
 */
export async function uploadMedia(ctx: Context, dir: string, limits: FileLimits = MEDIA_LIMITS): Promise<NewMedia[]> {
  const upload = multer({
    storage: streamingStorage(() => dir, limits) as never,
    limits: {
      // A backstop only: receiveFile enforces each kind's limit first, naming the file.
      fileSize: 2 * Math.max(limits.photoBytes, limits.filmBytes, limits.floorPlanBytes),
      files: MEDIA_LIMITS.filesPerRequest,
      fields: 5,
      fieldSize: 1024,
      parts: MEDIA_LIMITS.filesPerRequest + 5,
      headerPairs: 50,
    },
  }).array('files', MEDIA_LIMITS.filesPerRequest)
  try {
    await upload(ctx, async () => {})
  } catch (error) {
    if (error instanceof HttpError) throw error
    const code = (error as { code?: string }).code
    if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_PART_COUNT')
      throw new HttpError(413, `${listingMessages.tooManyFiles} (at most ${MEDIA_LIMITS.filesPerRequest})`)
    if (code === 'LIMIT_FILE_SIZE') throw new HttpError(413, `${listingMessages.tooLarge}`)
    throw new HttpError(400, `${messages.malformedUpload}: ${(error as Error).message}`)
  }
  const files = ((ctx as Context & { files?: ReceivedFile[] }).files ?? []) as ReceivedFile[]
  if (files.length === 0) throw new HttpError(400, listingMessages.noFiles)
  try {
    const items: NewMedia[] = []
    for (const file of files) {
      const stored = await storedFileOf(file)
      const caption = ''
      if (file.kind === 'photo') items.push({ kind: 'photo', caption, file: stored, staged: false, originalId: null })
      else if (file.kind === 'film') {
        await filmToolsFor(file)
        items.push({ kind: 'film', caption, file: stored })
      } else {
        if (file.mime === 'application/pdf') await checkPdf(file)
        items.push({ kind: 'floorPlan', caption, file: stored })
      }
    }
    return items
  } catch (error) {
    await Promise.all(files.map((f) => rm(f.path, { force: true })))
    throw error
  }
}
