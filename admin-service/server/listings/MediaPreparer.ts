import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import pLimit from 'p-limit'
import sharp, { type OutputInfo } from 'sharp'
import yazl from 'yazl'
import { MEDIA_LIMITS } from '../../../content/listings/limits.ts'
import { unbrandedTourSrc } from '../../../content/listings/links.ts'
import type { DownloadFile, PreparedListing, PreparedPhoto, PublishedFile } from '../../../content/listings/prepared.ts'
import type { Listing, ListingSettings, PhotoItem, StoredFile } from '../../../content/listings/store.ts'
import { syncDir, writeFileDurably } from '../../../lib/durableWrite.ts'
import { remuxWithoutMetadata } from '../../../lib/ffmpeg.ts'
import { isJpeg, JpegStructureError, stripJpegMetadata } from './stripJpegMetadata.ts'
import { stripPdfMetadata } from './stripPdfMetadata.ts'
import { exists } from '../../../lib/exists.ts'

/**
 * Widths of the pages' WebP copies (none wider than the photo). 1080 px is for phones: Chromium takes the
 * narrowest candidate at least as dense as the screen, and a 375-412 px phone at DPR 2.6-3 showing the
 * gallery's one column (351-388 px) wants 1009-1053 px; without 1080 it took the 1440 px copy, 1.8 times the
 * pixels (and bytes) for no difference a phone screen shows.
 */
export const WEB_WIDTHS = [480, 960, 1080, 1440, 1920] as const
/** Bumped when a recipe below changes, so cached outputs made by the old one are not reused. */
const RECIPE = 'v3'
const SHARE = { width: 1200, height: 630 }
/**
 * Widths of the hero's 2:3 portrait crop for phones (none wider than the photo allows). 1080 px is the cap: a
 * 375-412 px wide phone at DPR 2.6-3 is served by it (Chromium takes it up to DPR ~3.1 on a 375 px screen),
 * and a wider copy would add bytes (they grow with the square of the width) no phone screen shows.
 */
export const PORTRAIT_WIDTHS = [480, 720, 1080] as const
const PORTRAIT_RATIO = 3 / 2
/**
 * The hero's AVIF copies: quality 50 is 30-40 % fewer bytes than the WebP copies' 78 (960 px: 47 KB against
 * 77 KB for a 24 MP photo). Effort 0 (of 9): the same bytes and PSNR as effort 2 (libaom's speed presets change
 * little at this size) in a tenth of its time, and faster than the WebP encode; the default, 4, took 5 s for
 * the 960 px copy and 15 s for the 1920 px one on this 2-core machine under load.
 */
const HERO_AVIF = { quality: 50, effort: 0 }
/** The longest a sharp pipeline may run before the photo's preparation fails. */
const TIMEOUT_SECONDS = 120

type PhotoOutputs = {
  width: number
  height: number
  web: { width: number; file: string }[]
  mls: string
  print: string
}

/** The hero's copies on disk (PreparedHero without the addresses). */
type HeroOutputs = {
  avif: { width: number; file: string }[]
  portrait: {
    width: number
    height: number
    avif: { width: number; file: string }[]
    webp: { width: number; file: string }[]
  }
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)
const published = async (file: string, url: string): Promise<PublishedFile> => ({
  path: file,
  url,
  bytes: (await stat(file)).size,
})

/** Writes `data` to a temp file beside `file`, fsyncs it and renames it into place: a crash leaves the old file or none. */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
  await writeFileDurably(temp, data)
  await rename(temp, file)
}

/**
 * Prepares a listing's media on the server: for each photo, WebP copies for the pages, the MLS
 * size (long edge the owner's setting, sRGB JPEG, no metadata at all) and the print size (the original as
 * uploaded less its metadata: stripJpegMetadata.ts, pixels untouched); a 1200x630 share image from the
 * first photo; films remuxed without their metadata (lib/ffmpeg.ts) and floor plan images cleaned like print
 * copies, for the pages and the downloads alike; and the delivery's downloads, each photo numbered with the
 * address, as single files and as two ZIPs written by streaming (yazl: entries stored, since JPEGs do not
 * compress). Nothing published carries the agent, a phone number or the place in its metadata.
 *
 * Bounded like the site's image pipeline: at most one encode per core (p-limit), one photo decoded once and
 * scaled on load (libjpeg's shrink-on-load) to the largest size needed, so a 24-megapixel photo never sits
 * decoded whole in memory; a ZIP streams its files from disk. Cached: a photo's outputs are kept by its bytes'
 * SHA-256 (`<media>/.cache/<recipe>/<sha256>/`, `done.json` written last), the downloads by the listing's
 * content (`<media>/<listing>/downloads/<key>/`), so a caption edit or a second delivery re-encodes nothing.
 */
