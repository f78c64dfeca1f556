/**
 * Every field of metadata an image, a film or a PDF carries, as text, for the MLS compliance check
 * (mlsCompliance.ts). Images: **exifr** over the file (EXIF with its GPS directory, XMP, IPTC, PNG text) and
 * over the EXIF and XMP blocks that **sharp** (libvips) finds in any format it reads (WebP and AVIF included,
 * which exifr does not open). Films: **ffprobe** (lib/ffmpeg.ts): the container's, each stream's and each
 * chapter's tags, and every data track (camera telemetry such as a GPS track). PDFs: **pdf-lib**: every entry
 * of the document information dictionary (Author, Creator, Producer, Title, Subject, Keywords...) and every
 * XMP metadata stream in the file. sharp, exifr and pdf-lib are loaded on the first call, so that importing
 * the generator stays light (generator/index.ts).
 */
import { readFile, stat } from 'node:fs/promises'
import { probeFilm } from '../../lib/ffmpeg.ts'

/** One field: where it was found (`exif.Artist`, `format.comment`) and its value as text. */
export type MetadataField = { field: string; value: string }

const FILM = /\.(mp4|m4v|mov|webm)$/i
const PDF = /\.pdf$/i
/** Files the check reads: the images, films and PDFs a page serves. */
export const MEDIA_FILE = /\.(jpe?g|png|webp|avif|gif|tiff?|mp4|m4v|mov|webm|pdf)$/i

/** Every leaf of `value` as a field, its path joined with dots (arrays of numbers, such as coordinates, as one). */
function fields(value: unknown, at: string, out: MetadataField[]): MetadataField[] {
  if (value === null || value === undefined) return out
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date)
    out.push({ field: at, value: value instanceof Date ? value.toISOString() : String(value) })
  else if (value instanceof Uint8Array) out.push({ field: at, value: Buffer.from(value).toString('latin1') })
  else if (Array.isArray(value) && value.every((v) => typeof v === 'number'))
    out.push({ field: at, value: value.join(' ') })
  else if (typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) fields(inner, at ? `${at}.${key}` : key, out)
  return out
}

const EXIFR_OPTIONS = {
  tiff: true,
  ifd1: true,
  exif: true,
  gps: true,
  interop: false,
  xmp: true,
  iptc: true,
  ihdr: true,
  icc: false,
  jfif: false,
  userComment: true,
  makerNote: true,
  multiSegment: true,
  mergeOutput: false,
  translateValues: false,
} as const

async function imageFields(file: string): Promise<MetadataField[]> {
  const [{ default: exifr }, { default: sharp }] = await Promise.all([import('exifr'), import('sharp')])
  const bytes = await readFile(file)
  const out: MetadataField[] = []
  // exifr does not open WebP (nor GIF): for those, the blocks libvips finds below are what there is.
  fields(await exifr.parse(bytes, EXIFR_OPTIONS).catch(() => null), '', out)
  const meta = await sharp(bytes).metadata()
  if (meta.exif) {
    const tiff = meta.exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? meta.exif.subarray(6) : meta.exif
    fields(await exifr.parse(tiff, EXIFR_OPTIONS).catch(() => null), 'exif', out)
  }
  if (meta.xmp) {
    const xmp = meta.xmp.toString('utf8')
    out.push({ field: 'xmp', value: xmp })
    if (/GPS|ISO6709/i.test(xmp)) out.push({ field: 'xmp GPS', value: 'present' })
  }
  if (meta.iptc) out.push({ field: 'iptc', value: meta.iptc.toString('latin1') })
  for (const comment of meta.comments ?? []) out.push({ field: `text.${comment.keyword}`, value: comment.text })
  return out
}

async function filmFields(file: string): Promise<MetadataField[]> {
  const probe = await probeFilm(file)
  const out = fields(probe.format?.tags, 'format', [])
  for (const stream of probe.streams ?? []) {
    fields(stream.tags, `stream ${stream.index}`, out)
    if (stream.codec_type === 'data')
      out.push({ field: `stream ${stream.index} (data track)`, value: stream.codec_tag_string ?? 'data' })
  }
  for (const [i, chapter] of (probe.chapters ?? []).entries()) fields(chapter.tags, `chapter ${i + 1}`, out)
  return out
}

async function pdfFields(file: string): Promise<MetadataField[]> {
  const { decodePDFRawStream, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString } =
    await import('pdf-lib')
  const doc = await PDFDocument.load(await readFile(file), { updateMetadata: false, ignoreEncryption: true })
  const { context } = doc
  const out: MetadataField[] = []
  const info = context.trailerInfo.Info && context.lookup(context.trailerInfo.Info)
  if (info instanceof PDFDict)
    for (const [key, value] of info.entries()) {
      const text = value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : String(value)
      out.push({ field: `info.${key.decodeText()}`, value: text })
    }
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Type')) !== PDFName.of('Metadata')) continue
    const xmp = Buffer.from(decodePDFRawStream(object).decode()).toString('utf8')
    out.push({ field: `xmp (object ${ref.objectNumber})`, value: xmp })
    if (/GPS|ISO6709/i.test(xmp)) out.push({ field: 'xmp GPS', value: 'present' })
  }
  return out
}

/** Files read so far in this process, by path, inode, size and modification time, oldest first. */
const readBefore = new Map<string, MetadataField[]>()
/** Enough for every served copy of a few large listings (40 photos have about 400). */
const READ_BEFORE_LIMIT = 5_000

/**
 * The metadata fields of the image, film or PDF at `file` (by its name's extension). A file read before in this
 * process and not changed since (same inode, size and modification time: a rewrite through a temporary file
 * and a rename is a new inode) is not read again, so republishing a listing after a caption edit rereads
 * only the copies that changed.
 */
export async function metadataOf(file: string): Promise<MetadataField[]> {
  const stats = await stat(file)
  const key = `${file}\0${stats.ino}\0${stats.size}\0${stats.mtimeMs}`
  const known = readBefore.get(key)
  if (known) return known
  const found = await (FILM.test(file) ? filmFields(file) : PDF.test(file) ? pdfFields(file) : imageFields(file))
  if (readBefore.size >= READ_BEFORE_LIMIT) readBefore.delete(readBefore.keys().next().value!)
  readBefore.set(key, found)
  return found
}

/** Whether a field says where the picture was taken: GPS tags, a film's location, a data (telemetry) track. */
export const isPosition = ({ field, value }: MetadataField) =>
  value.trim() !== '' && /gps|latitude|longitude|location|iso6709|data track/i.test(field)
