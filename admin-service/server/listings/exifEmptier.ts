/**
 * Empties, in place, what an EXIF block (its TIFF structure, after `Exif\0\0`) says of where and by whom a
 * photo was taken, keeping its length and layout so that nothing else moves: the GPS directory (entries,
 * and the values they point to, zeroed and its count set to 0), the thumbnail (IFD1 and the image it points
 * to), and the personal fields below (text zeroed: read as empty). Camera, lens, exposure, date and
 * orientation stay. An offset outside the block is skipped, never followed.
 */

const EXIF_POINTER = 0x8769
const GPS_POINTER = 0x8825
/** Fields that name people, places or one camera: emptied wherever they are (IFD0 or the EXIF directory). */
const PERSONAL = new Set([
  0x010e, // ImageDescription
  0x013b, // Artist
  0x8298, // Copyright
  0x927c, // MakerNote: vendors keep serial numbers, owner names and sometimes the position there
  0x9286, // UserComment
  0x9c9b, // XPTitle
  0x9c9c, // XPComment
  0x9c9d, // XPAuthor
  0x9c9e, // XPKeywords
  0x9c9f, // XPSubject
  0xa420, // ImageUniqueID
  0xa430, // CameraOwnerName
  0xa431, // BodySerialNumber
  0xa435, // LensSerialNumber
])
/** Bytes per value of each TIFF type (1 BYTE ... 12 DOUBLE). */
const TYPE_SIZE = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8]

export function emptyExif(tiff: Buffer): void {
  if (tiff.length < 8) return
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const inside = (at: number, size: number) => at >= 0 && at + size <= tiff.length
  /** Zeroes the value of the 12-byte entry at `entry` (its bytes inline or where it points). */
  const zeroValue = (entry: number) => {
    const size = (TYPE_SIZE[u16(entry + 2)] ?? 1) * u32(entry + 4)
    if (size <= 4) return tiff.fill(0, entry + 8, entry + 12)
    const value = u32(entry + 8)
    if (inside(value, size)) tiff.fill(0, value, value + size)
  }
  /** Zeroes every entry of the directory at `ifd`, what they point to, and its count. */
  const emptyDirectory = (ifd: number) => {
    if (!inside(ifd, 2)) return
    const count = u16(ifd)
    for (let j = 0; j < count; j++) {
      const entry = ifd + 2 + j * 12
      if (!inside(entry, 12)) break
      zeroValue(entry)
      tiff.fill(0, entry, entry + 12)
    }
    tiff.fill(0, ifd, ifd + 2)
  }
  const visited = new Set<number>()
  /** Empties the personal fields, the GPS directory and (for IFD0) the thumbnail reached from `ifd`. */
  const clean = (ifd: number, isIfd0: boolean) => {
    if (!inside(ifd, 2) || visited.has(ifd)) return
    visited.add(ifd)
    const count = u16(ifd)
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12
      if (!inside(entry, 12)) return
      const tag = u16(entry)
      if (tag === GPS_POINTER) emptyDirectory(u32(entry + 8))
      else if (tag === EXIF_POINTER) clean(u32(entry + 8), false)
      else if (PERSONAL.has(tag)) zeroValue(entry)
    }
    const next = ifd + 2 + count * 12
    if (!isIfd0 || !inside(next, 4)) return
    const ifd1 = u32(next)
    if (ifd1 !== 0) {
      emptyThumbnail(ifd1)
      tiff.fill(0, next, next + 4)
    }
  }
  /** Zeroes IFD1 and the thumbnail image it points to (JPEGInterchangeFormat and its length). */
  const emptyThumbnail = (ifd1: number) => {
    if (!inside(ifd1, 2)) return
    let start = 0
    let length = 0
    for (let i = 0; i < u16(ifd1); i++) {
      const entry = ifd1 + 2 + i * 12
      if (!inside(entry, 12)) break
      if (u16(entry) === 0x0201) start = u32(entry + 8)
      if (u16(entry) === 0x0202) length = u32(entry + 8)
    }
    if (length > 0 && inside(start, length)) tiff.fill(0, start, start + length)
    emptyDirectory(ifd1)
  }
  clean(u32(4), true)
}
