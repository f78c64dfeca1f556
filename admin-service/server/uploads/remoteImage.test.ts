import { existsSync } from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { generate } from 'selfsigned'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emptyPortfolio, portfolioItem } from '../../../content/portfolio/store.ts'
import { testApp } from '../../../tests/support/testApp.ts'
import { fetchRemoteImage, RemoteImageError, type RemoteFetchOptions } from './fetchRemoteImage.ts'
import { whenUploadsSettled } from './processUpload.ts'

/**
 * Importing an https image address, against a real https server on 127.0.0.1 with a test certificate
 * (the production fetcher refuses loopback addresses, so these tests allow them explicitly).
 */
const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#7a8fa6' } })
  .jpeg()
  .toBuffer()
let server: https.Server
let origin = ''
let ca = ''
const hits: string[] = []

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  })
  ca = pems.cert
  server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const url = new URL(req.url!, 'https://localhost')
    hits.push(url.pathname)
    const hops = Number(url.searchParams.get('hops') ?? 0)
    switch (url.pathname) {
      case '/photo.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo)
        return
      case '/redirect':
        res.writeHead(302, { location: hops > 1 ? `/redirect?hops=${hops - 1}` : '/photo.jpg' }).end()
        return
      case '/to-http':
        res.writeHead(301, { location: `http://localhost:${(server.address() as AddressInfo).port}/photo.jpg` }).end()
        return
      case '/page.html':
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<!doctype html><script>alert(1)</script>')
        return
      case '/big-declared':
        res.writeHead(200, { 'content-length': String(16 * 1024 * 1024) })
        res.write(photo.subarray(0, 100))
        return // never finishes: the fetch must give up on the header alone
      case '/big-streamed': {
        res.writeHead(200, { 'content-type': 'image/jpeg' }) // chunked, no length
        const chunk = Buffer.alloc(1024 * 1024)
        let sent = 0
        const push = () => {
          while (sent < 20 && res.write(chunk)) sent++
          if (sent < 20) res.once('drain', push)
          else res.end()
        }
        push()
        return
      }
      case '/slow':
        return // never answers
      default:
        res.writeHead(404).end('missing')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `https://localhost:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await whenUploadsSettled()
})

const fetchLocal = (url: string, options: RemoteFetchOptions = {}) =>
  fetchRemoteImage(url, { allowPrivate: true, ca, ...options })

const image = (src: string, extra: Record<string, unknown> = {}) => ({
  id: 'photography-1',
  title: 'Window dogs',
  description: 'Two dogs at a window',
  type: 'image',
  src,
  alt: 'Two spaniels looking over a wooden railing',
  ...extra,
})

async function appWithFetcher(options: RemoteFetchOptions = {}) {
  const app = await testApp({ fetchImage: (url) => fetchLocal(url, options) })
  await app.signIn()
  return app
}

describe('importing an https image address', () => {
  it('fetches it once, re-encodes it like an upload and stores the upload instead of the address', async () => {
    const { agent, xhr, store, uploadsDir } = await appWithFetcher()
    hits.length = 0
    const res = await agent
      .post('/api/portfolio/photography')
      .set(xhr)
      .send(image(`${origin}/photo.jpg`))
    expect(res.status).toBe(201)
    expect(res.body.item.src).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/)
    expect(hits).toEqual(['/photo.jpg'])
    expect(existsSync(path.join(uploadsDir, path.basename(res.body.item.src)))).toBe(true)
    expect(store.data.photographyPortfolio[0]!.src).toBe(res.body.item.src)
    // A thumbnail address is imported the same way; a saved item is not fetched again.
    const video = {
      id: 'video-1',
      title: 'Walkthrough',
      description: 'A tour',
      type: 'video',
      src: 'aqz-KE-bpKQ',
      thumbnail: `${origin}/redirect?hops=1`,
    }
    const added = await agent.post('/api/portfolio/video').set(xhr).send(video)
    expect(added.body.item.thumbnail).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/)
    hits.length = 0
    await agent
      .put('/api/portfolio/photography')
      .set(xhr)
      .send({ ...res.body.item, title: 'Renamed' })
      .expect(200)
    expect(hits).toEqual([])
  })

  it('leaves an address stored before imports existed as it is when the item is edited', async () => {
    const data = emptyPortfolio()
    data.photographyPortfolio = [portfolioItem.parse(image(`${origin}/legacy.jpg`))]
    const app = await testApp({ data, fetchImage: (url) => fetchLocal(url) })
    await app.signIn()
    hits.length = 0
    const res = await app.agent
      .put('/api/portfolio/photography')
      .set(app.xhr)
      .send(image(`${origin}/legacy.jpg`, { title: 'Edited' }))
    expect(res.status).toBe(200)
    expect(res.body.item.src).toBe(`${origin}/legacy.jpg`)
    expect(hits).toEqual([])
  })

  it.each([
    ['a missing file', '/missing.jpg', {}, 'answered HTTP 404'],
    ['a page that is not an image', '/page.html', {}, 'Only JPEG, PNG, WebP, AVIF, GIF or TIFF images can be uploaded'],
    ['a redirect to http', '/to-http', {}, 'only https addresses can be imported'],
    ['too many redirects', '/redirect?hops=4', {}, 'redirects too many times'],
    ['a declared size over the limit', '/big-declared', {}, 'is larger than 15 MB'],
    ['a streamed size over the limit', '/big-streamed', {}, 'is larger than 15 MB'],
    ['no answer in time', '/slow', { timeoutMs: 500 }, 'did not answer in time'],
  ])('refuses %s with a 400 naming src, storing nothing', async (_name, pathname, options, reason) => {
    const { agent, xhr, store } = await appWithFetcher(options)
    const res = await agent
      .post('/api/portfolio/photography')
      .set(xhr)
      .send(image(`${origin}${pathname}`))
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual({ src: `could not be imported: ${reason}` })
    expect(res.body.error).toBe(`Invalid portfolio item: src could not be imported: ${reason}`)
    expect(store.data.photographyPortfolio).toEqual([])
  })

  it('fetches nothing for an item the store would refuse anyway (here: no alt text)', async () => {
    const { agent, xhr } = await appWithFetcher()
    hits.length = 0
    const res = await agent
      .post('/api/portfolio/photography')
      .set(xhr)
      .send(image(`${origin}/photo.jpg`, { alt: '' }))
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual({ alt: 'is required for image items' })
    expect(hits).toEqual([])
  })

  it('refuses loopback and private addresses in production, by name and by number, before any request', async () => {
    hits.length = 0
    const port = (server.address() as AddressInfo).port
    for (const url of [`${origin}/photo.jpg`, `https://127.0.0.1:${port}/photo.jpg`, 'https://10.0.0.1/a.jpg']) {
      await expect(fetchRemoteImage(url, { ca })).rejects.toThrow(
        new RemoteImageError('points to a private or local network address'),
      )
    }
    await expect(fetchRemoteImage('http://localhost/a.jpg')).rejects.toThrow('only https addresses can be imported')
    await expect(fetchRemoteImage('https://user:pw@localhost/a.jpg')).rejects.toThrow('only https')
    expect(hits).toEqual([])
  })
})
