/**
 * The invoice checkout's door on the real service (admin-service/server/main.ts, a child process, card
 * payments set up against a local stand-in for Stripe's API that counts the Checkout Sessions made): a
 * flood at one invoice's link, from 100 client addresses of their own (127.0.N.x), valid checkouts and
 * altered links mixed, makes at most that invoice's budget of sessions, and afterwards a client paying
 * another invoice from a new address is sent on to Stripe.
 */
import http from 'node:http'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_PAYMENT_LIMITS } from '../../admin-service/server/payments/paymentLimits.ts'
import { stripeStandIn } from '../support/stripeStandIn.ts'
import { recordFigures } from './figures.ts'
import { NO_CLOCK_LIMIT, progressGuard } from './progress.ts'
import { cheapHash, killSpawned, removeTempDirs, send, spawnSignedIn, tempDir } from './service.ts'

const agent = new http.Agent({ keepAlive: false })
const closers: (() => Promise<void>)[] = []
afterAll(async () => {
  await killSpawned()
  for (const close of closers) await close()
  agent.destroy()
  await removeTempDirs()
})

/** 100 addresses, each sending 10 checkouts of the flooded invoice and 5 with its link altered. */
const ADDRESSES = 100
const VALID_EACH = 10
const ALTERED_EACH = 5

describe('the invoice checkout under a flood', () => {
  it(
    'makes at most one invoice’s budget of Checkout Sessions for it, and another invoice’s checkout still works',
    async ({ task }) => {
      const stripe = await stripeStandIn()
      closers.push(stripe.close)
      const dataDir = await tempDir('checkout-flood')
      const siteDir = path.join(dataDir, 'site')
      await mkdir(siteDir)
      await writeFile(
        path.join(dataDir, 'owner.json'),
        JSON.stringify({ name: 'Owner', passwordHash: await cheapHash() }),
      )
      const service = await spawnSignedIn(dataDir, {
        SITE_DIR: siteDir,
        STRIPE_SECRET_KEY: 'sk_test_checkout_flood',
        STRIPE_WEBHOOK_SECRET: 'whsec_checkout_flood',
        STRIPE_API_BASE: `http://127.0.0.1:${stripe.port}`,
      })
      const owner = async (url: string, body?: unknown) => {
        const res = await fetch(`${service.origin}${url}`, {
          method: 'POST',
          headers: service.headers,
          body: JSON.stringify(body ?? {}),
        })
        if (res.status !== 201) throw new Error(`${url}: ${res.status} ${await res.text()}`)
        return (await res.json()) as { id: string; token: string }
      }
      const invoiceFor = async (name: string) => {
        const order = await owner('/api/orders', {
          client: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` },
          lines: [{ description: 'Photography', amountCents: 30000 }],
        })
        return owner(`/api/orders/${order.id}/invoice`)
      }
      const flooded = await invoiceFor('Avery Agent')
      const other = await invoiceFor('Blake Broker')
      const base = new URL(service.origin)
      const checkout = (token: string, from: string) =>
        send(agent, base, {
          method: 'POST',
          path: `/api/invoice/${token}/checkout`,
          headers: { Origin: service.origin, Accept: 'application/json' },
          localAddress: from,
        })
      const altered = (n: number) => `${flooded.token.slice(0, -4)}${String(n % 10_000).padStart(4, '0')}`

      const answers = new Map<number, number>()
      const guard = progressGuard('checkout flood')
      for (let round = 0; round < 10; round++) {
        const work = Promise.all(
          Array.from({ length: ADDRESSES / 10 }, async (_, i) => {
            const n = round * (ADDRESSES / 10) + i
            const from = `127.0.${Math.floor(n / 200) + 60}.${(n % 200) + 2}`
            const tokens = [
              ...Array<string>(VALID_EACH).fill(flooded.token),
              ...Array.from({ length: ALTERED_EACH }, (_, k) => altered(n * ALTERED_EACH + k)),
            ]
            for (const token of tokens) {
              const res = await checkout(token, from)
              answers.set(res.status, (answers.get(res.status) ?? 0) + 1)
              guard.step()
            }
          }),
        )
        await guard.run(work)
      }
      const sessionsFor = (invoiceId: string) =>
        stripe.received.filter((r) => r.fields.get('client_reference_id') === invoiceId).length
      const floodedSessions = sessionsFor(flooded.id)
      expect(answers.get(500) ?? 0).toBe(0)
      expect(floodedSessions).toBe(DEFAULT_PAYMENT_LIMITS.checkoutsPerInvoice)

      // A client of another invoice, from an address of its own: sent on to Stripe's page.
      const paying = await checkout(other.token, '127.0.70.2')
      expect(paying.status, paying.text).toBe(200)
      expect(JSON.parse(paying.text)).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) })
      expect(sessionsFor(other.id)).toBe(1)
      recordFigures(task, 'checkout flood', {
        'requests from 100 addresses': ADDRESSES * (VALID_EACH + ALTERED_EACH),
        answers: [...answers].map(([status, n]) => `${status}: ${n}`).join(', '),
        'sessions for the flooded invoice': floodedSessions,
        "another invoice's checkout": paying.status,
      })
      await service.stop()
    },
    NO_CLOCK_LIMIT,
  )
})
