import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { responsiveImages } from './responsiveImages.ts'

/** The plugin as the dev server runs it: `configResolved`, then `load` of an image import. */
async function loadImage(cacheDir: string, id: string, formatDirectives: Record<string, Record<string, string>> = {}) {
  const plugin = responsiveImages({ cacheDir, defaultDirectives: { effort: '2' }, formatDirectives })
  await (plugin.configResolved as (config: { command: string }) => Promise<void>)({ command: 'serve' })
  const code = await (plugin.load as (id: string) => Promise<string | null>)(id)
  return JSON.parse(code!.replace(/^export default /, '')) as {
    sources: Record<string, string>
    img: { src: string; w: number; h: number }
  }
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
    await sharp({
      create: {
        width: 160,
        height: 120,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toFile(photo)
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
})
