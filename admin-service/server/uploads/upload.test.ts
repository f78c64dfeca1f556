import { mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PortfolioStore } from '../portfolio/PortfolioStore.ts'
import { testApp } from '../../../tests/support/testApp.ts'
import { whenUploadsSettled } from './processUpload.ts'
import { sweepUploads, UPLOAD_GRACE_MS } from './sweepUploads.ts'

/** A 1200x800 JPEG carrying EXIF (camera, GPS) and orientation 6 (rotate 90° clockwise to display). */
const photoWithExif = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Leaky 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()

/**
 * A decompression bomb: a valid PNG of `width` x `height` black pixels (1-bit greyscale, so its rows are
 * deflated in milliseconds: sharp took over a second of CPU to make an 80-megapixel RGB one).
 */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13) // compression, filter and interlace methods 0
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  // Each row: filter type 0, then width bits of 0 (black).
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('POST /api/upload', () => {
  it('re-encodes a real photo: orientation applied, EXIF and GPS gone, variants and sidecar written', async () => {
    const { agent, xhr, signIn, request } = await testApp()
    await signIn()
    const original = await photoWithExif()
    const before = await sharp(original).metadata()
    expect(before.exif).toBeDefined()
    expect(before.orientation).toBe(6)

    const res = await agent.post('/api/upload').set(xhr).attach('file', original, 'IMG_0001.JPG')
    expect(res.status).toBe(201)
    expect(res.body.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/)

    const served = await request()
      .get(res.body.url)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = []
        r.on('data', (c: Buffer) => chunks.push(c))
        r.on('end', () => cb(null, Buffer.concat(chunks)))
      })
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const after = await sharp(served.body as Buffer).metadata()
    expect(after.format).toBe('jpeg')
    expect(after.exif).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    expect([after.width, after.height]).toEqual([800, 1200]) // rotated upright
    expect((served.body as Buffer).includes(Buffer.from('SpyCam'))).toBe(false)

    await whenUploadsSettled()
    const base = res.body.url.replace(/\.jpg$/, '')
    const sidecar = (await request().get(`${base}.json`)).body
    expect(sidecar).toEqual({ width: 800, height: 1200, widths: [480, 800], formats: ['avif', 'webp'] })
    for (const w of sidecar.widths) {
      const avif = await request().get(`${base}-${w}w.avif`)
      expect(avif.status).toBe(200)
      expect(avif.headers['content-type']).toBe('image/avif')
      const webp = await request().get(`${base}-${w}w.webp`)
      expect(webp.headers['content-type']).toBe('image/webp')
    }
  })

  it('gives a wide photo a copy at each width up to its main one, 1080 px for phones at DPR 3', async () => {
    const { agent, xhr, signIn, request } = await testApp()
    await signIn()
    const photo = await readFile(path.resolve(import.meta.dirname, '../../../content/images/photos/dock-water.jpg'))
    const res = await agent.post('/api/upload').set(xhr).attach('file', photo, 'dock-water.jpg')
    expect(res.status).toBe(201)
    await whenUploadsSettled()
    const base = res.body.url.replace(/\.jpg$/, '')
    const sidecar = (await request().get(`${base}.json`)).body
    expect(sidecar).toMatchObject({ width: 1920, widths: [480, 960, 1080, 1440, 1920] })
    const copy = await request().get(`${base}-1080w.webp`)
    expect(copy.status).toBe(200)
  })

  it('accepts the sample photo from the content folder', async () => {
    const { agent, xhr, signIn } = await testApp()
    await signIn()
    const photo = await readFile(
      path.resolve(import.meta.dirname, '../../../content/images/photos/brick-stone-house.jpg'),
    )
    const res = await agent.post('/api/upload').set(xhr).attach('file', photo, 'brick-stone-house.jpg')
    expect(res.status).toBe(201)
  })

  it('rejects a text file renamed .jpg, whatever type it claims', async () => {
    const { agent, xhr, signIn, uploadsDir } = await testApp()
    await signIn()
    const res = await agent.post('/api/upload').set(xhr).attach('file', Buffer.from('just some text, not an image\n'), {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    })
    expect(res.status).toBe(415)
    expect(res.body.error).toMatch(/Only JPEG, PNG/)
    expect(await import('node:fs/promises').then((fs) => fs.readdir(uploadsDir))).toEqual([])
  })

  it('rejects SVG (script-capable) uploads', async () => {
    const { agent, xhr, signIn } = await testApp()
    await signIn()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect((await agent.post('/api/upload').set(xhr).attach('file', svg, 'a.svg')).status).toBe(415)
  })

  it('refuses decompression bombs by pixel count', async () => {
    const { agent, xhr, signIn } = await testApp()
    await signIn()
    const bomb = pngBomb(10000, 8000)
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
    // A real image of that size, as a decoder that ignores the limit sees it.
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 10000,
      height: 8000,
    })
    const res = await agent.post('/api/upload').set(xhr).attach('file', bomb, 'bomb.png')
    expect(res.status).toBe(413)
    expect(res.body.error).toMatch(/too many pixels/)
  })

  it('answers 413 above the size limit', async () => {
    const { agent, xhr, signIn } = await testApp({ maxUploadBytes: 1024 })
    await signIn()
    const res = await agent
      .post('/api/upload')
      .set(xhr)
      .attach('file', await photoWithExif(), 'big.jpg')
    expect(res.status).toBe(413)
    expect(res.body.error).toMatch(/too large/)
  })

  it('answers 400 or 415, never 500, for malformed or missing multipart bodies', async () => {
    const { agent, xhr, signIn } = await testApp()
    await signIn()
    const noFile = await agent.post('/api/upload').set(xhr).field('other', 'x')
    expect(noFile.status).toBe(400)
    expect(noFile.body.error).toMatch(/No file/)
    const wrongField = await agent.post('/api/upload').set(xhr).attach('image', Buffer.from('x'), 'a.jpg')
    expect(wrongField.status).toBe(400)
    const twoFiles = await agent
      .post('/api/upload')
      .set(xhr)
      .attach('file', Buffer.from('a'), 'a.jpg')
      .attach('file', Buffer.from('b'), 'b.jpg')
    expect(twoFiles.status).toBe(400)
    const noBoundary = await agent
      .post('/api/upload')
      .set(xhr)
      .set('Content-Type', 'multipart/form-data')
      .send('garbage')
    expect(noBoundary.status).toBe(400)
    const truncated = await agent
      .post('/api/upload')
      .set(xhr)
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff')
    expect(truncated.status).toBe(400)
    const json = await agent.post('/api/upload').set(xhr).send({ file: 'x' })
    expect(json.status).toBe(415)
  })

  it('does not serve hidden or traversing upload paths', async () => {
    const { request } = await testApp()
    expect((await request().get('/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404)
    expect((await request().get('/uploads/.hidden')).status).toBe(404)
    expect((await request().get('/uploads/missing.jpg')).status).toBe(404)
  })
})

describe('sweepUploads', () => {
  /** Writes `names` into a new folder, all but `fresh` older than the grace period. */
  const uploadsFolder = async (names: string[], fresh: string[] = []) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sweep-'))
    for (const name of names) await writeFile(path.join(dir, name), 'x')
    const old = new Date(Date.now() - UPLOAD_GRACE_MS - 60_000)
    for (const name of names.filter((n) => !fresh.includes(n))) await utimes(path.join(dir, name), old, old)
    return dir
  }
  const image = (id: string, name: string) => ({
    id,
    title: id,
    description: 'd',
    type: 'image' as const,
    src: `/uploads/${name}`,
    alt: `Photograph ${id}`,
  })

  it('removes uploads no item references once past the grace period, with their variants and sidecar', async () => {
    const names = ['kept.jpg', 'kept-480w.avif', 'kept.json', 'gone.jpg', 'gone-480w.webp', 'gone.json', 'fresh.jpg']
    const dir = await uploadsFolder(names, ['fresh.jpg'])
    const removed = await sweepUploads(dir, [image('p1', 'kept.jpg')])
    expect(removed.sort()).toEqual(['gone-480w.webp', 'gone.jpg', 'gone.json'])
    expect((await readdir(dir)).sort()).toEqual(['fresh.jpg', 'kept-480w.avif', 'kept.jpg', 'kept.json'])
  })

  it('keeps the pictures of hidden items, deleted items Undo can bring back and earlier versions Restore can', async () => {
    const dir = await uploadsFolder(['draft.jpg', 'deleted.jpg', 'earlier.jpg', 'current.jpg', 'unused.jpg'])
    const store = await PortfolioStore.inMemory()
    await store.add('photographyPortfolio', { ...image('draft', 'draft.jpg'), hidden: true })
    const { change: deletion } = await store.add('photographyPortfolio', image('gone', 'deleted.jpg'))
    await store.remove('photographyPortfolio', deletion!.itemId!)
    await store.add('photographyPortfolio', image('kept', 'earlier.jpg'))
    const { change: edit } = await store.update('photographyPortfolio', image('kept', 'current.jpg'))

    expect(await sweepUploads(dir, store.itemsInUse())).toEqual(['unused.jpg'])

    const history = store.history()
    await store.undo(history.find((entry) => entry.action === 'delete')!.id)
    await store.undo(edit!.id)
    const srcs = store.data.photographyPortfolio.map((item) => (item.type === 'image' ? item.src : null))
    expect(srcs.sort()).toEqual(['/uploads/deleted.jpg', '/uploads/draft.jpg', '/uploads/earlier.jpg'])
    expect((await readdir(dir)).sort()).toEqual(['current.jpg', 'deleted.jpg', 'draft.jpg', 'earlier.jpg'])
  })
})
