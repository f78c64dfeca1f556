/**
 * The service as deployed: behind a TLS-terminating reverse proxy that appends X-Forwarded-For (the
 * owner's whole flow works, and a forged leftmost address changes nothing); a second instance on the
 * same folders refuses to start without touching the first one's releases; an item naming an upload
 * that does not exist is refused before anything is published.
 */
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { COMPLETE_MARKER, Publisher } from '../../publisher/Publisher.ts'
import { fakeBuild } from '../support/fakeBuild.ts'
import { selfSignedCertificate, startReverseProxy } from '../support/reverseProxy.ts'
import { recordFigures } from './figures.ts'
import { NO_CLOCK_LIMIT, progressGuard } from './progress.ts'
import { killSpawned, multipart, PASSWORD, removeTempDirs, send, spawnMain, startService, tempDir } from './service.ts'

const stops: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
  await killSpawned()
  await removeTempDirs()
})

const PUBLIC_HOST = 'admin.example.test'
const item = (id: string, src: string) => ({
  id,
  title: `Item ${id}`,
  description: 'A test item',
  type: 'image',
  src,
  alt: 'A test photograph',
})

/** The service with a publisher over a stand-in build, counting the builds it starts. */
async function publishingService(options: { publicOrigin?: string } = {}) {
  const releasesDir = path.join(await tempDir('releases'), 'releases')
  const fake = fakeBuild({ ms: 5 })
  const publisher = new Publisher({ releasesDir, build: fake.build, debounceMs: 20, maxWaitMs: 200 })
  await publisher.init()
  const svc = await startService({ publisher, siteDir: () => publisher.siteDir, ...options })
  // As admin-service/server/startService.ts wires them: every change schedules a publish.
  svc.store.onChange(() => publisher.schedule())
  stops.push(async () => {
    await publisher.stop()
    await svc.stop()
  })
  return { ...svc, publisher, builds: fake.count, releasesDir }
}

