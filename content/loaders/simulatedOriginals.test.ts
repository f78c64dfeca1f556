import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { simulatedOriginalPhotos } from '../services/pages.ts'
import { simulateOriginal } from './simulateOriginal.ts'
import { writeSimulatedOriginals } from './simulatedOriginals.ts'

const WIDTH = 400
const HEIGHT = 300

/** A grey frame with two black vertical lines at a quarter and three quarters of its width. */
async function verticals(): Promise<Buffer> {
  const line = (x: number) => ({
    input: { create: { width: 4, height: HEIGHT, channels: 3 as const, background: '#000' } },
    left: x - 2,
    top: 0,
  })
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#b4b4b4' } })
    .composite([line(WIDTH / 4), line((3 * WIDTH) / 4)])
    .jpeg({ quality: 95 })
    .toBuffer()
}

/** x of the darkest pixel in the left half of row y. */
function lineAt(data: Buffer, width: number, channels: number, y: number): number {
  let best = 0
  for (let x = 1; x < width / 2; x++) {
    if (data[(y * width + x) * channels]! < data[(y * width + best) * channels]!) best = x
  }
  return best
}

describe('simulateOriginal', () => {
  it('keeps the pixel size, darkens, casts warm and makes verticals converge towards the top', async () => {
    const input = await verticals()
    const output = await simulateOriginal(input)
    const meta = await sharp(output).metadata()
    expect([meta.width, meta.height, meta.format]).toEqual([WIDTH, HEIGHT, 'jpeg'])

    const { data, info } = await sharp(output).raw().toBuffer({ resolveWithObject: true })
    const grey = (y: number) => [0, 1, 2].map((c) => data[(y * WIDTH + WIDTH / 2) * info.channels + c]!)
    const [r, g, b] = grey(HEIGHT / 2)
    expect(r).toBeLessThan(0xb4 - 20)
    expect(r).toBeGreaterThan(g!)
    expect(g).toBeGreaterThan(b!)

    const top = lineAt(data, WIDTH, info.channels, 2)
    const bottom = lineAt(data, WIDTH, info.channels, HEIGHT - 3)
    expect(bottom).toBeLessThanOrEqual(WIDTH / 4)
    expect(top - bottom).toBeGreaterThan(5)
  })

  it('describes the file as a simulated original in its EXIF', async () => {
    const { exif } = await sharp(await simulateOriginal(await verticals())).metadata()
    expect(exif?.toString('latin1')).toMatch(/Simulated original \(recipe \d+\)/)
  })
})

describe('writeSimulatedOriginals', () => {
  let photosDir: string
  let outDir: string

  beforeEach(async () => {
    photosDir = await mkdtemp(path.join(os.tmpdir(), 'photos-'))
    outDir = path.join(photosDir, 'out')
    await writeFile(path.join(photosDir, 'a.jpg'), await verticals())
    await writeFile(path.join(photosDir, 'b.jpg'), await verticals())
  })
  afterEach(() => rm(photosDir, { recursive: true, force: true }))

  it('makes each file once, again when its source changes, and removes files no longer paired', async () => {
    const options = { photosDir, outDir }
    expect(await writeSimulatedOriginals({ ...options, names: ['a.jpg', 'b.jpg'] })).toEqual({
      made: ['a.jpg', 'b.jpg'],
      kept: [],
      removed: [],
    })
    const first = await stat(path.join(outDir, 'a.jpg'))
    expect(await writeSimulatedOriginals({ ...options, names: ['a.jpg', 'b.jpg'] })).toMatchObject({
      made: [],
      kept: ['a.jpg', 'b.jpg'],
    })
    expect((await stat(path.join(outDir, 'a.jpg'))).mtimeMs).toBe(first.mtimeMs)

    await writeFile(
      path.join(photosDir, 'a.jpg'),
      await sharp(await verticals())
        .flop()
        .jpeg()
        .toBuffer(),
    )
    expect(await writeSimulatedOriginals({ ...options, names: ['a.jpg'] })).toEqual({
      made: ['a.jpg'],
      kept: [],
      removed: ['b.jpg'],
    })
    expect((await readdir(outDir)).sort()).toEqual(['a.jpg', 'keys.json'])
    expect(Object.keys(JSON.parse(await readFile(path.join(outDir, 'keys.json'), 'utf8')))).toEqual(['a.jpg'])
  })

  it('names the photograph it cannot read', async () => {
    await expect(writeSimulatedOriginals({ photosDir, outDir, names: ['missing.jpg'] })).rejects.toThrow(
      /Simulated original of "missing.jpg": cannot read/,
    )
  })

  it('pairs the photographs the editing page marks, each a file in content/images/photos', async () => {
    expect(simulatedOriginalPhotos.length).toBeGreaterThan(0)
    for (const name of simulatedOriginalPhotos) {
      expect((await stat(path.resolve('content/images/photos', name))).isFile()).toBe(true)
    }
  })
})