export class MediaPreparer {
  readonly #encode: ReturnType<typeof pLimit>
  /** Photos being prepared, by cache folder: a second request for one waits for the first. */
  readonly #inFlight = new Map<string, Promise<PhotoOutputs>>()
  readonly #background = new Set<Promise<unknown>>()

  constructor(
    readonly mediaDir: string,
    { encodes = availableParallelism() }: { encodes?: number } = {},
  ) {
    this.#encode = pLimit(encodes)
  }

  /** Where a listing's uploaded files are. */
  listingDir(listingId: string): string {
    return path.join(this.mediaDir, listingId)
  }

  /** Starts preparing a listing's photos and films in the background (after an upload), so a delivery finds them done. */
  warm(listing: Listing, settings: ListingSettings): void {
    const photos = listing.media.filter((m): m is PhotoItem => m.kind === 'photo')
    const clean = this.#cleanFiles(listing)
    const films = listing.media.flatMap((m) => (m.kind === 'film' && m.file ? [clean(m.file)] : []))
    const job = Promise.all([
      ...photos.map((p) => this.#photo(listing.id, p.file, settings.mlsLongEdge)),
      ...films,
    ]).catch((error: Error) => {
      // A file removed meanwhile is no error; any other failure shows again, to the owner, at delivery.
      if (!/ENOENT|Input file is missing|No such file/.test(error.message))
        console.error(`Preparing the media of listing ${listing.id} failed: ${error.message}`)
    })
    this.#background.add(job)
    void job.finally(() => this.#background.delete(job))
  }

  /** Resolves when no background preparation runs (tests, shutdown). */
  async whenIdle(): Promise<void> {
    while (this.#background.size) await Promise.allSettled([...this.#background])
  }

  /** Everything a listing's pages and delivery need, prepared (or found in the cache). */
  async prepare(listing: Listing, settings: ListingSettings): Promise<PreparedListing> {
    const edge = settings.mlsLongEdge
    const photoItems = listing.media.filter((m): m is PhotoItem => m.kind === 'photo')
    const outputs = await Promise.all(photoItems.map((p) => this.#photo(listing.id, p.file, edge)))
    const photos: PreparedPhoto[] = await Promise.all(
      photoItems.map(async (p, i) => ({
        id: p.id,
        caption: p.caption,
        staged: p.staged,
        originalId: p.originalId,
        width: outputs[i]!.width,
        height: outputs[i]!.height,
        web: await Promise.all(
          outputs[i]!.web.map(async (w) => ({
            width: w.width,
            ...(await published(w.file, `/listing-media/${p.file.sha256.slice(0, 16)}-${w.width}w.webp`)),
          })),
        ),
      })),
    )
    const first = photoItems[0]
    const ogImage = first
      ? await published(
          await this.#share(listing.id, first.file),
          `/listing-media/${first.file.sha256.slice(0, 16)}-og.jpg`,
        )
      : null
    const clean = this.#cleanFiles(listing)
    const mediaUrl = (file: StoredFile, label: string) =>
      `/listing-media/${file.sha256.slice(0, 16)}-${label}.${path.extname(file.name).slice(1)}`
    const films = await Promise.all(
      listing.media.flatMap((m) =>
        m.kind === 'film'
          ? [
              (async () => ({
                id: m.id,
                caption: m.caption,
                file: m.file ? await published(await clean(m.file), mediaUrl(m.file, 'film')) : null,
                link: m.link ?? null,
              }))(),
            ]
          : [],
      ),
    )
    const tours = listing.media.flatMap((m) =>
      m.kind === 'tour'
        ? [{ id: m.id, caption: m.caption, ...m.link, unbrandedSrc: unbrandedTourSrc(m.link.src) }]
        : [],
    )
    const floorPlans = await Promise.all(
      listing.media.flatMap((m) =>
        m.kind === 'floorPlan'
          ? [
              (async () => ({
                id: m.id,
                caption: m.caption,
                file: await published(await clean(m.file), mediaUrl(m.file, 'plan')),
                format: m.file.mime === 'application/pdf' ? ('pdf' as const) : ('image' as const),
              }))(),
            ]
          : [],
      ),
    )
    const hero = first ? await this.#hero(listing.id, first.file, outputs[0]!) : null
    const heroUrl = (name: string) => `/listing-media/${first!.file.sha256.slice(0, 16)}-${name}`
    const publishWidths = (files: HeroOutputs['avif'], name: (w: number) => string) =>
      Promise.all(files.map(async (f) => ({ width: f.width, ...(await published(f.file, heroUrl(name(f.width)))) })))
    const downloads = await this.#downloads(listing, edge, photoItems, outputs, clean)
    return {
      listingId: listing.id,
      photos,
      films,
      tours,
      floorPlans,
      ogImage,
      hero: hero && {
        avif: await publishWidths(hero.avif, (w) => `${w}w.avif`),
        portrait: {
          width: hero.portrait.width,
          height: hero.portrait.height,
          avif: await publishWidths(hero.portrait.avif, (w) => `p${w}w.avif`),
          webp: await publishWidths(hero.portrait.webp, (w) => `p${w}w.webp`),
        },
      },
      downloads,
    }
  }

  /** The photo's outputs, from the cache or made now (one per file at a time, whoever asks). */
  #photo(listingId: string, file: StoredFile, edge: number): Promise<PhotoOutputs> {
    const dir = path.join(this.mediaDir, '.cache', RECIPE, file.sha256)
    const key = `${dir}:${edge}`
    let job = this.#inFlight.get(key)
    if (!job) {
      job = this.#makePhoto(path.join(this.listingDir(listingId), file.name), dir, edge).finally(() =>
        this.#inFlight.delete(key),
      )
      this.#inFlight.set(key, job)
    }
    return job
  }

  async #makePhoto(source: string, dir: string, edge: number): Promise<PhotoOutputs> {
    const done = path.join(dir, `done-${edge}.json`)
    const cached = await readFile(done, 'utf8').then(
      (text) => JSON.parse(text) as PhotoOutputs,
      () => null,
    )
    if (cached) return cached
    await mkdir(dir, { recursive: true })
    const outputs = await this.#encode(async () => {
      // One decode, scaled on load to the largest output; orientation applied; raw pixels carry no metadata.
      const largest = Math.max(edge, WEB_WIDTHS.at(-1)!)
      const upright = await input(source)
        .rotate()
        .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true })
      const meta = await input(source).metadata()
      const turned = (meta.orientation ?? 1) >= 5
      const width = (turned ? meta.height : meta.width) ?? upright.info.width
      const height = (turned ? meta.width : meta.height) ?? upright.info.height
      const widths: number[] = WEB_WIDTHS.filter((w) => w < upright.info.width)
      if (widths.length < WEB_WIDTHS.length) widths.push(Math.min(upright.info.width, WEB_WIDTHS.at(-1)!))
      const web: PhotoOutputs['web'] = []
      for (const w of [...new Set(widths)]) {
        const file = path.join(dir, `w${w}.webp`)
        await writeAtomically(file, await fromRaw(upright).resize({ width: w }).webp({ quality: 78 }).toBuffer())
        web.push({ width: w, file })
      }
      const mls = path.join(dir, `mls-${edge}.jpg`)
      await writeAtomically(
        mls,
        await fromRaw(upright)
          .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer(),
      )
      return { width, height, web, mls }
    })
    const print = await this.#print(source, dir)
    const result: PhotoOutputs = { ...outputs, print }
    await writeAtomically(done, JSON.stringify(result))
    return result
  }

  /**
   * A film or floor plan as published: a film remuxed without its metadata (lib/ffmpeg.ts), a floor plan image
   * cleaned like a print copy, a PDF without its metadata (stripPdfMetadata.ts). Made once per file, kept in
   * the cache beside a photo's outputs.
   */
  #cleanFiles(listing: Listing): (file: StoredFile) => Promise<string> {
    return async (file) => {
      const source = path.join(this.listingDir(listing.id), file.name)
      const dir = path.join(this.mediaDir, '.cache', RECIPE, file.sha256)
      await mkdir(dir, { recursive: true })
      if (file.mime.startsWith('image/')) return this.#print(source, dir)
      if (file.mime === 'application/pdf') {
        const plan = path.join(dir, 'plan.pdf')
        if (!(await exists(plan)))
          await writeAtomically(plan, Buffer.from(await stripPdfMetadata(await readFile(source))))
        return plan
      }
      const out = path.join(dir, 'film.mp4')
      if (await exists(out)) return out
      const temp = `${out}.${randomBytes(6).toString('hex')}.tmp.mp4`
      try {
        await remuxWithoutMetadata(source, temp)
        const handle = await open(temp, 'r+')
        await handle.sync().finally(() => handle.close())
        await rename(temp, out)
      } finally {
        await rm(temp, { force: true })
      }
      return out
    }
  }

  /**
   * The print copy: a JPEG as uploaded less its metadata (stripJpegMetadata.ts); another format, or a JPEG whose
   * structure cannot be followed, re-encoded (losslessly, but for that JPEG) without metadata.
   */
  async #print(source: string, dir: string): Promise<string> {
    const head = await readHead(source)
    if (isJpeg(head)) {
      const file = path.join(dir, 'print.jpg')
      if (await exists(file)) return file
      try {
        await writeAtomically(file, stripJpegMetadata(await readFile(source)))
        return file
      } catch (error) {
        if (!(error instanceof JpegStructureError)) throw error
      }
    }
    const ext = path.extname(source).slice(1)
    const file = path.join(dir, `print.${ext}`)
    if (await exists(file)) return file
    await this.#encode(async () => {
      const pipeline = input(source).rotate().keepIccProfile()
      const encoded =
        ext === 'jpg'
          ? pipeline.jpeg({ quality: 95 })
          : ext === 'png'
            ? pipeline.png()
            : ext === 'tif'
              ? pipeline.tiff({ compression: 'lzw' })
              : ext === 'avif'
                ? pipeline.avif({ lossless: true })
                : pipeline.webp({ lossless: true })
      await writeAtomically(file, await encoded.toBuffer())
    })
    return file
  }

  /**
   * The hero's copies of the first photo (HeroOutputs), made once per photo like the share image: AVIF at the
   * widths of its WebP copies, and the 2:3 portrait crop for phones as AVIF and WebP. Only the first photo gets
   * them: AVIF costs several times WebP's encode time (README), too much for every photo of a delivery.
   */
  async #hero(listingId: string, file: StoredFile, photo: PhotoOutputs): Promise<HeroOutputs> {
    const dir = path.join(this.mediaDir, '.cache', RECIPE, file.sha256)
    const done = path.join(dir, 'hero.json')
    const cached = await readFile(done, 'utf8').then(
      (text) => JSON.parse(text) as HeroOutputs,
      () => null,
    )
    if (cached) return cached
    await mkdir(dir, { recursive: true })
    const outputs = await this.#encode(async (): Promise<HeroOutputs> => {
      // One decode, scaled on load to what the widest copies need: the widest WebP's width and the crop's height.
      const upright = await input(path.join(this.listingDir(listingId), file.name))
        .rotate()
        .resize({
          width: photo.web.at(-1)!.width,
          height: Math.round(PORTRAIT_WIDTHS.at(-1)! * PORTRAIT_RATIO),
          fit: 'outside',
          withoutEnlargement: true,
        })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true })
      const avif: HeroOutputs['avif'] = []
      for (const { width } of photo.web) {
        const out = path.join(dir, `w${width}.avif`)
        await writeAtomically(out, await fromRaw(upright).resize({ width }).avif(HERO_AVIF).toBuffer())
        avif.push({ width, file: out })
      }
      // The widest 2:3 crop the photo holds, and the widths up to it.
      const { width: w, height: h } = upright.info
      const cropWidth = Math.min(w, Math.floor(h / PORTRAIT_RATIO))
      const widths: number[] = PORTRAIT_WIDTHS.filter((pw) => pw < cropWidth)
      if (widths.length < PORTRAIT_WIDTHS.length) widths.push(Math.min(cropWidth, PORTRAIT_WIDTHS.at(-1)!))
      const portrait: HeroOutputs['portrait'] = { width: 0, height: 0, avif: [], webp: [] }
      for (const width of [...new Set(widths)]) {
        const height = Math.round(width * PORTRAIT_RATIO)
        const crop = () => fromRaw(upright).resize({ width, height, fit: 'cover' })
        const base = path.join(dir, `p${width}`)
        await writeAtomically(`${base}.avif`, await crop().avif(HERO_AVIF).toBuffer())
        await writeAtomically(`${base}.webp`, await crop().webp({ quality: 78 }).toBuffer())
        portrait.avif.push({ width, file: `${base}.avif` })
        portrait.webp.push({ width, file: `${base}.webp` })
        Object.assign(portrait, { width, height })
      }
      return { avif, portrait }
    })
    await writeAtomically(done, JSON.stringify(outputs))
    return outputs
  }

  async #share(listingId: string, file: StoredFile): Promise<string> {
    const dir = path.join(this.mediaDir, '.cache', RECIPE, file.sha256)
    const out = path.join(dir, 'og.jpg')
    if (await exists(out)) return out
    await mkdir(dir, { recursive: true })
    await this.#encode(async () => {
      const data = await input(path.join(this.listingDir(listingId), file.name))
        .rotate()
        .resize({ ...SHARE, fit: 'cover' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer()
      await writeAtomically(out, data)
    })
    return out
  }

  /** The delivery's downloads: the numbered single files and the two ZIPs, made once per listing content. */
  async #downloads(
    listing: Listing,
    edge: number,
    photos: PhotoItem[],
    outputs: PhotoOutputs[],
    clean: (file: StoredFile) => Promise<string>,
  ): Promise<PreparedListing['downloads']> {
    const slug = listing.slug
    const digits = Math.max(2, String(photos.length).length)
    const number = (i: number) => String(i + 1).padStart(digits, '0')
    const base = `/delivery/${listing.deliveryToken}/files`
    const download = async (file: string, name: string): Promise<DownloadFile> => ({
      name,
      ...(await published(file, `${base}/${name}`)),
    })
    const mls = await Promise.all(outputs.map((o, i) => download(o.mls, `${slug}-${number(i)}.jpg`)))
    const print = await Promise.all(
      outputs.map((o, i) => download(o.print, `${slug}-${number(i)}-print${path.extname(o.print)}`)),
    )
    const fileNamed = (items: StoredFile[], label: string) =>
      Promise.all(
        items.map(async (f, i) =>
          download(await clean(f), `${slug}-${label}${items.length > 1 ? `-${i + 1}` : ''}${path.extname(f.name)}`),
        ),
      )
    const films = await fileNamed(
      listing.media.flatMap((m) => (m.kind === 'film' && m.file ? [m.file] : [])),
      'film',
    )
    const floorPlans = await fileNamed(
      listing.media.flatMap((m) => (m.kind === 'floorPlan' ? [m.file] : [])),
      'floor-plan',
    )

    const root = path.join(this.listingDir(listing.id), 'downloads')
    const key = digest({ RECIPE, edge, slug, photos: photos.map((p) => p.file.sha256) })
    const dir = path.join(root, key)
    const zips = { mls: path.join(dir, `${slug}-mls.zip`), print: path.join(dir, `${slug}-print.zip`) }
    if (!(await exists(path.join(dir, 'done')))) {
      await mkdir(dir, { recursive: true })
      await writeZip(zips.mls, mls)
      await writeZip(zips.print, print)
      await writeFileDurably(path.join(dir, 'done'), '')
      await syncDir(dir)
      // Downloads of earlier versions of the listing: their files are in the releases that published them.
      for (const old of await readdir(root))
        if (old !== key) await rm(path.join(root, old), { recursive: true, force: true })
    }
    return {
      mls: { edge, files: mls, zip: await download(zips.mls, path.basename(zips.mls)) },
      print: { files: print, zip: await download(zips.print, path.basename(zips.print)) },
      films,
      floorPlans,
    }
  }
}

const input = (file: string) =>
  sharp(file, { limitInputPixels: MEDIA_LIMITS.maxPixels, failOn: 'error', sequentialRead: true }).timeout({
    seconds: TIMEOUT_SECONDS,
  })

const fromRaw = ({ data, info }: { data: Buffer; info: OutputInfo }) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).timeout({
    seconds: TIMEOUT_SECONDS,
  })

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** A ZIP of `files` under their download names, streamed from disk into a temp file, fsync'ed, renamed into place. */
async function writeZip(target: string, files: DownloadFile[]): Promise<void> {
  const zip = new yazl.ZipFile()
  for (const f of files) zip.addFile(f.path, f.name, { compress: false, mtime: new Date(0), mode: 0o100644 })
  zip.end()
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`
  try {
    await pipeline(zip.outputStream, createWriteStream(temp, { mode: 0o644 }))
    const handle = await open(temp, 'r+')
    await handle.sync().finally(() => handle.close())
    await rename(temp, target)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}
