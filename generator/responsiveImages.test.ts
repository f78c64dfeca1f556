import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { applyTransforms, builtins, generateTransforms } from 'imagetools-core'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { responsiveImages } from './responsiveImages.ts'

/** The files sharp has opened by their path, i.e. decoded (the plugin reads its cache from bytes). */
const opened = vi.hoisted(() => [] as string[])
vi.mock('sharp', async (importOriginal) => {
  const actual = (await importOriginal<typeof import('sharp')>()).default
  const counted = new Proxy(actual, {
    apply(target, self, args: Parameters<typeof actual>) {
      if (typeof args[0] === 'string') opened.push(args[0])
      return Reflect.apply(target, self, args)
    },
  })
  return { default: counted }
})

/** The plugin as the dev server runs it: `configResolved`, then `load` of an image import. */
async function loadImage(
  cacheDir: string,
  id: string,
  formatDirectives: Record<string, Record<string, string>> = {},
  avif = true,
) {
  const plugin = responsiveImages({ cacheDir, defaultDirectives: { effort: '2' }, formatDirectives, avif })
  await (plugin.configResolved as (config: { command: string }) => Promise<void>)({ command: 'serve' })
  const code = await (plugin.load as (id: string) => Promise<string | null>)(id)
  return JSON.parse(code!.replace(/^export default /, '')) as {
    sources: Record<string, string>
    img: { src: string; w: number; h: number }
  }
}

/** A photo of noise: any change to its pixels or to an encoder's settings changes the bytes it encodes to. */
const noisyPhoto = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })

/** An output as a decode per output makes it: imagetools-core's transforms on the photo's file, then its encoder. */
async function decodedAlone(photo: string, config: Record<string, string>, query: Record<string, string>) {
  const { transforms } = generateTransforms(config, builtins, new URLSearchParams(query))
  return (await applyTransforms(transforms, sharp(photo))).image.toBuffer()
}

