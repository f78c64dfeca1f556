/**
 * Removes the location from a JPEG's EXIF without touching its pixels: the print download is the
 * original as uploaded, so it is not re-encoded. The GPS directory of the EXIF block is emptied
 * (its entries and the values they point to overwritten with zeros, its count set to 0) and every XMP
 * block, which may repeat the location, is dropped. Camera, lens, date, orientation and colour profile stay.
 */

const SOI = 0xffd8
const APP1 = 0xffe1
const SOS = 0xffda
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1')
const XMP_HEADER = Buffer.from('http://ns.adobe.com/', 'latin1')
const GPS_POINTER = 0x8825
/** Bytes per value of each TIFF type (1 BYTE ... 12 DOUBLE). */
const TYPE_SIZE = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8]

/** Whether `bytes` starts like a JPEG. */
export const isJpeg = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt16BE(0) === SOI

/** A copy of the JPEG `bytes` with its GPS data emptied and its XMP blocks removed. */
export function stripJpegGps(bytes: Buffer): Buffer {
  if (!isJpeg(bytes)) throw new Error('not a JPEG')
  const out = Buffer.from(bytes)
  const keep: [number, number][] = []
  let offset = 2
  let from = 0
  while (offset + 4 <= out.length) {
    const marker = out.readUInt16BE(offset)
    if ((marker & 0xff00) !== 0xff00 || marker === SOS) break
    const length = out.readUInt16BE(offset + 2)
    const body = offset + 4
    if (marker === APP1 && out.subarray(body, body + 6).equals(EXIF_HEADER)) {
      emptyGps(out, body + 6, offset + 2 + length)
    } else if (marker === APP1 && out.subarray(body, body + XMP_HEADER.length).equals(XMP_HEADER)) {
      keep.push([from, offset])
      from = offset + 2 + length
    }
    offset += 2 + length
  }
  if (from === 0) return out
  keep.push([from, out.length])
  return Buffer.concat(keep.map(([start, end]) => out.subarray(start, end)))
}

/** Empties the GPS IFD of the TIFF structure at `tiff` (ending at `end`) in place. */
function emptyGps(buf: Buffer, tiff: number, end: number): void {
  const little = buf.toString('latin1', tiff, tiff + 2) === 'II'
  const u16 = (at: number) => (little ? buf.readUInt16LE(at) : buf.readUInt16BE(at))
  const u32 = (at: number) => (little ? buf.readUInt32LE(at) : buf.readUInt32BE(at))
  const inside = (at: number, size: number) => at >= tiff && at + size <= end
  const ifd0 = tiff + u32(tiff + 4)
  if (!inside(ifd0, 2)) return
  const entries = u16(ifd0)
  for (let i = 0; i < entries; i++) {
    const entry = ifd0 + 2 + i * 12
    if (!inside(entry, 12) || u16(entry) !== GPS_POINTER) continue
    const gps = tiff + u32(entry + 8)
    if (!inside(gps, 2)) return
    const count = u16(gps)
    for (let j = 0; j < count; j++) {
      const field = gps + 2 + j * 12
      if (!inside(field, 12)) break
      const size = (TYPE_SIZE[u16(field + 2)] ?? 1) * u32(field + 4)
      const value = tiff + u32(field + 8)
      if (size > 4 && inside(value, size)) buf.fill(0, value, value + size)
      buf.fill(0, field, field + 12)
    }
    buf.fill(0, gps, gps + 2)
  }
}
