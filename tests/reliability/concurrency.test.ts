/**
 * Concurrency: thousands of mixed add/update/delete requests at concurrency 32 across the eight
 * services, against an in-memory model. Each of the 32 clients owns its own ids, so the expected answer
 * of every request and the final state are known exactly: nothing lost, nothing phantom, on disk too.
 */
import fc from 'fast-check'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseEmbed } from '../../content/portfolio/embed.ts'
import { portfolioData, resolveStoreKey, storeKeys, type StoreKey } from '../../content/portfolio/store.ts'
import { PortfolioStore } from '../../admin-service/server/portfolio/PortfolioStore.ts'
import { recordFigures } from './figures.ts'
import { NO_CLOCK_LIMIT, progressGuard } from './progress.ts'
import { removeTempDirs, startService } from './service.ts'

const SEED = 1101
const CLIENTS = 32
const OPS_PER_CLIENT = 160
const SLOTS = 4

type Item = {
  id: string
  title: string
  description: string
  type: 'image' | 'video' | 'embed'
  src: string
  alt?: string
}
type Op = { kind: 'add' | 'update' | 'delete'; service: string; slot: number; title: string; type: Item['type'] }

// Store keys and their short names, so both spellings of every service are exercised.
const serviceNames = [
  ...storeKeys,
  'photography',
  'video',
  'drone',
  'matterport',
  'editing',
  'website',
  'brand',
  'ai-services',
]

const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.oneof(
    { weight: 5, arbitrary: fc.constant('add' as const) },
    { weight: 3, arbitrary: fc.constant('update' as const) },
    { weight: 2, arbitrary: fc.constant('delete' as const) },
  ),
  service: fc.constantFrom(...serviceNames),
  slot: fc.integer({ min: 0, max: SLOTS - 1 }),
  title: fc.string({ unit: 'grapheme', maxLength: 60 }),
  type: fc.constantFrom('image' as const, 'video' as const, 'embed' as const),
})

/** The item a request sends, and what the store is expected to hold for it (trimmed, embed normalised). */
function itemFor(client: number, step: number, op: Op): { sent: Item; stored: Item } {
  const id = `c${client}-s${op.slot}`
  const title = `Item ${client}.${step} ${op.title}`
  const src =
    op.type === 'image'
      ? `/uploads/c${client}-s${step}.jpg`
      : op.type === 'video'
        ? `v${String(client).padStart(2, '0')}x${String(step).padStart(7, '0')}`.slice(0, 11)
        : `https://player.vimeo.com/video/${client}${step}`
  const sent = {
    id,
    title,
    description: `Written by client ${client} at step ${step}`,
    type: op.type,
    src,
    alt: `Photo ${client}.${step}`,
  }
  const stored = { ...sent, title: title.trim() }
  if (op.type === 'embed') stored.src = (parseEmbed(src, stored.title) as { markup: string }).markup
  return { sent, stored }
}

const byId = (items: readonly Item[]) => new Map(items.map((i) => [i.id, i]))

describe('concurrency', () => {
  const service = startService({ sockets: CLIENTS })
  afterAll(async () => {
    await (await service).stop().catch(() => {}) // the test stops it itself
    await removeTempDirs()
  })

  it(
    'keeps every acknowledged write and nothing else under 32 concurrent clients',
    { timeout: NO_CLOCK_LIMIT },
    async ({ task }) => {
      const { json, signIn, storeFile, stop, store, uploadsDir } = await service
      const cookie = await signIn()
      const model = new Map<StoreKey, Map<string, Item>>(storeKeys.map((k) => [k, new Map()]))
      let requests = 0
      let acknowledged = 0
      let refusedAsExpected = 0
      let unexpected = 0
      let serverErrors = 0
      const surprises: string[] = []

      const client = async (c: number) => {
        const [ops] = fc.sample(fc.array(opArb, { minLength: OPS_PER_CLIENT, maxLength: OPS_PER_CLIENT }), {
          seed: SEED + c,
          numRuns: 1,
        })
        for (const [step, op] of ops!.entries()) {
          const key = resolveStoreKey(op.service)!
          const { sent, stored } = itemFor(c, step, op)
          // Items name stored uploads only: the picture is there before the request.
          if (op.type === 'image') await writeFile(path.join(uploadsDir, path.basename(sent.src)), 'x')
          const exists = model.get(key)!.has(sent.id)
          const res =
            op.kind === 'add'
              ? await json('POST', `/api/portfolio/${op.service}`, sent, cookie)
              : op.kind === 'update'
                ? await json('PUT', `/api/portfolio/${op.service}`, sent, cookie)
                : await json('DELETE', `/api/portfolio/${op.service}/${sent.id}`, undefined, cookie)
          requests++
          progress.step()
          if (res.status >= 500) serverErrors++
          const expected = op.kind === 'add' ? (exists ? 409 : 201) : exists ? 200 : 404
          if (res.status !== expected) {
            unexpected++
            surprises.push(
              `${op.kind} ${key}/${sent.id}: ${res.status} (expected ${expected}) ${res.text.slice(0, 200)}`,
            )
            continue
          }
          if (res.status >= 400) {
            refusedAsExpected++
            continue
          }
          acknowledged++
          if (op.kind === 'delete') model.get(key)!.delete(sent.id)
          else model.get(key)!.set(sent.id, stored)
        }
      }

      const started = performance.now()
      const progress = progressGuard('concurrency: 32 clients')
      await progress.run(Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c))))
      const seconds = (performance.now() - started) / 1000

      const compare = (label: string, data: Record<StoreKey, readonly Item[]>) => {
        let lost = 0
        let phantom = 0
        for (const key of storeKeys) {
          const actual = byId(data[key])
          if (actual.size !== data[key].length) phantom += data[key].length - actual.size // duplicated ids
          for (const [id, item] of model.get(key)!) {
            const got = actual.get(id)
            if (!got || JSON.stringify(got) !== JSON.stringify(item)) {
              lost++
              surprises.push(`${label}: ${key}/${id} lost or stale`)
            }
          }
          for (const id of actual.keys()) {
            if (!model.get(key)!.has(id)) {
              phantom++
              surprises.push(`${label}: ${key}/${id} phantom`)
            }
          }
        }
        return { lost, phantom }
      }

      const live = compare('live', store.data)
      await stop()
      const onDisk = compare('disk', portfolioData.parse(JSON.parse(await readFile(storeFile, 'utf8'))))
      const reopened = await PortfolioStore.open(storeFile)
      const afterReopen = compare('reopened', reopened.data)
      await reopened.close()

      recordFigures(task, 'concurrency', {
        requests,
        'concurrent clients': CLIENTS,
        'acknowledged writes': acknowledged,
        'refused as the model predicted (404/409)': refusedAsExpected,
        'unexpected answers': unexpected,
        '5xx responses': serverErrors,
        'lost updates': live.lost + onDisk.lost + afterReopen.lost,
        'phantom updates': live.phantom + onDisk.phantom + afterReopen.phantom,
        'items at the end': storeKeys.reduce((n, k) => n + model.get(k)!.size, 0),
        'durable writes per second': Math.round(acknowledged / seconds),
        seconds: seconds.toFixed(1),
      })
      expect(surprises.slice(0, 20)).toEqual([])
      expect(requests).toBeGreaterThanOrEqual(5000)
      expect(serverErrors).toBe(0)
    },
  )
})
