import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BookingSettings } from '../../../content/booking/settings.ts'
import { testBookingSettings } from '../../../tests/support/bookingSettings.ts'
import { TEST_ORIGIN, testApp } from '../../../tests/support/testApp.ts'
import { InvoiceLinks, PaymentsStore } from '../payments/index.ts'
import { syncOrders } from './bookingOrder.ts'
import { bookingBudgets } from './bookingLimits.ts'
import { BookingStore, DEFAULT_HOLD_RULES, emptyBookingsFile } from './BookingStore.ts'

const contact = {
  name: 'Priya Shah',
  email: 'priya@example.com',
  phone: '+1 416 555 0199',
  address: '1 Front St W, Toronto',
  notes: '',
  consent: true,
  website: '',
  fillMs: 9000,
}
const shoot = { services: ['photography', 'drone'], size: 'condo', postal: 'M5V 2T6' }

/** The test settings with photography and drone priced for condos and a $25 travel fee downtown. */
function pricedSettings(): BookingSettings {
  const base = testBookingSettings()
  return testBookingSettings({
    services: base.services.map((s) =>
      s.id === 'photography'
        ? { ...s, prices: { condo: 24900 } }
        : s.id === 'drone'
          ? { ...s, prices: { condo: 15000 } }
          : s,
    ),
    zones: base.zones.map((z) => (z.id === 'toronto-core' ? { ...z, travelFeeCents: 2500 } : z)),
  })
}

async function orderApp(settings = testBookingSettings(), payments = PaymentsStore.inMemory()) {
  const bookings = BookingStore.inMemory(emptyBookingsFile(settings), { ...DEFAULT_HOLD_RULES, dayShare: 1 })
  const logged: string[] = []
  const roomy = bookingBudgets({ holdsPerConnection: 1000, bookingsPerConnection: 1000 })
  const app = await testApp({
    booking: { store: bookings, budgets: roomy },
    payments: { store: payments, links: new InvoiceLinks(Buffer.alloc(32, 3)), log: (line) => logged.push(line) },
  })
  await app.signIn()
  const post = (url: string, body: object = {}) => app.agent.post(url).set(app.xhr).send(body)
  const firstStart = async () => {
    const query = `services=${shoot.services.join(',')}&size=condo&postal=M5V%202T6`
    return (await app.request().get(`/api/booking/slots?${query}`)).body.slots[0].start as string
  }
  /** A visitor's booking from /book: a hold, then the booking. */
  const visitorBooks = async () => {
    const held = await app
      .request()
      .post('/api/booking/holds')
      .set('Origin', TEST_ORIGIN)
      .send({ ...shoot, start: await firstStart() })
    expect(held.status).toBe(201)
    return app
      .request()
      .post('/api/bookings')
      .set('Origin', TEST_ORIGIN)
      .send({ ...contact, holdId: held.body.holdId })
  }
  const ownerBooks = async () => post('/api/bookings/owner', { ...contact, ...shoot, start: await firstStart() })
  return { ...app, bookings, payments, logged, post, visitorBooks, ownerBooks }
}

