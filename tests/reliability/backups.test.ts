/**
 * Backups survive the server: the real service (admin-service/server/main.ts in a child process) backs up
 * its data folder continuously to a real s3rver on 127.0.0.1 while it takes 500 changes of every kind
 * (uploads, portfolio adds, edits, deletes and reorders, quote requests and their edits and deletes,
 * listings, their photos and agents, settings) and is killed with SIGKILL at 20 random points. Then the
 * data folder is deleted and restored with `site restore`: every file equals the folder as it was at the
 * last snapshot, every acknowledged write is there, and the site published from it is byte-identical to
 * the one published before. A point-in-time restore returns the folder of that moment; `site backup check`
 * finds nothing wrong.
 */
import { execFile } from 'node:child_process'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import fc from 'fast-check'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeKeys } from '../../content/portfolio/store.ts'
import { findDataFiles } from '../../publisher/backup/dataFiles.ts'
import { ReleaseBuilder } from '../../publisher/ReleaseBuilder.ts'
import { startS3Server } from '../support/s3Server.ts'
import { recordFigures } from './figures.ts'
import {
  bundleMain,
  cheapHash,
  killSpawned,
  multipart,
  removeTempDirs,
  send,
  spawnSignedIn,
  tempDir,
  type Reply,
} from './service.ts'

const SEED = 3501
const CHANGES = 500
const KILLS = 20
const IN_FLIGHT = 4
const POLL_MS = 300

const root = path.resolve(import.meta.dirname, '../..')
const main = path.join(root, '.cache', 'reliability', 'main-backups.mjs')
let s3: Awaited<ReturnType<typeof startS3Server>>

beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'backups' })
  await bundleMain(main) // each restart costs about 0.5 s of CPU
})
afterAll(async () => {
  await killSpawned()
  await s3?.stop()
  await removeTempDirs()
})

const TARGET = 's3://backups/reliability'
/** Every service process's output, once it exited. */
const logs: string[] = []

/** Starts the service over `dataDir` with backups on; resolves once it listens, signed in. */
async function startMain(dataDir: string, env: Record<string, string>) {
  const service = await spawnSignedIn(
    dataDir,
    {
      ...s3.env,
      ADMIN_BACKUP_TARGET: TARGET,
      ADMIN_BACKUP_ENDPOINT: s3.endpoint,
      ADMIN_BACKUP_POLL_MS: String(POLL_MS),
      ...env,
    },
    { script: main },
  )
  void service.exited.then(() => logs.push(service.output()))
  const base = new URL(service.origin)
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT + 2 })
  const headers = { Origin: service.origin, 'X-Requested-With': 'XMLHttpRequest', Cookie: service.cookie }
  const request = (method: string, url: string, body?: unknown, localAddress?: string) =>
    send(agent, base, {
      method,
      path: url,
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      localAddress,
    })
  const upload = (url: string, field: string, file: Buffer, name: string) => {
    const { body, contentType } = multipart([file], name, 'image/jpeg', field)
    return send(agent, base, {
      method: 'POST',
      path: url,
      headers: { ...headers, 'Content-Type': contentType },
      body,
    })
  }
  const kill = async () => {
    await service.kill()
    agent.destroy()
  }
  const stop = async () => {
    await service.stop()
    agent.destroy()
  }
  return { request, upload, kill, stop }
}
type Service = Awaited<ReturnType<typeof startMain>>

const json = <T>(reply: Reply) => JSON.parse(reply.text) as T

/** Resolves once `check` holds, looking every 100 ms; generous: the machine may be loaded. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

type BackupStatus = { lastSnapshot: { id: string; takenAt: string } | null; backedUpAsOf: string | null }

/**
 * Waits until the data folder is quiet and backed up: every write acknowledged before `since` in the
 * backup, and no new snapshot for three poll intervals of looks (background work such as an upload's
 * variants is then in it too).
 */
async function settledSnapshot(service: Service, since: number): Promise<BackupStatus['lastSnapshot']> {
  let seen: { id: string; at: number } | null = null
  let snapshot: BackupStatus['lastSnapshot'] = null
  await until(async () => {
    const status = json<BackupStatus>(await service.request('GET', '/api/backup/status'))
    snapshot = status.lastSnapshot
    const asOf = Date.parse(status.backedUpAsOf ?? '')
    if (!snapshot || !(asOf > since)) return false
    if (seen?.id !== snapshot.id) seen = { id: snapshot.id, at: Date.now() }
    return asOf > seen.at + 3 * POLL_MS
  }, 'a settled snapshot')
  return snapshot
}

