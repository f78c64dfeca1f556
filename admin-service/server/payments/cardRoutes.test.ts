import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { paidEvent as signedPaidEvent, stripeStandIn } from '../../../tests/support/stripeStandIn.ts'
import { TEST_ORIGIN, testApp } from '../../../tests/support/testApp.ts'
import { InvoiceLinks } from './invoiceLinks.ts'
import { ledgerRows } from './ledgerCsv.ts'
import { PaymentsStore } from './PaymentsStore.ts'
import { StripeCard, stripeFromEnv, type StripeSettings } from './stripeCard.ts'

const WEBHOOK_SECRET = 'whsec_test_card_routes'
const signer = new Stripe('sk_test_signer').webhooks

const settings = (port = 1): StripeSettings => ({
  secretKey: 'sk_test_card_routes',
  webhookSecret: WEBHOOK_SECRET,
  api: { host: '127.0.0.1', port, protocol: 'http' },
})

/** A signed `checkout.session.completed` event paying `amountCents` on `reference`. */
const paidEvent = (id: string, reference: string, amountCents: number, extra: Record<string, unknown> = {}) =>
  signedPaidEvent(WEBHOOK_SECRET, id, reference, amountCents, extra)

/** An invoice of $348.00 + $45.24 HST = $393.24, in `store`. */
async function invoiceIn(store: PaymentsStore) {
  await store.setSettings({ legalName: 'North Frame Media Inc.', etransferEmail: 'pay@northframe.example' })
  const order = await store.createOrder({
    client: { name: 'Avery Agent', email: 'avery@example.com' },
    lines: [
      { description: 'Photography, condo', amountCents: 24900 },
      { description: 'Floor plan', amountCents: 9900 },
    ],
  })
  return { order, invoice: await store.issueInvoice(order.id) }
}

async function withCard(port?: number, store = PaymentsStore.inMemory()) {
  const links = new InvoiceLinks(Buffer.alloc(32, 5))
  const logged: string[] = []
  const { order, invoice } =
    store.data.invoices.length > 0
      ? { order: store.data.orders[0]!, invoice: store.data.invoices[0]! }
      : await invoiceIn(store)
  const app = await testApp({
    payments: { store, links, card: new StripeCard(settings(port)), log: (line) => logged.push(line) },
  })
  const webhook = (event: { payload: string; header?: string }) => {
    const req = app.request().post('/api/payments/stripe/webhook').set('Content-Type', 'application/json')
    return (event.header === undefined ? req : req.set('Stripe-Signature', event.header)).send(event.payload)
  }
  return { ...app, store, order, invoice, token: links.tokenOf(invoice.id), webhook, logged }
}

/** A checkout asked for by a script on the invoice's page: its Origin, a JSON answer. */
const fromPage = { Origin: TEST_ORIGIN, Accept: 'application/json' }

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

