import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import exifr from 'exifr'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { listing as listingSchema, type Listing } from '../../../content/listings/store.ts'
import { probeFilm } from '../../../lib/ffmpeg.ts'
import { metadataOf } from '../../../generator/checks/mediaMetadata.ts'
import { AGENT_FILM_TAGS, taggedFilm } from '../../../tests/support/films.ts'
import { AGENT_PDF_SECRETS, agentFloorPlanPdf } from '../../../tests/support/pdfs.ts'
import { cameraPhoto, unzip } from '../../../tests/support/photos.ts'
import { MediaPreparer } from './MediaPreparer.ts'

const now = '2026-11-02T10:00:00.000Z'
const sha = (n: number) => String(n).repeat(64).slice(0, 64)

async function listingWithPhotos(mediaDir: string): Promise<Listing> {
  const id = 'L'.repeat(16)
  const dir = path.join(mediaDir, id)
  await mkdir(dir, { recursive: true })
  const sources = [
    { name: `${'1'.repeat(32)}.jpg`, bytes: await cameraPhoto(3000, 2000, 20) },
    { name: `${'2'.repeat(32)}.jpg`, bytes: await cameraPhoto(1200, 1800, 220) },
    {
      name: `${'3'.repeat(32)}.png`,
      bytes: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6' } })
        .png()
        .toBuffer(),
    },
  ]
  for (const s of sources) await writeFile(path.join(dir, s.name), s.bytes)
  return listingSchema.parse({
    id,
    slug: '12-maple-ave-toronto',
    tourId: 'T'.repeat(16),
    deliveryToken: 'D'.repeat(32),
    address: { street: '12 Maple Ave', city: 'Toronto' },
    media: sources.map((s, i) => ({
      id: `${i}`.repeat(16),
      kind: 'photo',
      caption: `Photo ${i + 1}`,
      file: {
        name: s.name,
        original: `IMG_${i}.JPG`,
        bytes: s.bytes.length,
        mime: s.name.endsWith('png') ? 'image/png' : 'image/jpeg',
        sha256: sha(i + 1),
      },
    })),
    delivery: null,
    deliveredAt: null,
    createdAt: now,
    updatedAt: now,
  })
}

