import { describe, expect, it } from 'vitest'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { emptyPortfolio, portfolioData, portfolioItem, storeKeys } from '../../../content/portfolio/store.ts'
import { PortfolioStore } from './PortfolioStore.ts'
import { testApp } from '../../../tests/support/testApp.ts'

const image = (id = 'photography-1', extra: Record<string, unknown> = {}) => ({
  id,
  title: 'Lakeside living room',
  description: 'Twilight shoot of a lakeside home',
  type: 'image',
  src: '/uploads/0123456789abcdef.jpg',
  alt: 'Living room with a lake view at twilight',
  thumbnail: '',
  category: 'Residential',
  specs: '24 photos',
  ...extra,
})

/** The test app with the upload `image()` names already stored. */
async function appWithUpload(...args: Parameters<typeof testApp>) {
  const app = await testApp(...args)
  await writeFile(path.join(app.uploadsDir, '0123456789abcdef.jpg'), 'x')
  return app
}

describe('portfolio API: authentication', () => {
  it('answers 401 without a session on every admin and mutation route', async () => {
    const { request, xhr } = await appWithUpload()
    const calls = [
      request().get('/api/admin/portfolio'),
      request().post('/api/portfolio/photography').set(xhr).send(image()),
      request().put('/api/portfolio/photography').set(xhr).send(image()),
      request().delete('/api/portfolio/photography/photography-1').set(xhr),
      request().post('/api/upload').set(xhr).attach('file', Buffer.from('x'), 'a.jpg'),
    ]
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ error: 'Sign in required' })
    }
  })
})

