import exifr from 'exifr'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { stripJpegGps } from './stripGps.ts'

const withGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS R5' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 39/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 23/1 0/1',
      },
    })
    .toBuffer()

describe('stripJpegGps', () => {
  it('empties the location and keeps the camera, without re-encoding a pixel', async () => {
    const original = await withGps()
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.any(Number) })
    const stripped = stripJpegGps(original)
    expect(await exifr.gps(stripped)).toBeUndefined()
    expect(await exifr.parse(stripped, { gps: true })).toMatchObject({ Make: 'Canon', Model: 'EOS R5' })
    expect(stripped.length).toBe(original.length)
    const [a, b] = await Promise.all([original, stripped].map((j) => sharp(j).raw().toBuffer()))
    expect(a!.equals(b!)).toBe(true)
    // The coordinates' bytes (the seconds, 1234/100, in either byte order) are gone, not just unlinked.
    const seconds = [Buffer.from([0, 0, 4, 0xd2, 0, 0, 0, 0x64]), Buffer.from([0xd2, 4, 0, 0, 0x64, 0, 0, 0])]
    expect(seconds.some((s) => original.includes(s))).toBe(true)
    expect(seconds.some((s) => stripped.includes(s))).toBe(false)
  })

  it('drops XMP blocks, which may repeat the location', async () => {
    const original = await withGps()
    const xmp = Buffer.from(
      'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>43,39.2N</exif:GPSLatitude></x:xmpmeta>',
      'latin1',
    )
    const segment = Buffer.concat([Buffer.from([0xff, 0xe1]), Buffer.from([0, 0]), xmp])
    segment.writeUInt16BE(xmp.length + 2, 2)
    const planted = Buffer.concat([original.subarray(0, 2), segment, original.subarray(2)])
    const stripped = stripJpegGps(planted)
    expect(stripped.includes(Buffer.from('GPSLatitude'))).toBe(false)
    expect((await sharp(stripped).metadata()).width).toBe(64)
  })
})
