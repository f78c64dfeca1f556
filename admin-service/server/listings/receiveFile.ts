import { createHash, randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { fileTypeFromBuffer } from 'file-type'
import { MEDIA_LIMITS, type MediaKind } from '../../../content/listings/limits.ts'
import { HttpError } from '../shared/http/errors.ts'
import { listingMessages } from './listingErrors.ts'

/** The kinds a file can be stored as: a media item's kind (not a tour, which is a link). */
export type FileKind = Exclude<MediaKind, 'tour'>

/** A file received and on disk (fsync'ed), with what its bytes are. */
export type ReceivedFile = {
  kind: FileKind
  /** Random name in the target folder: `<32 hex>.<ext>`. */
  name: string
  path: string
  original: string
  bytes: number
  mime: string
  ext: string
  sha256: string
}

const PHOTO_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/tiff': 'tif',
}
/** file-type needs at most this many bytes to recognise every type it knows. */
const SNIFF_BYTES = 4100

export type FileLimits = { photoBytes: number; filmBytes: number; floorPlanBytes: number }

/** The kind a file's bytes make it (a photo, unless the owner marked images as floor plans), or null. */
function kindOf(mime: string, hint: 'floorPlan' | null): FileKind | null {
  if (mime in PHOTO_TYPES) return hint === 'floorPlan' ? 'floorPlan' : 'photo'
  if (mime === 'video/mp4') return 'film'
  if (mime === 'application/pdf') return 'floorPlan'
  return null
}

const PLURAL: Record<FileKind, string> = { photo: 'photos', film: 'films', floorPlan: 'floor plans' }
const limitOf = (kind: FileKind, limits: FileLimits) =>
  kind === 'photo' ? limits.photoBytes : kind === 'film' ? limits.filmBytes : limits.floorPlanBytes
const labelOf = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${+(bytes / 1024 ** 3).toFixed(1)} GB` : `${+(bytes / 1024 ** 2).toFixed(1)} MB`

/**
 * Streams one uploaded file to `dir` without holding it in memory: the first 4 KB say what it is (file-type,
 * by its bytes, never its name or claimed type), which sets its size limit (photos and floor plans 50 MB,
 * films 2 GB); the rest is written chunk by chunk as it arrives, hashed on the way, into a temp file that is
 * fsync'ed and renamed to a random name. A file of no allowed type, or over its limit, stops the upload with
 * a 415 or 413 naming it, and leaves nothing behind.
 */
export async function receiveFile(
  stream: Readable,
  original: string,
  dir: string,
  { hint = null, limits = MEDIA_LIMITS }: { hint?: 'floorPlan' | null; limits?: FileLimits } = {},
): Promise<ReceivedFile> {
  const shownName = original.slice(0, 120) || 'the file'
  await mkdir(dir, { recursive: true })
  const temp = path.join(dir, `.${randomBytes(8).toString('hex')}.part`)
  const hash = createHash('sha256')
  const head: Buffer[] = []
  let bytes = 0
  /** Set once the head has said what the file is: its kind and type, and the temp file it is written to. */
  // A holder, not a variable: TypeScript does not follow assignments made inside `start`.
  const to: { file: { kind: FileKind; mime: string; handle: FileHandle } | null } = { file: null }

  const tooLarge = (kind: FileKind) =>
    new HttpError(
      413,
      `${shownName}: ${listingMessages.tooLarge} (${PLURAL[kind]} up to ${labelOf(limitOf(kind, limits))})`,
    )
  const start = async () => {
    const mime = (await fileTypeFromBuffer(Buffer.concat(head)))?.mime ?? ''
    const kind = kindOf(mime, hint)
    if (!kind) throw new HttpError(415, `${shownName}: ${listingMessages.notMedia}`)
    if (bytes > limitOf(kind, limits)) throw tooLarge(kind)
    const handle = await open(temp, 'w', 0o644)
    to.file = { kind, mime, handle }
    for (const chunk of head.splice(0)) await handle.write(chunk)
    return to.file
  }
  try {
    // Not destroyed when a check stops the loop: the rest is drained below, so the upload ends with our error.
    for await (const chunk of stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      bytes += chunk.length
      hash.update(chunk)
      const { file } = to
      if (file) {
        if (bytes > limitOf(file.kind, limits)) throw tooLarge(file.kind)
        await file.handle.write(chunk)
      } else {
        head.push(chunk)
        if (bytes >= SNIFF_BYTES) await start()
      }
    }
    if (bytes === 0) throw new HttpError(400, `${shownName}: ${listingMessages.emptyFile}`)
    const { kind, mime, handle } = to.file ?? (await start())
    await handle.sync()
    await handle.close()
    to.file = null
    const ext = kind === 'film' ? 'mp4' : mime === 'application/pdf' ? 'pdf' : PHOTO_TYPES[mime]!
    const name = `${randomBytes(16).toString('hex')}.${ext}`
    await rename(temp, path.join(dir, name))
    return {
      kind,
      name,
      path: path.join(dir, name),
      original: original.slice(0, 255),
      bytes,
      mime,
      ext,
      sha256: hash.digest('hex'),
    }
  } catch (error) {
    await to.file?.handle.close().catch(() => {})
    await rm(temp, { force: true })
    // The rest of the file is not wanted: stop reading it.
    stream.resume()
    throw error
  }
}
