/**
 * Auth: every protected route (read from the routers themselves) refuses a request without a live
 * session; state-changing requests from a foreign origin are refused; a session id chosen or held
 * before sign-in is useless after it; repeated wrong passwords lock the client out; cookies carry
 * HttpOnly, SameSite=Strict, Path=/ and, over https, Secure.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_LOGIN_LIMITS, LoginGuard } from '../../admin-service/server/auth/LoginGuard.ts'
import { SessionStore } from '../../admin-service/server/auth/SessionStore.ts'
import { historyRoutes } from '../../admin-service/server/portfolio/historyRoutes.ts'
import { IntakeWatch } from '../../admin-service/server/shared/intake/IntakeWatch.ts'
import { leadOutbox } from '../../admin-service/server/leads/leadOutbox.ts'
import { leadRoutes } from '../../admin-service/server/leads/leadRoutes.ts'
import { portfolioRoutes } from '../../admin-service/server/portfolio/portfolioRoutes.ts'
import { uploadRoutes } from '../../admin-service/server/uploads/uploadRoutes.ts'
import { storeKeys } from '../../content/portfolio/store.ts'
import { portfolioServices } from '../../content/services-catalog.ts'
import { LeadStore } from '../../admin-service/server/leads/LeadStore.ts'
import { PortfolioStore } from '../../admin-service/server/portfolio/PortfolioStore.ts'
import { recordFigures } from './figures.ts'
import { PASSWORD, removeTempDirs, startService, type Reply } from './service.ts'

let clock = Date.now()
const now = () => clock
const services = [startService({ sessions: new SessionStore(undefined, undefined, now) })]
afterAll(async () => {
  await Promise.all(services.map(async (s) => (await s).stop()))
  await removeTempDirs()
})

const sidOf = (res: Reply) => /admin_sid=([^;]*)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1] ?? null

/** Every protected method and path, from the route factories, with each parameter filled in every way. */
async function protectedRoutes(): Promise<{ method: string; path: string }[]> {
  const store = await PortfolioStore.inMemory()
  const leads = LeadStore.inMemory()
  const routers = [
    portfolioRoutes(store, { fetchImage: async () => Buffer.alloc(0), uploadsDir: '/nonexistent' }),
    historyRoutes(store),
    uploadRoutes('/nonexistent'),
    leadRoutes({ store: leads, notifier: leadOutbox(leads, {}), watch: new IntakeWatch() }),
  ]
  const services = [...new Set([...storeKeys, ...portfolioServices.flatMap((s) => [s.key, s.portfolioSlug])])]
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) => {
      const pattern = String(layer.path)
      return layer.methods
        .filter((m) => m !== 'HEAD')
        .flatMap((method) =>
          (pattern.includes(':service') ? services : ['-']).map((service) => ({
            method,
            path: pattern.replace(':service', service).replace(':itemId', 'some-item').replace(':id', '1'),
          })),
        )
    }),
  )
}

