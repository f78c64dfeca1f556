import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Publisher } from '../../../publisher/Publisher.ts'
import { fakeBuild } from '../../../tests/support/fakeBuild.ts'
import { jpeg, listingsApp } from '../../../tests/support/listingsApp.ts'
import { testApp } from '../../../tests/support/testApp.ts'

let ids = 0
/** A valid new portfolio item (the admin page sends a fresh id with each). */
const item = (title = 'Lakeshore loft') => ({
  id: `item-${++ids}`,
  title,
  description: 'Bright corner unit',
  type: 'image',
  src: '/uploads/lakeshore-loft.jpg',
  alt: 'Corner unit living room with floor-to-ceiling windows',
})

/** An app whose store changes publish through a fake build (a tiny site naming the build). */
async function publishingApp(options: { failOn?: Set<number>; steps?: number } = {}) {
  const fake = fakeBuild({ failOn: options.failOn, ms: 30, steps: options.steps })
  const publisher = new Publisher({
    releasesDir: await mkdtemp(path.join(os.tmpdir(), 'admin-releases-')),
    build: fake.build,
    debounceMs: 20,
  })
  const app = await testApp({ siteDir: () => publisher.siteDir, publisher })
  await writeFile(path.join(app.uploadsDir, 'lakeshore-loft.jpg'), 'x')
  app.store.onChange(() => publisher.schedule())
  await app.signIn()
  return { ...app, publisher, fake }
}

