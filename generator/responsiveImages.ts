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
}

/** An encoded output: its bytes are in the cache under `id`. */
interface Output {
  id: string
  width: number
  height: number
  format: string
}

const IMAGE = /^[^?]+\.(avif|gif|heif|jpeg|jpg|png|tiff|webp)\?/
const DEV_PREFIX = '/@imagetools/'

const sha1 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha1')
  for (const part of parts) hash.update(part)
  return hash.digest('hex')
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
}: ResponsiveImagesOptions): Plugin {
  // One encode per core: each holds a decoded photo (about 12 MiB for 2400x1600) while it runs.
  const encodeSlot = pLimit(availableParallelism())
  /** Sources by path: their bytes' hash and pixel size, read once per process. */
  const sources = new Map<string, Promise<{ hash: string; width: number; height: number }>>()
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
        const { width, height, autoOrient } = await sharp(bytes).metadata()
        // Sizes as the photo is shown (EXIF orientation applied), as the transforms see them.
        return { hash: sha1(bytes), width: autoOrient?.width ?? width, height: autoOrient?.height ?? height }
      })
      sources.set(file, info)
    }
    return info
  }

  const encode = (file: string, config: ImageConfig, searchParams: URLSearchParams, id: string) =>
    encodeSlot(async (): Promise<Output> => {
      const { transforms } = generateTransforms(config, builtins, searchParams)
      const sharp = await loadSharp()
      const { image } = await applyTransforms(transforms, sharp(file))
      const { data, info } = await image.toBuffer({ resolveWithObject: true })
      const target = path.join(cacheDir, id)
      const temp = `${target}.${process.pid}.tmp`
      await writeFile(temp, data)
      await rename(temp, target)
      return { id, width: info.width, height: info.height, format: String(config.format ?? info.format) }
    })

  const output = (file: string, sourceHash: string, config: ImageConfig, searchParams: URLSearchParams) => {
    const id = sha1(JSON.stringify(config), sourceHash)
    let made = outputs.get(id)
    if (!made) {
      made = readFile(path.join(cacheDir, id)).then(
        async (bytes): Promise<Output> => {
          const sharp = await loadSharp()
          const { width, height, format } = await sharp(bytes).metadata()
          // sharp reads an AVIF file's format as "heif": the directive names it.
          return { id, width, height, format: String(config.format ?? format) }
        },
        () => encode(file, config, searchParams, id),
      )
      // A failed encode is not kept: the next build (or the dev server's next request) tries again.
      made.then(
        () => reportProgress('images', ++done),
        () => outputs.delete(id),
      )
      outputs.set(id, made)
    }
    return made
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
      clampToSource(directives, 'w', source.width)
      clampToSource(directives, 'h', source.height)
      const configs = resolveConfigs(extractEntries(directives), builtinOutputFormats).map((config) => {
        const own = Object.entries(formatDirectives[String(config.format)] ?? {})
        return { ...config, ...Object.fromEntries(own.filter(([key]) => !url.searchParams.has(key))) }
      })
      const made = await Promise.all(configs.map((config) => output(file, source.hash, config, url.searchParams)))
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