describe('auth', () => {
  it('refuses anonymous, foreign-origin, fixated and brute-forced requests; hardened cookies', async ({ task }) => {
    const { request, xhr, base, store } = await services[0]!
    const login = (password: string, headers: Record<string, string> = {}) =>
      request({
        method: 'POST',
        path: '/api/auth/login',
        headers: { ...xhr, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ password }),
      })
    const call = (route: { method: string; path: string }, headers: Record<string, string>) =>
      request({
        method: route.method,
        path: route.path,
        headers: { 'content-type': 'application/json', ...headers },
        body:
          route.method === 'GET'
            ? undefined
            : JSON.stringify({ id: 'x', title: 't', description: 'd', type: 'image', src: 'https://e.example/a.jpg' }),
      })
    const failures: string[] = []
    const check = (ok: boolean, what: string) => ok || failures.push(what)

    // 1. Without a live session: no cookie, junk cookies, a logged-out cookie, an idle-expired cookie.
    const routes = await protectedRoutes()
    const loggedOut = sidOf(await login(PASSWORD))!
    await request({ method: 'POST', path: '/api/auth/logout', headers: { ...xhr, cookie: `admin_sid=${loggedOut}` } })
    const idle = sidOf(await login(PASSWORD))!
    clock += 2 * 60 * 60 * 1000 + 1 // the idle limit passes
    const anonymous = [
      '',
      'admin_sid=',
      'admin_sid=forged-session-id',
      `admin_sid=${loggedOut}`,
      `admin_sid=${idle}`,
      'admin_sid=__proto__',
    ]
    let anonymousRequests = 0
    for (const route of routes) {
      for (const cookie of anonymous) {
        const res = await call(route, { ...xhr, ...(cookie ? { cookie } : {}) })
        anonymousRequests++
        check(res.status === 401, `${route.method} ${route.path} with "${cookie}": ${res.status}`)
      }
    }
    check(
      Object.values(store.data).every((items) => items.length === 0),
      'anonymous requests changed data',
    )

    // 2. Foreign origins on every state-changing route, signed in.
    const fresh = sidOf(await login(PASSWORD))!
    const port = base.port
    const foreign = [
      'http://evil.example',
      'null',
      `http://127.0.0.1:${Number(port) + 1}`,
      `https://127.0.0.1:${port}`,
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}.evil.example`,
      `http://127.0.0.1:${port}@evil.example`,
      `http://evil.example/http://127.0.0.1:${port}`,
      `HTTP://127.0.0.1:${port}`,
    ]
    const unsafe = [
      ...routes.filter((r) => r.method !== 'GET'),
      { method: 'POST', path: '/api/auth/login' },
      { method: 'POST', path: '/api/auth/logout' },
    ]
    let foreignRequests = 0
    for (const route of unsafe) {
      for (const origin of [...foreign, undefined]) {
        const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', cookie: `admin_sid=${fresh}` }
        if (origin) headers.origin = origin
        const res = await call(route, headers)
        foreignRequests++
        check(res.status === 403, `${route.method} ${route.path} from ${origin ?? 'no origin'}: ${res.status}`)
      }
      // Own origin, but no X-Requested-With (what a cross-site form could send).
      const res = await call(route, { origin: base.origin, cookie: `admin_sid=${fresh}` })
      foreignRequests++
      check(res.status === 403, `${route.method} ${route.path} without X-Requested-With: ${res.status}`)
    }
    check(
      Object.values(store.data).every((items) => items.length === 0),
      'foreign-origin requests changed data',
    )
    const stillIn = await request({ path: '/api/auth/user', headers: { cookie: `admin_sid=${fresh}` } })
    check(JSON.parse(stillIn.text).authenticated === true, 'a refused cross-origin log-out ended the session')

    // 3. Session fixation: an id chosen by an attacker, or one held before sign-in, is dead afterwards.
    let fixations = 0
    const planted = ['attacker-chosen-id', fresh]
    for (const id of planted) {
      const res = await login(PASSWORD, { cookie: `admin_sid=${id}` })
      const issued = sidOf(res)
      const reuse = await request({ path: '/api/admin/portfolio', headers: { cookie: `admin_sid=${id}` } })
      if (res.status !== 200 || !issued || issued === id || reuse.status !== 401) fixations++
    }
    check(fixations === 0, `${fixations} planted session ids survived sign-in`)

    // 4. Brute force: a few wrong passwords, then even the right one is refused until the lockout ends.
    // A one-second window, so the suite can wait for the lockout to end.
    const brute = await startService({ guard: new LoginGuard({ ...DEFAULT_LOGIN_LIMITS, windowSeconds: 1 }) })
    services.push(Promise.resolve(brute))
    const guess = (password: string, headers: Record<string, string> = {}) =>
      brute.request({
        method: 'POST',
        path: '/api/auth/login',
        headers: { ...brute.xhr, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ password }),
      })
    let wrongBeforeLockout = 0
    for (let i = 0; i < 20; i++) {
      const res = await guess(`guess-${i}`)
      if (res.status === 429) break
      check(res.status === 401, `wrong password ${i}: ${res.status}`)
      wrongBeforeLockout++
    }
    const locked = await guess(PASSWORD)
    const lockSeconds = Number(locked.headers['retry-after'])
    check(locked.status === 429 && lockSeconds > 0, `right password during lockout: ${locked.status}`)
    const spoofed = await guess(PASSWORD, { 'x-forwarded-for': '203.0.113.9' })
    check(spoofed.status === 429, `X-Forwarded-For lifted the lockout: ${spoofed.status}`)
    await new Promise((resolve) => setTimeout(resolve, lockSeconds * 1000 + 50))
    const after = await guess(PASSWORD)
    check(after.status === 200, `right password after the lockout: ${after.status}`)

    // 5. Cookie flags, over http and over https behind a trusted proxy; log-out clears the cookie.
    const cookieOf = (res: Reply) => String(res.headers['set-cookie'] ?? '')
    const plain = cookieOf(await login(PASSWORD))
    check(
      /;\s*httponly/i.test(plain) && /;\s*samesite=strict/i.test(plain) && /;\s*path=\//i.test(plain),
      `cookie flags: ${plain}`,
    )
    check(!/;\s*domain=/i.test(plain) && !/;\s*secure/i.test(plain), `cookie scope over http: ${plain}`)
    const proxied = await startService({ publicOrigin: 'https://admin.example' })
    services.push(Promise.resolve(proxied))
    const https = cookieOf(
      await proxied.request({
        method: 'POST',
        path: '/api/auth/login',
        headers: {
          host: 'admin.example',
          origin: 'https://admin.example',
          'x-requested-with': 'XMLHttpRequest',
          'x-forwarded-proto': 'https',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ password: PASSWORD }),
      }),
    )
    check(
      /^__Host-admin_sid=/.test(https) &&
        /;\s*secure/i.test(https) &&
        /;\s*httponly/i.test(https) &&
        /;\s*samesite=strict/i.test(https),
      `cookie over https: ${https}`,
    )
    const out = cookieOf(
      await request({ method: 'POST', path: '/api/auth/logout', headers: { ...xhr, cookie: `admin_sid=${fresh}` } }),
    )
    check(/admin_sid=;/.test(out) && /expires=Thu, 01 Jan 1970/i.test(out), `log-out cookie: ${out}`)

    recordFigures(task, 'auth', {
      'protected routes': routes.length,
      'anonymous requests (all 401)': anonymousRequests,
      'foreign-origin requests (all 403)': foreignRequests,
      'session fixation attempts': planted.length,
      'of those that worked': fixations,
      'wrong passwords before lockout': wrongBeforeLockout,
      'first lockout (s)': lockSeconds,
      failures: failures.length,
    })
    expect(failures).toEqual([])
  })
})