describe('publishing from the admin service', () => {
  it('answers 503 before the first release, then serves each new release after a change', async () => {
    const { agent, xhr, request, publisher } = await publishingApp()
    const before = await request().get('/')
    expect(before.status).toBe(503)
    expect(before.headers['retry-after']).toBe('10')

    await agent.post('/api/portfolio/photography').set(xhr).send(item()).expect(201)
    expect((await agent.get('/api/publish/status')).body.state).toMatch(/queued|building/)
    await publisher.whenIdle()
    expect((await request().get('/')).text).toBe('build 1')
    const status = (await agent.get('/api/publish/status').expect(200)).body
    expect(status).toMatchObject({ enabled: true, state: 'idle', lastError: null, builds: 1, canRollback: false })
    expect(Date.parse(status.lastSuccessAt)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('says on / what the first build has done so far while it runs', async () => {
    const { request, publisher } = await publishingApp({ steps: 20 })
    const waiting = await request().get('/')
    expect(waiting.text).toContain('The first build of the site is about to start.')
    publisher.schedule()
    let page = ''
    while (!/[1-9]\d* pages rendered/.test(page)) page = (await request().get('/')).text
    expect(page).toMatch(/Building the site: 0 photo sizes prepared, [1-9]\d* pages rendered\./)
    expect(page).toContain('This page reloads every 10 seconds')
    await publisher.whenIdle()
    expect((await request().get('/')).text).toBe('build 1')
  })

  it('says publishing is off when the service serves a site built elsewhere', async () => {
    const { agent, xhr, signIn } = await testApp()
    await signIn()
    expect((await agent.get('/api/publish/status').expect(200)).body).toEqual({ enabled: false })
    const retry = await agent.post('/api/publish').set(xhr)
    expect(retry.status).toBe(409)
    expect(retry.body.error).toMatch(/Publishing is off/)
    expect((await agent.post('/api/publish/rollback').set(xhr)).status).toBe(409)
  })

  it('needs a signed-in owner for status, retry and rollback', async () => {
    const { request, xhr } = await publishingApp()
    expect((await request().get('/api/publish/status')).status).toBe(401)
    expect((await request().post('/api/publish').set(xhr)).status).toBe(401)
    expect((await request().post('/api/publish/rollback').set(xhr)).status).toBe(401)
    expect(
      (
        await request()
          .post('/api/publish/rollback')
          .set({ ...xhr, Origin: 'https://evil.test' })
      ).status,
    ).toBe(403)
  })

  it('keeps serving the previous release, with no failed read, when a build fails; reports it; retry recovers', async () => {
    const { agent, xhr, request, publisher } = await publishingApp({ failOn: new Set([2]) })
    await agent.post('/api/portfolio/photography').set(xhr).send(item()).expect(201)
    await publisher.whenIdle()

    let reading = true
    const seen = new Map<string, number>()
    const reader = (async () => {
      while (reading) {
        const res = await request().get('/')
        const key = `${res.status} ${res.text}`
        seen.set(key, (seen.get(key) ?? 0) + 1)
      }
    })()
    await agent.post('/api/portfolio/video').set(xhr).send(item('Second')).expect(201)
    await publisher.whenIdle()
    reading = false
    await reader
    // Every read during the failed build got the complete previous site.
    expect([...seen.keys()]).toEqual(['200 build 1'])
    expect(seen.get('200 build 1')).toBeGreaterThan(0)
    const failed = (await agent.get('/api/publish/status')).body
    expect(failed).toMatchObject({ state: 'failed', lastError: 'forced failure of build 2' })

    const retry = await agent.post('/api/publish').set(xhr).expect(202)
    expect(retry.body.status.state).toMatch(/queued|building/)
    await publisher.whenIdle()
    expect((await request().get('/')).text).toBe('build 3')
    expect((await agent.get('/api/publish/status')).body).toMatchObject({ state: 'idle', lastError: null })
  })

  it('rolls back to the previous release, then further back, and refuses when none is left', async () => {
    const { agent, xhr, request, publisher } = await publishingApp()
    for (const title of ['One', 'Two', 'Three']) {
      await agent.post('/api/portfolio/drone').set(xhr).send(item(title)).expect(201)
      await publisher.whenIdle()
    }
    expect((await request().get('/')).text).toBe('build 3')
    expect((await agent.get('/api/publish/status')).body.canRollback).toBe(true)

    const back = await agent.post('/api/publish/rollback').set(xhr).expect(200)
    expect((await request().get('/')).text).toBe('build 2')
    expect(back.body.status.current).toBe(back.body.status.releases[1])
    await agent.post('/api/publish/rollback').set(xhr).expect(200)
    expect((await request().get('/')).text).toBe('build 1')

    const none = await agent.post('/api/publish/rollback').set(xhr)
    expect(none.status).toBe(409)
    expect(none.body.error).toBe('No earlier release to roll back to')
    expect((await request().get('/')).text).toBe('build 1')
  })
})

describe('the publish status with listing deliveries', () => {
  it("names a listing's failed publish as that listing's, not the site's, and shows no stale error while the site republishes", async () => {
    const fake = fakeBuild({ failOn: new Set([2]), ms: 150 })
    // The third build (the republish after the failed one) waits for the test, so the test sees it running
    // however slowly its status requests come back.
    let finishBuild3 = () => {}
    const build3Finishes = new Promise<void>((resolve) => (finishBuild3 = resolve))
    const publisher = new Publisher({
      releasesDir: await mkdtemp(path.join(os.tmpdir(), 'admin-releases-')),
      build: async (dir, signal) => {
        await fake.build(dir, signal)
        if (fake.count() === 3) await build3Finishes
      },
      debounceMs: 20,
    })
    // The listing's partial publish as ListingSitePublisher makes it: a release of its own through the same
    // publisher, here with a build that fails like the MLS compliance check does.
    let listingFailure: string | null = 'the unbranded tour contains a link (<a href="https://example.com">)'
    const listingPublisher = {
      publish: async () => {
        await publisher.publishNow({
          keepRevision: true,
          build: async (dir, signal) => {
            if (listingFailure) throw new Error(listingFailure)
            await fake.build(dir, signal)
          },
        })
      },
    }
    const { agent, xhr, signIn, delivery } = await listingsApp({
      publisher: listingPublisher,
      sitePublisher: publisher,
    })
    await signIn()
    await publisher.publishNow()
    const status = async () => (await agent.get('/api/publish/status').expect(200)).body

    const made = await agent
      .post('/api/agents')
      .set(xhr)
      .send({ name: 'Dana Agent', brokerage: 'Lakeside Realty', phone: '+1 416 555 0199', email: 'dana@example.com' })
    const created = await agent
      .post('/api/listings')
      .set(xhr)
      .send({
        address: { street: '12 Maple Ave', city: 'Toronto', postalCode: 'M4E 1A1' },
        agentId: made.body.agent.id,
        description: 'Corner lot',
        bedrooms: 3,
        bathrooms: 2,
      })
      .expect(201)
    const id = created.body.listing.id as string
    await agent
      .post(`/api/listings/${id}/media`)
      .set(xhr)
      .attach('files', await jpeg(), 'front.jpg')
      .expect(201)
    await agent.post(`/api/listings/${id}/deliver`).set(xhr).expect(202)
    await delivery.whenIdle()

    // The site is as it was (live, no error); the failure is the listing's, named by its address.
    const afterListing = await status()
    expect(afterListing).toMatchObject({ state: 'idle', lastError: null, failure: null })
    expect(afterListing.listings).toEqual([
      {
        id,
        address: '12 Maple Ave, Toronto, ON M4E 1A1',
        state: 'failed',
        error: `Publishing the listing failed: ${listingFailure}`,
        at: expect.any(String),
      },
    ])

    // The site's own publish fails (build 2), then a republish runs: while it runs, no error is current.
    publisher.schedule()
    await publisher.whenIdle()
    expect(await status()).toMatchObject({ state: 'failed', lastError: 'forced failure of build 2' })
    publisher.schedule()
    let running = await status()
    expect(['queued', 'building']).toContain(running.state)
    expect(running).toMatchObject({ lastError: null, failure: null })
    while (running.state === 'queued') running = await status()
    expect(running).toMatchObject({ state: 'building', lastError: null, failure: null })
    expect(running.listings).toHaveLength(1) // the listing's failure stays the listing's
    finishBuild3()
    await publisher.whenIdle()
    expect(await status()).toMatchObject({ state: 'idle', lastError: null })

    // Delivered again with a passing check: nothing is failed any more.
    listingFailure = null
    await agent.post(`/api/listings/${id}/deliver`).set(xhr).expect(202)
    const delivering = await status()
    expect(delivering.listings).toMatchObject([{ id, state: 'delivering', error: null }])
    await delivery.whenIdle()
    expect(await status()).toMatchObject({ state: 'idle', lastError: null, listings: [] })
  }, 60_000)
})
