/**
 * Build-time responsive images: a Vite plugin that turns `photo.jpg?w=480;960&format=avif;jpeg&as=picture`
 * into encoded files and the object the import names (templates/components/images.ts). Directives, transforms
 * and output shapes are imagetools-core's (the engine of vite-imagetools), encoding is sharp's.
 *
 * Why not vite-imagetools itself: its last release for Node 20 (9.0.3) decodes and re-encodes the whole
 * source photo only to hash it, for every import in every environment (client and server builds): 72
 * decodes of 2400 px photos per build, about 500 MiB of peak memory and 3-4 s of CPU with every encode
 * cached. Here a source is hashed by its bytes, each output is made once per process (both environments
 * share it), read from the cache on later builds, and at most one encode per core runs at a time, so a
 * build with an empty cache stays within the same memory.
 *
 * The outputs of one source at one size (the same directives but for the encoder's) are made together:
 * the photo is decoded, oriented and resized once, to raw pixels, and each format is encoded from those,
 * instead of each output decoding and resizing the photo again (docs/decisions.md, "One decode and
 * resize per image size").
 *
 * Every output is kept in `cacheDir`, named by a hash of the source's bytes and the output's directives;
 * the dev server serves it from there under `/@imagetools/`.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import {
  applyTransforms,
  builtinOutputFormats,
  builtins,
  extractEntries,
  format as formatTransform,
  generateTransforms,
  parseURL,
  resolveConfigs,
  urlFormat,
  type ImageConfig,
  type ProcessedImageMetadata,
} from 'imagetools-core'
import pLimit from 'p-limit'
import type { Plugin } from 'vite'
import { reportProgress } from './buildProgress.ts'

/**
 * sharp (libvips, about 30 MiB of a process's memory) loads when the first image is read: a process that
 * only resolves this configuration (the prerender's, generator/prerender.ts) never needs it.
 */
let sharpModule: Promise<typeof import('sharp').default> | undefined
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => module.default))

export interface ResponsiveImagesOptions {
  /** Folder of encoded outputs, kept between builds. */
  cacheDir: string
  /** Directives every image import gets unless its query sets them. */
  defaultDirectives?: Record<string, string>
  /** Directives the outputs of one format get (over `defaultDirectives`) unless the query sets them. */
  formatDirectives?: Record<string, Record<string, string>>
  /**
   * False: no output in AVIF. AVIF leaves every query's format list, so a picture lists no AVIF source;
   * its other formats are the same outputs (the same cache files) as with AVIF.
   */
  avif?: boolean
}

/** An encoded output: its bytes are in the cache under `id`. */
interface Output {
  id: string
  width: number
  height: number
  format: string
}

/** A source photo: its bytes' hash, and its size and format as the transforms see them. */
interface Source {
  hash: string
  width: number
  height: number
  format: string
}

/** An output still to make: its cache id and its directives. */
interface Wanted {
  id: string
  config: ImageConfig
}

const IMAGE = /^[^?]+\.(avif|gif|heif|jpeg|jpg|png|tiff|webp)\?/
const DEV_PREFIX = '/@imagetools/'

const sha1 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha1')
  for (const part of parts) hash.update(part)
  return hash.digest('hex')
}

/** The directives imagetools-core's `format` transform reads: the encoder's, not the pixels'. */
const ENCODER_DIRECTIVES = new Set(['format', 'quality', 'effort', 'lossless', 'progressive'])
/** Every transform but the encoder: orientation, resizing and the rest, which give an output its pixels. */
const pixelTransforms = builtins.filter((transform) => transform !== formatTransform)

/** Outputs whose directives differ only in the encoder's have the same pixels, and the same key here. */
const pixelsKey = (config: ImageConfig) =>
  JSON.stringify(
    Object.entries(config)
      .filter(([directive]) => !ENCODER_DIRECTIVES.has(directive))
      .sort(([a], [b]) => a.localeCompare(b)),
  )

/**
 * A build without AVIF: AVIF leaves the query's format list (WebP instead when it was the only one), and a
 * photo in AVIF kept in its own format (no format directive) becomes WebP. sharp names AVIF "heif".
 */
