/**
 * A JPEG's metadata removed without touching its pixels: the print download and the published floor plan are
 * the original as uploaded, not re-encoded ("Print copies: the original less its metadata" in
 * docs/decisions.md). The file is read marker by marker as ITU T.81 lays it out (fill bytes before a
 * marker, markers without a length, each scan's entropy-coded data up to the next marker) to the primary
 * image's end: whatever follows it (the further images of an MPF file, a motion photo's film, any appended
 * file) is left out. Of the segments before the picture data only these stay: JFIF (APP0), EXIF (APP1) with
 * its GPS directory, thumbnail and personal fields emptied (exifEmptier.ts), the colour profile (APP2
 * ICC_PROFILE) and Adobe's colour transform (APP14). XMP, IPTC, MPF, maker segments and comments go.
 * Camera, lens, exposure, date and orientation stay.
 */
import { emptyExif } from './exifEmptier.ts'

const SOI = 0xd8
const EOI = 0xd9
const SOS = 0xda
const APP0 = 0xe0
const APP1 = 0xe1
const APP2 = 0xe2
const APP14 = 0xee
/** Markers that stand alone, with no length after them: TEM and the restart markers RST0-RST7. */
const standalone = (code: number) => code === 0x01 || (code >= 0xd0 && code <= 0xd7)
const startsWith = (body: Buffer, text: string) => body.subarray(0, text.length).equals(Buffer.from(text, 'latin1'))

/** Whether `bytes` starts like a JPEG. */
export const isJpeg = (bytes: Buffer) => bytes.length > 4 && bytes[0] === 0xff && bytes[1] === SOI

/** A JPEG whose structure cannot be followed to its end. */
export class JpegStructureError extends Error {
  override name = 'JpegStructureError'
}

/** The application segment `code` with `body` as kept in the copy: as it is, emptied in place, or dropped (false). */
function keepSegment(code: number, body: Buffer): boolean {
  if (code === APP0) return startsWith(body, 'JFIF\0')
  if (code === APP1 && startsWith(body, 'Exif\0\0')) {
    emptyExif(body.subarray(6))
    return true
  }
  if (code === APP2) return startsWith(body, 'ICC_PROFILE\0')
  if (code === APP14) return startsWith(body, 'Adobe')
  return false
}

/** Where the entropy-coded data that starts at `at` ends: at the next marker that is not a restart or a stuffed 0xFF. */
function endOfScan(bytes: Buffer, at: number): number {
  // Buffer.indexOf finds each 0xFF natively: a 6 MB scan is mostly entropy-coded bytes between them.
  for (let i = bytes.indexOf(0xff, at); i !== -1 && i < bytes.length - 1; i = bytes.indexOf(0xff, i + 1)) {
    const next = bytes[i + 1]!
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i++
    else return i
  }
  return bytes.length
}

/** A copy of the JPEG `bytes`: its primary image alone, with the metadata segments above dropped or emptied. */
export function stripJpegMetadata(bytes: Buffer): Buffer {
  if (!isJpeg(bytes)) throw new JpegStructureError('not a JPEG')
  const copy = Buffer.from(bytes)
  const parts: Buffer[] = [copy.subarray(0, 2)]
  let at = 2
  while (at < copy.length) {
    if (copy[at] !== 0xff) throw new JpegStructureError(`no marker at byte ${at}`)
    while (copy[at] === 0xff) at++ // fill bytes
    if (at >= copy.length) break
    const code = copy[at]!
    const marker = copy.subarray(at - 1, at + 1)
    at++
    if (code === EOI) {
      parts.push(marker)
      break
    }
    if (standalone(code)) {
      parts.push(marker)
      continue
    }
    if (code === SOI || code === 0x00) throw new JpegStructureError(`unexpected marker 0xFF${code.toString(16)}`)
    if (at + 2 > copy.length) throw new JpegStructureError('cut off in a segment header')
    const length = copy.readUInt16BE(at)
    const end = at + length
    if (length < 2 || end > copy.length)
      throw new JpegStructureError(`segment 0xFF${code.toString(16)} runs past the end`)
    const isApp = (code >= APP0 && code <= 0xef) || code === 0xfe
    if (!isApp || keepSegment(code, copy.subarray(at + 2, end))) parts.push(marker, copy.subarray(at, end))
    at = end
    if (code === SOS) {
      const scanEnd = endOfScan(copy, at)
      parts.push(copy.subarray(at, scanEnd))
      at = scanEnd
    }
  }
  return Buffer.concat(parts)
}
