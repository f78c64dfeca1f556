/**
 * Uploads (decisions.md: images only, checked by their bytes, re-encoded with metadata stripped,
 * stored under random names): each hostile file is either refused, with nothing written, or defused,
 * i.e. stored only as a re-encoded image in which nothing of the payload survives.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { whenUploadsSettled } from '../../admin-service/server/uploads/processUpload.ts'
import { MAX_UPLOAD_BYTES } from '../../admin-service/shared/uploadLimits.ts'
import { recordFigures } from './figures.ts'
import { multipart, removeTempDirs, startService } from './service.ts'

const PAYLOAD = '<script>alert(document.domain)</script><img src=x onerror=alert(1)>'

const photo = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer()

/** A JPEG with the payload in a comment segment and appended after the end-of-image marker. */
async function polyglotJpeg(): Promise<Buffer> {
  const jpeg = await photo()
  const comment = Buffer.from(PAYLOAD, 'latin1')
  const com = Buffer.concat([
    Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
    comment,
  ])
  return Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2), Buffer.from(`<html>${PAYLOAD}</html>`)])
}

/** A PNG whose tEXt chunk holds the payload. */
const pngWithText = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .withMetadata()
    .withExif({ IFD0: { ImageDescription: PAYLOAD } })
    .toBuffer()

type Case = {
  name: string
  file: () => Promise<Buffer[]>
  filename: string
  type: string
  expect: 'refused' | 'defused'
  status?: number[]
}

const cases: Case[] = [
  {
    name: 'polyglot JPEG with script',
    file: async () => [await polyglotJpeg()],
    filename: 'photo.jpg',
    type: 'image/jpeg',
    expect: 'defused',
  },
  {
    name: 'PNG with script in its metadata',
    file: async () => [await pngWithText()],
    filename: 'x.png',
    type: 'image/png',
    expect: 'defused',
  },
  {
    name: 'real JPEG named .html, sent as text/html',
    file: async () => [await photo()],
    filename: 'page.html',
    type: 'text/html',
    expect: 'defused',
  },
  {
    name: 'SVG with script',
    file: async () => [Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${PAYLOAD}</svg>`)],
    filename: 'logo.svg',
    type: 'image/svg+xml',
    expect: 'refused',
    status: [415],
  },
  {
    name: 'SVG named .jpg',
    file: async () => [Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">${PAYLOAD}</svg>`)],
    filename: 'photo.jpg',
    type: 'image/jpeg',
    expect: 'refused',
    status: [415],
  },
  {
    name: 'HTML renamed .jpg',
    file: async () => [Buffer.from(`<!doctype html><html>${PAYLOAD}</html>`)],
    filename: 'photo.jpg',
    type: 'image/jpeg',
    expect: 'refused',
    status: [415],
  },
  {
    name: 'HTML behind JPEG magic bytes',
    file: async () => [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`<html>${PAYLOAD}</html>`)])],
    filename: 'photo.jpg',
    type: 'image/jpeg',
    expect: 'refused',
    status: [400, 415],
  },
  {
    name: 'GIF/JavaScript polyglot',
    file: async () => [Buffer.from(`GIF89a/*\x00\x00\x00\x00*/=alert(1);/*${PAYLOAD}*/`, 'latin1')],
    filename: 'x.gif',
    type: 'image/gif',
    expect: 'refused',
    status: [400, 415],
  },
  {
    name: 'truncated JPEG',
    file: async () => {
      const jpeg = await photo(1200, 900)
      return [jpeg.subarray(0, jpeg.length >> 1)]
    },
    filename: 'cut.jpg',
    type: 'image/jpeg',
    expect: 'refused',
    status: [400],
  },
  {
    name: 'truncated PNG',
    file: async () => {
      const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#abc' } })
        .png()
        .toBuffer()
      return [png.subarray(0, png.length >> 1)]
    },
    filename: 'cut.png',
    type: 'image/png',
    expect: 'refused',
    status: [400],
  },
  {
    name: 'pixel bomb (80 megapixels)',
    file: async () => [
      await sharp({ create: { width: 10_000, height: 8_000, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    ],
    filename: 'bomb.png',
    type: 'image/png',
    expect: 'refused',
    status: [413],
  },
  {
    name: `oversize (above ${MAX_UPLOAD_BYTES / 1024 / 1024} MB)`,
    file: async () => {
      const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024, 0x5a)
      ;(await photo()).copy(big)
      return [big]
    },
    filename: 'huge.jpg',
    type: 'image/jpeg',
    expect: 'refused',
    status: [413],
  },
  {
    name: 'two files',
    file: async () => [await photo(), await photo()],
    filename: 'a.jpg',
    type: 'image/jpeg',
    expect: 'refused',
    status: [400],
  },
]

describe('uploads', () => {
  const service = startService()
  afterAll(async () => {
    await (await service).stop()
    await removeTempDirs()
  })

  it('refuses or defuses every hostile file', async ({ task }) => {
    const { request, xhr, signIn, uploadsDir } = await service
    const cookie = await signIn()
    let refused = 0
    let defused = 0
    const failures: string[] = []
    for (const c of cases) {
      const before = await readdir(uploadsDir)
      const files = await c.file()
      if (c.expect === 'defused' && c.name.includes('script') && !files[0]!.toString('latin1').includes(PAYLOAD))
        throw new Error(`${c.name}: the test file does not carry the payload`)
      const { body, contentType } = multipart(files, c.filename, c.type)
      const res = await request({
        method: 'POST',
        path: '/api/upload',
        headers: { ...xhr, cookie, 'content-type': contentType },
        body,
      })
      await whenUploadsSettled()
      const written = (await readdir(uploadsDir)).filter((n) => !before.includes(n))
      if (c.expect === 'refused') {
        if (!c.status!.includes(res.status) || written.length > 0) {
          failures.push(`${c.name}: ${res.status} ${res.text.slice(0, 120)}, wrote ${written.join(', ') || 'nothing'}`)
        } else refused++
        continue
      }
      // Defused: stored under a random name as a re-encoded image, with no byte of the payload left.
      const url = res.status === 201 ? (JSON.parse(res.text) as { url: string }).url : ''
      if (!/^\/uploads\/[0-9a-f]{32}\.(jpg|webp)$/.test(url)) {
        failures.push(`${c.name}: ${res.status} ${res.text.slice(0, 120)}`)
        continue
      }
      const problems: string[] = []
      for (const name of written) {
        const bytes = await readFile(path.join(uploadsDir, name))
        if (/script|alert|onerror|<html/i.test(bytes.toString('latin1'))) problems.push(`${name} carries the payload`)
        if (!name.endsWith('.json')) {
          const meta = await sharp(bytes).metadata()
          if (meta.exif || meta.comments?.length) problems.push(`${name} kept metadata`)
        }
      }
      const served = await request({ path: url })
      if (!/^image\/(jpeg|webp)$/.test(String(served.headers['content-type'])))
        problems.push(`served as ${served.headers['content-type']}`)
      if (served.headers['x-content-type-options'] !== 'nosniff') problems.push('served without nosniff')
      if (problems.length) failures.push(`${c.name}: ${problems.join('; ')}`)
      else defused++
    }
    recordFigures(task, 'uploads', {
      'hostile files': cases.length,
      refused,
      'defused (re-encoded, payload gone)': defused,
      failures: failures.length,
    })
    expect(failures).toEqual([])
  })
})