describe('card payments (Stripe Checkout)', () => {
  it('are off without the keys: no card button, the checkout 404 and the webhook 503, in JSON', async () => {
    const store = PaymentsStore.inMemory()
    const { invoice } = await invoiceIn(store)
    const links = new InvoiceLinks(Buffer.alloc(32, 5))
    const { request } = await testApp({ payments: { store, links } })
    const token = links.tokenOf(invoice.id)
    const page = await request().get(`/invoice/${token}/`)
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('by card')
    expect(page.text).toContain('pay@northframe.example')
    const checkout = await request().post(`/api/invoice/${token}/checkout`).set('Accept', 'application/json')
    expect(checkout.status).toBe(404)
    expect(checkout.body.error).toMatch(/not set up/)
    const hook = await request().post('/api/payments/stripe/webhook').send('{}')
    expect(hook.status).toBe(503)
    expect(hook.body.error).toMatch(/STRIPE_SECRET_KEY/)
  })

  it('need both keys: one without the other is named at start', () => {
    expect(stripeFromEnv({})).toBeUndefined()
    expect(stripeFromEnv({ STRIPE_SECRET_KEY: 'sk_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual({
      secretKey: 'sk_1',
      webhookSecret: 'whsec_1',
    })
    expect(() => stripeFromEnv({ STRIPE_SECRET_KEY: 'sk_1' })).toThrow(/STRIPE_WEBHOOK_SECRET is missing/)
    expect(() => stripeFromEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY is missing/)
  })

  it('creates a Checkout Session for the amount still owing, in CAD, naming the invoice', async () => {
    const stripe = await stripeStandIn()
    try {
      const { request, store, invoice, token } = await withCard(stripe.port)
      await store.recordPayment(invoice.id, { amountCents: 10000, method: 'etransfer', receivedOn: '2026-11-29' })
      const page = await request().get(`/invoice/${token}/`)
      expect(page.text).toContain(`<form method="post" action="/api/invoice/${token}/checkout">`)
      expect(page.text).toContain('Pay $293.24 by card')

      const json = await request().post(`/api/invoice/${token}/checkout`).set(fromPage)
      expect(json.status).toBe(200)
      expect(json.body).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' })
      const [sent] = stripe.received
      expect(sent!.path).toBe('/v1/checkout/sessions')
      expect(sent!.auth).toBe('Bearer sk_test_card_routes')
      expect(sent!.fields.get('mode')).toBe('payment')
      expect(sent!.fields.get('client_reference_id')).toBe(invoice.id)
      expect(sent!.fields.get('line_items[0][price_data][currency]')).toBe('cad')
      expect(sent!.fields.get('line_items[0][price_data][unit_amount]')).toBe('29324')
      expect(sent!.fields.get('line_items[0][quantity]')).toBe('1')
      expect(sent!.fields.get('customer_email')).toBe('avery@example.com')
      expect(sent!.fields.get('success_url')).toMatch(new RegExp(`/invoice/${token}/\\?card=paid$`))
      expect(sent!.fields.get('cancel_url')).toMatch(new RegExp(`/invoice/${token}/$`))

      // The page's form, sent without script: on to Stripe's page.
      const form = await request()
        .post(`/api/invoice/${token}/checkout`)
        .set('Origin', TEST_ORIGIN)
        .set('Accept', 'text/html')
        .type('form')
        .send('')
      expect(form.status).toBe(303)
      expect(form.headers.location).toBe('https://checkout.stripe.com/c/pay/cs_test_2')

      expect((await request().post(`/api/invoice/${token}x/checkout`).set(fromPage)).status).toBe(404)
      await store.recordPayment(invoice.id, { amountCents: 29324, method: 'cheque', receivedOn: '2026-11-29' })
      const paid = await request().post(`/api/invoice/${token}/checkout`).set(fromPage)
      expect(paid.status).toBe(409)
      expect(stripe.received).toHaveLength(2)
      const paidPage = await request().get(`/invoice/${token}/`)
      expect(paidPage.text).toContain('<p class="status">Paid</p>')
      expect(paidPage.text).not.toContain('by card')
    } finally {
      await stripe.close()
    }
  })

  it('answers 502 when Stripe cannot be reached', async () => {
    const stripe = await stripeStandIn()
    await stripe.close()
    const { request, token, logged } = await withCard(stripe.port)
    const res = await request().post(`/api/invoice/${token}/checkout`).set(fromPage)
    expect(res.status).toBe(502)
    expect(res.body.error).toMatch(/not available right now/)
    expect(logged.join('\n')).toMatch(/Stripe refused a Checkout Session/)
  })

  it('records a paid session once per event, and nothing for a bad or missing signature', async () => {
    const { webhook, store, invoice } = await withCard()
    const event = paidEvent('evt_1', invoice.id, 20000)

    const forged = await webhook({ payload: event.payload, header: event.header.replace(/v1=\w{4}/, 'v1=0000') })
    expect(forged.status).toBe(400)
    expect(forged.body.error).toMatch(/Stripe-Signature/)
    const otherSecret = signer.generateTestHeaderString({ payload: event.payload, secret: 'whsec_other' })
    expect((await webhook({ payload: event.payload, header: otherSecret })).status).toBe(400)
    expect((await webhook({ payload: event.payload })).status).toBe(400)
    // The body changed after signing (a larger amount): refused.
    const altered = event.payload.replace('20000', '39324')
    expect((await webhook({ payload: altered, header: event.header })).status).toBe(400)
    expect(store.data.payments).toHaveLength(0)

    const first = await webhook(event)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ received: true, recorded: true })
    const replay = await webhook(event)
    expect(replay.status).toBe(200)
    expect(replay.body).toEqual({ received: true, recorded: false })
    // The same event signed again later (Stripe's retries carry a new timestamp): still once.
    const again = await webhook({
      payload: event.payload,
      header: signer.generateTestHeaderString({ payload: event.payload, secret: WEBHOOK_SECRET }),
    })
    expect(again.body.recorded).toBe(false)
    expect(store.data.payments).toEqual([
      expect.objectContaining({ invoiceId: invoice.id, amountCents: 20000, method: 'card', reference: 'evt_1' }),
    ])
    expect(store.data.history.filter((h) => h.action === 'payment')).toHaveLength(1)
  })

  it('ignores other events and unpaid sessions, and records nothing for an unknown reference or another currency', async () => {
    const { webhook, store, logged } = await withCard()
    const unpaid = paidEvent('evt_unpaid', store.data.invoices[0]!.id, 100, { payment_status: 'unpaid' })
    expect((await webhook(unpaid)).body).toEqual({ received: true, recorded: false })
    const unknown = await webhook(paidEvent('evt_unknown', 'no-such-reference', 5000))
    expect(unknown.status).toBe(200)
    expect(unknown.body.error).toBe('no invoice or order with this reference')
    const usd = await webhook(paidEvent('evt_usd', store.data.invoices[0]!.id, 5000, { currency: 'usd' }))
    expect(usd.body.error).toMatch(/usd, not CAD/)
    expect(store.data.payments).toHaveLength(0)
    expect(logged).toHaveLength(2)
  })

  it('never pays more than is owing when a card payment races an e-transfer', async () => {
    const { webhook, store, invoice, agent, signIn, xhr, logged } = await withCard()
    await signIn()
    const [card, etransfer] = await Promise.all([
      webhook(paidEvent('evt_race', invoice.id, 39324)),
      agent
        .post(`/api/invoices/${invoice.id}/payments`)
        .set(xhr)
        .send({ amountCents: 39324, method: 'etransfer', receivedOn: '2026-11-29' }),
    ])
    expect(card.status).toBe(200)
    const paid = store.data.payments.reduce((sum, p) => sum + p.amountCents, 0)
    expect(paid).toBe(39324)
    expect(store.data.payments).toHaveLength(1)
    // Exactly one of them was refused: the e-transfer with 409, or the card payment logged for a refund.
    expect([card.body.recorded === false, etransfer.status === 409]).toContain(true)
    expect(card.body.recorded === false ? logged.join('\n') : etransfer.body.error).toMatch(/more than/)
  })

  it('remembers the events it recorded across a restart', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'card-replay-'))
    dirs.push(dir)
    const file = path.join(dir, 'payments.json')
    const before = await withCard(undefined, await PaymentsStore.open(file))
    const event = paidEvent('evt_restart', before.invoice.id, 10000)
    expect((await before.webhook(event)).body.recorded).toBe(true)
    await before.store.close()

    const after = await withCard(undefined, await PaymentsStore.open(file))
    expect((await after.webhook(event)).body).toEqual({ received: true, recorded: false })
    expect(after.store.data.payments).toHaveLength(1)
    await after.store.close()
  })
})

