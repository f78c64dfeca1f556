import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { photosDir } from '../loaders/locations.ts'
import { photos } from '../photos.ts'
import { filmSeconds, sampleFilm } from './sampleFilm.ts'

const file = path.resolve('templates/public', sampleFilm.src.slice(1))

/** The body of the first MP4 box of type `type` (boxes nest; a 4CC search finds mvhd and tkhd in moov). */
function box(mp4: Buffer, type: string): Buffer {
  const at = mp4.indexOf(type, 0, 'latin1')
  if (at < 4) throw new Error(`no ${type} box`)
  return mp4.subarray(at + 4, at - 4 + mp4.readUInt32BE(at - 4))
}

describe('the sample property film', () => {
  const mp4 = readFileSync(file)

  it('is the committed H.264 MP4 its module describes: length, frame size, moov first (faststart)', () => {
    const mvhd = box(mp4, 'mvhd')
    expect(mvhd[0]).toBe(0)
    expect(mvhd.readUInt32BE(16) / mvhd.readUInt32BE(12)).toBeCloseTo(filmSeconds(sampleFilm), 1)
    const tkhd = box(mp4, 'tkhd')
    expect([tkhd.readUInt32BE(76) >> 16, tkhd.readUInt32BE(80) >> 16]).toEqual([sampleFilm.width, sampleFilm.height])
    expect(mp4.indexOf('avc1', 0, 'latin1')).toBeGreaterThan(0)
    expect(mp4.indexOf('moov', 0, 'latin1')).toBeLessThan(mp4.indexOf('mdat', 0, 'latin1'))
  })

  it('stays small enough to commit and to watch on a phone: at most 3 MB', () => {
    expect(statSync(file).size).toBeLessThanOrEqual(3 * 1024 * 1024)
  })

  it('has a poster of its own frame size that is described as the film', async () => {
    const { width, height } = await sharp(path.join(photosDir(), sampleFilm.poster)).metadata()
    expect([width, height]).toEqual([sampleFilm.width, sampleFilm.height])
    expect(photos[sampleFilm.poster as keyof typeof photos].subject).toBe('film')
  })

  it('shows only photographs of homes', () => {
    for (const shot of sampleFilm.shots)
      expect(['interior', 'exterior']).toContain(photos[shot as keyof typeof photos].subject)
  })
})
