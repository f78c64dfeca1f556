/**
 * Sign-in under attack, against the real service process (main.ts) at the production scrypt cost:
 * a burst of wrong passwords from one address is counted before any is checked and does not stall file
 * serving or exhaust memory; failures from many other addresses (and from the owner's own) never lock
 * out the owner's browser, which holds its device cookie; a restart with a new ADMIN_PASSWORD ends
 * every session made under the old one.
 */
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { recordFigures } from './figures.ts'
import { killSpawned, removeTempDirs, send, spawnMain, tempDir, type Reply } from './service.ts'

afterAll(async () => {
  await killSpawned()
  await removeTempDirs()
})

const OWNER_PASSWORD = 'lantern harbour quietly 42 maples'
const NEW_PASSWORD = 'copper kettle orbit 17 meadows'

/** The service over a fresh data dir: no publishing, the seed's uploads to fetch. */
async function service(env: Record<string, string> = {}) {
  const dataDir = env.ADMIN_DATA_DIR ?? (await tempDir('signin'))
  const running = await spawnMain({
    ADMIN_DATA_DIR: dataDir,
    ADMIN_PASSWORD: OWNER_PASSWORD,
    ADMIN_PUBLISH: 'off',
    SITE_DIR: path.join(dataDir, 'no-site'),
    ADMIN_WEB_DIR: path.join(dataDir, 'no-web'),
    ...env,
  })
  if (!running.base) throw new Error(`the service did not start:\n${running.output()}`)
  const base = running.base
  // A connection per request: sign-ins come from several source addresses, some seconds apart.
  const agent = new http.Agent({ keepAlive: false, maxSockets: 256 })
  const login = (password: string, options: { cookie?: string; from?: string } = {}) =>
    send(agent, base, {
      method: 'POST',
      path: '/api/auth/login',
      localAddress: options.from,
      headers: {
        origin: base.origin,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: JSON.stringify({ password }),
    })
  return { ...running, base, agent, dataDir, login }
}

/** `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
const cookiesOf = (res: Reply) => (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ')

/** Peak resident memory of a process so far (VmHWM), in MB. */
const peakRssMb = async (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!

describe('sign-in under attack', () => {
  it('50 wrong passwords at once: at most 5 checked, the rest 429; files keep flowing; memory bounded', async ({
    task,
  }) => {
    const svc = await service()
    try {
      const files = new http.Agent({ keepAlive: true })
      const upload = '/uploads/seed-living-room-plants.jpg'
      expect((await send(files, svc.base, { path: upload })).status).toBe(200)
      // 20 fetches of a static file, one every 40 ms.
      const fetchTimes = async () => {
        const timings: number[] = []
        for (let i = 0; i < 20; i++) {
          const started = performance.now()
          const res = await send(files, svc.base, { path: upload })
          timings.push(performance.now() - started)
          expect(res.status).toBe(200)
          await new Promise((resolve) => setTimeout(resolve, 40))
        }
        return timings
      }
      // First without a burst: what this machine gives at the moment, for comparison.
      const quiet = await fetchTimes()
      const burst = Promise.all(Array.from({ length: 50 }, (_, i) => svc.login(`wrong guess ${i}`)))
      const timings = await fetchTimes()
      const statuses = (await burst).map((r) => r.status)
      const checked = statuses.filter((s) => s === 401).length
      const refused = statuses.filter((s) => s === 429).length
      // A check that waited in the queue past its bound (10 s: a very busy machine) is answered 503 instead.
      const busy = statuses.filter((s) => s === 503).length
      const rss = await peakRssMb(svc.child.pid!)
      files.destroy()
      recordFigures(task, 'sign-in burst', {
        'wrong passwords sent at once': 50,
        'checked (401)': checked,
        'refused before checking (429)': refused,
        'given up in the queue (503)': busy,
        'static file p95 without a burst (ms)': Math.round(p95(quiet)),
        'static file p95 during the burst (ms)': Math.round(p95(timings)),
        'service peak RSS (MB)': Math.round(rss),
      })
      expect(checked + busy).toBeLessThanOrEqual(5)
      expect(checked + refused + busy).toBe(50)
      // Files keep flowing: every fetch during the burst answered 200 (above). How fast is a figure, printed
      // beside the quiet one, not asserted: on a shared machine a test that times itself fails for the load
      // (CI once saw 225 ms against 200), not for the service.
      expect(rss).toBeLessThan(300)
    } finally {
      svc.agent.destroy()
      await svc.stop()
    }
  })

  it('failures from 20 other addresses, and from its own, never stop the owner’s browser', async ({ task }) => {
    const svc = await service()
    try {
      // The owner's browser signed in once before: it holds a device cookie.
      const first = await svc.login(OWNER_PASSWORD)
      expect(first.status).toBe(200)
      const browser = cookiesOf(first)
      expect(browser).toMatch(/admin_device=/)

      // Someone at the owner's own address (a shared network) uses up its attempts first...
      const ownAddress: number[] = []
      for (let i = 0; i < 6; i++) ownAddress.push((await svc.login(`guess ${i}`, { from: '127.0.0.1' })).status)
      expect(ownAddress).toEqual([401, 401, 401, 401, 401, 429])
      // ...then 20 other addresses guess at once. Beyond the cap on waiting checks they get 503.
      const attackers = Array.from({ length: 20 }, (_, i) => `127.0.0.${i + 2}`)
      const attack = Promise.all(
        attackers.flatMap((from) => Array.from({ length: 8 }, (_, i) => svc.login(`guess ${from} ${i}`, { from }))),
      )
      // The owner signs in while the attack runs, and again after it.
      const during = await svc.login(OWNER_PASSWORD, { cookie: browser })
      const statuses = (await attack).map((r) => r.status)
      const after = await svc.login(OWNER_PASSWORD, { cookie: browser })
      // Without its device cookie the same address is locked out: the attack did lock something.
      const stranger = await svc.login(OWNER_PASSWORD)
      recordFigures(task, 'owner lock-out', {
        'attacking addresses': attackers.length + 1,
        'wrong passwords sent': statuses.length + ownAddress.length,
        'of those checked (401)': [...ownAddress, ...statuses].filter((s) => s === 401).length,
        'refused, no attempts left (429)': [...ownAddress, ...statuses].filter((s) => s === 429).length,
        'refused, too many checks waiting (503)': statuses.filter((s) => s === 503).length,
        'owner sign-ins during and after (200)': [during, after].filter((r) => r.status === 200).length,
        'same address without the device cookie': stranger.status,
      })
      expect(statuses.every((s) => [401, 429, 503].includes(s))).toBe(true)
      expect([during.status, after.status]).toEqual([200, 200])
      expect(stranger.status).toBe(429)
    } finally {
      svc.agent.destroy()
      await svc.stop()
    }
  })

  it('a restart with a new ADMIN_PASSWORD ends the sessions made under the old one', async ({ task }) => {
    const dataDir = await tempDir('restart')
    const portfolio = (svc: Awaited<ReturnType<typeof service>>, cookie: string) =>
      send(svc.agent, svc.base, { path: '/api/admin/portfolio', headers: { cookie } })

    const first = await service({ ADMIN_DATA_DIR: dataDir })
    const cookie = cookiesOf(await first.login(OWNER_PASSWORD))
    expect((await portfolio(first, cookie)).status).toBe(200)
    first.agent.destroy()
    expect(await first.stop()).toBe(0)

    // Same password: the session survives the restart.
    const same = await service({ ADMIN_DATA_DIR: dataDir })
    const afterSame = (await portfolio(same, cookie)).status
    same.agent.destroy()
    await same.stop()

    const changed = await service({ ADMIN_DATA_DIR: dataDir, ADMIN_PASSWORD: NEW_PASSWORD })
    try {
      const oldCookie = (await portfolio(changed, cookie)).status
      const oldPassword = (await changed.login(OWNER_PASSWORD)).status
      const newPassword = (await changed.login(NEW_PASSWORD)).status
      recordFigures(task, 'password change', {
        'old cookie after a restart, same password': afterSame,
        'old cookie after a restart, new password': oldCookie,
        'old password': oldPassword,
        'new password': newPassword,
      })
      expect({ afterSame, oldCookie, oldPassword, newPassword }).toEqual({
        afterSame: 200,
        oldCookie: 401,
        oldPassword: 401,
        newPassword: 200,
      })
    } finally {
      changed.agent.destroy()
      await changed.stop()
    }
  })
})