describe('MediaPreparer', () => {
  it('makes the web sizes, the MLS and print downloads as files and ZIPs, and the share image', async () => {
    const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'listing-media-'))
    const listing = await listingWithPhotos(mediaDir)
    const preparer = new MediaPreparer(mediaDir, { encodes: 2 })
    const prepared = await preparer.prepare(listing, { mlsLongEdge: 2048 })

    expect(prepared.photos.map((p) => [p.width, p.height, p.web.map((w) => w.width)])).toEqual([
      [3000, 2000, [480, 960, 1080, 1440, 1920]],
      [1200, 1800, [480, 960, 1080, 1200]],
      [800, 600, [480, 800]],
    ])
    for (const w of prepared.photos.flatMap((p) => p.web)) {
      expect(w.url).toMatch(/^\/listing-media\/[0-9a-f]{16}-\d+w\.webp$/)
      expect((await sharp(w.path).metadata()).format).toBe('webp')
    }
    expect(await sharp(prepared.ogImage!.path).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' })

    const mls = await unzip(prepared.downloads.mls.zip.path)
    expect([...mls.keys()]).toEqual([
      '12-maple-ave-toronto-01.jpg',
      '12-maple-ave-toronto-02.jpg',
      '12-maple-ave-toronto-03.jpg',
    ])
    const sizes = []
    for (const bytes of mls.values()) {
      const meta = await sharp(bytes).metadata()
      sizes.push([meta.width, meta.height])
      expect(meta).toMatchObject({ format: 'jpeg', space: 'srgb' })
      expect(meta.exif).toBeUndefined()
      expect(await exifr.gps(bytes)).toBeUndefined()
    }
    expect(sizes).toEqual([
      [2048, 1365],
      [1200, 1800],
      [800, 600],
    ])
    expect(prepared.downloads.mls.files.map((f) => f.url)).toContain(
      '/delivery/DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD/files/12-maple-ave-toronto-02.jpg',
    )

    const print = await unzip(prepared.downloads.print.zip.path)
    expect([...print.keys()]).toEqual([
      '12-maple-ave-toronto-01-print.jpg',
      '12-maple-ave-toronto-02-print.jpg',
      '12-maple-ave-toronto-03-print.png',
    ])
    const first = print.get('12-maple-ave-toronto-01-print.jpg')!
    const uploaded = await readFile(
      path.join(mediaDir, listing.id, listing.media[0]!.kind === 'photo' ? listing.media[0]!.file.name : ''),
    )
    expect(first.length).toBe(uploaded.length) // the original, not re-encoded
    expect(await exifr.gps(uploaded)).toBeDefined()
    expect(await exifr.gps(first)).toBeUndefined()
    expect(await exifr.parse(first)).toMatchObject({ Make: 'Sony' })
    expect((await sharp(print.get('12-maple-ave-toronto-03-print.png')!).metadata()).width).toBe(800)
  })

  it("makes the first photo's hero copies: AVIF at its web widths and a 2:3 portrait crop for phones", async () => {
    const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'listing-media-'))
    const listing = await listingWithPhotos(mediaDir)
    const preparer = new MediaPreparer(mediaDir, { encodes: 2 })
    const { hero, photos } = await preparer.prepare(listing, { mlsLongEdge: 2048 })
    // 3000x2000: the widest 2:3 crop is 1333 px, so the widths stop at the cap, 1080 (x 1620).
    expect(hero!.avif.map((w) => w.width)).toEqual(photos[0]!.web.map((w) => w.width))
    expect(hero!.portrait).toMatchObject({ width: 1080, height: 1620 })
    expect(hero!.portrait.webp.map((w) => w.width)).toEqual([480, 720, 1080])
    expect(hero!.portrait.avif.map((w) => w.width)).toEqual([480, 720, 1080])
    for (const [format, files] of [
      ['heif', [...hero!.avif, ...hero!.portrait.avif]],
      ['webp', hero!.portrait.webp],
    ] as const)
      for (const file of files) {
        expect(file.url).toMatch(/^\/listing-media\/1{16}-p?\d+w\.(avif|webp)$/)
        const meta = await sharp(file.path).metadata()
        expect(meta.format).toBe(format)
        expect(meta.width).toBe(file.width)
        if (file.url.includes('-p')) expect(meta.height).toBe(Math.round(file.width * 1.5))
      }
    // Smaller than the WebP of the same width (the reason for AVIF).
    expect(hero!.avif[1]!.bytes).toBeLessThan(photos[0]!.web[1]!.bytes)

    // A portrait photo first: its crop is at most as wide as the photo (1200x1800 holds 1200x1800 whole).
    const reordered = { ...listing, media: [listing.media[1]!, listing.media[0]!, listing.media[2]!] }
    const portraitFirst = await preparer.prepare(reordered, { mlsLongEdge: 2048 })
    expect(portraitFirst.hero!.portrait.webp.map((w) => w.width)).toEqual([480, 720, 1080])
    // A small one: 800x600 holds a 400x600 crop, no wider.
    const small = { ...listing, media: [listing.media[2]!, listing.media[0]!] }
    const smallFirst = await preparer.prepare(small, { mlsLongEdge: 2048 })
    expect(smallFirst.hero!.portrait).toMatchObject({ width: 400, height: 600 })
    expect(smallFirst.hero!.portrait.avif.map((w) => w.width)).toEqual([400])
  })

  it('re-encodes nothing the second time, and makes new ZIPs when the order changes', async () => {
    const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'listing-media-'))
    const listing = await listingWithPhotos(mediaDir)
    const preparer = new MediaPreparer(mediaDir)
    const first = await preparer.prepare(listing, { mlsLongEdge: 1024 })
    const made = (await stat(first.photos[0]!.web[0]!.path)).mtimeMs
    const again = await preparer.prepare({ ...listing, media: [...listing.media].reverse() }, { mlsLongEdge: 1024 })
    expect((await stat(again.photos[2]!.web[0]!.path)).mtimeMs).toBe(made)
    expect(again.downloads.mls.zip.path).not.toBe(first.downloads.mls.zip.path)
    const names = [...(await unzip(again.downloads.mls.zip.path)).entries()]
    expect((await sharp(names[0]![1]).metadata()).width).toBe(800)
    await expect(stat(first.downloads.mls.zip.path)).rejects.toThrow()
    const heroMade = (await stat(first.hero!.avif[0]!.path)).mtimeMs
    expect((await stat((await preparer.prepare(listing, { mlsLongEdge: 1024 })).hero!.avif[0]!.path)).mtimeMs).toBe(
      heroMade,
    )
  })

  it('publishes films remuxed without their tags and floor plans without their location, and needs ffmpeg', async () => {
    const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'listing-media-'))
    const base = await listingWithPhotos(mediaDir)
    const film = await taggedFilm()
    const plan = await cameraPhoto(800, 600)
    const stored = async (name: string, bytes: Buffer, mime: string) => {
      await writeFile(path.join(mediaDir, base.id, name), bytes)
      return {
        name,
        original: name,
        bytes: bytes.length,
        mime,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      }
    }
    const listing = listingSchema.parse({
      ...base,
      media: [
        ...base.media,
        {
          id: 'F'.repeat(16),
          kind: 'film',
          caption: '',
          file: await stored(`${'f'.repeat(32)}.mp4`, film, 'video/mp4'),
        },
        {
          id: 'P'.repeat(16),
          kind: 'floorPlan',
          caption: '',
          file: await stored(`${'a'.repeat(32)}.jpg`, plan, 'image/jpeg'),
        },
      ],
    })
    const prepared = await new MediaPreparer(mediaDir, { encodes: 2 }).prepare(listing, { mlsLongEdge: 2048 })
    const published = prepared.films[0]!.file!
    expect(published.url).toMatch(/^\/listing-media\/[0-9a-f]{16}-film\.mp4$/)
    const before = await probeFilm(path.join(mediaDir, base.id, `${'f'.repeat(32)}.mp4`))
    expect(before.format?.tags).toMatchObject({ artist: AGENT_FILM_TAGS.artist, comment: AGENT_FILM_TAGS.comment })
    for (const file of [published.path, prepared.downloads.films[0]!.path]) {
      const after = await probeFilm(file)
      expect(after.format?.tags ?? {}).not.toHaveProperty('artist')
      expect(after.format?.tags ?? {}).not.toHaveProperty('comment')
      expect(after.format?.tags ?? {}).not.toHaveProperty('location')
      expect(after.format?.tags ?? {}).not.toHaveProperty('encoder')
      // The same streams, copied: the picture and the sound, as uploaded.
      const streams = (p: typeof before) => p.streams?.map((s) => [s.codec_type, s.codec_name])
      expect(streams(after)).toEqual(streams(before))
      expect(await readFile(file)).not.toContain('Dana Agent')
    }
    const floorPlan = prepared.floorPlans[0]!.file
    expect(await exifr.gps(plan)).toBeDefined()
    expect(await exifr.gps(await readFile(floorPlan.path))).toBeUndefined()
    expect(await exifr.gps(await readFile(prepared.downloads.floorPlans[0]!.path))).toBeUndefined()

    // Without ffmpeg, the film is not published as uploaded: the preparation fails, naming it.
    const withoutFfmpeg = await mkdtemp(path.join(os.tmpdir(), 'listing-media-'))
    await mkdir(path.join(withoutFfmpeg, base.id))
    await writeFile(path.join(withoutFfmpeg, base.id, `${'f'.repeat(32)}.mp4`), film)
    const filmOnly = { ...listing, media: listing.media.filter((m) => m.kind === 'film') }
    process.env.FFMPEG_PATH = path.join(withoutFfmpeg, 'no-ffmpeg-here')
    try {
      await expect(
        new MediaPreparer(withoutFfmpeg, { encodes: 2 }).prepare(filmOnly, { mlsLongEdge: 2048 }),
      ).rejects.toThrow(/^ffmpeg is not installed: .*apt-get install -y ffmpeg/)
    } finally {
      delete process.env.FFMPEG_PATH
    }
  })

  it('publishes a PDF floor plan, on the pages and as a download, without its metadata', async () => {
    const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'listing-media-'))
    const base = await listingWithPhotos(mediaDir)
    const plan = await agentFloorPlanPdf()
    const name = `${'b'.repeat(32)}.pdf`
    await writeFile(path.join(mediaDir, base.id, name), plan)
    const sha256 = createHash('sha256').update(plan).digest('hex')
    const listing = listingSchema.parse({
      ...base,
      media: [
        ...base.media,
        {
          id: 'P'.repeat(16),
          kind: 'floorPlan',
          caption: 'Main floor',
          file: { name, original: 'Main floor.pdf', bytes: plan.length, mime: 'application/pdf', sha256 },
        },
      ],
    })
    const prepared = await new MediaPreparer(mediaDir, { encodes: 2 }).prepare(listing, { mlsLongEdge: 2048 })
    expect(prepared.floorPlans[0]).toMatchObject({ format: 'pdf', file: { url: expect.stringMatching(/\.pdf$/) } })
    expect(await metadataOf(path.join(mediaDir, base.id, name))).not.toEqual([])
    for (const file of [prepared.floorPlans[0]!.file.path, prepared.downloads.floorPlans[0]!.path]) {
      expect(await metadataOf(file)).toEqual([])
      const bytes = await readFile(file)
      for (const secret of AGENT_PDF_SECRETS) expect(bytes.includes(secret), secret).toBe(false)
    }
  })
})