describe('deployment', () => {
  it('behind a TLS reverse proxy: the owner signs in, adds, uploads, publishes and rolls back', async ({ task }) => {
    const svc = await publishingService({ publicOrigin: `https://${PUBLIC_HOST}` })
    const tls = selfSignedCertificate(PUBLIC_HOST)
    const proxy = await startReverseProxy(svc.base, tls)
    stops.push(proxy.close)
    // The browser: it trusts the proxy's certificate and sends Host: admin.example.test.
    const agent = new https.Agent({ keepAlive: true, ca: tls.cert })
    stops.push(async () => agent.destroy())
    let cookie = ''
    const call = async (method: string, url: string, body?: { json?: unknown; raw?: Buffer; type?: string }) => {
      const res = await send(agent as unknown as http.Agent, proxy.url, {
        method,
        path: url,
        headers: {
          host: PUBLIC_HOST,
          origin: `https://${PUBLIC_HOST}`,
          'x-requested-with': 'XMLHttpRequest',
          ...(cookie ? { cookie } : {}),
          ...(body ? { 'content-type': body.type ?? 'application/json' } : {}),
        },
        body: body?.raw ?? (body ? JSON.stringify(body.json) : undefined),
      })
      const set = res.headers['set-cookie']
      if (set) cookie = set.map((c) => c.split(';')[0]).join('; ')
      return res
    }
    const published = async () => {
      await svc.publisher.whenIdle()
      return JSON.parse((await call('GET', '/api/publish/status')).text) as { current: string; releases: string[] }
    }

    const signIn = await call('POST', '/api/auth/login', { json: { password: PASSWORD } })
    expect(signIn.status).toBe(200)
    expect(String(signIn.headers['set-cookie'])).toMatch(/^__Host-admin_sid=[^;]+; path=\/; .*secure/i)
    expect(
      (
        await call('POST', '/api/portfolio/photography', {
          json: { id: 'p1', title: 'Item p1', description: 'A test video', type: 'video', src: 'dQw4w9WgXcQ' },
        })
      ).status,
    ).toBe(201)
    const first = await published()
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#456' } })
      .jpeg()
      .toBuffer()
    const { body, contentType } = multipart([jpeg], 'photo.jpg', 'image/jpeg')
    const uploaded = await call('POST', '/api/upload', { raw: body, type: contentType })
    expect(uploaded.status).toBe(201)
    const { url } = JSON.parse(uploaded.text) as { url: string }
    expect((await call('POST', '/api/portfolio/photography', { json: item('p2', url) })).status).toBe(201)
    const second = await published()
    expect(second.current).not.toBe(first.current)
    expect((await call('GET', url)).status).toBe(200)
    const rollback = await call('POST', '/api/publish/rollback')
    expect(rollback.status).toBe(200)
    expect((JSON.parse(rollback.text) as { status: { current: string } }).status.current).toBe(first.current)
    const home = await call('GET', '/')
    expect(home.text).toBe('build 1')
    expect(home.headers['x-frame-options']).toBe('DENY')

    // Wrong passwords with a forged, changing leftmost X-Forwarded-For: the key is the address the proxy
    // appended, so the sixth is refused like any other client's.
    cookie = ''
    const forged: number[] = []
    for (let i = 0; i < 8; i++) {
      const res = await send(agent as unknown as http.Agent, proxy.url, {
        method: 'POST',
        path: '/api/auth/login',
        headers: {
          host: PUBLIC_HOST,
          origin: `https://${PUBLIC_HOST}`,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i}`,
        },
        body: JSON.stringify({ password: `wrong ${i}` }),
      })
      forged.push(res.status)
    }
    recordFigures(task, 'behind a proxy', {
      'owner steps through https (sign in, add, upload, add, publish x2, roll back)': 7,
      'forged X-Forwarded-For attempts': forged.length,
      'of those checked (401)': forged.filter((s) => s === 401).length,
    })
    expect(forged).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
  })

  it(
    'a second instance on the same folders exits non-zero naming the first; the first serves every page',
    {
      timeout: NO_CLOCK_LIMIT,
    },
    async ({ task }) => {
      const dataDir = await tempDir('instance')
      const releasesDir = path.join(dataDir, 'releases')
      // A live release and an older one, as a running service leaves them.
      const pages = ['index.html', '404.html', 'about/index.html', 'services/index.html', 'blog/index.html']
      for (const release of ['20260101-000000000-1-0', '20260102-000000000-1-1']) {
        for (const page of pages) {
          await mkdir(path.dirname(path.join(releasesDir, release, 'client', page)), { recursive: true })
          await writeFile(path.join(releasesDir, release, 'client', page), `${release} ${page}`)
        }
        await writeFile(path.join(releasesDir, release, COMPLETE_MARKER), 'done')
      }
      await symlink('20260102-000000000-1-1', path.join(releasesDir, 'current'))
      const env = {
        ADMIN_DATA_DIR: dataDir,
        ADMIN_RELEASES_DIR: releasesDir,
        ADMIN_PASSWORD: 'lantern harbour quietly 42 maples',
        ADMIN_SEED_DIR: path.join(dataDir, 'no-seed'),
        ADMIN_WEB_DIR: path.join(dataDir, 'no-web'),
        // Every publish fails (the build finds no blog folder), so the first instance keeps serving the
        // release above and never finishes a full site build beside the suite's own.
        BLOG_DIR: path.join(dataDir, 'no-blog'),
      }
      const first = await spawnMain(env)
      expect(first.base, first.output()).not.toBeNull()
      // Its first publish fails (see BLOG_DIR above); after that it leaves the folder alone. The failing full
      // build is one step of work: it may take minutes on a busy machine, and the test waits for it.
      const progress = progressGuard('second instance: the first publish', 600_000)
      await progress.run(
        (async () => {
          while (!/Publish failed/.test(first.output())) await new Promise((resolve) => setTimeout(resolve, 50))
        })(),
      )
      const agent = new http.Agent({ keepAlive: false })
      // Every page but the not-found page, which is only ever served as the answer to a miss (status 404).
      const served = pages.filter((page) => page !== '404.html')
      const serveAll = () => Promise.all(served.map((page) => send(agent, first.base!, { path: `/${page}` })))
      const before = (await serveAll()).map((r) => `${r.status} ${r.text}`)
      const listing = async () => (await readdir(releasesDir)).sort()
      // The failed build's folder goes just after the failure is logged: wait for the folder to settle.
      const settled = new Set(['.lease', 'current', 'node_modules', '20260101-000000000-1-0', '20260102-000000000-1-1'])
      while ((await listing()).some((name) => !settled.has(name)))
        await new Promise((resolve) => setTimeout(resolve, 50))
      const releasesBefore = await listing()

      const second = await spawnMain({ ...env, ADMIN_PORT: '0' })
      const secondCode = await second.exited
      // Same releases folder, its own data directory: refused at the releases folder.
      const third = await spawnMain({ ...env, ADMIN_DATA_DIR: await tempDir('instance-other') })
      const thirdCode = await third.exited

      const after = (await serveAll()).map((r) => `${r.status} ${r.text}`)
      recordFigures(task, 'second instance', {
        'second instance exit code (same data and releases)': String(secondCode),
        'third instance exit code (same releases)': String(thirdCode),
        'pages served by the first, before and after': `${before.filter((p) => p.startsWith('200')).length} / ${after.filter((p) => p.startsWith('200')).length}`,
      })
      expect(secondCode).not.toBe(0)
      expect(second.base).toBeNull()
      expect(second.output()).toMatch(
        new RegExp(`did not start: The store .*portfolio\\.json is in use by process ${first.child.pid} on `),
      )
      expect(thirdCode).not.toBe(0)
      expect(third.output()).toMatch(
        new RegExp(`did not start: The releases folder .* is in use by process ${first.child.pid} on `),
      )
      expect(after).toEqual(before)
      expect(before.every((p) => p.startsWith('200 20260102'))).toBe(true)
      expect(await listing()).toEqual(releasesBefore)
      expect(await readFile(path.join(releasesDir, 'current', 'client', 'index.html'), 'utf8')).toMatch(/^20260102/)
      agent.destroy()
      expect(await first.stop()).toBe(0)
    },
  )

  it('an item naming a missing upload gets 400 and no publish is attempted', async ({ task }) => {
    const svc = await publishingService()
    const cookie = await svc.signIn()
    const refused = await Promise.all(
      ['/uploads/never-uploaded.jpg', '/uploads/..', '/uploads/.hidden'].map((src, i) =>
        svc.json('POST', '/api/portfolio/photography', item(`missing-${i}`, src), cookie),
      ),
    )
    // Longer than the publisher's debounce: a publish would have started by now.
    await new Promise((resolve) => setTimeout(resolve, 400))
    recordFigures(task, 'missing upload', {
      'items naming a missing upload (400)': refused.filter((r) => r.status === 400).length,
      'publishes attempted': svc.builds(),
    })
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400])
    expect(svc.builds()).toBe(0)
    expect(svc.publisher.getStatus().state).toBe('idle')
    expect(svc.store.data.photographyPortfolio).toEqual([])
  })
})
