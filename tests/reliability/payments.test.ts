/**
 * Invoice numbers under a crash: the real service (admin-service/server/main.ts, a child process) takes
 * bursts of 20 concurrent invoice issues and is killed with SIGKILL in the middle of each, then restarted
 * over the same data directory. After every restart payments.json parses, its invoice numbers run from
 * NF-<year>-0001 with no gap and no repeat (a voided invoice keeps its number), every issue the service
 * answered 201 for is there under the number it answered, and the next issue continues the series.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordFigures } from './figures.ts'
import { NO_CLOCK_LIMIT, progressGuard } from './progress.ts'
import { bundleMain, cheapHash, killSpawned, removeTempDirs, spawnSignedIn, tempDir } from './service.ts'

const SEED = 4747
const KILLS = 6
const BURST = 20

const main = path.join(path.resolve(import.meta.dirname, '../..'), '.cache', 'reliability', 'payments-main.mjs')
beforeAll(() => bundleMain(main))
afterAll(async () => {
  await killSpawned()
  await removeTempDirs()
})

type Stored = { invoices: { id: string; number: string; orderId: string; voidedAt: string | null }[] }
const storedFile = async (dataDir: string): Promise<Stored> =>
  JSON.parse(await readFile(path.join(dataDir, 'payments.json'), 'utf8')) as Stored

/** The numbers' positions in the series: 1, 2, 3... for NF-<year>-0001, -0002, -0003. */
const positions = (stored: Stored) =>
  stored.invoices.map((i) => {
    const match = /^NF-\d{4}-(\d{4,})$/.exec(i.number)
    return match ? Number(match[1]) : Number.NaN
  })

describe('invoice numbers under SIGKILL', () => {
  it(
    'stay sequential with no gap or repeat, and keep every invoice answered 201, across kill -9 and restarts',
    async ({ task }) => {
      const progress = progressGuard('payments crash test')
      const dataDir = await tempDir('payments')
      const siteDir = path.join(dataDir, 'site')
      await mkdir(siteDir)
      await writeFile(
        path.join(dataDir, 'owner.json'),
        JSON.stringify({ name: 'Owner', passwordHash: await cheapHash() }),
      )
      const killAfter = fc.sample(fc.integer({ min: 1, max: BURST - 4 }), { seed: SEED, numRuns: KILLS })
      const acknowledged = new Map<string, string>()
      const figures = { kills: 0, issued: 0, acknowledged: 0, cutOff: 0, voided: 0 }

      await progress.run(
        (async () => {
          for (const [cycle, acks] of killAfter.entries()) {
            const service = await spawnSignedIn(dataDir, { SITE_DIR: siteDir }, { script: main })
            const api = (method: string, url: string, body?: unknown) =>
              fetch(`${service.origin}${url}`, {
                method,
                headers: service.headers,
                body: body === undefined ? undefined : JSON.stringify(body),
              })
            // After a restart: the file holds every acknowledged invoice, numbered 1..n without a gap.
            const stored = await storedFile(dataDir)
            expect(positions(stored)).toEqual(stored.invoices.map((_, n) => n + 1))
            for (const [id, number] of acknowledged)
              expect(stored.invoices.find((i) => i.id === id)?.number, `${number} after kill ${cycle}`).toBe(number)

            const orders: string[] = []
            for (let n = 0; n < BURST; n++) {
              const res = await api('POST', '/api/orders', {
                client: { name: `Client ${cycle}-${n}`, email: `client${n}@example.com` },
                lines: [{ description: 'Photography', amountCents: 24900 + n }],
              })
              expect(res.status).toBe(201)
              orders.push(((await res.json()) as { id: string }).id)
              progress.step()
            }
            // One voided invoice per cycle keeps its number; its order is invoiced again in the burst.
            const first = (await (await api('POST', `/api/orders/${orders[0]}/invoice`)).json()) as {
              id: string
              number: string
            }
            acknowledged.set(first.id, first.number)
            expect((await api('POST', `/api/invoices/${first.id}/void`)).status).toBe(200)
            figures.voided++

            let answered = 0
            await new Promise<void>((resolve) => {
              let settled = 0
              for (const order of orders)
                api('POST', `/api/orders/${order}/invoice`)
                  .then(async (res) => {
                    if (res.status !== 201) throw new Error(`issue answered ${res.status}: ${await res.text()}`)
                    const invoice = (await res.json()) as { id: string; number: string }
                    acknowledged.set(invoice.id, invoice.number)
                    figures.acknowledged++
                    progress.step()
                    if (++answered === acks) void service.kill().then(resolve)
                  })
                  .catch((error: Error) => {
                    // Only a connection the kill cut off may fail.
                    if (!/fetch failed|terminated|ECONNRESET|socket/i.test(`${error.message} ${String(error.cause)}`))
                      throw error
                    figures.cutOff++
                  })
                  .finally(() => {
                    if (++settled === orders.length) void service.kill().then(resolve)
                  })
            })
            figures.kills++
          }

          const service = await spawnSignedIn(dataDir, { SITE_DIR: siteDir }, { script: main })
          const stored = await storedFile(dataDir)
          figures.issued = stored.invoices.length
          expect(positions(stored)).toEqual(stored.invoices.map((_, n) => n + 1))
          expect(new Set(stored.invoices.map((i) => i.number)).size).toBe(stored.invoices.length)
          for (const [id, number] of acknowledged) expect(stored.invoices.find((i) => i.id === id)?.number).toBe(number)
          expect(stored.invoices.filter((i) => i.voidedAt !== null)).toHaveLength(KILLS)
          // The series continues after the last number ever issued.
          const order = (await (
            await fetch(`${service.origin}/api/orders`, {
              method: 'POST',
              headers: service.headers,
              body: JSON.stringify({
                client: { name: 'Last', email: 'last@example.com' },
                lines: [{ description: 'Photography', amountCents: 100 }],
              }),
            })
          ).json()) as { id: string }
          const next = (await (
            await fetch(`${service.origin}/api/orders/${order.id}/invoice`, {
              method: 'POST',
              headers: service.headers,
            })
          ).json()) as { number: string }
          expect(Number(next.number.slice(-4))).toBe(stored.invoices.length + 1)
          await service.stop()
        })(),
      )
      recordFigures(task, 'payments', figures)
      expect(figures.kills).toBe(KILLS)
    },
    NO_CLOCK_LIMIT,
  )
})
