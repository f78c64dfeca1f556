/**
 * Media that tells no secrets (the decision of that name in docs/decisions.md), against main.ts publishing
 * into a releases folder over a base build. An agent's phone film (ffmpeg makes it: `artist` with the agent and
 * the brokerage, a phone number in `comment`, the place in `location`) and two photos whose GPS a naive reader
 * misses (a 0xFF fill byte before the EXIF segment; a second JPEG with the camera, the agent and a GPS position
 * appended after the first one's end, as MPF and motion photos do) are uploaded and the listing delivered. Read
 * back as a visitor and the agent download them, the film the unbranded tour serves and the print ZIP carry
 * none of it (ffprobe, exifr). A film upload where ffmpeg is missing is refused with an error naming it.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import exifr from 'exifr'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkMlsCompliance } from '../../generator/checks/mlsCompliance.ts'
import { probeFilm } from '../../lib/ffmpeg.ts'
import { AGENT_FILM_TAGS, taggedFilm } from '../support/films.ts'
import { appendedJpegPhoto, fillBytePhoto, photoJpeg, unzip } from '../support/photos.ts'
import { listingSiteBuild, releasesOver } from './listingSite.ts'
import { cheapHash, killSpawned, removeTempDirs, spawnSignedIn, tempDir } from './service.ts'

const AGENT = { name: 'Dana Agent', brokerage: 'Lakeside Realty', phone: '+1 416 555 0199', email: 'dana@example.com' }
/** The bytes of the agent's name, the phone number and the position, as a film or EXIF block stores them. */
const SECRETS = ['Dana Agent', 'Lakeside Realty', '555-0199', '+43.6532-079.3832']
const SOI = Buffer.from([0xff, 0xd8, 0xff])

type Service = Awaited<ReturnType<typeof spawnSignedIn>>
let service: Service
let tmp = ''
/** What the delivery published: the tour page's address, the delivery page's, the film's upload. */
let live: { unbrandedUrl: string; deliveryUrl: string; slug: string }
let uploadedFilm: Buffer

async function upload(files: { name: string; bytes: Buffer; type: string }[], to: Service, listingId: string) {
  const form = new FormData()
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name)
  return fetch(`${to.origin}/api/listings/${listingId}/media`, {
    method: 'POST',
    headers: { Origin: to.origin, 'X-Requested-With': 'XMLHttpRequest', Cookie: to.cookie },
    body: form,
  })
}