describe('portfolio API', () => {
  it('refuses an item whose upload reference names no stored upload, before the store sees it', async () => {
    const { agent, xhr, signIn, store } = await appWithUpload()
    await signIn()
    let changes = 0
    store.onChange(() => changes++)
    for (const [field, value] of [
      ['src', '/uploads/never-uploaded.jpg'],
      ['src', '/uploads/..'],
      ['src', '/uploads/.hidden'],
      ['thumbnail', '/uploads/missing.webp'],
    ]) {
      const res = await agent
        .post('/api/portfolio/photography')
        .set(xhr)
        .send(image('photography-9', { [field!]: value }))
      expect(res.status, value).toBe(400)
      expect(res.body.fields).toEqual({ [field!]: 'names no stored upload; upload the image first' })
    }
    const put = await agent
      .put('/api/portfolio/photography')
      .set(xhr)
      .send(image('photography-9', { src: '/uploads/gone.jpg' }))
    expect(put.status).toBe(400)
    expect(changes).toBe(0)
    expect((await agent.post('/api/portfolio/photography').set(xhr).send(image('photography-9'))).status).toBe(201)
  })

  it('lists the eight services', async () => {
    const { agent, signIn } = await appWithUpload()
    await signIn()
    const res = await agent.get('/api/admin/portfolio')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual([...storeKeys].sort())
  })

  it('adds, updates and deletes items by store key or short service name', async () => {
    const { agent, xhr, signIn, store } = await appWithUpload()
    await signIn()
    const added = await agent.post('/api/portfolio/photographyPortfolio').set(xhr).send(image())
    expect(added.status).toBe(201)
    const addedShort = await agent.post('/api/portfolio/website').set(xhr).send(image('webDesign-2'))
    expect(addedShort.status).toBe(201)
    expect(store.data.webDesignPortfolio.map((i) => i.id)).toEqual(['webDesign-2'])

    const updated = await agent
      .put('/api/portfolio/photography')
      .set(xhr)
      .send(image('photography-1', { title: 'Renamed' }))
    expect(updated.status).toBe(200)
    const list = (await agent.get('/api/admin/portfolio')).body.photographyPortfolio
    expect(list).toHaveLength(1)
    expect(list[0].title).toBe('Renamed')

    expect((await agent.delete('/api/portfolio/photography/photography-1').set(xhr)).status).toBe(200)
    expect((await agent.get('/api/admin/portfolio')).body.photographyPortfolio).toEqual([])
  })

  it('answers 404 for an unknown service and for an unknown item on PUT and DELETE', async () => {
    const { agent, xhr, signIn } = await appWithUpload()
    await signIn()
    const unknown = await agent.post('/api/portfolio/gardening').set(xhr).send(image())
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe('Unknown portfolio service')
    expect((await agent.delete('/api/portfolio/gardening/x').set(xhr)).status).toBe(404)
    expect((await agent.put('/api/portfolio/__proto__').set(xhr).send(image())).status).toBe(404)
    const put = await agent.put('/api/portfolio/photography').set(xhr).send(image('photography-404'))
    expect(put.status).toBe(404)
    expect(put.body.error).toMatch(/No item "photography-404"/)
    expect((await agent.delete('/api/portfolio/photography/photography-404').set(xhr)).status).toBe(404)
  })

  it('refuses a duplicate id with 409', async () => {
    const { agent, xhr, signIn } = await appWithUpload()
    await signIn()
    await agent.post('/api/portfolio/photography').set(xhr).send(image())
    expect((await agent.post('/api/portfolio/photography').set(xhr).send(image())).status).toBe(409)
  })

  it.each([
    ['missing title', image('photography-1', { title: '' }), 'title', /required/],
    ['missing description', image('photography-1', { description: '   ' }), 'description', /required/],
    ['missing source', image('photography-1', { src: '' }), 'src', /required/],
    ['short YouTube id', image('video-1', { type: 'video', src: 'abc' }), 'src', /11-character YouTube/],
    [
      'YouTube URL instead of id',
      image('video-1', { type: 'video', src: 'https://youtu.be/dQw4w9WgXcQ' }),
      'src',
      /YouTube/,
    ],
    ['http image', image('photography-1', { src: 'http://example.com/a.jpg' }), 'src', /uploads|https/],
    ['javascript image', image('photography-1', { src: 'javascript:alert(1)' }), 'src', /uploads|https/],
    ['script embed', image('matterport-1', { type: 'embed', src: '<script>alert(1)</script>' }), 'src', /<script>/],
    [
      'javascript: embed',
      image('matterport-1', { type: 'embed', src: '<iframe src="javascript:alert(1)"></iframe>' }),
      'src',
      /javascript:/,
    ],
    [
      'iframe on a foreign host',
      image('matterport-1', { type: 'embed', src: '<iframe src="https://evil.example/tour"></iframe>' }),
      'src',
      /https player URL of Matterport/,
    ],
    ['unknown field', image('photography-1', { html: '<b>' }), '_', /html/],
    ['bad type', image('photography-1', { type: 'audio' }), 'type', /./],
  ])('answers 400 naming the field for %s', async (_name, item, field, message) => {
    const { agent, xhr, signIn, store } = await appWithUpload()
    await signIn()
    const res = await agent.post('/api/portfolio/photography').set(xhr).send(item)
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(/^Invalid portfolio item/)
    expect(res.body.fields[field]).toMatch(message)
    expect(store.data.photographyPortfolio).toEqual([])
  })

  it('stores an allowed embed only in its normalised form', async () => {
    const { agent, xhr, signIn, store } = await appWithUpload()
    await signIn()
    const res = await agent
      .post('/api/portfolio/matterport')
      .set(xhr)
      .send(
        image('matterport-1', {
          type: 'embed',
          src: '<iframe width="853" src="https://my.matterport.com/show/?m=abc123" style="x" data-evil="1"></iframe>',
        }),
      )
    expect(res.status).toBe(201)
    const src = store.data.matterportPortfolio[0]!.src
    expect(src).toMatch(/^<iframe src="https:\/\/my\.matterport\.com\/show\/\?m=abc123" title="Lakeside living room"/)
    expect(src).not.toMatch(/data-evil|style|width/)
  })

  it('answers JSON errors for unknown API routes and wrong methods', async () => {
    const { agent, xhr, signIn } = await appWithUpload()
    await signIn()
    const missing = await agent.get('/api/nothing')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ error: 'Not found' })
    const patch = await agent.patch('/api/portfolio/photography').set(xhr).send({})
    expect(patch.status).toBe(405)
    expect(patch.body).toEqual({ error: 'Method Not Allowed' })
  })

  it('keeps all of 100 concurrent adds, in memory and in the file', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'admin-store-')), 'portfolio.json')
    const { agent, xhr, signIn, store } = await appWithUpload({ store: await PortfolioStore.open(file) })
    await signIn()
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        agent
          .post('/api/portfolio/drone')
          .set(xhr)
          .send(image(`drone-${i}`, { title: `Aerial ${i}` })),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(201))
    const ids = (await agent.get('/api/admin/portfolio')).body.dronePortfolio.map((i: { id: string }) => i.id)
    expect(ids).toHaveLength(100)
    expect(new Set(ids)).toEqual(new Set(Array.from({ length: 100 }, (_, i) => `drone-${i}`)))
    const onDisk = portfolioData.parse(JSON.parse(await readFile(file, 'utf8')))
    expect(onDisk.dronePortfolio).toHaveLength(100)
    await store.close()
  })
})

describe('GET /api/admin/thumbnails', () => {
  it('maps each referenced upload to its smallest sharp variant, and a missing file to null', async () => {
    const data = emptyPortfolio()
    data.photographyPortfolio = [
      portfolioItem.parse(image('photography-1', { src: '/uploads/a.jpg' })),
      portfolioItem.parse(image('photography-2', { src: '/uploads/gone.jpg' })),
      portfolioItem.parse(image('photography-3', { src: 'https://e.example/legacy.jpg' })),
    ]
    data.videoPortfolio = [
      portfolioItem.parse({ ...image('video-1'), type: 'video', src: 'aqz-KE-bpKQ', thumbnail: '/uploads/b.jpg' }),
    ]
    const { agent, signIn, uploadsDir, request } = await testApp({ data })
    for (const name of ['a.jpg', 'a-160w.webp', 'a-480w.avif', 'a-480w.webp', 'a-960w.webp', 'b.jpg'])
      await writeFile(path.join(uploadsDir, name), 'x')
    expect((await request().get('/api/admin/thumbnails')).status).toBe(401)
    await signIn()
    const res = await agent.get('/api/admin/thumbnails')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      '/uploads/a.jpg': '/uploads/a-480w.webp',
      '/uploads/gone.jpg': null,
      '/uploads/b.jpg': '/uploads/b.jpg',
    })
  })
})
