import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { hasAvifOutputs } from './imageCache.ts'

const photo = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#369' } })

describe('hasAvifOutputs', () => {
  it('tells a cache with an AVIF output from one without (none yet, or WebP and JPEG only)', async () => {
    const cacheDir = path.join(await mkdtemp(path.join(tmpdir(), 'image-cache-')), 'images')
    expect(await hasAvifOutputs(cacheDir)).toBe(false)
    await mkdir(cacheDir)
    expect(await hasAvifOutputs(cacheDir)).toBe(false)

    // Named by a hash as the cache names its outputs, so only the bytes tell the format.
    await writeFile(path.join(cacheDir, 'a'.repeat(40)), await photo().webp().toBuffer())
    await writeFile(path.join(cacheDir, 'b'.repeat(40)), await photo().jpeg().toBuffer())
    await writeFile(path.join(cacheDir, 'c'.repeat(40)), 'short')
    const avif = await photo().avif({ effort: 0 }).toBuffer()
    // An AVIF write still under way does not count.
    await writeFile(path.join(cacheDir, `${'d'.repeat(40)}.123.tmp`), avif)
    expect(await hasAvifOutputs(cacheDir)).toBe(false)

    await writeFile(path.join(cacheDir, 'e'.repeat(40)), avif)
    expect(await hasAvifOutputs(cacheDir)).toBe(true)
  })
})