const api = async (method: string, url: string, body?: unknown, to = service) => {
  const res = await fetch(`${to.origin}${url}`, {
    method,
    headers: to.headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function newListing(to: Service): Promise<string> {
  const agent = (await api('POST', '/api/agents', AGENT, to)).body.agent as { id: string }
  const made = await api(
    'POST',
    '/api/listings',
    {
      address: { street: '12 Maple Ave', city: 'Toronto', postalCode: 'M4E 1A1' },
      agentId: agent.id,
      description: 'Bright corner lot.',
      bedrooms: 3,
      bathrooms: 2,
    },
    to,
  )
  return (made.body.listing as { id: string }).id
}

const download = async (url: string) => {
  const res = await fetch(`${service.origin}${url}`)
  expect(res.status, url).toBe(200)
  return Buffer.from(await res.arrayBuffer())
}

beforeAll(async () => {
  const siteBuild = listingSiteBuild()
  tmp = await tempDir('listing-media')
  const dataDir = await ownerDataDir('data')
  const releasesDir = path.join(tmp, 'releases')
  await releasesOver(siteBuild, releasesDir)
  service = await spawnSignedIn(dataDir, { NODE_ENV: 'production', ADMIN_RELEASES_DIR: releasesDir })
  const listingId = await newListing(service)
  uploadedFilm = await taggedFilm()
  const uploaded = await upload(
    [
      { name: 'IMG_0001.JPG', bytes: await photoJpeg(1600, 1067, 10), type: 'image/jpeg' },
      { name: 'IMG_0002.JPG', bytes: await fillBytePhoto(1600, 1067, 90), type: 'image/jpeg' },
      { name: 'MVIMG_0003.JPG', bytes: await appendedJpegPhoto(1600, 1067, AGENT.name, 170), type: 'image/jpeg' },
      { name: 'walkthrough.mp4', bytes: uploadedFilm, type: 'video/mp4' },
    ],
    service,
    listingId,
  )
  expect(uploaded.status, await uploaded.clone().text()).toBe(201)
  expect((await api('POST', `/api/listings/${listingId}/deliver`)).status).toBe(202)
  const since = performance.now()
  for (;;) {
    const listing = (await api('GET', `/api/listings/${listingId}`)).body.listing as {
      slug: string
      unbrandedUrl?: string
      deliveryUrl?: string
      delivery: { state: string; error: string | null } | null
    }
    if (listing.delivery?.state === 'failed') throw new Error(`the delivery failed: ${listing.delivery.error}`)
    if (listing.delivery?.state === 'live' && listing.unbrandedUrl && listing.deliveryUrl) {
      live = { unbrandedUrl: listing.unbrandedUrl, deliveryUrl: listing.deliveryUrl, slug: listing.slug }
      break
    }
    if (performance.now() - since > 300_000) throw new Error('the listing was not live after 300 s')
    await new Promise((r) => setTimeout(r, 200))
  }
}, 1_200_000)

afterAll(async () => {
  await killSpawned()
  await removeTempDirs()
})

describe('media that tells no secrets', () => {
  it('publishes the film on the unbranded tour without the tags that name the agent, a phone or the place', async () => {
    const before = await probeFilm(await saved('uploaded.mp4', uploadedFilm))
    expect(before.format?.tags).toMatchObject(AGENT_FILM_TAGS)

    const tour = await (await fetch(`${service.origin}${live.unbrandedUrl}`)).text()
    const src = /<source src="(\/listing-media\/[^"]+\.mp4)"/.exec(tour)?.[1]
    expect(src, 'the tour serves the film').toBeDefined()
    const delivery = await (await fetch(`${service.origin}${live.deliveryUrl}`)).text()
    const filmDownload = new RegExp(`href="([^"]+/${live.slug}-film\\.mp4)"`).exec(delivery)?.[1]
    expect(filmDownload, 'the delivery page offers the film').toBeDefined()
    for (const url of [src!, filmDownload!]) {
      const bytes = await download(url)
      const after = await probeFilm(await saved(path.basename(url), bytes))
      const tags = [after.format?.tags, ...(after.streams ?? []).map((s) => s.tags), ...(after.chapters ?? [])]
      for (const key of ['artist', 'comment', 'location', 'location-eng'])
        expect(
          tags.filter((t) => t && key in t),
          `${url}: ${key}`,
        ).toEqual([])
      for (const secret of SECRETS) expect(bytes.includes(Buffer.from(secret)), `${url} holds "${secret}"`).toBe(false)
      // Remuxed, not re-encoded: the same picture and sound streams.
      const streams = (p: typeof before) => p.streams?.map((s) => [s.codec_type, s.codec_name, s.codec_tag_string])
      expect(streams(after)).toEqual(streams(before))
    }
    // The compliance check over the page and everything it serves, as a visitor gets them.
    const fileOf = async (url: string) => saved(path.basename(url), await download(url))
    const subject = { listing: '12 Maple Ave', names: [AGENT.name, AGENT.brokerage], phones: [AGENT.phone] }
    await expect(checkMlsCompliance(tour, subject, fileOf)).resolves.toBeUndefined()

    // Where ffmpeg is missing, a film upload is refused, naming it, and nothing of it is kept.
    const withoutDir = await ownerDataDir('data-without-ffmpeg')
    const without = await spawnSignedIn(withoutDir, { FFMPEG_PATH: path.join(tmp, 'no-ffmpeg') })
    const refused = await upload(
      [{ name: 'walkthrough.mp4', bytes: uploadedFilm, type: 'video/mp4' }],
      without,
      await newListing(without),
    )
    expect(refused.status).toBe(503)
    expect(((await refused.json()) as { error: string }).error).toMatch(/^walkthrough\.mp4: .*ffmpeg/)
    await without.stop()
  })

  it('gives the print ZIP no GPS, behind a fill byte or in an image appended after the first', async () => {
    const delivery = await (await fetch(`${service.origin}${live.deliveryUrl}`)).text()
    const zipUrl = new RegExp(`href="([^"]+/${live.slug}-print\\.zip)"`).exec(delivery)?.[1]
    expect(zipUrl, 'the delivery page offers the print ZIP').toBeDefined()
    const zip = await unzip(await saved('print.zip', await download(zipUrl!)))
    expect([...zip.keys()]).toEqual([1, 2, 3].map((n) => `${live.slug}-0${n}-print.jpg`))
    for (const [name, bytes] of zip) {
      expect(await exifr.gps(bytes), `${name}: GPS`).toBeUndefined()
      // What libjpeg reads, past any fill byte: the EXIF block sharp finds has no position either.
      const { exif } = await sharp(bytes).metadata()
      if (exif) expect(await exifr.gps(exif.subarray(6)), `${name}: GPS in the EXIF libjpeg reads`).toBeUndefined()
      // One image: nothing after its end, so no second EXIF block for any reader to find.
      expect(bytes.indexOf(SOI, 2), `${name}: an image after the first`).toBe(-1)
      expect(bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9])), `${name}: ends with its image`).toBe(true)
      for (const secret of SECRETS) expect(bytes.includes(Buffer.from(secret)), `${name} holds "${secret}"`).toBe(false)
      expect((await sharp(bytes).metadata()).width).toBe(1600)
    }
  })
})

/** A data folder of the test's folder as the owner set it up (the reliability suite's password). */
async function ownerDataDir(name: string): Promise<string> {
  const dir = path.join(tmp, name)
  await mkdir(dir)
  await writeFile(path.join(dir, 'owner.json'), JSON.stringify({ name: 'Owner', passwordHash: await cheapHash() }))
  return dir
}

/** Writes `bytes` to a file of the test's folder and returns its path (ffprobe and yauzl read files). */
async function saved(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(tmp, 'read-back', `${Date.now()}-${name}`)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, bytes)
  return file
}
