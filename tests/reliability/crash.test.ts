/**
 * Crash safety: the service process (admin-service/server/main.ts) is killed with SIGKILL during
 * bursts of writes, again and again, and restarted over the same data directory each time. After every
 * kill the store file must parse and hold every acknowledged write; after every restart no stale temp
 * file may be left next to it.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portfolioData, storeKeys, type PortfolioData } from '../../content/portfolio/store.ts'
import { recordFigures } from './figures.ts'
import { NO_CLOCK_LIMIT, progressGuard } from './progress.ts'
import { bundleMain, cheapHash, killSpawned, removeTempDirs, spawnSignedIn, tempDir } from './service.ts'

const SEED = 1102
const LANES = 2
const KILLS_PER_LANE = 26
const BURST = 32

const main = path.join(path.resolve(import.meta.dirname, '../..'), '.cache', 'reliability', 'main.mjs')
// main.ts bundled once, so each of the many restarts is quick (service.ts, bundleMain).
beforeAll(() => bundleMain(main))
afterAll(async () => {
  await killSpawned()
  await removeTempDirs()
})

/** Starts the bundled service on a free port over `dataDir`; resolves once it listens, signed in. */
const startMain = (dataDir: string, siteDir: string) => spawnSignedIn(dataDir, { SITE_DIR: siteDir }, { script: main })

const tempFiles = async (dataDir: string) => (await readdir(dataDir)).filter((n) => n.endsWith('.tmp'))

type Expectation = { key: (typeof storeKeys)[number]; id: string; present: boolean; title?: string }

/** One lane: its own data dir, `KILLS_PER_LANE` kill/restart cycles. */
async function lane(n: number, progress: { step(): void }) {
  const dataDir = await tempDir(`crash-${n}`)
  const siteDir = path.join(dataDir, 'site')
  await mkdir(siteDir)
  // A stored owner account with a test-cost hash: main.ts then starts without hashing at production cost.
  await writeFile(path.join(dataDir, 'owner.json'), JSON.stringify({ name: 'Owner', passwordHash: await cheapHash() }))
  // The upload every item of the bursts names (items must name a stored upload).
  await mkdir(path.join(dataDir, 'uploads'))
  await writeFile(path.join(dataDir, 'uploads', 'a.jpg'), 'x')
  const storeFile = path.join(dataDir, 'portfolio.json')
  const plans = fc.sample(
    fc.record({ killAfterAcks: fc.integer({ min: 1, max: BURST - 8 }), deletes: fc.integer({ min: 0, max: 12 }) }),
    { seed: SEED + n, numRuns: KILLS_PER_LANE },
  )
  // What every acknowledged request promised, latest promise per item.
  const promised = new Map<string, Expectation>()
  const figures = { kills: 0, acked: 0, checked: 0, lost: 0, unparsable: 0, staleTemps: 0, leftTemps: 0 }

  const verify = (data: PortfolioData) => {
    for (const e of promised.values()) {
      figures.checked++
      const item = data[e.key].find((i) => i.id === e.id)
      if (e.present ? item?.title !== e.title : item) figures.lost++
    }
  }

  // Temp files a kill left; each restart must remove them (new ones may be in use by then).
  let stale: string[] = []
  const staleStillThere = async () => {
    const now = await tempFiles(dataDir)
    return stale.filter((name) => now.includes(name)).length
  }

  for (const [cycle, plan] of plans.entries()) {
    const service = await startMain(dataDir, siteDir)
    figures.leftTemps += await staleStillThere()
    const present = [...promised.values()].filter((e) => e.present)
    const requests: { body: () => Promise<Response>; promise: Expectation }[] = []
    for (const e of present.slice(0, plan.deletes)) {
      requests.push({
        body: () =>
          fetch(`${service.origin}/api/portfolio/${e.key}/${e.id}`, { method: 'DELETE', headers: service.headers }),
        promise: { key: e.key, id: e.id, present: false },
      })
    }
    for (let i = requests.length; i < BURST; i++) {
      const key = storeKeys[(cycle + i) % storeKeys.length]!
      const id = `lane${n}-cycle${cycle}-${i}`
      const title = `Crash test ${n}/${cycle}/${i}`
      const item = { id, title, description: 'd', type: 'image', src: '/uploads/a.jpg', alt: 'A photo' }
      requests.push({
        body: () =>
          fetch(`${service.origin}/api/portfolio/${key}`, {
            method: 'POST',
            headers: service.headers,
            body: JSON.stringify(item),
          }),
        promise: { key, id, present: true, title },
      })
    }
    // A delete that was never answered may or may not have happened: stop promising either way.
    const uncertain = (p: Expectation) => {
      if (!p.present) promised.delete(`${p.key}/${p.id}`)
    }
    let acks = 0
    let killed = false
    let resolveKill!: () => void
    const killPoint = new Promise<void>((resolve) => (resolveKill = resolve))
    const inFlight = requests.map(({ body, promise }) =>
      body().then(
        async (res) => {
          // A response that arrived is an acknowledgement the store must keep, even if the kill follows.
          if (res.ok) {
            promised.set(`${promise.key}/${promise.id}`, promise)
            figures.acked++
            if (++acks >= plan.killAfterAcks) resolveKill()
          } else {
            uncertain(promise)
            if (!killed) throw new Error(`unexpected ${res.status}: ${await res.text()}`)
          }
        },
        () => uncertain(promise), // cut off by the kill: it may or may not have been applied
      ),
    )
    await Promise.race([killPoint, Promise.all(inFlight)])
    killed = true
    await service.kill()
    figures.kills++
    progress.step()
    await Promise.all(inFlight)
    stale = await tempFiles(dataDir)
    figures.staleTemps += stale.length

    let data: PortfolioData
    try {
      data = portfolioData.parse(JSON.parse(await readFile(storeFile, 'utf8')))
    } catch {
      figures.unparsable++
      continue
    }
    verify(data)
  }
  // The last restart: the service itself must serve every promised write.
  const last = await startMain(dataDir, siteDir)
  figures.leftTemps += await staleStillThere()
  const data = portfolioData.parse(
    await (await fetch(`${last.origin}/api/admin/portfolio`, { headers: last.headers })).json(),
  )
  verify(data)
  await last.kill()
  return figures
}

describe('crash safety', () => {
  // 52 restarts of the service take most of the time: about 185 s on a busy two-core machine, more when
  // busier; the test fails when a lane makes no kill-and-restart for two minutes, not at a fixed time.
  it(
    'keeps every acknowledged write across repeated SIGKILLs during write bursts',
    { timeout: NO_CLOCK_LIMIT },
    async ({ task }) => {
      const started = performance.now()
      const progress = progressGuard('crash safety', 120_000)
      const lanes = await progress.run(Promise.all(Array.from({ length: LANES }, (_, n) => lane(n, progress))))
      const sum = (k: keyof (typeof lanes)[number]) => lanes.reduce((s, l) => s + l[k], 0)
      recordFigures(task, 'crash safety', {
        SIGKILLs: sum('kills'),
        'acknowledged writes': sum('acked'),
        'acknowledged writes checked': sum('checked'),
        'acknowledged writes lost': sum('lost'),
        'unparsable store files': sum('unparsable'),
        'temp files left by the kills': sum('staleTemps'),
        'of those still there after restart': sum('leftTemps'),
        seconds: ((performance.now() - started) / 1000).toFixed(1),
      })
      expect(sum('kills')).toBeGreaterThanOrEqual(50)
      expect(sum('unparsable')).toBe(0)
      expect(sum('lost')).toBe(0)
      expect(sum('leftTemps')).toBe(0)
    },
  )
})
