/**
 * Test images and archives the listing tests share (MediaPreparer.test, the listing delivery e2e and
 * reliability tests, tests/support/listingFixture.ts).
 */
import sharp from 'sharp'
import yauzl from 'yauzl'

const svgScene = (width: number, height: number, hue: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${hue + 90},50%,30%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 5}" fill="hsl(${hue + 180},40%,50%)"/></svg>`

/** A JPEG of `width` x `height` with a gradient and a shape (so it compresses like a photograph a little). */
export function photoJpeg(width: number, height: number, hue = 30): Promise<Buffer> {
  return sharp(Buffer.from(svgScene(width, height, hue)))
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** `photoJpeg` as a camera makes it: EXIF with the camera (Sony A7 IV) and a GPS position (Toronto). */
export function cameraPhoto(width: number, height: number, hue = 30): Promise<Buffer> {
  return sharp(Buffer.from(svgScene(width, height, hue)))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Sony', Model: 'A7 IV' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 23/1 0/1' },
    })
    .toBuffer()
}

/** The entries of a ZIP file: name and bytes. */
export function unzip(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error)
      const entries = new Map<string, Buffer>()
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err)
          const chunks: Buffer[] = []
          stream.on('data', (c: Buffer) => chunks.push(c))
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks))
            zip.readEntry()
          })
        }),
      )
      zip.on('end', () => resolve(entries))
      zip.readEntry()
    })
  })
}

/**
 * `cameraPhoto` with an extra 0xFF before its EXIF segment's marker: a fill byte, which T.81 allows before any
 * marker and libjpeg reads past, so the photo shows and its GPS is read as before.
 */
export async function fillBytePhoto(width: number, height: number, hue = 30): Promise<Buffer> {
  const photo = await cameraPhoto(width, height, hue)
  const app1 = photo.indexOf(Buffer.from([0xff, 0xe1]))
  return Buffer.concat([photo.subarray(0, app1), Buffer.from([0xff]), photo.subarray(app1)])
}

/**
 * A photo followed by a second JPEG after its end, as MPF files (a camera's second picture) and motion photos
 * (a film) append theirs: the first with no location, the one after it with the camera, a GPS position and
 * `artist` in its EXIF.
 */
export async function appendedJpegPhoto(width: number, height: number, artist: string, hue = 30): Promise<Buffer> {
  const first = await photoJpeg(width, height, hue)
  const second = await sharp(Buffer.from(svgScene(320, 240, hue + 120)))
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'Sony', Model: 'A7 IV', Artist: artist },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 23/1 0/1' },
    })
    .toBuffer()
  return Buffer.concat([first, second])
}
