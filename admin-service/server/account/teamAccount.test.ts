import { describe, expect, it } from 'vitest'
import { accountApp, agentFields, bookingOf } from '../../../tests/support/accountApp.ts'

const emails = { dana: 'dana@example.com', lee: 'lee@example.com', sam: 'sam@example.com', kim: 'kim@example.com' }
type Who = keyof typeof emails

/**
 * Four agents, Dana, Lee and Sam in the Harbour Team with Lee its billing contact, Kim in none; each with an
 * invoiced order booked with their e-mail, Dana also with a delivered listing and a booking.
 */
async function harbourTeam() {
  const app = await accountApp({
    bookings: [bookingOf('booking-dana-1', emails.dana, '2026-12-01T15:00:00.000Z')],
  })
  await app.signIn()
  const agents = {} as Record<Who, { id: string }>
  for (const who of Object.keys(emails) as Who[])
    agents[who] = await app.listings.addAgent(agentFields(`${who[0]!.toUpperCase()}${who.slice(1)} Agent`, emails[who]))
  const send = (method: 'post' | 'put' | 'delete', path: string, body: object = {}) =>
    app.agent[method](path).set(app.xhr).send(body)
  const orders = {} as Record<Who, { order: string; invoice: string }>
  for (const who of Object.keys(emails) as Who[]) {
    const made = await send('post', '/api/orders', {
      client: { name: `${who} client`, email: emails[who] },
      address: `${who}'s house`,
      lines: [{ description: 'Photos', amountCents: 30_000 }],
    })
    const invoice = await send('post', `/api/orders/${made.body.id}/invoice`)
    expect(invoice.status).toBe(201)
    orders[who] = { order: made.body.id, invoice: invoice.body.id }
  }
  const listing = await app.listings.create({
    address: { street: '12 Maple Ave', city: 'Toronto', postalCode: 'M4E 1A1' },
    agentId: agents.dana.id,
  })
  await app.listings.setDelivery(listing.id, 'live')
  const team = await send('post', '/api/teams', {
    name: 'Harbour Team',
    memberIds: [agents.dana.id, agents.lee.id, agents.sam.id],
    billingContactId: agents.lee.id,
  })
  expect(team.status).toBe(201)
  return { ...app, agents, orders, listing, send, teamId: team.body.team.id as string }
}

type Account = { orders: { id: string; member: unknown }[]; invoices: { id: string; member: unknown }[] }
type ListingItem = { id: string; member: unknown }
const ids = (items: { id: string }[]) => items.map((i) => i.id).sort()

describe("a team's billing contact on /account", () => {
  it("sees the members' orders, listings and invoices, marked with the member's name, besides their own", async () => {
    const app = await harbourTeam()
    const { orders, listing } = app
    const asLee = await app.signedIn(emails.lee)
    const account = (await asLee.get('/api/account')).body as Account & { listings: ListingItem[]; bookings: [] }
    expect(ids(account.orders)).toEqual(ids([orders.dana, orders.lee, orders.sam].map((o) => ({ id: o.order }))))
    const byId = (items: { id: string; member: unknown }[], id: string) => items.find((i) => i.id === id)?.member
    expect(byId(account.orders, orders.lee.order)).toBeNull()
    expect(byId(account.orders, orders.dana.order)).toEqual({ id: app.agents.dana.id, name: 'Dana Agent' })
    expect(byId(account.invoices, orders.sam.invoice)).toEqual({ id: app.agents.sam.id, name: 'Sam Agent' })
    expect(account.listings).toEqual([expect.objectContaining({ id: listing.id, member: expect.anything() })])
    // The members' bookings stay theirs (their manage links reschedule and cancel), and Kim is in no team.
    expect(account.bookings).toEqual([])
    expect(JSON.stringify(account)).not.toContain(orders.kim.order)
    for (const path of [`orders/${orders.dana.order}`, `invoices/${orders.dana.invoice}`, `listings/${listing.id}`]) {
      const res = await asLee.get(`/api/account/${path}`)
      expect(res.status, path).toBe(200)
      expect(Object.values(res.body)[0], path).toMatchObject({ member: { name: 'Dana Agent' } })
    }
    expect((await asLee.get('/api/account/bookings/booking-dana-1')).status).toBe(404)
    expect((await asLee.get(`/api/account/orders/${orders.kim.order}`)).status).toBe(404)
  })

  it('is the only member who sees the others’: a member sees their own alone', async () => {
    const app = await harbourTeam()
    const { orders, listing } = app
    const asSam = await app.signedIn(emails.sam)
    const account = (await asSam.get('/api/account')).body as Account & { listings: ListingItem[] }
    expect(account.orders).toEqual([expect.objectContaining({ id: orders.sam.order, member: null })])
    expect(ids(account.invoices)).toEqual([orders.sam.invoice])
    expect(account.listings).toEqual([])
    const asDana = await app.signedIn(emails.dana)
    const danas = (await asDana.get('/api/account')).body as Account
    expect(ids(danas.orders)).toEqual([orders.dana.order])
    for (const path of [`orders/${orders.dana.order}`, `invoices/${orders.lee.invoice}`, `listings/${listing.id}`])
      expect((await asSam.get(`/api/account/${path}`)).status, path).toBe(404)
  })

  it("loses a member's items at once when the member leaves the team, or another billing contact is named", async () => {
    const app = await harbourTeam()
    const { orders, listing, agents, teamId, send } = app
    const asLee = await app.signedIn(emails.lee)
    const asSam = await app.signedIn(emails.sam)
    const sees = async (browser: typeof asLee, path: string) => (await browser.get(`/api/account/${path}`)).status
    const before = (await asLee.get('/api/account')).body as Account & { listings: ListingItem[] }
    expect(before.orders).toHaveLength(3)
    expect(before.listings).toHaveLength(1)
    for (const path of [`orders/${orders.dana.order}`, `invoices/${orders.dana.invoice}`, `listings/${listing.id}`])
      expect(await sees(asLee, path), path).toBe(200)

    expect((await send('delete', `/api/teams/${teamId}/members/${agents.dana.id}`)).status).toBe(200)
    const after = (await asLee.get('/api/account')).body as Account & { listings: ListingItem[] }
    expect(ids(after.orders)).toEqual(ids([{ id: orders.lee.order }, { id: orders.sam.order }]))
    expect(after.listings).toEqual([])
    for (const path of [`orders/${orders.dana.order}`, `invoices/${orders.dana.invoice}`, `listings/${listing.id}`])
      expect(await sees(asLee, path), path).toBe(404)

    await send('post', `/api/teams/${teamId}/members`, { agentId: agents.dana.id })
    expect(await sees(asLee, `orders/${orders.dana.order}`)).toBe(200)
    expect((await send('put', `/api/teams/${teamId}`, { billingContactId: agents.sam.id })).status).toBe(200)
    expect(await sees(asLee, `orders/${orders.dana.order}`)).toBe(404)
    expect(await sees(asLee, `invoices/${orders.sam.invoice}`)).toBe(404)
    expect(await sees(asSam, `orders/${orders.dana.order}`)).toBe(200)
    expect(await sees(asSam, `invoices/${orders.lee.invoice}`)).toBe(200)
    expect(ids(((await asSam.get('/api/account')).body as Account).orders)).toEqual(
      ids([orders.dana, orders.lee, orders.sam].map((o) => ({ id: o.order }))),
    )
  })
})