describe('responsiveImages', () => {
  it('makes every width and format once, never wider than the photo, and reads them back from the cache', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'responsive-images-'))
    const photo = path.join(dir, 'photo.jpg')
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#369' } })
      .jpeg()
      .toFile(photo)
    const cacheDir = path.join(dir, 'cache')
    const id = `${photo}?w=100;500&format=webp;jpeg&as=picture`

    const picture = await loadImage(cacheDir, id)
    expect(picture.sources.webp).toMatch(/^\/@imagetools\/[0-9a-f]{40} 100w, \/@imagetools\/[0-9a-f]{40} 300w$/)
    expect(picture.img).toMatchObject({ w: 300, h: 200 })
    const outputs = await readdir(cacheDir)
    expect(outputs).toHaveLength(4)
    const written = await Promise.all(outputs.map(async (file) => (await stat(path.join(cacheDir, file))).mtimeMs))

    // A later build (a new plugin, as in a new process) finds every output in the cache.
    expect(await loadImage(cacheDir, id)).toEqual(picture)
    expect(await readdir(cacheDir)).toEqual(outputs)
    const after = await Promise.all(outputs.map(async (file) => (await stat(path.join(cacheDir, file))).mtimeMs))
    expect(after).toEqual(written)
  })
  it("gives a format's outputs their own directives unless the query sets them", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'responsive-images-'))
    const photo = path.join(dir, 'photo.jpg')
    // Noise, so that each effort makes different bytes.
    await noisyPhoto(160, 120).jpeg().toFile(photo)
    /** The encoded bytes of each format in a picture's sources (the last format is its `img`). */
    const encoded = async (cache: string, query: string, own?: Record<string, Record<string, string>>) => {
      const { sources } = await loadImage(path.join(dir, cache), `${photo}?w=160&${query}&as=picture`, own)
      const read = async ([format, srcset]: [string, string]) => {
        const id = srcset.replace(/^\/@imagetools\/| \d+w$/g, '')
        return [format, await readFile(path.join(dir, cache, id))] as const
      }
      return Object.fromEntries(await Promise.all(Object.entries(sources).map(read)))
    }
    const own = { avif: { effort: '1' } }
    const both = await encoded('a', 'format=avif;webp;jpeg', own)
    const avifAt1 = (await encoded('b', 'format=avif;jpeg&effort=1')).avif!
    const avifAt2 = (await encoded('c', 'format=avif;jpeg&effort=2')).avif!
    const webpAt2 = (await encoded('d', 'format=webp;jpeg&effort=2')).webp!
    expect(avifAt1.equals(avifAt2)).toBe(false)
    expect(both.avif!.equals(avifAt1)).toBe(true)
    expect(both.webp!.equals(webpAt2)).toBe(true)
    // The query's own directive wins over the format's.
    expect((await encoded('e', 'format=avif;jpeg&effort=2', own)).avif!.equals(avifAt2)).toBe(true)
  })
  it('decodes and resizes a photo once per size and encodes every format from those pixels, as one decode per output would', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'responsive-images-'))
    const photo = path.join(dir, 'photo.jpg')
    // Stored sideways in Display P3 with an EXIF orientation, and noisy so that any other pixels give other bytes.
    await noisyPhoto(600, 400)
      // withMetadata before withIccProfile: after it, it would embed sRGB's profile instead.
      .withMetadata({ orientation: 6 })
      .withIccProfile('p3')
      .jpeg()
      .toFile(photo)
    const cacheDir = path.join(dir, 'cache')
    const query = { w: '100;300', format: 'avif;webp;jpeg', as: 'picture' }
    const id = `${photo}?${new URLSearchParams(query)}`
    opened.length = 0

    const picture = await loadImage(cacheDir, id)
    expect(opened).toEqual([photo, photo])
    expect(picture.img).toMatchObject({ w: 300, h: 450 })
    for (const format of ['avif', 'webp', 'jpeg']) {
      const srcset = picture.sources[format]!
      for (const [, outputId, width] of srcset.matchAll(/\/@imagetools\/([0-9a-f]{40}) (\d+)w/g)) {
        const alone = await decodedAlone(photo, { effort: '2', w: width!, format, as: 'picture' }, query)
        expect((await readFile(path.join(cacheDir, outputId!))).equals(alone), `${format} ${width}w`).toBe(true)
      }
    }

    // A later build reads every output from the cache and decodes nothing; one output gone is made
    // again from one decode, and the others are left as they are.
    const outputs = await readdir(cacheDir)
    expect(outputs).toHaveLength(6)
    const written = async () =>
      Object.fromEntries(await Promise.all(outputs.map(async (f) => [f, (await stat(path.join(cacheDir, f))).mtimeMs])))
    const before = await written()
    opened.length = 0
    expect(await loadImage(cacheDir, id)).toEqual(picture)
    expect(opened).toEqual([])
    const webp300 = /([0-9a-f]{40}) 300w/.exec(picture.sources.webp!)![1]!
    await rm(path.join(cacheDir, webp300))
    expect(await loadImage(cacheDir, id)).toEqual(picture)
    expect(opened).toEqual([photo])
    const after = await written()
    for (const output of outputs.filter((f) => f !== webp300)) expect(after[output]).toBe(before[output])

    // Without a format directive an output keeps the photo's format (JPEG), as a decode per output made it.
    const { sources } = await loadImage(cacheDir, `${photo}?w=200;300&as=picture`)
    const jpeg200 = /([0-9a-f]{40}) 200w/.exec(sources.jpeg!)![1]!
    const alone = await decodedAlone(photo, { effort: '2', w: '200', as: 'picture' }, { w: '200;300', as: 'picture' })
    expect((await readFile(path.join(cacheDir, jpeg200))).equals(alone)).toBe(true)
  })
  it('makes no AVIF without it, and the same WebP and JPEG outputs as with it, which a build with AVIF then reuses', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'responsive-images-'))
    const photo = path.join(dir, 'photo.jpg')
    await noisyPhoto(300, 200).jpeg().toFile(photo)
    const cacheDir = path.join(dir, 'cache')
    const id = `${photo}?w=100;300&format=avif;webp;jpeg&quality=62&as=picture`

    const without = await loadImage(cacheDir, id, { avif: { effort: '1' } }, false)
    expect(Object.keys(without.sources)).toEqual(['webp', 'jpeg'])
    const made = await readdir(cacheDir)
    expect(made).toHaveLength(4)
    const written = await Promise.all(made.map(async (file) => (await stat(path.join(cacheDir, file))).mtimeMs))

    // With AVIF: the same WebP and JPEG (the same cache files, not encoded again), and AVIF first.
    const withAvif = await loadImage(cacheDir, id, { avif: { effort: '1' } })
    expect(Object.keys(withAvif.sources)).toEqual(['avif', 'webp', 'jpeg'])
    expect({ ...withAvif, sources: { webp: withAvif.sources.webp, jpeg: withAvif.sources.jpeg } }).toEqual(without)
    expect(await readdir(cacheDir)).toHaveLength(6)
    const after = await Promise.all(made.map(async (file) => (await stat(path.join(cacheDir, file))).mtimeMs))
    expect(after).toEqual(written)

    // A query of AVIF alone gets WebP.
    const alone = await loadImage(path.join(dir, 'alone'), `${photo}?w=100;300&format=avif&as=picture`, {}, false)
    expect(Object.keys(alone.sources)).toEqual(['webp'])
  })
})
