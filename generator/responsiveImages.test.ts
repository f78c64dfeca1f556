import { mkdtemp, readdir, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { responsiveImages } from './responsiveImages.ts'

/** The plugin as the dev server runs it: `configResolved`, then `load` of an image import. */
async function loadImage(cacheDir: string, id: string) {
  const plugin = responsiveImages({ cacheDir, defaultDirectives: { effort: '2' } })
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
})
