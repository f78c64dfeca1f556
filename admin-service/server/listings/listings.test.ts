import { createWriteStream } from 'node:fs'
import { mkdtemp, readdir, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { jpeg, listingsApp, mp4, pdf, RecordingPublisher } from '../../../tests/support/listingsApp.ts'
import { encryptedPdf } from '../../../tests/support/pdfs.ts'
import { TEST_ORIGIN } from '../../../tests/support/testApp.ts'
import type { StoredLead } from '../../../content/leads/store.ts'
import { LeadStore } from '../leads/LeadStore.ts'
import { agentForward, ownerNotification } from '../leads/leadMail.ts'
import { leadOutbox } from '../leads/leadOutbox.ts'

const agent = { name: 'Dana Agent', brokerage: 'Lakeside Realty', phone: '+1 416 555 0199', email: 'dana@example.com' }
const address = { street: '12 Maple Ave', city: 'Toronto', postalCode: 'M4E 1A1' }

async function signedIn(options: Parameters<typeof listingsApp>[0] = {}) {
  const app = await listingsApp(options)
  await app.signIn()
  const create = async (body: object = { address }) => {
    const res = await app.agent.post('/api/listings').set(app.xhr).send(body)
    expect(res.status).toBe(201)
    return res.body.listing as { id: string; slug: string; media: { id: string; kind: string }[] }
  }
  return { ...app, create }
}

/** The files a listing's folder holds (temp files included), uploads only. */
const filesIn = async (dir: string) => (await readdir(dir).catch(() => [])).filter((n) => n !== 'downloads')

describe('listings API', () => {
  it('needs the owner and the CSRF header', async () => {
    const { request, agent: client, signIn } = await listingsApp()
    expect((await request().get('/api/listings')).status).toBe(401)
    await signIn()
    const res = await client.post('/api/listings').set({ Origin: TEST_ORIGIN }).send({ address })
    expect(res.status).toBe(403)
  })

  it('creates, lists, reads and edits listings, naming each bad field', async () => {
    const { agent: client, xhr, create } = await signedIn()
    const bad = await client
      .post('/api/listings')
      .set(xhr)
      .send({ address: { street: '' }, bedrooms: -1, price: 'cheap' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields)).toEqual(
      expect.arrayContaining(['address.street', 'address.city', 'bedrooms', 'price']),
    )
    const listing = await create({ address, price: 1_250_000, bedrooms: 3, bathrooms: 2.5 })
    expect(listing).toMatchObject({
      slug: '12-maple-ave-toronto',
      status: 'draft',
      missing: expect.arrayContaining(['an agent']),
    })
    expect(listing).not.toHaveProperty('brandedUrl')
    const list = await client.get('/api/listings')
    expect(list.body.listings).toHaveLength(1)
    expect(list.body.settings).toEqual({ mlsLongEdge: 2048 })
    const edited = await client
      .put(`/api/listings/${listing.id}`)
      .set(xhr)
      .send({ price: 1_199_000, description: 'Bright corner lot' })
    expect(edited.body.listing).toMatchObject({ price: 1_199_000, bedrooms: 3, description: 'Bright corner lot' })
    expect((await client.get('/api/listings/AAAAAAAAAAAAAAAA')).status).toBe(404)
    expect((await client.put(`/api/listings/${listing.id}`).set(xhr).send('x')).status).toBe(415)
    expect((await client.put('/api/listings/settings').set(xhr).send({ mlsLongEdge: 99 })).body.fields).toHaveProperty(
      'mlsLongEdge',
    )
    expect((await client.put('/api/listings/settings').set(xhr).send({ mlsLongEdge: 1600 })).body.settings).toEqual({
      mlsLongEdge: 1600,
    })
  })

  it('takes several photos, a film and a floor plan in one upload, typed by their bytes', async () => {
    const { agent: client, xhr, create, preparer } = await signedIn()
    const listing = await create()
    const res = await client
      .post(`/api/listings/${listing.id}/media`)
      .set(xhr)
      .attach('files', await jpeg(), 'kitchen.jpg')
      .attach('files', await jpeg(900, 1200), 'bedroom.JPG')
      .attach('files', mp4(), 'walkthrough.mp4')
      .attach('files', pdf(), 'plan.pdf')
    expect(res.status).toBe(201)
    expect(res.body.media.map((m: { kind: string }) => m.kind)).toEqual(['photo', 'photo', 'film', 'floorPlan'])
    expect(res.body.media[1].file).toMatchObject({
      original: 'bedroom.JPG',
      width: 900,
      height: 1200,
      mime: 'image/jpeg',
    })
    expect(await filesIn(preparer.listingDir(listing.id))).toHaveLength(4)
    const asPlan = await client
      .post(`/api/listings/${listing.id}/media`)
      .set(xhr)
      .field('kind', 'floorPlan')
      .attach('files', await jpeg(), 'plan.jpg')
    expect(asPlan.body.media[0].kind).toBe('floorPlan')
    await preparer.whenIdle()
  })

  it('refuses a renamed text file, an unreadable image and files over their limit, keeping nothing', async () => {
    const {
      agent: client,
      xhr,
      create,
      preparer,
    } = await signedIn({
      limits: { photoBytes: 200_000, filmBytes: 1_000_000, floorPlanBytes: 200_000 },
    })
    const listing = await create()
    const dir = preparer.listingDir(listing.id)
    const upload = () => client.post(`/api/listings/${listing.id}/media`).set(xhr)

    const text = await upload()
      .attach('files', await jpeg(), 'ok.jpg')
      .attach('files', Buffer.from('not a photo at all\n'.repeat(50)), {
        filename: 'sneaky.jpg',
        contentType: 'image/jpeg',
      })
    expect(text.status).toBe(415)
    expect(text.body.error).toMatch(/^sneaky\.jpg: is not a photo \(JPEG, PNG, WebP, AVIF or TIFF\), a film \(MP4\)/)

    const broken = Buffer.concat([(await jpeg()).subarray(0, 300), Buffer.alloc(2000)])
    const unreadable = await upload().attach('files', broken, 'broken.jpg')
    expect(unreadable.status).toBe(400)
    expect(unreadable.body.error).toBe('broken.jpg: could not be read as an image')

    const noise = await import('sharp').then(({ default: sharp }) =>
      sharp(
        Buffer.alloc(600 * 600 * 3).map(() => Math.floor(Math.random() * 256)),
        { raw: { width: 600, height: 600, channels: 3 } },
      )
        .jpeg({ quality: 100 })
        .toBuffer(),
    )
    expect(noise.length).toBeGreaterThan(200_000)
    const big = await upload().attach('files', noise, 'huge.jpg')
    expect(big.body.error).toBe('huge.jpg: is too large (photos up to 0.2 MB)')
    expect(big.status).toBe(413)
    expect(big.body.error).toBe('huge.jpg: is too large (photos up to 0.2 MB)')
    const film = await upload().attach('files', mp4(1_500_000), 'long.mp4')
    expect(film.status).toBe(413)
    expect(film.body.error).toMatch(/^long\.mp4: is too large \(films up to/)

    expect((await upload().send({})).status).toBe(400)
    expect(
      (
        await upload()
          .field('kind', 'poster')
          .attach('files', await jpeg(), 'x.jpg')
      ).status,
    ).toBe(400)
    expect(await filesIn(dir)).toEqual([])
    expect((await client.get(`/api/listings/${listing.id}`)).body.listing.media).toEqual([])
  })

  it('refuses a PDF it could not publish without its metadata: unreadable or encrypted, keeping nothing', async () => {
    const { agent: client, xhr, create, preparer } = await signedIn()
    const listing = await create()
    const upload = () => client.post(`/api/listings/${listing.id}/media`).set(xhr)
    const encrypted = await upload()
      .attach('files', await jpeg(), 'ok.jpg')
      .attach('files', await encryptedPdf(), 'locked plan.pdf')
    expect(encrypted.status).toBe(400)
    expect(encrypted.body.error).toMatch(/^locked plan\.pdf: is a PDF protected by a password or by restrictions/)
    const broken = await upload().attach('files', Buffer.from(`%PDF-1.7\n${'not a PDF at all\n'.repeat(300)}`), 'x.pdf')
    expect(broken.status).toBe(400)
    expect(broken.body.error).toBe('x.pdf: could not be read as a PDF')
    expect(await filesIn(preparer.listingDir(listing.id))).toEqual([])
  })

  it('streams a large film to disk without holding it in memory', async () => {
    const { agent: client, xhr, create, preparer } = await signedIn()
    const listing = await create()
    const size = 256 * 1024 * 1024
    const source = path.join(await mkdtemp(path.join(os.tmpdir(), 'film-')), 'tour.mp4')
    const head = mp4(1024)
    await pipeline(
      Readable.from(
        (function* () {
          yield head
          for (let sent = head.length; sent < size; sent += 1024 * 1024)
            yield Buffer.alloc(Math.min(1024 * 1024, size - sent), sent % 251)
        })(),
      ),
      createWriteStream(source),
    )
    // What the process holds, not what it has let go of: garbage the collector has not reached yet is no sign of
    // holding the film, and how much of it waits depends on the machine's load. So a sample over the bound is
    // taken again after a collection (collecting at every sample made the upload take a minute).
    const bound = 64 * 1024 * 1024
    setFlagsFromString('--expose-gc')
    const collect = runInNewContext('gc') as () => void
    collect()
    const before = process.memoryUsage()
    const held = () => {
      const now = process.memoryUsage()
      return now.heapUsed + now.arrayBuffers - before.heapUsed - before.arrayBuffers
    }
    let peak = 0
    const sampler = setInterval(() => {
      let bytes = held()
      if (bytes >= bound) {
        collect()
        bytes = held()
      }
      peak = Math.max(peak, bytes)
    }, 20)
    const res = await client.post(`/api/listings/${listing.id}/media`).set(xhr).attach('files', source)
    clearInterval(sampler)
    expect(res.status).toBe(201)
    expect(res.body.media[0]).toMatchObject({ kind: 'film', file: { bytes: size, mime: 'video/mp4' } })
    expect((await stat(path.join(preparer.listingDir(listing.id), res.body.media[0].file.name))).size).toBe(size)
    // The whole film is 256 MiB; the service held a few chunks of it at a time (the test's client streams from disk too).
    expect(peak).toBeLessThan(bound)
  }, 120_000)

  it('adds film and tour links from the allowed providers only, orders, captions and removes media', async () => {
    const { agent: client, xhr, create } = await signedIn()
    const listing = await create()
    const url = `/api/listings/${listing.id}/media`
    const tour = await client
      .post(url)
      .set(xhr)
      .send({ kind: 'tour', url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo', caption: '3D tour' })
    expect(tour.status).toBe(201)
    expect(tour.body.media[0]).toMatchObject({ kind: 'tour', link: { provider: 'Matterport' } })
    const bad = await client.post(url).set(xhr).send({ kind: 'film', url: 'https://evil.example.com/video.mp4' })
    expect(bad.status).toBe(400)
    expect(bad.body.fields.url).toMatch(/YouTube, Vimeo/)
    const photos = await client
      .post(url)
      .set(xhr)
      .attach('files', await jpeg(), 'a.jpg')
      .attach('files', await jpeg(), 'b.jpg')
    const [a, b] = photos.body.media as { id: string }[]
    const t = tour.body.media[0].id
    expect(
      (
        await client
          .put(`${url}/order`)
          .set(xhr)
          .send({ ids: [b!.id, a!.id] })
      ).status,
    ).toBe(400)
    expect(
      (
        await client
          .put(`${url}/order`)
          .set(xhr)
          .send({ ids: [b!.id, a!.id, t] })
      ).body.ids,
    ).toEqual([b!.id, a!.id, t])
    const staged = await client
      .put(`${url}/${b!.id}`)
      .set(xhr)
      .send({ caption: 'Staged living room', staged: true, originalId: a!.id })
    expect(staged.body.item).toMatchObject({ staged: true, originalId: a!.id })
    expect((await client.put(`${url}/${t}`).set(xhr).send({ staged: true })).status).toBe(400)
    expect((await client.delete(`${url}/${a!.id}`).set(xhr)).status).toBe(200)
    const after = (await client.get(`/api/listings/${listing.id}`)).body.listing
    expect(after.media.map((m: { id: string }) => m.id)).toEqual([b!.id, t])
    expect(after.media[0].originalId).toBeNull()
    expect((await client.delete(`${url}/${a!.id}`).set(xhr)).status).toBe(404)
  })

  it('keeps an incomplete listing a draft, saying what is missing, and delivers a complete one', async () => {
    const publisher = new RecordingPublisher()
    const { agent: client, xhr, create, delivery } = await signedIn({ publisher })
    const listing = await create()
    const refused = await client.post(`/api/listings/${listing.id}/deliver`).set(xhr)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe(
      'The listing cannot be delivered yet; it needs an agent, at least one photo, a description, the number of bedrooms, the number of bathrooms',
    )
    const made = await client.post('/api/agents').set(xhr).send(agent)
    await client
      .post(`/api/listings/${listing.id}/media`)
      .set(xhr)
      .attach('files', await jpeg(2400, 1600), 'front.jpg')
    await client
      .put(`/api/listings/${listing.id}`)
      .set(xhr)
      .send({ agentId: made.body.agent.id, description: 'Corner lot', bedrooms: 3, bathrooms: 2 })
    const started = await client.post(`/api/listings/${listing.id}/deliver`).set(xhr)
    expect(started.status).toBe(202)
    expect(started.body.listing.delivery.state).toBe('delivering')
    await delivery.whenIdle()
    const live = (await client.get(`/api/listings/${listing.id}`)).body.listing
    expect(live).toMatchObject({
      status: 'live',
      delivery: { state: 'live', error: null },
      brandedUrl: '/listings/12-maple-ave-toronto/',
      unbrandedUrl: `/tour/${live.tourId}/`,
      deliveryUrl: `/delivery/${live.deliveryToken}/`,
    })
    expect(publisher.published).toHaveLength(1)
    expect(publisher.published[0]!.prepared.downloads.mls.files[0]!.name).toBe('12-maple-ave-toronto-01.jpg')
    expect(publisher.published[0]!.branded).toBe('live')

    // An edit to a delivered listing republishes it, once; a failing publish is reported with its reason.
    publisher.failWith = 'The unbranded tour contains a link'
    const attempts = publisher.attempts
    await client.put(`/api/listings/${listing.id}`).set(xhr).send({ status: 'sold' })
    await new Promise((r) => setTimeout(r, 50))
    await delivery.whenIdle()
    expect(publisher.attempts - attempts).toBe(1)
    const failed = (await client.get(`/api/listings/${listing.id}`)).body.listing
    expect(failed.delivery).toMatchObject({
      state: 'failed',
      error: 'Publishing the listing failed: The unbranded tour contains a link',
    })
    expect(failed.status).toBe('sold')
    publisher.failWith = null
    expect((await client.post(`/api/listings/${listing.id}/deliver`).set(xhr)).status).toBe(202)
    await delivery.whenIdle()
    expect(publisher.published.at(-1)!.branded).toBe('sold')
  })

  it('answers 409 when no publisher is connected', async () => {
    const { agent: client, xhr, create, listings } = await signedIn({ publisher: null })
    const listing = await create({ address, description: 'x', bedrooms: 1, bathrooms: 1 })
    const made = await client.post('/api/agents').set(xhr).send(agent)
    await client.put(`/api/listings/${listing.id}`).set(xhr).send({ agentId: made.body.agent.id })
    await client
      .post(`/api/listings/${listing.id}/media`)
      .set(xhr)
      .attach('files', await jpeg(), 'a.jpg')
    const res = await client.post(`/api/listings/${listing.id}/deliver`).set(xhr)
    expect(res.status).toBe(409)
    expect(res.body.error).toBe('Delivering is off: this service does not publish the site')
    expect(listings.require(listing.id).delivery).toBeNull()
  })
})

describe('agents API', () => {
  it('creates and edits reusable agent profiles with a headshot and logo', async () => {
    const { agent: client, xhr } = await signedIn()
    const bad = await client
      .post('/api/agents')
      .set(xhr)
      .send({ ...agent, email: 'not-an-email', phone: 'call me' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'phone'])
    const made = (await client.post('/api/agents').set(xhr).send(agent)).body.agent
    expect(made).toMatchObject({ ...agent, headshot: null, logo: null })
    const edited = await client.put(`/api/agents/${made.id}`).set(xhr).send({ brokerage: 'Harbour Realty' })
    expect(edited.body.agent).toMatchObject({ name: 'Dana Agent', brokerage: 'Harbour Realty' })
    const images = await client
      .post(`/api/agents/${made.id}/images`)
      .set(xhr)
      .attach('headshot', await jpeg(1000, 1400), 'dana.jpg')
      .attach('logo', await jpeg(1200, 300), 'logo.jpg')
    expect(images.status).toBe(200)
    expect(images.body.agent.headshot).toMatchObject({ width: 600, height: 600, mime: 'image/jpeg' })
    expect(images.body.agent.logo).toMatchObject({ width: 800, height: 200, mime: 'image/webp' })
    const notImage = await client.post(`/api/agents/${made.id}/images`).set(xhr).attach('logo', pdf(), 'logo.pdf')
    expect(notImage.status).toBe(415)
    expect((await client.get('/api/agents')).body.agents).toHaveLength(1)
    expect((await client.put('/api/agents/AAAAAAAAAAAAAAAA').set(xhr).send(agent)).status).toBe(404)
  })

  it('takes a billing e-mail on a new and an edited profile: empty for none, 400 naming the field for a bad one', async () => {
    const { agent: client, xhr } = await signedIn()
    const bad = await client
      .post('/api/agents')
      .set(xhr)
      .send({ ...agent, billingEmail: 'accounts at harbour' })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({ billingEmail: 'must be an e-mail address' })
    const none = await client
      .post('/api/agents')
      .set(xhr)
      .send({ ...agent, billingEmail: '' })
    expect(none.status).toBe(201)
    expect(none.body.agent).not.toHaveProperty('billingEmail')
    const id = none.body.agent.id as string
    const set = await client.put(`/api/agents/${id}`).set(xhr).send({ billingEmail: 'ap@harbour.example' })
    expect(set.body.agent).toMatchObject({ email: agent.email, billingEmail: 'ap@harbour.example' })
    const refused = await client.put(`/api/agents/${id}`).set(xhr).send({ billingEmail: 'ap@' })
    expect(refused.status).toBe(400)
    expect(refused.body.fields).toEqual({ billingEmail: 'must be an e-mail address' })
    expect((await client.get('/api/agents')).body.agents[0].billingEmail).toBe('ap@harbour.example')
    const cleared = await client.put(`/api/agents/${id}`).set(xhr).send({ billingEmail: '' })
    expect(cleared.body.agent).not.toHaveProperty('billingEmail')
  })
})

describe('questions from a listing page', () => {
  it('go to the agent by default, stay in the Leads inbox tagged with the listing, and bring the buyer back to the page', async () => {
    const sent: { kind: string; lead: StoredLead }[] = []
    const leadStore = LeadStore.inMemory()
    const notifier = leadOutbox(leadStore, {
      email: async (lead) => void sent.push({ kind: 'email', lead }),
      autoreply: async (lead) => void sent.push({ kind: 'autoreply', lead }),
      agent: async (lead) => void sent.push({ kind: 'agent', lead }),
    })
    notifier.start()
    const { agent: client, xhr, create, delivery, request } = await signedIn({ leads: { store: leadStore, notifier } })
    const listing = await create()
    const made = (await client.post('/api/agents').set(xhr).send(agent)).body.agent
    await client
      .post(`/api/listings/${listing.id}/media`)
      .set(xhr)
      .attach('files', await jpeg(), 'front.jpg')
    // The owner has not asked for anything: the question is the agent's.
    await client
      .put(`/api/listings/${listing.id}`)
      .set(xhr)
      .send({ agentId: made.id, description: 'Corner lot', bedrooms: 3, bathrooms: 2 })
    // The page's form as a browser sends it without JavaScript (ListingQuestion.tsx): no services.
    const question = (id: string) =>
      new URLSearchParams([
        ['listing', id],
        ['name', 'Sam Lee'],
        ['email', 'sam@example.com'],
        ['phone', ''],
        ['message', 'Is the basement finished?'],
        ['consent', 'on'],
        ['website', ''],
      ]).toString()
    const post = (id: string) => request().post('/api/leads').set('Origin', TEST_ORIGIN).type('form').send(question(id))
    // Not delivered yet: no page, no form, no question about it.
    expect((await post(listing.id)).status).toBe(400)
    await client.post(`/api/listings/${listing.id}/deliver`).set(xhr)
    await delivery.whenIdle()
    const answer = await post(listing.id)
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe(`/listings/${listing.slug}/#sent`)
    await notifier.idle()
    const inbox = (await client.get('/api/leads')).body.leads as StoredLead[]
    expect(inbox).toHaveLength(1)
    expect(inbox[0]).toMatchObject({
      name: 'Sam Lee',
      services: [],
      listing: { id: listing.id, address: '12 Maple Ave, Toronto, ON M4E 1A1', forwardTo: agent.email },
      deliveries: { agent: { state: 'sent' } },
    })
    expect(inbox[0]!.deliveries).not.toHaveProperty('email')
    expect(sent.map((s) => s.kind)).toEqual(['agent'])

    // The owner asks for a copy: the agent and the owner (with the island's JSON: 201, no redirect).
    await client.put(`/api/listings/${listing.id}`).set(xhr).send({ copyStudio: true })
    const json = await request().post('/api/leads').set('Origin', TEST_ORIGIN).send({
      listing: listing.id,
      name: 'Ana Roy',
      email: 'ana@example.com',
      services: [],
      consent: true,
      fillMs: 9000,
    })
    expect(json.body).toEqual({ ok: true, id: expect.any(String) })
    await notifier.idle()
    expect(
      sent
        .filter((s) => s.lead.name === 'Ana Roy')
        .map((s) => s.kind)
        .sort(),
    ).toEqual(['agent', 'email'])

    // An unknown listing is refused; a quote request (no listing) still needs a service.
    expect((await post('ZZZZZZZZZZZZZZZZ')).status).toBe(400)
    const quote = await request()
      .post('/api/leads')
      .set('Origin', TEST_ORIGIN)
      .send({ name: 'Sam Lee', email: 'sam@example.com', services: [], consent: true, fillMs: 9000 })
    expect(quote.status).toBe(400)
    expect(quote.body.fields).toEqual({ services: 'Choose at least one service' })
    await notifier.stop()
  })

  it('are e-mailed to the agent as a question about the address, never announced as a quote request', () => {
    const lead = {
      ...LeadStore.inMemory().leads[0],
      id: 'AAAAAAAAAAAA',
      receivedAt: '2026-11-28T15:00:00.000Z',
      name: 'Sam Lee',
      email: 'sam@example.com',
      phone: '',
      services: [],
      area: '',
      size: '',
      date: '',
      message: 'Is the basement finished?',
      listing: { id: 'BBBBBBBBBBBBBBBB', address: '12 Maple Ave, Toronto, ON M4E 1A1', forwardTo: agent.email },
    } as StoredLead
    const toAgent = agentForward(lead, { to: agent.email, from: 'studio@example.com' })
    expect(toAgent).toMatchObject({
      to: agent.email,
      replyTo: { name: 'Sam Lee', address: 'sam@example.com' },
      subject: 'Question about 12 Maple Ave, Toronto, ON M4E 1A1: Sam Lee',
    })
    const copy = ownerNotification(lead, { to: 'owner@example.com', from: 'studio@example.com', inboxUrl: 'x' })
    expect(copy.subject).toBe(toAgent.subject)
    expect(String(copy.text)).not.toContain('quote request')
    expect(String(copy.text)).toContain(`sent to the agent (${agent.email})`)
  })
})
