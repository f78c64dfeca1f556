import { describe, expect, it } from 'vitest'
import { intakeFeatures } from '../../../shared/intake.ts'
import { listingsApp } from '../../../../tests/support/listingsApp.ts'
import { TEST_ORIGIN, testApp } from '../../../../tests/support/testApp.ts'
import { InvoiceLinks, PaymentsStore, StripeCard } from '../../payments/index.ts'

/** Card payments set up, against an address where no Stripe answers (no checkout here gets that far). */
const payments = () => ({
  store: PaymentsStore.inMemory(),
  links: new InvoiceLinks(Buffer.alloc(32, 4)),
  card: new StripeCard({
    secretKey: 'sk_test_intake_routes',
    webhookSecret: 'whsec_intake_routes',
    api: { host: '127.0.0.1', port: 1, protocol: 'http' },
  }),
})

describe('GET /api/intake', () => {
  it("answers the owner only, with every feature's doors' junk as their watches counted it", async () => {
    const app = await listingsApp({ app: { payments: payments() } })
    const { request, agent, signIn } = app
    expect((await request().get('/api/intake')).status).toBe(401)

    // One junk request at a door of each of four features.
    const junk = [
      await request().post('/api/leads').set('Origin', 'https://evil.example').send({}),
      await request()
        .post('/api/account/sign-in')
        .set({ Origin: TEST_ORIGIN, 'X-Requested-With': 'XMLHttpRequest' })
        .send({ email: 'not an address' }),
      await request()
        .post(`/api/listings/${'L'.repeat(16)}/views`)
        .set({ Origin: TEST_ORIGIN, 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' }),
      await request()
        .post(`/api/invoice/${'x'.repeat(38)}/checkout`)
        .set('Origin', TEST_ORIGIN),
    ]
    expect(junk.map((r) => r.status)).toEqual([403, 400, 404, 404])

    await signIn()
    const res = await agent.get('/api/intake')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual([...intakeFeatures].sort())
    expect(res.body).toMatchObject({
      leads: { refused: 1, byReason: { origin: 1 }, byDoor: { 'quote form': 1 } },
      account: { refused: 1, byReason: { invalid: 1 }, byDoor: { 'account sign-in': 1 } },
      listings: { refused: 1, byReason: { invalid: 1 }, byDoor: { 'property website views': 1 } },
      payments: { refused: 1, byReason: { invalid: 1 }, byDoor: { 'invoice checkout': 1 } },
      booking: { refused: 0, byDoor: {} },
    })
  })

  it('has no figures for the agents’ sign-in and the views when the service runs without listings', async () => {
    const { agent, signIn } = await testApp()
    await signIn()
    const res = await agent.get('/api/intake')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ account: null, listings: null, payments: { refused: 0 } })
  })
})
