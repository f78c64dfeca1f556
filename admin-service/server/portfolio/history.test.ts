import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { emptyPortfolio, portfolioItem, type PortfolioData } from '../../../content/portfolio/store.ts'
import { testApp } from '../../../tests/support/testApp.ts'
import { historyFileOf, PortfolioStore } from './PortfolioStore.ts'

/** The stored upload every test image shows (items may only name stored uploads). */
const PHOTO = 'lakeside-living-room.jpg'

const image = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Title ${id}`,
  description: 'Twilight shoot of a lakeside home',
  type: 'image',
  src: `/uploads/${PHOTO}`,
  alt: `Living room of ${id} with a grey sofa`,
  ...extra,
})

/** The test app with `PHOTO` stored. */
async function photoApp(overrides: Parameters<typeof testApp>[0] = {}) {
  const app = await testApp(overrides)
  await writeFile(path.join(app.uploadsDir, PHOTO), 'x')
  return app
}

/** A signed-in app whose photography group holds `ids` in that order. */
async function appWith(ids: string[], overrides: Parameters<typeof testApp>[0] = {}) {
  const data: PortfolioData = emptyPortfolio()
  data.photographyPortfolio = ids.map((id) => portfolioItem.parse(image(id)))
  const app = await photoApp({ data, ...overrides })
  await app.signIn()
  const ids_ = () => app.store.data.photographyPortfolio.map((i) => i.id)
  return { ...app, ids: ids_ }
}

describe('order: PUT /api/portfolio/{service}/order', () => {
  it('stores the order given, by store key or short name, and records it', async () => {
    const { agent, xhr, ids } = await appWith(['a', 'b', 'c'])
    const res = await agent
      .put('/api/portfolio/photography/order')
      .set(xhr)
      .send({ ids: ['c', 'a', 'b'] })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ ok: true, ids: ['c', 'a', 'b'], change: { action: 'reorder', itemId: null } })
    expect(ids()).toEqual(['c', 'a', 'b'])
    expect(
      (await agent.get('/api/admin/portfolio')).body.photographyPortfolio.map((i: { id: string }) => i.id),
    ).toEqual(['c', 'a', 'b'])
    const again = await agent
      .put('/api/portfolio/photographyPortfolio/order')
      .set(xhr)
      .send({ ids: ['c', 'a', 'b'] })
    expect(again.status).toBe(200)
    expect(again.body.change).toBeNull() // unchanged: nothing recorded
  })

  it.each([
    ['a missing id', { ids: ['a', 'b'] }, /missing "c"/],
    ['an unknown id', { ids: ['a', 'b', 'c', 'z'] }, /"z", which is not an item/],
    ['a duplicate', { ids: ['a', 'b', 'b', 'c'] }, /"b" more than once/],
    ['a duplicate in place of one', { ids: ['a', 'a', 'c'] }, /"a" more than once/],
    ['no list', { order: ['a', 'b', 'c'] }, /must be a list/],
    ['numbers', { ids: [1, 2, 3] }, /must be a list/],
    ['a string', { ids: 'a,b,c' }, /must be a list/],
  ])('answers 400 naming ids for %s, leaving the order as it was', async (_name, body, problem) => {
    const { agent, xhr, ids } = await appWith(['a', 'b', 'c'])
    const res = await agent.put('/api/portfolio/photography/order').set(xhr).send(body)
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(/^Invalid order: ids /)
    expect(res.body.fields.ids).toMatch(problem)
    expect(ids()).toEqual(['a', 'b', 'c'])
  })

  it('answers 404 for an unknown service, 415 for a non-JSON body and 401 without a session', async () => {
    const { agent, xhr, request } = await appWith(['a'])
    expect((await agent.put('/api/portfolio/gardening/order').set(xhr).send({ ids: [] })).status).toBe(404)
    expect((await agent.put('/api/portfolio/photography/order').set(xhr).type('text').send('a')).status).toBe(415)
    expect(
      (
        await request()
          .put('/api/portfolio/photography/order')
          .set(xhr)
          .send({ ids: ['a'] })
      ).status,
    ).toBe(401)
  })
})

describe('alt text', () => {
  it('is required for a new image item: 400 naming the field, nothing stored', async () => {
    const { agent, xhr, store } = await appWith([])
    const { alt: _alt, ...withoutAlt } = image('new-1')
    for (const body of [withoutAlt, { ...withoutAlt, alt: '' }, { ...withoutAlt, alt: '   ' }]) {
      const res = await agent.post('/api/portfolio/photography').set(xhr).send(body)
      expect(res.status).toBe(400)
      expect(res.body.error).toBe('Invalid portfolio item: alt is required for image items')
      expect(res.body.fields).toEqual({ alt: 'is required for image items' })
    }
    // Named together with any other invalid field.
    const both = await agent
      .post('/api/portfolio/photography')
      .set(xhr)
      .send({ ...withoutAlt, title: '' })
    expect(Object.keys(both.body.fields).sort()).toEqual(['alt', 'title'])
    expect(store.data.photographyPortfolio).toEqual([])
  })

  it('is at most 250 characters, trimmed, and optional for videos and tours', async () => {
    const { agent, xhr, store } = await appWith([])
    const long = await agent
      .post('/api/portfolio/photography')
      .set(xhr)
      .send(image('p-1', { alt: 'x'.repeat(251) }))
    expect(long.status).toBe(400)
    expect(long.body.fields.alt).toBe('must be at most 250 characters')
    const ok = await agent
      .post('/api/portfolio/photography')
      .set(xhr)
      .send(image('p-1', { alt: `  ${'x'.repeat(250)}  ` }))
    expect(ok.status).toBe(201)
    expect(ok.body.item.alt).toBe('x'.repeat(250))
    const video = { id: 'v-1', title: 'Walkthrough', description: 'd', type: 'video', src: 'aqz-KE-bpKQ' }
    expect((await agent.post('/api/portfolio/video').set(xhr).send(video)).status).toBe(201)
    expect(store.data.videoPortfolio[0]).not.toHaveProperty('alt')
  })

  it('keeps legacy image items without alt valid: they load, and can be edited without adding it', async () => {
    const { alt: _alt, ...legacy } = image('old-1')
    const data = emptyPortfolio()
    data.photographyPortfolio = [portfolioItem.parse(legacy)]
    const { agent, xhr, signIn, store } = await photoApp({ data })
    await signIn()
    const res = await agent
      .put('/api/portfolio/photography')
      .set(xhr)
      .send({ ...legacy, title: 'Renamed' })
    expect(res.status).toBe(200)
    expect(store.data.photographyPortfolio[0]).toMatchObject({ title: 'Renamed' })
    // Once it has alt text, it cannot lose it again.
    await agent
      .put('/api/portfolio/photography')
      .set(xhr)
      .send({ ...legacy, alt: 'A bright kitchen' })
      .expect(200)
    const removed = await agent.put('/api/portfolio/photography').set(xhr).send(legacy)
    expect(removed.status).toBe(400)
    expect(removed.body.fields).toEqual({ alt: 'is required for image items' })
  })
})

describe('hidden items', () => {
  it('stores hidden: true, drops hidden: false, and records hide and show', async () => {
    const { agent, xhr, store } = await appWith(['a'])
    const hide = await agent
      .put('/api/portfolio/photography')
      .set(xhr)
      .send({ ...image('a'), hidden: true })
    expect(hide.status).toBe(200)
    expect(hide.body.change).toMatchObject({ action: 'hide', itemId: 'a' })
    expect(store.data.photographyPortfolio[0]!.hidden).toBe(true)
    const show = await agent
      .put('/api/portfolio/photography')
      .set(xhr)
      .send({ ...image('a'), hidden: false })
    expect(show.body.change).toMatchObject({ action: 'show', itemId: 'a' })
    expect(store.data.photographyPortfolio[0]).not.toHaveProperty('hidden')
    const bad = await agent
      .put('/api/portfolio/photography')
      .set(xhr)
      .send({ ...image('a'), hidden: 'yes' })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toHaveProperty('hidden')
  })
})

describe('history: GET /api/history and POST /api/history/{id}/undo', () => {
  it('records every add, update, delete, reorder and hide, newest first, with before and after', async () => {
    const { agent, xhr } = await appWith(['a'])
    await agent.post('/api/portfolio/photography').set(xhr).send(image('b')).expect(201)
    await agent
      .put('/api/portfolio/photography')
      .set(xhr)
      .send({ ...image('a'), title: 'Renamed' })
      .expect(200)
    await agent
      .put('/api/portfolio/photography/order')
      .set(xhr)
      .send({ ids: ['b', 'a'] })
      .expect(200)
    await agent
      .put('/api/portfolio/photography')
      .set(xhr)
      .send({ ...image('b'), hidden: true })
      .expect(200)
    await agent.delete('/api/portfolio/photography/a').set(xhr).expect(200)

    const res = await agent.get('/api/history?limit=10')
    expect(res.status).toBe(200)
    const entries = res.body as Record<string, unknown>[]
    expect(entries.map((e) => e.action)).toEqual(['delete', 'hide', 'reorder', 'update', 'add'])
    for (const entry of entries) {
      expect(Object.keys(entry)).toEqual(
        expect.arrayContaining(['id', 'at', 'action', 'service', 'itemId', 'before', 'after']),
      )
      expect(entry.service).toBe('photographyPortfolio')
      expect(new Date(entry.at as string).getTime()).toBeGreaterThan(Date.now() - 60_000)
    }
    const ids = entries.map((e) => e.id as number)
    expect(ids).toEqual([...ids].sort((x, y) => y - x))
    expect(entries[0]).toMatchObject({ itemId: 'a', before: { title: 'Renamed' }, after: null, index: 1 })
    expect(entries[2]).toMatchObject({ itemId: null, before: ['a', 'b'], after: ['b', 'a'] })
    expect(entries[3]).toMatchObject({ before: { title: 'Title a' }, after: { title: 'Renamed' } })
    expect(entries[4]).toMatchObject({ itemId: 'b', before: null, after: { id: 'b' } })
    expect((await agent.get('/api/history?limit=2')).body).toHaveLength(2)
  })

  it('answers 400 for a limit outside 1-500 and 401 without a session', async () => {
    const { agent, request } = await appWith([])
    for (const limit of ['0', '501', 'x', '-1', '1.5', '']) {
      const res = await agent.get(`/api/history?limit=${limit}`)
      expect(res.status, limit).toBe(400)
      expect(res.body.error).toBe('limit must be a whole number from 1 to 500')
    }
    expect((await agent.get('/api/history?limit=500')).status).toBe(200)
    expect((await request().get('/api/history')).status).toBe(401)
  })

  it('undoes a delete, putting the item back where it was', async () => {
    const { agent, xhr, ids } = await appWith(['a', 'b', 'c'])
    const del = await agent.delete('/api/portfolio/photography/b').set(xhr)
    const undo = await agent.post(`/api/history/${del.body.change.id}/undo`).set(xhr)
    expect(undo.status).toBe(200)
    expect(undo.body.change).toMatchObject({ action: 'add', itemId: 'b', undoOf: del.body.change.id })
    expect(ids()).toEqual(['a', 'b', 'c'])
  })

  it('undoes an add, an update, a hide and a reorder; each undo is itself a change that can be undone', async () => {
    const { agent, xhr, ids, store } = await appWith(['a', 'b'])
    const add = await agent.post('/api/portfolio/photography').set(xhr).send(image('c'))
    await agent.post(`/api/history/${add.body.change.id}/undo`).set(xhr).expect(200)
    expect(ids()).toEqual(['a', 'b'])

    const update = await agent
      .put('/api/portfolio/photography')
      .set(xhr)
      .send({ ...image('a'), title: 'Changed' })
    const undoUpdate = await agent.post(`/api/history/${update.body.change.id}/undo`).set(xhr)
    expect(store.data.photographyPortfolio[0]!.title).toBe('Title a')
    // Redo: undoing the undo brings the change back.
    await agent.post(`/api/history/${undoUpdate.body.change.id}/undo`).set(xhr).expect(200)
    expect(store.data.photographyPortfolio[0]!.title).toBe('Changed')

    const hide = await agent
      .put('/api/portfolio/photography')
      .set(xhr)
      .send({ ...image('b'), hidden: true })
    const undoHide = await agent.post(`/api/history/${hide.body.change.id}/undo`).set(xhr)
    expect(undoHide.body.change.action).toBe('show')
    expect(store.data.photographyPortfolio[1]!.hidden).toBeUndefined()

    const order = await agent
      .put('/api/portfolio/photography/order')
      .set(xhr)
      .send({ ids: ['b', 'a'] })
    await agent.post(`/api/history/${order.body.change.id}/undo`).set(xhr).expect(200)
    expect(ids()).toEqual(['a', 'b'])
  })

  it('answers 409 with a clear message when a later change to the same item is in the way', async () => {
    const { agent, xhr, store, ids } = await appWith(['a', 'b'])
    const first = await agent
      .put('/api/portfolio/photography')
      .set(xhr)
      .send({ ...image('a'), title: 'Second title' })
    await agent
      .put('/api/portfolio/photography')
      .set(xhr)
      .send({ ...image('a'), title: 'Third title' })
      .expect(200)
    const blocked = await agent.post(`/api/history/${first.body.change.id}/undo`).set(xhr)
    expect(blocked.status).toBe(409)
    expect(blocked.body.error).toBe('Cannot undo: "Second title" was changed since; undo that change first')
    expect(store.data.photographyPortfolio[0]!.title).toBe('Third title')
    const history = (await agent.get('/api/history')).body as { id: number; undoable: boolean; conflict?: string }[]
    expect(history.find((e) => e.id === first.body.change.id)).toMatchObject({ undoable: false })
    expect(history[0]).toMatchObject({ undoable: true })

    // An added item deleted since; a deleted item back again; an order changed since.
    const add = await agent.post('/api/portfolio/photography').set(xhr).send(image('c'))
    const del = await agent.delete('/api/portfolio/photography/c').set(xhr)
    expect((await agent.post(`/api/history/${add.body.change.id}/undo`).set(xhr)).body.error).toMatch(
      /was deleted since/,
    )
    await agent.post('/api/portfolio/photography').set(xhr).send(image('c')).expect(201)
    const back = await agent.post(`/api/history/${del.body.change.id}/undo`).set(xhr)
    expect(back.status).toBe(409)
    expect(back.body.error).toMatch(/exists again/)
    const order = await agent
      .put('/api/portfolio/photography/order')
      .set(xhr)
      .send({ ids: ['c', 'b', 'a'] })
    await agent
      .put('/api/portfolio/photography/order')
      .set(xhr)
      .send({ ids: ['a', 'b', 'c'] })
    const reorder = await agent.post(`/api/history/${order.body.change.id}/undo`).set(xhr)
    expect(reorder.status).toBe(409)
    expect(reorder.body.error).toMatch(/order/)
    expect(ids()).toEqual(['a', 'b', 'c'])
  })

  it('answers 404 for an unknown change and 401/403 without a session or the CSRF headers', async () => {
    const { agent, xhr, request } = await appWith(['a'])
    expect((await agent.post('/api/history/999/undo').set(xhr)).status).toBe(404)
    expect((await agent.post('/api/history/abc/undo').set(xhr)).status).toBe(404)
    expect((await request().post('/api/history/1/undo').set(xhr)).status).toBe(401)
    expect((await agent.post('/api/history/1/undo')).status).toBe(403)
  })

  it('keeps only the last changes, oldest dropped first', async () => {
    const { agent, xhr, signIn } = await photoApp({
      store: await PortfolioStore.open(path.join(await mkdtemp(path.join(os.tmpdir(), 'history-')), 'p.json'), {
        historyLimit: 5,
      }),
    })
    await signIn()
    for (let i = 0; i < 8; i++)
      await agent
        .post('/api/portfolio/photography')
        .set(xhr)
        .send(image(`i${i}`))
    const entries = (await agent.get('/api/history?limit=500')).body as { itemId: string }[]
    expect(entries.map((e) => e.itemId)).toEqual(['i7', 'i6', 'i5', 'i4', 'i3'])
  })

  it('survives a restart: the history is on disk and an undo still works after reopening', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'history-')), 'portfolio.json')
    const first = await photoApp({ store: await PortfolioStore.open(file) })
    await first.signIn()
    await first.agent.post('/api/portfolio/photography').set(first.xhr).send(image('a')).expect(201)
    const rename = await first.agent
      .put('/api/portfolio/photography')
      .set(first.xhr)
      .send({ ...image('a'), title: 'Renamed before the restart' })
    const before = (await first.agent.get('/api/history')).body
    await first.store.close()
    expect((await readFile(historyFileOf(file), 'utf8')).trim().split('\n')).toHaveLength(2)

    const second = await photoApp({ store: await PortfolioStore.open(file) })
    await second.signIn()
    expect((await second.agent.get('/api/history')).body).toEqual(before)
    await second.agent.post(`/api/history/${rename.body.change.id}/undo`).set(second.xhr).expect(200)
    expect(second.store.data.photographyPortfolio[0]!.title).toBe('Title a')
    // Ids go on from where they were, never reused.
    const latest = (await second.agent.get('/api/history?limit=1')).body[0]
    expect(latest.id).toBe(rename.body.change.id + 1)
    await second.store.close()
  })
})
