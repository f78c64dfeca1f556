import { describe, expect, it, vi } from 'vitest'
import { testBookingSettings } from '../../../tests/support/bookingSettings.ts'
import { listingsApp } from '../../../tests/support/listingsApp.ts'
import { BookingStore, emptyBookingsFile } from '../booking/BookingStore.ts'
import { InvoiceLinks, PaymentsStore } from '../payments/index.ts'
import { addressOf } from './orderListing.ts'

const client = { name: 'Priya Shah', email: 'Priya@Example.com', phone: '+1 416 555 0199' }

async function orderListingApp() {
  const payments = PaymentsStore.inMemory()
  const bookings = BookingStore.inMemory(emptyBookingsFile(testBookingSettings()))
  const app = await listingsApp({
    app: { booking: { store: bookings }, payments: { store: payments, links: new InvoiceLinks(Buffer.alloc(32, 5)) } },
  })
  await app.signIn()
  const post = (url: string, body: object = {}) => app.agent.post(url).set(app.xhr).send(body)
  /** An order as a booking makes it (the booking store's own id for it), for a booked condo shoot. */
  const bookedOrder = async () => {
    const start = '2026-12-07T15:00:00.000Z'
    const hold = await bookings.hold(
      { services: ['photography', 'drone'], sizeId: 'condo', postal: 'M5V2T6', zoneId: 'toronto-core' },
      Date.parse(start),
      'owner',
      { now: Date.parse('2026-11-28T15:00:00Z') },
    )
    const booking = await bookings.book(
      hold.id,
      { holdId: hold.id, ...client, address: '88 Queen St E, Unit 1203, Toronto', notes: '', consent: true },
      { now: Date.parse('2026-11-28T15:00:00Z'), owner: true },
    )
    await payments.syncBookingOrder({
      id: booking.orderId!,
      bookingId: booking.id,
      client,
      address: booking.address,
      lines: [],
      cancelled: false,
    })
    return { orderId: booking.orderId!, booking }
  }
  return { ...app, payments, bookings, post, bookedOrder }
}

describe('a listing from an order', () => {
  it('is a draft with a new agent from the client, the address and the services; a second call is 409', async () => {
    const { agent, post, payments, bookedOrder } = await orderListingApp()
    const { orderId, booking } = await bookedOrder()
    const made = await post(`/api/orders/${orderId}/listing`)
    expect(made.status).toBe(201)
    const { listingId } = made.body as { listingId: string }
    const { listing } = (await agent.get(`/api/listings/${listingId}`)).body
    expect(listing).toMatchObject({
      status: 'draft',
      orderId,
      bookingId: booking.id,
      services: ['photography', 'drone'],
      address: { street: '88 Queen St E', unit: '1203', city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6' },
    })
    const { agents } = (await agent.get('/api/listings')).body as { agents: { id: string; email: string }[] }
    expect(agents).toMatchObject([{ id: listing.agentId, name: 'Priya Shah', email: client.email, brokerage: '' }])
    // The new profile lacks the brokerage: the draft says so before it can be delivered.
    expect(listing.missing).toContain('the agent’s brokerage')
    expect(payments.data.orders[0]!.listingId).toBe(listingId)
    expect((await agent.get(`/api/orders/${orderId}`)).body.listingId).toBe(listingId)

    const again = await post(`/api/orders/${orderId}/listing`)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ listingId })
    expect((await agent.get('/api/listings')).body.listings).toHaveLength(1)
  })

  it('takes the listings’ agent with the client’s e-mail, and makes one listing of two clicks at once', async () => {
    const { agent, post, listings, bookedOrder } = await orderListingApp()
    const dana = await post('/api/agents', {
      name: 'Priya Shah',
      brokerage: 'Lakeside Realty',
      phone: '+1 416 555 0100',
      email: 'priya@example.com',
    })
    expect(dana.status).toBe(201)
    const { orderId } = await bookedOrder()
    // The first click's listing is held back until the second click has had its chance to make one too.
    let opened = () => {}
    const gate = new Promise<void>((resolve) => (opened = resolve))
    const create = listings.create.bind(listings)
    let creates = 0
    vi.spyOn(listings, 'create').mockImplementation(async (...args) => {
      creates++
      await gate
      return create(...args)
    })
    const first = post(`/api/orders/${orderId}/listing`).then((r) => r)
    await vi.waitFor(() => expect(creates).toBe(1))
    const second = post(`/api/orders/${orderId}/listing`).then((r) => r)
    await vi.waitFor(() => expect(creates).toBe(2), { timeout: 300 }).catch(() => {})
    opened()
    const statuses = (await Promise.all([first, second])).map((r) => r.status)
    expect(statuses).toEqual([201, 409])
    const body = (await agent.get('/api/listings')).body as { listings: { agentId: string }[]; agents: unknown[] }
    expect(body.listings).toHaveLength(1)
    expect(body.agents).toHaveLength(1)
    expect(body.listings[0]!.agentId).toBe(dana.body.agent.id)
  })

  it('answers 404 for an unknown order, and refuses a listing naming an unknown order with a field message', async () => {
    const { post, agent, xhr, bookedOrder } = await orderListingApp()
    expect((await post('/api/orders/nosuchorder1/listing')).status).toBe(404)
    const address = { street: '12 Maple Ave', city: 'Toronto' }
    const refused = await post('/api/listings', { address, orderId: 'nosuchorder1' })
    expect(refused.status).toBe(400)
    expect(refused.body.fields).toEqual({ orderId: 'names no order "nosuchorder1"' })
    const { orderId } = await bookedOrder()
    const created = await post('/api/listings', { address, orderId })
    expect(created.status).toBe(201)
    expect(created.body.listing.orderId).toBe(orderId)
    const id = created.body.listing.id as string
    const badPut = await agent.put(`/api/listings/${id}`).set(xhr).send({ orderId: 'nosuchorder2' })
    expect(badPut.status).toBe(400)
    expect(badPut.body.fields).toEqual({ orderId: 'names no order "nosuchorder2"' })
    const cleared = await agent.put(`/api/listings/${id}`).set(xhr).send({ orderId: null })
    expect(cleared.body.listing.orderId).toBeNull()
  })
})

describe('addressOf', () => {
  it.each([
    [
      '12 Maple Ave, Toronto, ON M4E 1A1',
      '',
      { street: '12 Maple Ave', unit: '', city: 'Toronto', postalCode: 'M4E 1A1' },
    ],
    [
      '5 Elm St, Unit 7, Mississauga',
      'L5B2C9',
      { street: '5 Elm St', unit: '7', city: 'Mississauga', postalCode: 'L5B 2C9' },
    ],
    ['99 Bay St #2001', 'M5J 2S1', { street: '99 Bay St #2001', unit: '', city: 'Toronto', postalCode: 'M5J 2S1' }],
  ])('%s', (line, postal, expected) => {
    expect(addressOf(line, postal)).toEqual({ ...expected, region: 'ON' })
  })
})
