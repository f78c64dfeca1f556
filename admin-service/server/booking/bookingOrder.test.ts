import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bookingMessages } from '../../../content/booking/messages.ts'
import type { BookingSettings } from '../../../content/booking/settings.ts'
import { testBookingForm, testBookingSettings } from '../../../tests/support/bookingSettings.ts'
import { TEST_ORIGIN, testApp } from '../../../tests/support/testApp.ts'
import { depositRule } from '../../../content/payments/depositRule.ts'
import { paidEvent, stripeStandIn } from '../../../tests/support/stripeStandIn.ts'
import { InvoiceLinks, PaymentsStore, StripeCard } from '../payments/index.ts'
import { syncOrders } from './bookingOrder.ts'
import { bookingBudgets } from './bookingLimits.ts'
import { BookingStore, DEFAULT_HOLD_RULES, emptyBookingsFile } from './BookingStore.ts'

const contact = testBookingForm
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

async function orderApp(settings = testBookingSettings(), payments = PaymentsStore.inMemory(), card?: StripeCard) {
  const bookings = BookingStore.inMemory(emptyBookingsFile(settings), { ...DEFAULT_HOLD_RULES, dayShare: 1 })
  const logged: string[] = []
  const roomy = bookingBudgets({ holdsPerConnection: 1000, bookingsPerConnection: 1000 })
  const app = await testApp({
    booking: { store: bookings, budgets: roomy },
    payments: {
      store: payments,
      links: new InvoiceLinks(Buffer.alloc(32, 3)),
      card,
      log: (line) => logged.push(line),
    },
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

/**
 * The priced settings' app asking deposits of 25 %, paid by card through a local stand-in for Stripe whose
 * webhook events are signed with `secret`; the caller closes `stripe`.
 */
async function depositApp(secret: string) {
  const stripe = await stripeStandIn()
  const card = new StripeCard({
    secretKey: 'sk_test_booking_deposit',
    webhookSecret: secret,
    api: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
  })
  const payments = PaymentsStore.inMemory()
  await payments.setSettings({ depositPercent: 25 })
  return { ...(await orderApp(pricedSettings(), payments, card)), stripe }
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

  it('has a line per add-on, a per-image one with its images as quantity, and the total shown before the time', async () => {
    const base = pricedSettings()
    const prices: Record<string, number> = { 'floor-plan': 9900, twilight: 14900, 'virtual-staging': 3500 }
    const settings = testBookingSettings({
      ...base,
      addOns: base.addOns.map((a) => (a.id in prices ? { ...a, priceCents: prices[a.id]! } : a)),
    })
    const { agent, bookings, request } = await orderApp(settings)
    const asked = {
      ...shoot,
      addOns: [
        { id: 'virtual-staging', quantity: 3 },
        { id: 'floor-plan', quantity: 1 },
      ],
    }
    const query = `services=photography,drone&addOns=virtual-staging:3,floor-plan&size=condo&postal=M5V%202T6`
    const slots = await request().get(`/api/booking/slots?${query}`)
    expect(slots.status).toBe(200)
    // The whole price before a time is chosen: the add-ons in the settings' order, HST on the whole.
    expect(slots.body.price).toEqual({
      lines: [
        { label: 'Photography', cents: 24900 },
        { label: 'Drone Imagery', cents: 15000 },
        { label: 'Floor plan', cents: 9900 },
        { label: 'Virtual staging (3 images)', cents: 10500 },
        { label: 'Travel (Downtown and midtown Toronto)', cents: 2500 },
      ],
      subtotalCents: 62800,
      hstCents: 8164,
      totalCents: 70964,
    })
    const held = await request()
      .post('/api/booking/holds')
      .set('Origin', TEST_ORIGIN)
      .send({ ...asked, start: slots.body.slots[0].start })
    expect(held.status).toBe(201)
    const booked = await request()
      .post('/api/bookings')
      .set('Origin', TEST_ORIGIN)
      .send({ ...contact, holdId: held.body.holdId })
    expect(booked.status).toBe(201)
    expect(bookings.get(booked.body.id)).toMatchObject({
      addOns: [
        { id: 'floor-plan', quantity: 1 },
        { id: 'virtual-staging', quantity: 3 },
      ],
      price: slots.body.price,
    })
    const order = (await agent.get(`/api/orders/${booked.body.orderId}`)).body
    expect(order.lines).toEqual([
      { description: 'Photography, Condo or apartment', amountCents: 24900, quantity: 1, discount: false },
      { description: 'Drone Imagery, Condo or apartment', amountCents: 15000, quantity: 1, discount: false },
      { description: 'Floor plan', amountCents: 9900, quantity: 1, discount: false },
      { description: 'Virtual staging, per image', amountCents: 3500, quantity: 3, discount: false },
      { description: 'Travel fee (Downtown and midtown Toronto)', amountCents: 2500, quantity: 1, discount: false },
    ])
    expect(order).toMatchObject({ subtotalCents: 62800, taxCents: 8164, totalCents: 70964 })
    expect(order.subtotalCents + order.taxCents).toBe(order.totalCents)
    // The manage link names them.
    const token = (booked.body.manageUrl as string).split('#')[1]
    expect((await request().get(`/api/bookings/manage/${token}`)).body.addOns).toEqual([
      { id: 'floor-plan', name: 'Floor plan', quantity: 1 },
      { id: 'virtual-staging', name: 'Virtual staging (3 images)', quantity: 3 },
    ])
  })

  it('refuses an add-on not offered, a per-shoot one twice, or a count of images out of range, by field', async () => {
    const base = testBookingSettings()
    const settings = testBookingSettings({
      addOns: base.addOns.map((a) => (a.id === 'rush-delivery' ? { ...a, offered: false } : a)),
    })
    const { request } = await orderApp(settings)
    const slots = (addOns: string) =>
      request().get(`/api/booking/slots?services=photography&size=condo&postal=M5V2T6&addOns=${addOns}`)
    for (const addOns of [
      'rush-delivery',
      'floor-plan:2',
      'virtual-staging:0',
      'virtual-staging:101',
      'twilight',
      'nope',
      'floor-plan,floor-plan',
      'extra-photos:x',
    ]) {
      const refused = await slots(addOns)
      expect(refused.status, addOns).toBe(400)
      expect(refused.body.fields, addOns).toEqual({ addOns: bookingMessages.addOns })
    }
    // A price confirmed by e-mail while an add-on chosen has none.
    const open = await slots('virtual-staging:100,extra-photos')
    expect(open.status).toBe(200)
    expect(open.body.price).toBeNull()
    const held = await request()
      .post('/api/booking/holds')
      .set('Origin', TEST_ORIGIN)
      .send({ ...shoot, addOns: [{ id: 'rush-delivery', quantity: 1 }], start: open.body.slots[0].start })
    expect(held.status).toBe(400)
    expect(held.body.fields).toEqual({ addOns: bookingMessages.addOns })
    // The options list what /book offers besides the services: not twilight (a service there), not rush delivery.
    const options = (await request().get('/api/booking/options')).body
    expect(options.addOns).toEqual([
      { id: 'floor-plan', name: 'Floor plan', per: 'shoot' },
      { id: 'virtual-staging', name: 'Virtual staging', per: 'image' },
      { id: 'extra-photos', name: 'Extra photos', per: 'image' },
    ])
    expect(options.services.map((s: { id: string }) => s.id)).toContain('twilight')
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

  it('asks a confirmed booking’s deposit by card, takes it through the manage link, and credits it on the invoice', async () => {
    const secret = 'whsec_booking_deposit'
    const { stripe, payments, agent, request, post, visitorBooks } = await depositApp(secret)
    try {
      const booked = await visitorBooks()
      expect(booked.status).toBe(201)
      const { orderId, manageUrl } = booked.body as { orderId: string; manageUrl: string }
      const token = manageUrl.split('#')[1]!
      // 25 % of $479.12, half up: $119.78, and $359.34 left; the two add up to the total.
      expect(booked.body.deposit).toEqual({
        amountCents: 11978,
        totalCents: 47912,
        percent: 25,
        rule: depositRule,
        checkoutPath: `/api/bookings/manage/${token}/deposit`,
      })

      // "Pay the deposit": a Checkout Session for the deposit in CAD, naming the order; Stripe comes back to
      // the manage page.
      const pay = () => request().post(booked.body.deposit.checkoutPath).set('Origin', TEST_ORIGIN).send({})
      const checkout = await pay()
      expect(checkout.status).toBe(200)
      expect(checkout.body.url).toBe('https://checkout.stripe.com/c/pay/cs_test_1')
      const fields = stripe.received[0]!.fields
      expect(fields.get('client_reference_id')).toBe(orderId)
      expect(fields.get('line_items[0][price_data][unit_amount]')).toBe('11978')
      expect(fields.get('line_items[0][price_data][currency]')).toBe('cad')
      expect(fields.get('customer_email')).toBe('priya@example.com')
      // (supertest serves each request on its own port: the origin differs, the page and the link do not)
      const back = new URL(fields.get('success_url')!)
      expect(back.pathname + back.hash).toBe(`/book/manage/#${token}`)

      // Stripe's signed event records it on the order, once.
      const event = paidEvent(secret, 'evt_booking_deposit', orderId, 11978)
      for (let i = 0; i < 2; i++)
        await request()
          .post('/api/payments/stripe/webhook')
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', event.header)
          .send(event.payload)
      expect(payments.data.deposits).toMatchObject([{ orderId, amountCents: 11978, reference: 'evt_booking_deposit' }])
      expect((await agent.get(`/api/orders/${orderId}`)).body).toMatchObject({
        status: 'booked',
        depositCents: 11978,
        owingCents: 35934,
      })
      // Paid: no second deposit is asked.
      expect((await pay()).status).toBe(409)
      expect(stripe.received).toHaveLength(1)

      // The invoice credits it: what is owing is its total less the deposit.
      const invoice = await post(`/api/orders/${orderId}/invoice`)
      expect(invoice.body).toMatchObject({ totalCents: 47912, depositCents: 11978, owingCents: 35934 })
      expect(invoice.body.deposits).toEqual([expect.objectContaining({ amountCents: 11978, method: 'card' })])
    } finally {
      await stripe.close()
    }
  })

  it('shows the manage link the deposit asked, then paid with its day; Stripe comes back with ?deposit=paid', async () => {
    const secret = 'whsec_manage_deposit'
    const { stripe, payments, request, visitorBooks } = await depositApp(secret)
    try {
      const booked = await visitorBooks()
      const { orderId, manageUrl } = booked.body as { orderId: string; manageUrl: string }
      const token = manageUrl.split('#')[1]!
      const manage = async () => (await request().get(`/api/bookings/manage/${token}`)).body
      expect((await manage()).deposit).toEqual({
        paid: null,
        asked: {
          amountCents: 11978,
          totalCents: 47912,
          percent: 25,
          rule: depositRule,
          checkoutPath: `/api/bookings/manage/${token}/deposit`,
        },
      })

      await request().post(`/api/bookings/manage/${token}/deposit`).set('Origin', TEST_ORIGIN).send({})
      const fields = stripe.received[0]!.fields
      const paidBack = new URL(fields.get('success_url')!)
      expect(paidBack.pathname + paidBack.search + paidBack.hash).toBe(`/book/manage/?deposit=paid#${token}`)
      const givenUp = new URL(fields.get('cancel_url')!)
      expect(givenUp.pathname + givenUp.search + givenUp.hash).toBe(`/book/manage/#${token}`)

      const event = paidEvent(secret, 'evt_manage_deposit', orderId, 11978)
      await request()
        .post('/api/payments/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', event.header)
        .send(event.payload)
      const receivedOn = payments.data.deposits[0]!.receivedOn
      expect(receivedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      // Paid: the amount and its day, and nothing more asked.
      expect((await manage()).deposit).toEqual({ paid: { amountCents: 11978, receivedOn }, asked: null })
      // A cancelled booking still says what was paid.
      const cancelled = await request().post(`/api/bookings/manage/${token}/cancel`).set('Origin', TEST_ORIGIN).send({})
      expect(cancelled.body).toMatchObject({ status: 'cancelled', deposit: { paid: { amountCents: 11978 } } })
    } finally {
      await stripe.close()
    }
  })

  it('asks no deposit without card payments, at 0 %, or on a booking awaiting approval', async () => {
    const card = new StripeCard({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' })
    const asked = async (percent: number, withCard: StripeCard | undefined, settings = pricedSettings()) => {
      const payments = PaymentsStore.inMemory()
      await payments.setSettings({ depositPercent: percent })
      const { request, visitorBooks } = await orderApp(settings, payments, withCard)
      const booked = await visitorBooks()
      expect(booked.status).toBe(201)
      const token = (booked.body.manageUrl as string).split('#')[1]
      const pay = await request().post(`/api/bookings/manage/${token}/deposit`).set('Origin', TEST_ORIGIN).send({})
      const shown = await request().get(`/api/bookings/manage/${token}`)
      expect(shown.body.deposit).toBeNull()
      return { deposit: booked.body.deposit, payStatus: pay.status }
    }
    expect(await asked(25, undefined)).toEqual({ deposit: null, payStatus: 409 })
    expect(await asked(0, card)).toEqual({ deposit: null, payStatus: 409 })
    expect(await asked(25, card, { ...pricedSettings(), confirmation: 'approval' })).toEqual({
      deposit: null,
      payStatus: 409,
    })
  })
})