function leaveOutAvif(directives: URLSearchParams, sourceFormat: string) {
  const format = directives.get('format')
  if (format === null) {
    if (sourceFormat === 'heif') directives.set('format', 'webp')
    return
  }
  const formats = format.split(';')
  const others = formats.filter((one) => one !== 'avif')
  // Left as it was otherwise: the directives' order is part of each output's cache id.
  if (others.length < formats.length) directives.set('format', others.join(';') || 'webp')
}

/** Widths or heights above the source's own become the source's (no upscaling), as vite-imagetools does. */
function clampToSource(directives: URLSearchParams, key: 'w' | 'h', intrinsic: number) {
  const value = directives.get(key)
  if (!value || directives.get('allowUpscale') === 'true') return
  const clamped = value.split(';').map((d) => (parseInt(d) <= intrinsic ? d : String(intrinsic)))
  directives.set(key, [...new Set(clamped)].join(';'))
}

export function responsiveImages({
  cacheDir,
  defaultDirectives = {},
  formatDirectives = {},
  avif = true,
}: ResponsiveImagesOptions): Plugin {
  // One encode per core: each holds a decoded photo (about 12 MiB for 2400x1600) while it resizes it, then
  // the resized pixels (at most 7 MiB, 1920x1280) while it encodes them in each format.
  const encodeSlot = pLimit(availableParallelism())
  /** Sources by path: their bytes' hash, pixel size and format, read once per process. */
  const sources = new Map<string, Promise<Source>>()
  /** Outputs by id, made or read once per process and shared by the client and server builds. */
  const outputs = new Map<string, Promise<Output>>()
  /** Outputs made or read so far, reported as the build's progress (buildProgress.ts). */
  let done = 0
  let serving = false

  const sourceInfo = (file: string) => {
    let info = sources.get(file)
    if (!info) {
      info = readFile(file).then(async (bytes) => {
        const sharp = await loadSharp()
        const { width, height, autoOrient, format } = await sharp(bytes).metadata()
        // Sizes as the photo is shown (EXIF orientation applied), as the transforms see them.
        return { hash: sha1(bytes), width: autoOrient?.width ?? width, height: autoOrient?.height ?? height, format }
      })
      sources.set(file, info)
    }
    return info
  }

  /** An output's size and format, read from its file in the cache; undefined if it is not there. */
  const cached = async ({ id, config }: Wanted): Promise<Output | undefined> => {
    const bytes = await readFile(path.join(cacheDir, id)).catch(() => undefined)
    if (!bytes) return undefined
    const sharp = await loadSharp()
    const { width, height, format } = await sharp(bytes).metadata()
    // sharp reads an AVIF file's format as "heif": the directive names it.
    return { id, width, height, format: String(config.format ?? format) }
  }

  /**
   * Makes outputs of one source at one size in one slot: the photo is decoded and resized once, to raw
   * pixels, and each output is encoded from them in turn (one encode at a time: the slot is one core's).
   */
  const encodeAtOneSize = (file: string, source: Source, wanted: Wanted[], searchParams: URLSearchParams) =>
    encodeSlot(async (): Promise<Output[]> => {
      const sharp = await loadSharp()
      const resize = generateTransforms(wanted[0]!.config, pixelTransforms, searchParams).transforms
      const resized = (await applyTransforms(resize, sharp(file))).image
      // The pixels as sharp hands them to an encoder: in sRGB, 8 bits per channel.
      const pixels = await resized.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true })
      const { width, height, channels } = pixels.info
      const made: Output[] = []
      for (const { id, config } of wanted) {
        // Without a `format` directive an output keeps its source's format, as sharp does.
        const encoder = generateTransforms(
          { format: source.format, ...config },
          [formatTransform],
          searchParams,
        ).transforms
        const { image } = await applyTransforms(encoder, sharp(pixels.data, { raw: { width, height, channels } }))
        const { data, info } = await image.toBuffer({ resolveWithObject: true })
        const target = path.join(cacheDir, id)
        const temp = `${target}.${process.pid}.tmp`
        await writeFile(temp, data)
        await rename(temp, target)
        made.push({ id, width: info.width, height: info.height, format: String(config.format ?? info.format) })
      }
      return made
    })

  /**
   * Starts making the outputs of one source at one size that this process has not yet made or read:
   * those in the cache are read from it, the others encoded together (`encodeAtOneSize`).
   */
  const makeAtOneSize = (file: string, source: Source, wanted: Wanted[], searchParams: URLSearchParams) => {
    const fresh = wanted.filter(({ id }) => !outputs.has(id))
    if (fresh.length === 0) return
    const made = (async () => {
      const found = await Promise.all(fresh.map(cached))
      const missing = fresh.filter((_, index) => !found[index])
      const encoded = missing.length > 0 ? await encodeAtOneSize(file, source, missing, searchParams) : []
      return [...found, ...encoded]
    })()
    for (const { id } of fresh) {
      const output = made.then((all) => all.find((one) => one?.id === id)!)
      // A failed encode is not kept: the next build (or the dev server's next request) tries again.
      output.then(
        () => reportProgress('images', ++done),
        () => outputs.delete(id),
      )
      outputs.set(id, output)
    }
  }

  return {
    name: 'site:responsive-images',
    enforce: 'pre',
    async configResolved(config) {
      serving = config.command === 'serve'
      await mkdir(cacheDir, { recursive: true })
    },
    async load(id) {
      if (!IMAGE.test(id)) return null
      const url = parseURL(id)
      const file = decodeURIComponent(url.pathname)
      const directives = new URLSearchParams({ ...defaultDirectives, ...Object.fromEntries(url.searchParams) })
      const source = await sourceInfo(file)
      if (!avif) leaveOutAvif(directives, source.format)
      clampToSource(directives, 'w', source.width)
      clampToSource(directives, 'h', source.height)
      const configs = resolveConfigs(extractEntries(directives), builtinOutputFormats).map((config) => {
        const own = Object.entries(formatDirectives[String(config.format)] ?? {})
        return { ...config, ...Object.fromEntries(own.filter(([key]) => !url.searchParams.has(key))) }
      })
      const wanted = configs.map((config) => ({ id: sha1(JSON.stringify(config), source.hash), config }))
      const sizes = new Map<string, Wanted[]>()
      for (const output of wanted) {
        const key = pixelsKey(output.config)
        sizes.set(key, [...(sizes.get(key) ?? []), output])
      }
      for (const atOneSize of sizes.values()) makeAtOneSize(file, source, atOneSize, url.searchParams)
      const made = await Promise.all(wanted.map(({ id }) => outputs.get(id)!))
      const name = path.basename(file, path.extname(file))
      const metadata = await Promise.all(
        made.map(async ({ id: outputId, width, height, format }) => {
          const src = serving
            ? `${DEV_PREFIX}${outputId}`
            : `__VITE_ASSET__${this.emitFile({
                type: 'asset',
                name: `${name}.${format}`,
                source: await readFile(path.join(cacheDir, outputId)),
                originalFileName: path.relative(this.environment.config.root, file),
              })}__`
          return { src, width, height, format }
        }),
      )
      const [as, ...args] = (directives.get('as') ?? '').split(':')
      const shape = builtinOutputFormats[as as keyof typeof builtinOutputFormats] ?? urlFormat
      // The output shapes read only src, width, height and format of each image.
      const value = shape(args.length > 0 ? args.join(':').split(';') : undefined)(
        metadata as unknown as ProcessedImageMetadata[],
      )
      return `export default ${JSON.stringify(value)}`
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(DEV_PREFIX)) return next()
        const id = req.url.slice(DEV_PREFIX.length)
        const made = outputs.get(id)
        if (!made || !/^[0-9a-f]{40}$/.test(id)) return next()
        made.then(
          ({ format }) => {
            res.setHeader('Content-Type', `image/${format}`)
            createReadStream(path.join(cacheDir, id)).pipe(res)
          },
          (error: unknown) => next(error),
        )
      })
    },
  }
}
