import { randomBytes } from 'node:crypto'
import { access, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { accountApp, agentFields, bookingOf, dana, sam } from '../../../tests/support/accountApp.ts'
import { jpeg } from '../../../tests/support/listingsApp.ts'
import { LeadStore } from '../leads/index.ts'
import { InvoiceLinks, PaymentsStore } from '../payments/index.ts'
import { accountExport } from './accountExport.ts'

const profile = { name: 'Dana Agent', phone: '+1 416 555 0100', brokerage: 'Harbour Realty', billingEmail: '' }

/** A quote request from `/contact`, as the leads store keeps it. */
const quoteRequest = (name: string, email: string) => ({
  name,
  email,
  phone: '+1 416 555 0199',
  services: ['photography'],
  area: 'toronto',
  size: '',
  date: '',
  message: `${name}: a condo at 8 Lake Shore Blvd, lockbox on the railing`,
  consent: true as const,
})

/**
 * Dana and Sam as agents, each with an order invoiced by the owner and a quote request sent from /contact;
 * Dana's invoice part paid; Dana's shoot booked for 1 December (the clock says 20 November).
 */
async function twoAgents() {
  const payments = { store: PaymentsStore.inMemory(), links: new InvoiceLinks(randomBytes(32)) }
  const leads = LeadStore.inMemory()
  const app = await accountApp({
    bookings: [bookingOf('booking-dana-1', dana, '2026-12-01T15:00:00.000Z')],
    app: { payments, leads: { store: leads } },
  })
  const danaAgent = await app.listings.addAgent(agentFields('Dana Agent', dana))
  const samAgent = await app.listings.addAgent(agentFields('Sam Seller', sam))
  await app.signIn()
  const invoiced = async (name: string, email: string) => {
    const orderId = await app.orderFor(email, name)
    const invoice = await app.agent.post(`/api/orders/${orderId}/invoice`).set(app.xhr).send({})
    expect(invoice.status).toBe(201)
    return { orderId, invoiceId: invoice.body.id as string }
  }
  const danas = await invoiced('Dana Agent', dana)
  const sams = await invoiced('Sam Seller', sam)
  const paid = await app.agent
    .post(`/api/invoices/${danas.invoiceId}/payments`)
    .set(app.xhr)
    .send({ amountCents: 10_000, method: 'etransfer', receivedOn: '2026-11-20' })
  expect(paid.status).toBe(201)
  const danasLead = await leads.add(quoteRequest('Dana Agent', dana), { spam: null, deliveries: [] })
  const samsLead = await leads.add(quoteRequest('Sam Seller', sam), { spam: null, deliveries: [] })
  const sources = { listings: app.listings, bookings: app.bookings, payments, leads }
  return { app, danaAgent, samAgent, danas, sams, danasLead, samsLead, sources }
}

/** The agent's headshot: in their profile and its file in the agents' images folder (`imagesDir`). */
async function withHeadshot(app: Awaited<ReturnType<typeof twoAgents>>['app'], agentId: string) {
  const headshot = {
    name: `${'a'.repeat(32)}.jpg`,
    original: 'me.jpg',
    bytes: 3,
    mime: 'image/jpeg',
    sha256: 'b'.repeat(64),
  }
  await app.listings.updateAgent(agentId, { headshot })
  const imagesDir = path.join(app.mediaDir, 'agents')
  await mkdir(imagesDir, { recursive: true })
  await writeFile(path.join(imagesDir, headshot.name), 'jpg')
  return { headshot, imagesDir }
}

describe('PUT /api/account/profile: the agent edits their own profile', () => {
  it('saves name, phone, brokerage and billing e-mail to their record alone, recorded in the history as theirs', async () => {
    const { app, danaAgent, samAgent } = await twoAgents()
    const asDana = await app.signedIn(dana)
    const saved = await asDana
      .put('/api/account/profile')
      .set(app.xhr)
      .send({ ...profile, billingEmail: 'accounts@harbour.example' })
    expect(saved.status).toBe(200)
    expect(saved.body.agent).toEqual({
      id: danaAgent.id,
      email: dana,
      name: 'Dana Agent',
      phone: '+1 416 555 0100',
      brokerage: 'Harbour Realty',
      billingEmail: 'accounts@harbour.example',
      headshot: null,
      logo: null,
    })
    expect(app.listings.getAgent(danaAgent.id)).toMatchObject({
      phone: '+1 416 555 0100',
      brokerage: 'Harbour Realty',
      billingEmail: 'accounts@harbour.example',
      email: dana,
    })
    expect(app.listings.getAgent(samAgent.id)).toEqual(samAgent)
    expect((await asDana.get('/api/account')).body.agent.phone).toBe('+1 416 555 0100')

    const [change] = (await app.agent.get('/api/listings/history?limit=1')).body.changes
    expect(change).toMatchObject({
      action: 'agent-update',
      subjectId: danaAgent.id,
      by: 'agent',
      before: { phone: '+1 416 555 0199', brokerage: 'Lakeside Realty' },
      after: { phone: '+1 416 555 0100', brokerage: 'Harbour Realty', billingEmail: 'accounts@harbour.example' },
    })
    expect(change.at).toMatch(/^\d{4}-\d\d-\d\dT/)

    // An empty billing e-mail clears it: invoices go to the address they sign in with again.
    await asDana.put('/api/account/profile').set(app.xhr).send(profile).expect(200)
    expect(app.listings.getAgent(danaAgent.id)).not.toHaveProperty('billingEmail')
  })

  it('refuses bad fields with a message for each (400 {error, fields}), and asks for a session (401)', async () => {
    const { app, danaAgent } = await twoAgents()
    const asDana = await app.signedIn(dana)
    const bad = await asDana.put('/api/account/profile').set(app.xhr).send({
      name: 'Dana\u202Eevil',
      phone: 'call me',
      brokerage: 'Harbour\nRealty',
      billingEmail: 'not an address',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('Please check the fields marked below')
    expect(Object.keys(bad.body.fields).sort()).toEqual(['billingEmail', 'brokerage', 'name', 'phone'])
    expect(bad.body.fields.billingEmail).toMatch(/e-mail address/)
    const other = await asDana
      .put('/api/account/profile')
      .set(app.xhr)
      .send({ ...profile, email: 'sam@example.com', id: 'x' })
    expect(other.status).toBe(400)
    expect(other.body.fields).toHaveProperty('profile')
    expect((await asDana.put('/api/account/profile').set(app.xhr).send({ name: '' })).body.fields).toMatchObject({
      name: expect.any(String),
      phone: expect.any(String),
    })
    expect(app.listings.getAgent(danaAgent.id)).toEqual(danaAgent)

    expect((await app.browser().put('/api/account/profile').set(app.xhr).send(profile)).status).toBe(401)
    // The owner's session is no agent's.
    expect((await app.agent.put('/api/account/profile').set(app.xhr).send(profile)).status).toBe(401)
  })
})

describe("POST /api/account/images: the agent's headshot and logo, by the owner's upload path", () => {
  it('re-encodes and stores them on their own profile, recorded as theirs; refuses what is not an image', async () => {
    const { app, danaAgent } = await twoAgents()
    const asDana = await app.signedIn(dana)
    const res = await asDana
      .post('/api/account/images')
      .set(app.xhr)
      .attach('headshot', await jpeg(900, 1200), 'me.jpg')
      .attach('logo', await jpeg(1600, 400, '#236'), 'lakeside.jpg')
    expect(res.status).toBe(200)
    expect(res.body.agent).toMatchObject({ headshot: 'me.jpg', logo: 'lakeside.jpg' })
    const stored = app.listings.getAgent(danaAgent.id)!
    expect(stored.headshot).toMatchObject({ mime: 'image/jpeg', width: 600, height: 600 })
    expect(stored.logo).toMatchObject({ mime: 'image/webp', width: 800, height: 200 })
    await access(path.join(app.mediaDir, 'agents', stored.headshot!.name))
    expect(app.listings.history(1)[0]).toMatchObject({ action: 'agent-update', by: 'agent', subjectId: danaAgent.id })

    const text = await asDana
      .post('/api/account/images')
      .set(app.xhr)
      .attach('headshot', Buffer.from('hello'), 'me.jpg')
    expect(text.status).toBe(415)
    expect(text.body.fields).toHaveProperty('headshot')
    const none = await app
      .browser()
      .post('/api/account/images')
      .set(app.xhr)
      .attach('headshot', await jpeg(), 'me.jpg')
    expect(none.status).toBe(401)
  })
})

describe('GET /api/account/export: everything the studio holds about the signed-in agent', () => {
  it("downloads their profile, bookings, orders, invoices, payments and sign-ins, and nothing of another agent's", async () => {
    const { app, danaAgent, danas, sams, danasLead, samsLead } = await twoAgents()
    const asDana = await app.signedIn(dana)
    const res = await asDana.get('/api/account/export')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['content-disposition']).toBe('attachment; filename="account-data-dana-agent.json"')
    const data = JSON.parse(res.text)
    expect(data.agent).toMatchObject({ id: danaAgent.id, email: dana })
    expect(data.bookings.map((b: { id: string }) => b.id)).toEqual(['booking-dana-1'])
    expect(data.orders.map((o: { id: string }) => o.id)).toEqual([danas.orderId])
    expect(data.invoices.map((i: { id: string }) => i.id)).toEqual([danas.invoiceId])
    expect(data.payments).toEqual([expect.objectContaining({ invoiceId: danas.invoiceId, amountCents: 10_000 })])
    expect(data.quoteRequests).toEqual([danasLead])
    expect(data.signIns).toEqual([expect.objectContaining({ email: dana, usedAt: expect.any(String) })])
    expect(data.sessions).toHaveLength(1)
    const text = res.text
    for (const other of [sams.orderId, sams.invoiceId, samsLead.id, sam, 'Sam Seller'])
      expect(text).not.toContain(other)
    // The store's digests of links and sessions are no data of the agent's, and could open nothing.
    for (const session of app.accounts.data.sessions) expect(text).not.toContain(session.id)

    expect((await app.browser().get('/api/account/export')).status).toBe(401)
  })
})

describe("an agent's request to erase their data, which the owner confirms", () => {
  it('erases the profile, images, sessions, her past bookings, orders never invoiced and quote requests, keeps the invoices and payments, and e-mails the agent', async () => {
    const { app, danaAgent, danas, samAgent, samsLead, sources } = await twoAgents()
    // An order of hers the owner never invoiced: nothing requires keeping who it was for.
    const uninvoiced = await app.orderFor(dana, 'Dana Agent')
    const { headshot, imagesDir } = await withHeadshot(app, danaAgent.id)
    const draft = await app.listings.create({
      address: { street: '1 Draft St', city: 'Toronto' },
      agentId: danaAgent.id,
    })
    const asDana = await app.signedIn(dana)

    const asked = await asDana.post('/api/account/deletion-request').set(app.xhr).send({})
    expect(asked.status).toBe(202)
    expect(asked.body.message).toMatch(/six years from the end of the tax year/)
    expect((await asDana.get('/api/account')).body.deletionRequestedAt).toBe(asked.body.request.requestedAt)
    // Asking again keeps the one request.
    await asDana.post('/api/account/deletion-request').set(app.xhr).send({}).expect(202)
    const listed = (await app.agent.get('/api/agents/deletion-requests')).body.requests
    expect(listed).toEqual([
      expect.objectContaining({ id: asked.body.request.id, name: 'Dana Agent', email: dana, confirmedAt: null }),
    ])

    // An agent's session confirms nothing, not even their own request.
    const id = asked.body.request.id as string
    const byAgent = await asDana.post(`/api/agents/deletion-requests/${id}/confirm`).set(app.xhr).send({})
    expect([401, 403]).toContain(byAgent.status)
    expect(app.listings.getAgent(danaAgent.id)!.email).toBe(dana)

    const invoiceOf = async () => (await app.agent.get(`/api/invoices/${danas.invoiceId}`)).body
    const invoiceBefore = await invoiceOf()
    expect(invoiceBefore.payments).toEqual([expect.objectContaining({ amountCents: 10_000 })])
    // The owner confirms on 2 December: her shoot of 1 December has taken place.
    app.clock.now = Date.parse('2026-12-02T14:00:00.000Z')
    const confirmed = await app.agent.post(`/api/agents/deletion-requests/${id}/confirm`).set(app.xhr).send({})
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.request.confirmedAt).toEqual(expect.any(String))
    const erased = app.listings.getAgent(danaAgent.id)!
    const erasedText = JSON.stringify(erased)
    for (const personal of [dana, 'Dana Agent', '+1 416 555 0199', 'Lakeside Realty', headshot.name])
      expect(erasedText).not.toContain(personal)
    expect(erased).toMatchObject({ headshot: null, logo: null, phone: '' })
    await expect(access(path.join(imagesDir, headshot.name))).rejects.toThrow()
    expect(app.listings.get(draft.id)!.agentId).toBeNull()
    expect(app.listings.getAgent(samAgent.id)).toEqual(samAgent)
    const history = JSON.stringify((await app.agent.get('/api/listings/history?limit=500')).body.changes)
    expect(history).not.toContain(dana)
    expect(history).toContain('Sam Seller')

    // Her sessions and links are gone; her invoices and their payments are kept as they were.
    expect((await asDana.get('/api/account')).status).toBe(401)
    expect(await invoiceOf()).toEqual(invoiceBefore)
    expect(JSON.stringify(invoiceBefore)).toContain(dana)

    await app.erasures.idle()
    const told = app.mails.find((m) => /erased/.test(String(m.subject)))
    expect(told).toMatchObject({ to: dana, from: 'studio@example.com' })
    expect(String(told!.text)).toMatch(/six years from the end of the tax year/)
    // Sent, the e-mail leaves the accounts file with the last copy of her address there.
    expect(JSON.stringify(app.accounts.data)).not.toContain(dana)

    // Her past booking keeps the shoot (where, when, what, its order) and loses who booked it and how to reach her.
    expect(app.bookings.get('booking-dana-1')).toMatchObject({
      name: 'Erased client',
      email: '',
      phone: '',
      notes: '',
      ownerNotes: '',
      address: 'booking-dana-1 Queen St E, Toronto',
      services: ['photography'],
      start: '2026-12-01T15:00:00.000Z',
    })
    // Her order never invoiced keeps what was ordered and where, and loses who ordered it.
    const erasedOrder = sources.payments.store.data.orders.find((o) => o.id === uninvoiced)!
    expect(erasedOrder).toMatchObject({
      client: { name: 'Erased client', email: '', phone: '' },
      address: "Dana Agent's house",
      lines: [expect.objectContaining({ amountCents: 30_000 })],
    })
    // Her quote request is gone; Sam's stays.
    expect(sources.leads.leads).toEqual([samsLead])
    // What an export by her old profile finds now: her invoice, with its order and payment (kept, CRA), and
    // her request's times; nothing else of hers.
    const left = accountExport(sources, app.accounts, danaAgent)
    expect(left).toMatchObject({
      bookings: [],
      listings: [],
      orders: [expect.objectContaining({ id: danas.orderId })],
      invoices: [expect.objectContaining({ id: danas.invoiceId })],
      payments: [expect.objectContaining({ invoiceId: danas.invoiceId, amountCents: 10_000 })],
      quoteRequests: [],
      signIns: [],
      sessions: [],
    })
    const { agent: _asked, orders: _kept, invoices: _issued, ...rest } = left
    for (const personal of [dana, 'Dana Agent', '+1 416 555 0199', 'Lockbox 1234', 'pays late'])
      expect(JSON.stringify(rest)).not.toContain(personal)
    // Her address is known nowhere now: asking for a sign-in link sends none (and makes no profile again).
    const sentToHer = app.mails.filter((m) => m.to === dana).length
    await app.browser().post('/api/account/sign-in').set(app.xhr).send({ email: dana }).expect(202)
    await app.mailer.idle()
    expect(app.mails.filter((m) => m.to === dana)).toHaveLength(sentToHer)

    const again = await app.agent.post(`/api/agents/deletion-requests/${id}/confirm`).set(app.xhr).send({})
    expect(again.status).toBe(409)
  })

  it('is refused (409) while a shoot booked with her e-mail is upcoming, naming it; once cancelled, it is erased too', async () => {
    const { app, danaAgent } = await twoAgents()
    const asDana = await app.signedIn(dana)
    const id = (await asDana.post('/api/account/deletion-request').set(app.xhr).send({})).body.request.id
    const confirm = () => app.agent.post(`/api/agents/deletion-requests/${id}/confirm`).set(app.xhr).send({})
    const refused = await confirm()
    expect(refused.status).toBe(409)
    expect(refused.body.error).toContain('(booking-dana-1 Queen St E, Toronto on Tuesday, December 1, 2026')
    expect(app.listings.getAgent(danaAgent.id)).toEqual(danaAgent)
    expect(app.bookings.get('booking-dana-1')).toMatchObject({
      email: dana,
      phone: '+1 416 555 0199',
      notes: 'Lockbox 1234',
    })
    expect((await asDana.get('/api/account')).status).toBe(200)

    // Cancelled, the shoot no longer holds the erasure back, and is erased with the rest.
    await app.bookings.cancel('booking-dana-1', 'owner', app.clock.now)
    expect((await confirm()).status).toBe(200)
    expect(app.bookings.get('booking-dana-1')).toMatchObject({ status: 'cancelled', email: '', phone: '', notes: '' })
    expect(app.listings.getAgent(danaAgent.id)!.email).not.toBe(dana)
  })

  it('is refused (409) while a delivered listing names the agent, who stays as they were', async () => {
    const { app, danaAgent } = await twoAgents()
    const listing = await app.listings.create({
      address: { street: '12 Maple Ave', city: 'Toronto' },
      agentId: danaAgent.id,
    })
    await app.listings.setDelivery(listing.id, 'live')
    const asDana = await app.signedIn(dana)
    const id = (await asDana.post('/api/account/deletion-request').set(app.xhr).send({})).body.request.id
    // After her shoot of 1 December: the listing alone holds the erasure back.
    app.clock.now = Date.parse('2026-12-02T14:00:00.000Z')
    const refused = await app.agent.post(`/api/agents/deletion-requests/${id}/confirm`).set(app.xhr).send({})
    expect(refused.status).toBe(409)
    expect(refused.body.error).toContain('12 Maple Ave')
    expect(app.listings.getAgent(danaAgent.id)).toEqual(danaAgent)
    expect((await asDana.get('/api/account')).status).toBe(200)
  })

  it('can be confirmed again after a Confirm that failed part way, and then erases all of it', async () => {
    const { app, danaAgent, samsLead, sources } = await twoAgents()
    const uninvoiced = await app.orderFor(dana, 'Dana Agent')
    app.clock.now = Date.parse('2026-12-02T14:00:00.000Z')
    const asDana = await app.signedIn(dana)
    const id = (await asDana.post('/api/account/deletion-request').set(app.xhr).send({})).body.request.id
    const confirm = () => app.agent.post(`/api/agents/deletion-requests/${id}/confirm`).set(app.xhr).send({})
    // The orders' step fails once (a full disk, say), after the bookings' step has run.
    vi.spyOn(sources.payments.store, 'eraseClient').mockRejectedValueOnce(new Error('ENOSPC: no space left on device'))
    expect((await confirm()).status).toBe(500)
    expect(app.listings.getAgent(danaAgent.id)!.email).toBe(dana)

    expect((await confirm()).status).toBe(200)
    expect(sources.payments.store.data.orders.find((o) => o.id === uninvoiced)!.client).toMatchObject({
      name: 'Erased client',
      email: '',
    })
    expect(sources.leads.leads).toEqual([samsLead])
    expect(app.bookings.get('booking-dana-1')).toMatchObject({ email: '', phone: '' })
    expect(app.listings.getAgent(danaAgent.id)!.email).not.toBe(dana)
  })

  it('confirmed again after a Confirm that failed once her profile was erased, e-mails her at her own address and removes her headshot', async () => {
    const { app, danaAgent } = await twoAgents()
    const { headshot, imagesDir } = await withHeadshot(app, danaAgent.id)
    app.clock.now = Date.parse('2026-12-02T14:00:00.000Z')
    const asDana = await app.signedIn(dana)
    const id = (await asDana.post('/api/account/deletion-request').set(app.xhr).send({})).body.request.id
    const confirm = () => app.agent.post(`/api/agents/deletion-requests/${id}/confirm`).set(app.xhr).send({})
    // The last write fails (a full disk, say) after her profile has lost her address, name and headshot.
    vi.spyOn(app.accounts, 'completeDeletion').mockRejectedValueOnce(new Error('ENOSPC: no space left on device'))
    expect((await confirm()).status).toBe(500)
    expect(app.listings.getAgent(danaAgent.id)!.email).not.toBe(dana)
    // The owner still sees whose request it is.
    expect((await app.agent.get('/api/agents/deletion-requests')).body.requests).toEqual([
      expect.objectContaining({ id, name: 'Dana Agent', email: dana, confirmedAt: null }),
    ])

    expect((await confirm()).status).toBe(200)
    await app.erasures.idle()
    const told = app.mails.filter((m) => /erased/.test(String(m.subject)))
    expect(told).toEqual([expect.objectContaining({ to: dana })])
    expect(String(told[0]!.text)).toMatch(/^Hello Dana Agent,/)
    await expect(access(path.join(imagesDir, headshot.name))).rejects.toThrow()
    // Done, the accounts file keeps no copy of her address or name.
    expect(JSON.stringify(app.accounts.data)).not.toMatch(/dana@|Dana Agent/)
  })
})
