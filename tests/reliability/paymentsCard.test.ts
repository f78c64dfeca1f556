/**
 * Stripe's webhook against the real service (admin-service/server/main.ts, a child process, with
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set): events signed with the SDK's generateTestHeaderString.
 * The same paid event ($100) sent 10 times at once, racing the owner's e-transfer for the whole amount, is
 * recorded at most once and never pays more than the invoice owes; after a kill -9 and a restart, an event
 * that paid half an invoice records nothing more when it comes again.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paidEvent as signedPaidEvent } from '../support/stripeStandIn.ts'
import { bundleMain, cheapHash, killSpawned, removeTempDirs, spawnSignedIn, tempDir } from './service.ts'

const SECRET = 'whsec_reliability_card'
const env = { STRIPE_SECRET_KEY: 'sk_test_reliability', STRIPE_WEBHOOK_SECRET: SECRET }
const main = path.join(path.resolve(import.meta.dirname, '../..'), '.cache', 'reliability', 'payments-card-main.mjs')
beforeAll(() => bundleMain(main))
afterAll(async () => {
  await killSpawned()
  await removeTempDirs()
})

const paidEvent = (id: string, invoiceId: string, amountCents: number) =>
  signedPaidEvent(SECRET, id, invoiceId, amountCents)

type Stored = { payments: { invoiceId: string; amountCents: number; method: string; reference: string | null }[] }

describe('the Stripe webhook on the real service', () => {
  it('pays once per event, never more than owing, also after kill -9 and a restart', async () => {
    const dataDir = await tempDir('payments-card')
    const siteDir = path.join(dataDir, 'site')
    await mkdir(siteDir)
    await writeFile(
      path.join(dataDir, 'owner.json'),
      JSON.stringify({ name: 'Owner', passwordHash: await cheapHash() }),
    )
    let service = await spawnSignedIn(dataDir, { SITE_DIR: siteDir, ...env }, { script: main })
    const api = async (method: string, url: string, body?: unknown) =>
      fetch(`${service.origin}${url}`, {
        method,
        headers: service.headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const webhook = (event: { payload: string; header: string }) =>
      fetch(`${service.origin}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.header },
        body: event.payload,
      })
    const order = (await (
      await api('POST', '/api/orders', {
        client: { name: 'Avery Agent', email: 'avery@example.com' },
        lines: [{ description: 'Photography', amountCents: 30000 }],
      })
    ).json()) as { id: string }
    const invoice = (await (await api('POST', `/api/orders/${order.id}/invoice`)).json()) as {
      id: string
      totalCents: number
    }
    expect(invoice.totalCents).toBe(33900)

    // A forged signature changes nothing.
    const event = paidEvent('evt_reliability_1', invoice.id, 10000)
    expect((await webhook({ ...event, header: event.header.replace(/v1=\w{6}/, 'v1=000000') })).status).toBe(400)

    // Ten copies of one event at once, racing an e-transfer for the whole amount.
    const [etransfer, ...copies] = await Promise.all([
      api('POST', `/api/invoices/${invoice.id}/payments`, {
        amountCents: 33900,
        method: 'etransfer',
        receivedOn: '2026-11-29',
      }),
      ...Array.from({ length: 10 }, () => webhook(event)),
    ])
    expect(copies.every((res) => res.status === 200)).toBe(true)
    const answers = await Promise.all(copies.map(async (res) => (await res.json()) as { recorded: boolean }))
    const stored = JSON.parse(await readFile(path.join(dataDir, 'payments.json'), 'utf8')) as Stored
    const paid = stored.payments.reduce((sum, p) => sum + p.amountCents, 0)
    expect(paid).toBeLessThanOrEqual(33900)
    const cardPayments = stored.payments.filter((p) => p.reference === 'evt_reliability_1').length
    expect(cardPayments).toBeLessThanOrEqual(1)
    expect(answers.filter((a) => a.recorded)).toHaveLength(cardPayments)
    // Either the e-transfer came first (and the card payment was refused), or the card's $100 did (and
    // the e-transfer for the whole amount was refused with 409).
    expect(stored.payments).toHaveLength(1)
    expect(etransfer!.status).toBe(stored.payments[0]!.method === 'etransfer' ? 201 : 409)

    // kill -9, restart: half of a second invoice paid by card, then its event again after the restart.
    const secondOrder = (await (
      await api('POST', '/api/orders', {
        client: { name: 'Blake Broker', email: 'blake@example.com' },
        lines: [{ description: 'Floor plan', amountCents: 10000 }],
      })
    ).json()) as { id: string }
    const second = (await (await api('POST', `/api/orders/${secondOrder.id}/invoice`)).json()) as {
      id: string
      totalCents: number
    }
    const half = Math.floor(second.totalCents / 2)
    const secondEvent = paidEvent('evt_reliability_2', second.id, half)
    expect(await (await webhook(secondEvent)).json()).toEqual({ received: true, recorded: true })
    await service.kill()
    service = await spawnSignedIn(dataDir, { SITE_DIR: siteDir, ...env }, { script: main })
    const replay = paidEvent('evt_reliability_2', second.id, half)
    expect(await (await webhook(replay)).json()).toEqual({ received: true, recorded: false })
    const after = JSON.parse(await readFile(path.join(dataDir, 'payments.json'), 'utf8')) as Stored
    expect(after.payments.filter((p) => p.invoiceId === second.id)).toHaveLength(1)
    await service.stop()
  })
})