describe('a booking’s order', () => {
  it('is made for a visitor’s booking with the client, the address and a line per priced part', async () => {
    const { agent, bookings, visitorBooks } = await orderApp(pricedSettings())
    const booked = await visitorBooks()
    expect(booked.status).toBe(201)
    const orderId = booked.body.orderId as string
    expect(orderId).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(bookings.get(booked.body.id)?.orderId).toBe(orderId)
    const order = await agent.get(`/api/orders/${orderId}`)
    expect(order.status).toBe(200)
    expect(order.body).toMatchObject({
      status: 'booked',
      bookingId: booked.body.id,
      listingId: null,
      client: { name: 'Priya Shah', email: 'priya@example.com', phone: '+1 416 555 0199' },
      address: '1 Front St W, Toronto, M5V 2T6',
      lines: [
        { description: 'Photography, Condo or apartment', amountCents: 24900, quantity: 1, discount: false },
        { description: 'Drone Imagery, Condo or apartment', amountCents: 15000, quantity: 1, discount: false },
        { description: 'Travel fee (Downtown and midtown Toronto)', amountCents: 2500, quantity: 1, discount: false },
      ],
      subtotalCents: 42400,
      taxCents: 5512,
      totalCents: 47912,
    })
    // The order's total is the price the visitor was shown.
    expect(order.body.totalCents).toBe(bookings.get(booked.body.id)?.price?.totalCents)
  })

  it('is made for the owner’s booking too, with only the priced lines while the price is confirmed by e-mail', async () => {
    const base = testBookingSettings()
    const settings = testBookingSettings({
      services: base.services.map((s) => (s.id === 'photography' ? { ...s, prices: { condo: 24900 } } : s)),
    })
    const { agent, bookings, ownerBooks } = await orderApp(settings)
    const made = await ownerBooks()
    expect(made.status).toBe(201)
    expect(made.body.orderId).toBe(made.body.booking.orderId)
    expect(bookings.get(made.body.booking.id)?.price).toBeNull()
    const order = await agent.get(`/api/orders/${made.body.orderId}`)
    expect(order.body.lines).toEqual([
      { description: 'Photography, Condo or apartment', amountCents: 24900, quantity: 1, discount: false },
    ])
    expect(order.body).toMatchObject({ status: 'booked', subtotalCents: 24900 })
  })

  it('shows the booking cancelled: void while nothing is invoiced, back to booked on undo, invoiced kept', async () => {
    const { agent, post, ownerBooks } = await orderApp(pricedSettings())
    const made = await ownerBooks()
    const { orderId, booking } = made.body as { orderId: string; booking: { id: string } }
    expect((await post(`/api/bookings/${booking.id}/cancel`)).status).toBe(200)
    expect((await agent.get(`/api/orders/${orderId}`)).body).toMatchObject({
      status: 'void',
      bookingCancelled: true,
      owingCents: 0,
    })
    expect((await post(`/api/bookings/${booking.id}/undo`)).status).toBe(200)
    expect((await agent.get(`/api/orders/${orderId}`)).body).toMatchObject({
      status: 'booked',
      bookingCancelled: false,
      owingCents: 47912,
    })
    // Once invoiced, a cancellation voids nothing: the invoice stays open until the owner voids or credits it.
    expect((await post(`/api/orders/${orderId}/invoice`)).status).toBe(201)
    await post(`/api/bookings/${booking.id}/cancel`)
    expect((await agent.get(`/api/orders/${orderId}`)).body).toMatchObject({
      status: 'invoiced',
      bookingCancelled: true,
      owingCents: 47912,
    })
  })

  it('keeps the booking when the payments store refuses, and makes the order at the next start', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'booking-order-'))
    const file = path.join(dir, 'payments.json')
    const refusing = await PaymentsStore.open(file)
    // Its folder gone, every write of the payments store fails.
    await rm(dir, { recursive: true, force: true })
    const { bookings, logged, visitorBooks } = await orderApp(pricedSettings(), refusing)
    const booked = await visitorBooks()
    expect(booked.status).toBe(201)
    const booking = bookings.get(booked.body.id)!
    expect(booking.orderId).toBe(booked.body.orderId)
    expect(logged).toEqual([expect.stringContaining(`its order ${booking.orderId} was not saved`)])

    expect(refusing.data.orders).toEqual([])
    // The next start, on a payments file that takes writes again.
    const reopened = await PaymentsStore.open(
      path.join(await mkdtemp(path.join(os.tmpdir(), 'booking-order-')), 'payments.json'),
    )
    expect(await syncOrders(bookings, reopened)).toBe(1)
    expect(reopened.data.orders).toMatchObject([{ id: booking.orderId, bookingId: booking.id }])
    // Nothing is behind any more: a second start writes nothing.
    expect(await syncOrders(bookings, reopened)).toBe(0)
    await reopened.close()
  })
})