/** The backed-up files of a data folder, as base64 by path. */
async function backedUpFiles(dataDir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const file of await findDataFiles(dataDir, false)) out[file.rel] = (await readFile(file.abs)).toString('base64')
  return out
}

const run = promisify(execFile)
const site = (args: string[]) =>
  run(process.execPath, ['bin/site.js', ...args], { cwd: root, env: { ...process.env, ...s3.env } })

/** What the restored folder must show: each acknowledged write, latest per entity. */
type Expectation = (state: Stores) => boolean
type Stores = {
  portfolio: Record<string, { id: string; title: string }[]>
  leads: { leads: { id: string; status: string }[] }
  listings: {
    listings: { id: string; price?: number; media: { id: string }[] }[]
    agents: { id: string; phone: string }[]
  }
  uploads: Set<string>
}

async function readStores(dataDir: string): Promise<Stores> {
  const read = async (name: string) => JSON.parse(await readFile(path.join(dataDir, name), 'utf8'))
  const files = await findDataFiles(dataDir, false)
  return {
    portfolio: await read('portfolio.json'),
    leads: await read('leads.json'),
    listings: await read('listings.json'),
    uploads: new Set(files.filter((f) => f.rel.startsWith('uploads/')).map((f) => `/${f.rel}`)),
  }
}

