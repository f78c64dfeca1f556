import type { Middleware } from 'koa'
import type { Router } from '@koa/router'
import { describe, expect, it } from 'vitest'
import { accountApp, agentFields, bookingOf, dana, sam } from '../../../tests/support/accountApp.ts'
import { TEST_PASSWORD } from '../../../tests/support/testApp.ts'

/** Every route of every router the app mounts, as `[method, path]` with its parameters filled in. */
function routesOf(middleware: Middleware[]): [string, string][] {
  const routes: [string, string][] = []
  for (const mw of middleware) {
    const router = (mw as Middleware & { router?: Router }).router
    for (const layer of router?.stack ?? []) {
      for (const method of layer.methods.filter((m) => m !== 'HEAD'))
        routes.push([method, String(layer.path).replace(/:(\w+)/g, 'AAAAAAAAAAAAAAAA')])
    }
  }
  return routes
}

describe('the agents door keeps agents and the owner apart', () => {
  it("refuses an agent's session on every owner route, and the owner's session is not an agent's", async () => {
    const app = await accountApp({ bookings: [bookingOf('booking-dana-1', dana, '2026-12-01T15:00:00.000Z')] })
    const agent = await app.signedIn(dana)
    const owner = app.agent
    await app.signIn()
    expect((await owner.get('/api/account')).status).toBe(401)
    expect((await owner.get('/api/auth/user')).body.authenticated).toBe(true)
    expect((await agent.get('/api/auth/user')).body.authenticated).toBe(false)
    // An owner route is one a request without a session is refused on (401); the agents' own door aside.
    const ownerRoutes: [string, string][] = []
    for (const [method, path] of routesOf(app.app.middleware)) {
      if (path.startsWith('/api/account') || path.startsWith('/account')) continue
      const anonymous = await app.request()[method.toLowerCase() as 'get'](path).set(app.xhr).send({})
      if (anonymous.status === 401) ownerRoutes.push([method, path])
    }
    expect(ownerRoutes.length).toBeGreaterThan(40)
    const accepted: string[] = []
    for (const [method, path] of ownerRoutes) {
      const res = await agent[method.toLowerCase() as 'get'](path).set(app.xhr).send({})
      if (![401, 403].includes(res.status)) accepted.push(`${method} ${path}: ${res.status}`)
    }
    expect(accepted).toEqual([])
  })

  it("shows an agent their own bookings and listings, and nothing of another agent's", async () => {
    const app = await accountApp({
      bookings: [
        bookingOf('booking-dana-past', dana, '2026-10-01T15:00:00.000Z'),
        bookingOf('booking-dana-next', 'Dana@Example.com', '2026-12-01T15:00:00.000Z'),
        bookingOf('booking-sam-1', sam, '2026-12-02T15:00:00.000Z', 'Sam Seller'),
      ],
    })
    const danaAgent = await app.listings.addAgent(agentFields('Dana Agent', dana))
    const samAgent = await app.listings.addAgent(agentFields('Sam Seller', sam))
    const address = (street: string) => ({ street, city: 'Toronto', postalCode: 'M4E 1A1' })
    const danas = await app.listings.create({ address: address('12 Maple Ave'), agentId: danaAgent.id })
    await app.listings.setDelivery(danas.id, 'live')
    const sams = await app.listings.create({ address: address('9 Birch Rd'), agentId: samAgent.id })
    await app.listings.setDelivery(sams.id, 'live')

    const asDana = await app.signedIn(dana)
    const mine = (await asDana.get('/api/account')).body
    expect(mine.agent).toMatchObject({ id: danaAgent.id, email: dana })
    expect(mine.bookings.map((b: { id: string }) => b.id)).toEqual(['booking-dana-next', 'booking-dana-past'])
    expect(mine.bookings[0].manageUrl).toMatch(/\/book\/manage\/#booking-dana-next\./)
    expect(mine.listings).toHaveLength(1)
    expect(mine.listings[0].links).toEqual({
      propertyWebsite: expect.stringMatching(new RegExp(`/listings/${danas.slug}/$`)),
      unbrandedTour: expect.stringMatching(new RegExp(`/tour/${danas.tourId}/$`)),
      deliveryPage: expect.stringMatching(new RegExp(`/delivery/${danas.deliveryToken}/$`)),
    })
    expect(mine).toMatchObject({ orders: [], invoices: [] })
    const text = JSON.stringify(mine)
    for (const other of [sam, 'booking-sam-1', sams.id, sams.slug, sams.deliveryToken, 'Owner only']) {
      expect(text).not.toContain(other)
    }

    const asSam = await app.signedIn(sam)
    const theirs = (await asSam.get('/api/account')).body
    expect(theirs.bookings.map((b: { id: string }) => b.id)).toEqual(['booking-sam-1'])
    expect(JSON.stringify(theirs)).not.toContain(danas.deliveryToken)
    expect((await asSam.get('/api/account/bookings/booking-dana-next')).status).toBe(404)
    expect((await asSam.get(`/api/account/listings/${danas.id}`)).status).toBe(404)
    expect((await asDana.get('/api/account/bookings/booking-dana-next')).status).toBe(200)
    expect((await asDana.get(`/api/account/listings/${danas.id}`)).status).toBe(200)
    expect((await asDana.get('/api/account/orders/anything')).status).toBe(404)
  })

  it("shows an agent their own orders and invoices with the link to pay, and answers 404 for another's", async () => {
    const app = await accountApp({ bookings: [bookingOf('booking-dana-1', dana, '2026-12-01T15:00:00.000Z')] })
    await app.signIn()
    const danasOrder = await app.orderFor('DANA@example.com', 'Dana Agent')
    const samsOrder = await app.orderFor(sam, 'Sam Seller')
    const invoice = async (orderId: string) => {
      const issued = await app.agent.post(`/api/orders/${orderId}/invoice`).set(app.xhr).send({})
      expect(issued.status).toBe(201)
      return issued.body as { id: string; number: string; token: string }
    }
    const danasInvoice = await invoice(danasOrder)
    const samsInvoice = await invoice(samsOrder)

    const asDana = await app.signedIn(dana)
    const mine = (await asDana.get('/api/account')).body
    expect(mine.orders).toEqual([
      expect.objectContaining({ id: danasOrder, status: 'invoiced', totalCents: 33_900, owingCents: 33_900 }),
    ])
    expect(mine.invoices).toEqual([
      expect.objectContaining({
        id: danasInvoice.id,
        number: danasInvoice.number,
        owingCents: 33_900,
        status: 'open',
        url: `/invoice/${danasInvoice.token}/`,
      }),
    ])
    expect((await asDana.get(mine.invoices[0].url)).status).toBe(200)
    expect((await asDana.get(`/api/account/orders/${danasOrder}`)).status).toBe(200)
    expect((await asDana.get(`/api/account/invoices/${danasInvoice.id}`)).status).toBe(200)
    const text = JSON.stringify(mine)
    for (const other of [samsOrder, samsInvoice.id, samsInvoice.token, 'Sam Seller']) expect(text).not.toContain(other)
    expect((await asDana.get(`/api/account/orders/${samsOrder}`)).status).toBe(404)
    expect((await asDana.get(`/api/account/invoices/${samsInvoice.id}`)).status).toBe(404)
  })
})

describe('one item of the account, looked up by its id', () => {
  it("answers an order naming one of the agent's listings, and its invoice, to that agent alone", async () => {
    const app = await accountApp({ bookings: [bookingOf('booking-dana-1', dana, '2026-12-01T15:00:00.000Z')] })
    const danaAgent = await app.listings.addAgent(agentFields('Dana Agent', dana))
    await app.listings.addAgent(agentFields('Sam Seller', sam))
    await app.signIn()
    // Booked by an assistant's address; the listing made from it is then given to Dana.
    const made = await app.agent
      .post('/api/orders')
      .set(app.xhr)
      .send({
        client: { name: 'Assistant', email: 'assistant@example.com' },
        address: '12 Maple Ave, Toronto',
        lines: [{ description: 'Photos', amountCents: 30_000 }],
      })
    const orderId = made.body.id as string
    const listed = await app.agent.post(`/api/orders/${orderId}/listing`).set(app.xhr).send({})
    expect(listed.status).toBe(201)
    await app.listings.update(listed.body.listingId, { agentId: danaAgent.id })
    const invoice = (await app.agent.post(`/api/orders/${orderId}/invoice`).set(app.xhr).send({})).body.id as string

    const asDana = await app.signedIn(dana)
    const order = await asDana.get(`/api/account/orders/${orderId}`)
    expect(order.status).toBe(200)
    expect(order.body.order).toMatchObject({ id: orderId, listingId: listed.body.listingId, invoiceIds: [invoice] })
    expect((await asDana.get(`/api/account/invoices/${invoice}`)).body.invoice).toMatchObject({ id: invoice, orderId })
    expect((await asDana.get(`/api/account/listings/${listed.body.listingId}`)).status).toBe(200)
    expect((await asDana.get('/api/account/bookings/booking-dana-1')).body.booking).toMatchObject({
      id: 'booking-dana-1',
      manageUrl: expect.stringMatching(/\/book\/manage\/#booking-dana-1\./),
    })

    const asSam = await app.signedIn(sam)
    for (const path of [
      `orders/${orderId}`,
      `invoices/${invoice}`,
      `listings/${listed.body.listingId}`,
      'bookings/booking-dana-1',
    ]) {
      expect((await asSam.get(`/api/account/${path}`)).status, path).toBe(404)
    }
  })
})

describe("the agents' door on the public site's host name (the site served apart)", () => {
  const ADMIN = 'http://admin.example.com'
  const SITE = 'http://www.example.com'
  const onSite = { Host: 'www.example.com', Origin: SITE, 'X-Requested-With': 'XMLHttpRequest' }
  const onAdmin = { Host: 'admin.example.com', Origin: ADMIN, 'X-Requested-With': 'XMLHttpRequest' }
  const splitApp = () =>
    accountApp({
      bookings: [bookingOf('booking-dana-1', dana, '2026-12-01T15:00:00.000Z')],
      app: { publicOrigin: ADMIN, siteOrigin: SITE, allowedOrigins: [] },
    })

  it("signs an agent in there by a link on the site's origin, and answers /book's details and the account there", async () => {
    const app = await splitApp()
    await app.agent.post('/api/auth/login').set(onAdmin).send({ password: TEST_PASSWORD })
    const made = await app.agent
      .post('/api/orders')
      .set(onAdmin)
      .send({
        client: { name: 'Dana Agent', email: dana },
        address: '12 Maple Ave',
        lines: [{ description: 'Photos', amountCents: 30_000 }],
      })
    const invoice = await app.agent.post(`/api/orders/${made.body.id}/invoice`).set(onAdmin).send({})
    expect(invoice.status).toBe(201)

    const b = app.browser()
    expect((await b.post('/api/account/sign-in').set(onSite).send({ email: dana })).status).toBe(202)
    await app.mailer.idle()
    expect(String(app.mails.at(-1)!.text)).toMatch(new RegExp(`${SITE}/account/sign-in/[\\w-]{43}\\n`))
    const opened = await b.get(await app.linkFor(dana)).set(onSite)
    expect(opened.status).toBe(302)
    expect(opened.headers.location).toBe('/account/')
    // A host-only cookie: the browser keeps it for the host name the link was opened on.
    const session = ([opened.headers['set-cookie'] ?? []].flat() as string[]).find((c) => c.startsWith('agent_sid='))
    expect(session).toBeTruthy()
    expect(session).not.toMatch(/domain=/i)

    const details = await b.get('/api/account/booking-details').set(onSite)
    expect(details.body.details).toMatchObject({ name: 'Dana Agent', email: dana, places: [expect.anything()] })
    const account = await b.get('/api/account').set(onSite)
    expect(account.status).toBe(200)
    // The invoice is served on the service's host name only: its links name it.
    expect(account.body.invoices).toEqual([
      expect.objectContaining({
        url: `${ADMIN}/invoice/${invoice.body.token}/`,
        pdfUrl: `${ADMIN}/invoice/${invoice.body.token}.pdf`,
      }),
    ])
    expect(account.body.bookUrl).toBe(`${SITE}/book`)
    expect((await b.get('/api/account').set(onAdmin)).body.invoices[0].url).toBe(`/invoice/${invoice.body.token}/`)
    // A state change must come from the page of the host it is sent to.
    expect((await b.post('/api/account/sign-out').set({ ...onSite, Origin: ADMIN })).status).toBe(403)
    expect((await b.post('/api/account/sign-out').set(onSite)).status).toBe(200)
    expect((await b.get('/api/account').set(onSite)).status).toBe(401)

    // On the service's own host name the door works as before, its link on that host.
    expect((await app.browser().post('/api/account/sign-in').set(onAdmin).send({ email: dana })).status).toBe(202)
    await app.mailer.idle()
    expect(String(app.mails.at(-1)!.text)).toContain(`${ADMIN}/account/sign-in/`)
  })

  it("answers none of the owner's routes, nor /admin, for the site's host name, whoever asks", async () => {
    const app = await splitApp()
    const agent = app.browser()
    await agent.post('/api/account/sign-in').set(onSite).send({ email: dana })
    expect((await agent.get(await app.linkFor(dana)).set(onSite)).status).toBe(302)
    await app.agent.post('/api/auth/login').set(onAdmin).send({ password: TEST_PASSWORD })
    const reached: string[] = []
    let owners = 0
    for (const [method, path] of routesOf(app.app.middleware)) {
      if (/^\/(api\/)?account(\/|$)/.test(path)) continue
      const send = (who: typeof agent, headers: Record<string, string>) =>
        who[method.toLowerCase() as 'get'](path).set(headers).send({})
      // An owner route: refused without a session on the service's host name.
      if ((await send(app.browser(), onAdmin)).status !== 401) continue
      owners++
      for (const [who, name] of [
        [agent, 'agent'],
        [app.agent, 'owner'],
      ] as const) {
        const res = await send(who, onSite)
        if (res.status !== 421) reached.push(`${name}: ${method} ${path}: ${res.status}`)
      }
    }
    expect(owners).toBeGreaterThan(40)
    expect(reached).toEqual([])
    for (const path of ['/admin', '/admin/assets/admin.js', '/api/auth/user', '/accounts'])
      expect((await agent.get(path).set(onSite)).status, path).toBe(421)
  })
})
