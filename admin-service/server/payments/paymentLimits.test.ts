import { afterEach, describe, expect, it } from 'vitest'
import { stripeStandIn } from '../../../tests/support/stripeStandIn.ts'
import { TEST_ORIGIN, testApp } from '../../../tests/support/testApp.ts'
import { IntakeWatch } from '../shared/intake/IntakeWatch.ts'
import { CHECKOUT_DOOR, checkoutTexts } from './cardRoutes.ts'
import { InvoiceLinks } from './invoiceLinks.ts'
import { paymentBudgets, type PaymentLimits } from './paymentLimits.ts'
import { PaymentsStore } from './PaymentsStore.ts'
import { StripeCard } from './stripeCard.ts'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/**
 * The app with card payments against a local stand-in for Stripe's API (which counts the Checkout Sessions
 * made), behind a proxy so that each request names its client address, two open invoices, and the
 * checkout's budgets as `limits` says.
 */
async function checkoutApp(limits: Partial<PaymentLimits>) {
  const stripe = await stripeStandIn()
  closers.push(stripe.close)
  const store = PaymentsStore.inMemory()
  const links = new InvoiceLinks(Buffer.alloc(32, 7))
  const issue = async (name: string) => {
    const order = await store.createOrder({
      client: { name, email: 'agent@example.com' },
      lines: [{ description: 'Photography, condo', amountCents: 24900 }],
    })
    return (await store.issueInvoice(order.id)).id
  }
  const invoices = { first: await issue('Avery Agent'), second: await issue('Blake Broker') }
  const watch = new IntakeWatch()
  const card = new StripeCard({
    secretKey: 'sk_test_checkout_door',
    webhookSecret: 'whsec_checkout_door',
    api: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
  })
  const { request } = await testApp({
    publicOrigin: 'https://admin.example.com',
    payments: { store, links, card, budgets: paymentBudgets(limits), watch },
  })
  /** A client's checkout of `invoiceId` from `address`, as a script asks for it (JSON), with `headers` on top. */
  const checkout = (invoiceId: string, address: string, headers: Record<string, string> = {}) =>
    checkoutOf(links.tokenOf(invoiceId), address, headers)
  const checkoutOf = (token: string, address: string, headers: Record<string, string> = {}) =>
    request()
      .post(`/api/invoice/${token}/checkout`)
      .set({
        Host: 'admin.example.com',
        Origin: TEST_ORIGIN,
        'X-Forwarded-For': address,
        'X-Forwarded-Proto': 'https',
        Accept: 'application/json',
        ...headers,
      })
  /** The invoices the stand-in was asked to make Checkout Sessions for, in order. */
  const sessionsFor = () => stripe.received.map((r) => r.fields.get('client_reference_id'))
  return { invoices, links, watch, checkout, checkoutOf, sessionsFor }
}

describe("the invoice checkout's door", () => {
  it('spends its budgets all or none: a refusal by the invoice’s budget gives the connection’s back', async () => {
    const app = await checkoutApp({ checkoutsPerConnection: 3, checkoutsPerInvoice: 2, checkoutsGlobal: 100 })
    const { first, second } = app.invoices
    expect((await app.checkout(first, '203.0.113.5')).status).toBe(200)
    expect((await app.checkout(first, '203.0.113.5')).status).toBe(200)
    const third = await app.checkout(first, '203.0.113.5')
    expect(third.status).toBe(429)
    expect(third.body.error).toBe(checkoutTexts.identity)
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
    // The connection spent 2 of its 3: the refused request cost it nothing.
    expect((await app.checkout(second, '203.0.113.5')).status).toBe(200)
    const fourth = await app.checkout(second, '203.0.113.5')
    expect(fourth.status).toBe(429)
    expect(fourth.body.error).toBe(checkoutTexts.connection)
    expect(app.sessionsFor()).toEqual([first, first, second])
  })

  it('holds an invoice’s budget across connections, and a flood at one invoice leaves everyone’s budget whole', async () => {
    const app = await checkoutApp({ checkoutsPerConnection: 20, checkoutsPerInvoice: 3, checkoutsGlobal: 4 })
    const { first, second } = app.invoices
    const statuses: number[] = []
    for (let i = 1; i <= 10; i++) statuses.push((await app.checkout(first, `198.51.100.${i}`)).status)
    expect(statuses).toEqual([200, 200, 200, ...Array<number>(7).fill(429)])
    // Everyone's budget (4) was spent by the three sessions made, not by the seven refused.
    expect((await app.checkout(second, '192.0.2.77')).status).toBe(200)
    const global = await app.checkout(second, '192.0.2.78')
    expect(global.status).toBe(429)
    expect(global.body.error).toBe(checkoutTexts.global)
    expect(app.sessionsFor()).toEqual([first, first, first, second])
  })

  it('refuses junk before Stripe is asked: counted for the owner and against the connection’s junk allowance', async () => {
    const app = await checkoutApp({ junkPerConnection: 5 })
    const { first } = app.invoices
    const token = app.links.tokenOf(first)
    const forged = new InvoiceLinks(Buffer.alloc(32, 8)).tokenOf(first)
    const junk = [
      await app.checkout(first, '203.0.113.9', { Origin: 'https://evil.example' }),
      await app.checkoutOf(token, '203.0.113.9', { Origin: '' }),
      await app.checkoutOf(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, '203.0.113.9'),
      await app.checkoutOf(forged, '203.0.113.9'),
      await app.checkoutOf(`${token}x`, '203.0.113.9'),
    ]
    expect(junk.map((r) => r.status)).toEqual([403, 403, 404, 404, 404])
    expect(junk[0]!.body.error).toBe(checkoutTexts.origin)
    // Its allowance spent, the connection is refused before its token is looked at, even a good one.
    const limited = await app.checkout(first, '203.0.113.9')
    expect(limited.status).toBe(429)
    expect(limited.body.error).toBe(checkoutTexts.junk)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(app.sessionsFor()).toEqual([])
    // Another connection's checkout of the same invoice: its budgets are whole.
    expect((await app.checkout(first, '203.0.113.10')).status).toBe(200)
    expect(app.sessionsFor()).toEqual([first])
    expect(app.watch.summary()).toMatchObject({
      refused: 6,
      byReason: { origin: 2, invalid: 3, 'junk-limit': 1 },
      byDoor: { [CHECKOUT_DOOR]: 6 },
      addresses: 1,
    })
  })

  it("takes the invoice page's own form, sent with Origin: null where the browser says it is same-origin", async () => {
    const app = await checkoutApp({})
    const form = await app
      .checkout(app.invoices.first, '203.0.113.20', {
        Origin: 'null',
        'Sec-Fetch-Site': 'same-origin',
        Accept: 'text/html',
      })
      .type('form')
      .send('')
    expect(form.status).toBe(303)
    expect(form.headers.location).toBe('https://checkout.stripe.com/c/pay/cs_test_1')
    const crossSite = await app
      .checkout(app.invoices.first, '203.0.113.21', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' })
      .type('form')
      .send('')
    expect(crossSite.status).toBe(403)
    expect(app.sessionsFor()).toEqual([app.invoices.first])
  })
})