describe('a deposit on an order (Stripe Checkout)', () => {
  /** An order of $393.24 with no invoice yet, deposits of 25 % asked, and the card set up. */
  async function depositApp() {
    const store = PaymentsStore.inMemory()
    await store.setSettings({ legalName: 'North Frame Media Inc.', depositPercent: 25 })
    const order = await store.createOrder({
      client: { name: 'Avery Agent', email: 'avery@example.com' },
      lines: [
        { description: 'Photography, condo', amountCents: 24900 },
        { description: 'Floor plan', amountCents: 9900 },
      ],
    })
    const links = new InvoiceLinks(Buffer.alloc(32, 5))
    const logged: string[] = []
    const app = await testApp({
      payments: { store, links, card: new StripeCard(settings()), log: (line) => logged.push(line) },
    })
    await app.signIn()
    const webhook = (event: { payload: string; header: string }) =>
      app
        .request()
        .post('/api/payments/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', event.header)
        .send(event.payload)
    const post = (url: string, body: object = {}) => app.agent.post(url).set(app.xhr).send(body)
    return { ...app, store, order, links, logged, webhook, post }
  }

  it('is recorded on the order its client_reference_id names, once per event; a second deposit is refused', async () => {
    const { webhook, store, order, logged, agent } = await depositApp()
    // 25 % of $393.24 is $98.31 (98.31 exactly); the order owes the rest, $294.93.
    const event = paidEvent('evt_deposit', order.id, 9831)
    expect((await webhook(event)).body).toEqual({ received: true, recorded: true })
    expect((await webhook(event)).body).toEqual({ received: true, recorded: false })
    const second = await webhook(paidEvent('evt_deposit_2', order.id, 9831))
    expect(second.body).toMatchObject({ recorded: false, error: expect.stringMatching(/already has its deposit/) })
    expect(logged).toEqual([expect.stringContaining('evt_deposit_2')])
    expect(store.data.deposits).toEqual([
      expect.objectContaining({ orderId: order.id, amountCents: 9831, method: 'card', reference: 'evt_deposit' }),
    ])
    expect(store.data.payments).toEqual([])
    // Its receipt is queued, and the history has it.
    expect(store.data.mails).toEqual([expect.objectContaining({ kind: 'deposit', invoiceId: null })])
    expect(store.data.history.at(-1)).toMatchObject({ action: 'payment', orderId: order.id, amountCents: 9831 })
    expect((await agent.get(`/api/orders/${order.id}`)).body).toMatchObject({
      status: 'booked',
      totalCents: 39324,
      depositCents: 9831,
      owingCents: 29493,
      deposits: [expect.objectContaining({ amountCents: 9831, method: 'card' })],
    })
  })

  it('is refused when it is more than the order owes', async () => {
    const { webhook, store, order, logged } = await depositApp()
    const over = await webhook(paidEvent('evt_over', order.id, 39325))
    expect(over.body).toMatchObject({ recorded: false, error: expect.stringMatching(/more than the \$393\.24/) })
    expect(store.data.deposits).toEqual([])
    expect(logged).toHaveLength(1)
  })

  it('is credited on the order’s live invoice: what it owes, its page, a void and a new invoice, the ledger', async () => {
    const { webhook, store, order, post, request, links } = await depositApp()
    await webhook(paidEvent('evt_deposit', order.id, 9831))
    const first = await post(`/api/orders/${order.id}/invoice`)
    expect(first.body).toMatchObject({ totalCents: 39324, depositCents: 9831, owingCents: 29493, status: 'open' })
    const page = await request().get(`/invoice/${links.tokenOf(first.body.id)}/`)
    expect(page.text).toContain('Deposit of $98.31 received')
    expect(page.text).toContain('Amount owing: $294.93')
    // Voided (nothing is paid on the invoice itself), the next invoice credits the deposit instead.
    expect((await post(`/api/invoices/${first.body.id}/void`)).status).toBe(200)
    const second = await post(`/api/orders/${order.id}/invoice`)
    expect(second.body).toMatchObject({ depositCents: 9831, owingCents: 29493 })
    expect((await request().get(`/api/orders/${order.id}`)).status).toBe(401)
    // The card pays the rest, not a cent more.
    expect((await webhook(paidEvent('evt_rest_over', second.body.id, 29494))).body.recorded).toBe(false)
    expect((await webhook(paidEvent('evt_rest', second.body.id, 29493))).body.recorded).toBe(true)
    const paid = (await post(`/api/orders/${order.id}/unlock`, { unlocked: false })).body
    expect(paid).toMatchObject({ status: 'paid', owingCents: 0, depositCents: 9831 })
    // The ledger has the deposit as a payment under the invoice it is credited on.
    const ledger = ledgerRows(store.data).filter((r) => r.type === 'payment')
    expect(ledger).toEqual([
      expect.objectContaining({ number: second.body.number, totalCents: 9831, method: 'card' }),
      expect.objectContaining({ number: second.body.number, totalCents: 29493, method: 'card' }),
    ])
  })
})