describe('backups under kill -9', () => {
  // A full build, 20 restarts of the service and two publishes: the test's time grows with whatever else the
  // machine runs (a full build beside it, say), so it has ten minutes, not five.
  it('restore the last acknowledged state and republish the same site', { timeout: 600_000 }, async ({ task }) => {
    const started = Date.now()
    const work = await tempDir('backups')
    const dataDir = path.join(work, 'data')
    const releasesDir = path.join(work, 'releases')
    await mkdir(path.join(dataDir, 'uploads'), { recursive: true })
    // A stored owner account with a test-cost hash (a secret: not in the backups unless opted in).
    await writeFile(
      path.join(dataDir, 'owner.json'),
      JSON.stringify({ name: 'Owner', passwordHash: await cheapHash() }),
    )

    // The base of partial publishes, built while the changes run (a full build: the slowest part), from an
    // empty store of its own: a publish re-renders the portfolio pages from the store it is given.
    const baseData = path.join(work, 'base-data')
    await mkdir(path.join(baseData, 'uploads'), { recursive: true })
    await writeFile(
      path.join(baseData, 'portfolio.json'),
      JSON.stringify(Object.fromEntries(storeKeys.map((k) => [k, []]))),
    )
    const baseBuilt = (async () => {
      const builder = new ReleaseBuilder({
        releasesDir,
        env: {
          ...process.env,
          PORTFOLIO_STORE: path.join(baseData, 'portfolio.json'),
          UPLOADS_DIR: path.join(baseData, 'uploads'),
        },
      })
      await mkdir(releasesDir, { recursive: true })
      await builder.build(path.join(work, 'base-build'), new AbortController().signal)
      builder.close()
    })()
    baseBuilt.catch(() => {})

    const photos = await Promise.all(
      ['#b96', '#69b', '#9b6', '#666'].map((c) =>
        sharp({ create: { width: 96, height: 64, channels: 3, background: c } })
          .jpeg()
          .toBuffer(),
      ),
    )
    const kinds = [
      'upload',
      'addItem',
      'addItem',
      'updateItem',
      'deleteItem',
      'reorder',
      'lead',
      'leadPatch',
      'leadDelete',
      'listing',
      'listingUpdate',
      'listingPhoto',
      'agent',
      'agentUpdate',
      'settings',
    ] as const
    type Kind = (typeof kinds)[number]
    const plan = fc.sample(fc.constantFrom(...kinds), { seed: SEED, numRuns: CHANGES })
    const killAt = new Set(
      fc.sample(fc.integer({ min: 10, max: CHANGES - 10 }), { seed: SEED + 1, numRuns: KILLS * 3 }).slice(0),
    )
    const killPoints = [...killAt].slice(0, KILLS).sort((a, b) => a - b)

    const expectations = new Map<string, Expectation>()
    const uploads: string[] = []
    const items: { key: string; id: string; title: string }[] = []
    const leads: string[] = []
    const listings: string[] = []
    const agents: string[] = []
    let leadsSent = 0
    let lastAckAt = Date.now()
    const figures = { changes: 0, acked: 0, uncertain: 0, refused: 0, kills: 0, restarts: 0 }

    /** One change: its request and what an acknowledgement promises (or null for a change that makes no promise). */
    /** Entities a change in flight works on: another change picks a different one (their order is unknown). */
    const busy = new Set<string>()
    const change = async (service: Service, kind: Kind, n: number, claim: (key: string) => void): Promise<void> => {
      const pick = <T>(list: T[], key: (t: T) => string) => {
        const free = list.filter((t) => !busy.has(key(t)))
        const chosen = free[(n * 7919) % Math.max(1, free.length)]
        if (chosen !== undefined) claim(key(chosen))
        return chosen
      }
      const pickUpload = () => uploads[(n * 7919) % uploads.length]
      let reply: Reply
      let onAck: (body: Record<string, unknown>) => void = () => {}
      let entity: string | null = null
      switch (kind) {
        case 'upload': {
          reply = await service.upload('/api/upload', 'file', photos[n % photos.length]!, `photo-${n}.jpg`)
          onAck = (b) => {
            const url = b.url as string
            uploads.push(url)
            expectations.set(`upload ${url}`, (s) => s.uploads.has(url))
          }
          break
        }
        case 'addItem': {
          const key = storeKeys[n % storeKeys.length]!
          const id = `item-${n}`
          const title = `Item ${n}`
          const src = pickUpload()
          if (!src) return change(service, 'upload', n, claim)
          entity = `item ${key}/${id}`
          claim(entity)
          reply = await service.request('POST', `/api/portfolio/${key}`, {
            id,
            title,
            description: 'd',
            type: 'image',
            src,
            alt: 'A photo',
          })
          onAck = () => {
            items.push({ key, id, title })
            expectations.set(entity!, (s) => s.portfolio[key]!.some((i) => i.id === id && i.title === title))
          }
          break
        }
        case 'updateItem':
        case 'deleteItem': {
          const item = pick(items, (i) => `item ${i.key}/${i.id}`)
          if (!item) return change(service, 'addItem', n, claim)
          entity = `item ${item.key}/${item.id}`
          if (kind === 'deleteItem') {
            items.splice(items.indexOf(item), 1)
            reply = await service.request('DELETE', `/api/portfolio/${item.key}/${item.id}`)
            onAck = () => expectations.set(entity!, (s) => !s.portfolio[item.key]!.some((i) => i.id === item.id))
          } else {
            const title = `Item ${item.id} edit ${n}`
            const src = pickUpload()!
            reply = await service.request('PUT', `/api/portfolio/${item.key}`, {
              id: item.id,
              title,
              description: 'e',
              type: 'image',
              src,
              alt: 'A photo',
            })
            onAck = () => {
              item.title = title
              expectations.set(entity!, (s) =>
                s.portfolio[item.key]!.some((i) => i.id === item.id && i.title === title),
              )
            }
          }
          break
        }
        case 'reorder': {
          const key = pick([...storeKeys], (k) => `order ${k}`)
          if (!key) return
          const now = json<Record<string, { id: string }[]>>(await service.request('GET', '/api/admin/portfolio'))
          const ids = now[key]!.map((i) => i.id).reverse()
          reply = await service.request('PUT', `/api/portfolio/${key}/order`, { ids })
          entity = `order ${key}`
          // An add or delete in the group between the read and the reorder: refused (400), nothing promised.
          if (reply.status === 400) return
          // A later add or delete in the group changes the order again: only the relative order of these ids is promised.
          onAck = () =>
            expectations.set(entity!, (s) => {
              const order = s.portfolio[key]!.map((i) => i.id).filter((id) => ids.includes(id))
              const expected = ids.filter((id) => order.includes(id))
              return JSON.stringify(order) === JSON.stringify(expected)
            })
          break
        }
        case 'lead': {
          // 5 an hour per address: each address sends at most 5 (127.0.0.2, 127.0.0.3...).
          if (leadsSent >= 60) return change(service, 'leadPatch', n, claim)
          const from = `127.0.0.${2 + Math.floor(leadsSent++ / 5)}`
          reply = await service.request(
            'POST',
            '/api/leads',
            {
              name: `Client ${n}`,
              email: `client${n}@example.com`,
              services: ['drone'],
              consent: true,
              website: '',
              fillMs: 9000,
            },
            from,
          )
          onAck = (b) => {
            const id = b.id as string
            leads.push(id)
            expectations.set(`lead ${id}`, (s) => s.leads.leads.some((l) => l.id === id))
          }
          break
        }
        case 'leadPatch':
        case 'leadDelete': {
          const id = pick(leads, (l) => `lead ${l}`)
          if (!id) return change(service, 'lead', n, claim)
          entity = `lead ${id}`
          if (kind === 'leadDelete') {
            leads.splice(leads.indexOf(id), 1)
            reply = await service.request('DELETE', `/api/leads/${id}`)
            onAck = () => expectations.set(entity!, (s) => !s.leads.leads.some((l) => l.id === id))
          } else {
            const status = (['contacted', 'quoted', 'won', 'lost'] as const)[n % 4]!
            reply = await service.request('PATCH', `/api/leads/${id}`, { status, notes: `note ${n}` })
            onAck = () =>
              expectations.set(entity!, (s) => s.leads.leads.some((l) => l.id === id && l.status === status))
          }
          break
        }
        case 'listing': {
          reply = await service.request('POST', '/api/listings', {
            address: { street: `${n} Maple Ave`, city: 'Toronto', postalCode: 'M4E 1A1' },
          })
          onAck = (b) => {
            const id = (b.listing as { id: string }).id
            listings.push(id)
            expectations.set(`listing ${id}`, (s) => s.listings.listings.some((l) => l.id === id))
          }
          break
        }
        case 'listingUpdate': {
          const id = pick(listings, (l) => `listing ${l}`)
          if (!id) return change(service, 'listing', n, claim)
          const price = 500_000 + n
          entity = `listing ${id}`
          reply = await service.request('PUT', `/api/listings/${id}`, { price, description: `Edit ${n}` })
          onAck = () =>
            expectations.set(entity!, (s) => s.listings.listings.some((l) => l.id === id && l.price === price))
          break
        }
        case 'listingPhoto': {
          const id = pick(listings, (l) => `listing ${l}`)
          if (!id) return change(service, 'listing', n, claim)
          reply = await service.upload(
            `/api/listings/${id}/media`,
            'files',
            photos[n % photos.length]!,
            `front-${n}.jpg`,
          )
          onAck = (b) => {
            const mediaId = (b.media as { id: string }[])[0]!.id
            expectations.set(`media ${mediaId}`, (s) =>
              s.listings.listings.some((l) => l.id === id && l.media.some((m) => m.id === mediaId)),
            )
          }
          break
        }
        case 'agent': {
          reply = await service.request('POST', '/api/agents', {
            name: `Agent ${n}`,
            brokerage: 'Lakeside Realty',
            phone: '+1 416 555 0199',
            email: `agent${n}@example.com`,
          })
          onAck = (b) => {
            const id = (b.agent as { id: string }).id
            agents.push(id)
            expectations.set(`agent ${id}`, (s) => s.listings.agents.some((a) => a.id === id))
          }
          break
        }
        case 'agentUpdate': {
          const id = pick(agents, (a) => `agent ${a}`)
          if (!id) return change(service, 'agent', n, claim)
          const phone = `+1 416 555 ${String(1000 + (n % 9000)).padStart(4, '0')}`
          entity = `agent ${id}`
          reply = await service.request('PUT', `/api/agents/${id}`, { phone })
          onAck = () =>
            expectations.set(entity!, (s) => s.listings.agents.some((a) => a.id === id && a.phone === phone))
          break
        }
        case 'settings': {
          reply =
            n % 2
              ? await service.request('PUT', '/api/leads/settings', { retentionMonths: 12 + (n % 12) })
              : await service.request('PUT', '/api/listings/settings', { mlsLongEdge: 1600 + (n % 10) * 100 })
          break
        }
      }
      figures.changes++
      if (reply.status >= 200 && reply.status < 300) {
        figures.acked++
        lastAckAt = Date.now()
        onAck(reply.text ? json(reply) : {})
      } else {
        figures.refused++
        throw new Error(`${kind} answered ${reply.status}: ${reply.text}`)
      }
    }

    let service = await startMain(dataDir, { SITE_DIR: path.join(work, 'no-site') })
    let next = 0
    const inFlight = new Set<Promise<void>>()
    let quiet: { at: Date; files: Record<string, string> } | null = null
    for (const [index, kind] of plan.entries()) {
      if (killPoints[next] === index) {
        next++
        await service.kill()
        figures.kills++
        await Promise.allSettled([...inFlight])
        service = await startMain(dataDir, { SITE_DIR: path.join(work, 'no-site') })
        figures.restarts++
      }
      if (index === CHANGES / 2) {
        // A quiet moment, backed up: what a point-in-time restore to now must give back.
        await Promise.allSettled([...inFlight])
        await settledSnapshot(service, lastAckAt)
        quiet = { at: new Date(), files: await backedUpFiles(dataDir) }
      }
      const claimed: string[] = []
      const claim = (key: string) => {
        busy.add(key)
        claimed.push(key)
      }
      const p: Promise<void> = change(service, kind, index, claim)
        .catch((error: Error) => {
          // Cut off by a kill: it may or may not have been applied, so nothing is promised of its entity.
          if (!/ECONNRESET|ECONNREFUSED|socket hang up|EPIPE/.test(error.message)) throw error
          figures.uncertain++
          for (const key of claimed) expectations.delete(key)
        })
        .finally(() => {
          for (const key of claimed) busy.delete(key)
        })
      inFlight.add(p)
      void p.finally(() => inFlight.delete(p))
      if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight)
    }
    await Promise.all(inFlight)

    // The last acknowledged state, backed up; then the disaster.
    const lastSnapshot = await settledSnapshot(service, lastAckAt)
    const before = await backedUpFiles(dataDir)
    await service.kill()
    const changesDone = Date.now()

    // The site published from the data before the disaster (a partial publish over the base).
    await baseBuilt
    const publish = async (label: string) => {
      const builder = new ReleaseBuilder({
        releasesDir,
        env: {
          ...process.env,
          PORTFOLIO_STORE: path.join(dataDir, 'portfolio.json'),
          UPLOADS_DIR: path.join(dataDir, 'uploads'),
        },
      })
      const out = path.join(work, label)
      try {
        await builder.build(out, new AbortController().signal)
        expect(builder.lastKind).toBe('partial')
      } finally {
        builder.close()
      }
      return path.join(out, 'client')
    }
    const siteBefore = await publish('site-before')

    await rm(dataDir, { recursive: true, force: true })
    const restoreStarted = Date.now()
    await site(['restore', '--from', TARGET, '--endpoint', s3.endpoint, '--data-dir', dataDir])
    const restoreMs = Date.now() - restoreStarted
    const after = await backedUpFiles(dataDir)
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort())
    for (const file of Object.keys(before)) expect(after[file], file).toBe(before[file])
    const stores = await readStores(dataDir)
    const broken = [...expectations].filter(([, holds]) => !holds(stores)).map(([key]) => key)
    expect(broken).toEqual([])

    const siteAfter = await publish('site-after')
    const compared = await run(process.execPath, ['scripts/compare-builds.mjs', siteBefore, siteAfter], {
      cwd: root,
    }).then(
      (r) => ({ ok: true, text: r.stdout }),
      (e: { stdout?: string }) => ({ ok: false, text: e.stdout ?? '' }),
    )
    expect(compared.ok, `the republished site differs:\n${compared.text}`).toBe(true)

    // A point in time: the quiet moment in the middle.
    const pit = path.join(work, 'pit')
    await site([
      'restore',
      '--from',
      TARGET,
      '--endpoint',
      s3.endpoint,
      '--at',
      quiet!.at.toISOString(),
      '--data-dir',
      pit,
    ])
    expect(await backedUpFiles(pit)).toEqual(quiet!.files)

    // Nothing wrong in the target; a restore over a folder in use or not empty is refused.
    const check = await site(['backup', 'check', '--target', TARGET, '--endpoint', s3.endpoint])
    expect(check.stdout).toContain('No problems found')
    await writeFile(
      path.join(dataDir, 'owner.json'),
      JSON.stringify({ name: 'Owner', passwordHash: await cheapHash() }),
    )
    const inUse = await startMain(dataDir, { SITE_DIR: path.join(work, 'no-site'), ADMIN_BACKUP_TARGET: '' })
    await expect(
      site(['restore', '--from', TARGET, '--endpoint', s3.endpoint, '--data-dir', dataDir, '--force']),
    ).rejects.toThrow(/in use by process/)
    await inUse.stop()
    await expect(site(['restore', '--from', TARGET, '--endpoint', s3.endpoint, '--data-dir', pit])).rejects.toThrow(
      /not empty/,
    )

    const snapshots = (await s3.keys('reliability/snapshots/')).length
    const lines = logs.join('\n').split('\n')
    const failures = lines.filter((l) => l.startsWith('Backup failed'))
    if (failures.length) console.log(`Backup failures logged:\n${[...new Set(failures)].slice(0, 5).join('\n')}`)
    recordFigures(task, 'backups', {
      ...figures,
      expectations: expectations.size,
      snapshots,
      'snapshot failures logged': failures.length,
      'files restored': Object.keys(after).length,
      'restore (ms)': restoreMs,
      'last snapshot': lastSnapshot?.id ?? '',
      'changes and kills (s)': Math.round((changesDone - started) / 1000),
      'whole test (s)': Math.round((Date.now() - started) / 1000),
    })
  })
})
