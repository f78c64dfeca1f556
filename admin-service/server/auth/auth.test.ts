import { mkdtemp, readFile, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { clientKey } from '../shared/http/clientKey.ts'
import { DeviceCookies } from './DeviceCookies.ts'
import { DEFAULT_LOGIN_LIMITS, LoginGuard } from './LoginGuard.ts'
import { ensureOwnerAccount, FIRST_RUN_VALID_MS } from './ownerAccount.ts'
import { hashPassword, SCRYPT_COST, verifyPassword } from './password.ts'
import { passwordWeakness } from './passwordStrength.ts'
import { SessionStore } from './SessionStore.ts'
import { TEST_PASSWORD, testApp } from '../../../tests/support/testApp.ts'

const SHARED_HASH = await hashPassword(TEST_PASSWORD, { N: 2 ** 12, r: 8, p: 1 })
const cookieOf = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie']].flat().join('\n')

describe('sign-in API', () => {
  it('reports signed out, signs in with a hardened cookie, and signs out for real', async () => {
    const { agent, xhr } = await testApp()
    expect((await agent.get('/api/auth/user')).body).toEqual({ authenticated: false, name: null })

    const login = await agent.post('/api/auth/login').set(xhr).send({ password: TEST_PASSWORD })
    expect(login.status).toBe(200)
    expect(login.body).toEqual({ authenticated: true, name: 'Jordan' })
    const cookie = cookieOf(login)
    expect(cookie).toMatch(/admin_sid=[\w-]{40,}/)
    expect(cookie).toMatch(/httponly/i)
    expect(cookie).toMatch(/samesite=strict/i)
    expect(cookie).not.toMatch(/secure/i) // plain http in tests
    expect((await agent.get('/api/auth/user')).body).toEqual({ authenticated: true, name: 'Jordan' })

    const logout = await agent.post('/api/auth/logout').set(xhr)
    expect(logout.status).toBe(200)
    expect((await agent.get('/api/auth/user')).body.authenticated).toBe(false)
  })

  it('keeps the old session unusable after logout even if the cookie is replayed', async () => {
    const { agent, xhr, request } = await testApp()
    const login = await agent.post('/api/auth/login').set(xhr).send({ password: TEST_PASSWORD })
    const sid = /admin_sid=([^;]+)/.exec(cookieOf(login))![1]
    await agent.post('/api/auth/logout').set(xhr)
    const replay = await request().get('/api/admin/portfolio').set('Cookie', `admin_sid=${sid}`)
    expect(replay.status).toBe(401)
  })

  it('issues a new session id at every sign-in', async () => {
    const { agent, xhr } = await testApp()
    const first = cookieOf(await agent.post('/api/auth/login').set(xhr).send({ password: TEST_PASSWORD }))
    const second = cookieOf(await agent.post('/api/auth/login').set(xhr).send({ password: TEST_PASSWORD }))
    expect(/admin_sid=([^;]+)/.exec(first)![1]).not.toBe(/admin_sid=([^;]+)/.exec(second)![1])
  })

  it('behind a proxy at an https public origin: Secure __Host- cookies, the proxy-appended address as the client', async () => {
    const { request } = await testApp({ publicOrigin: 'https://admin.test', allowedOrigins: [] })
    const login = (password: string, forwardedFor: string) =>
      request()
        .post('/api/auth/login')
        .set({
          Host: 'admin.test',
          Origin: 'https://admin.test',
          'X-Requested-With': 'XMLHttpRequest',
          'X-Forwarded-Proto': 'https',
          'X-Forwarded-For': forwardedFor,
        })
        .send({ password })
    const res = await login(TEST_PASSWORD, '198.51.100.7')
    expect(res.status).toBe(200)
    expect(cookieOf(res)).toMatch(/__Host-admin_sid=[\w-]{40,}; path=\/;[^\n]*secure/i)
    expect(cookieOf(res)).toMatch(/__Host-admin_device=[\w.-]+; path=\/;[^\n]*secure/i)
    // Five failures from one address; a forged leftmost entry does not make the client someone else.
    for (let i = 0; i < 5; i++) expect((await login('wrong', `10.0.0.${i}, 198.51.100.8`)).status).toBe(401)
    expect((await login('wrong', '10.9.9.9, 198.51.100.8')).status).toBe(429)
    expect((await login('wrong', '198.51.100.9')).status).toBe(401)
  })

  it('answers 401 for a wrong password and 400 for a malformed body', async () => {
    const { agent, xhr } = await testApp()
    const wrong = await agent.post('/api/auth/login').set(xhr).send({ password: 'nope' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.error).toBe('Wrong password')
    expect(cookieOf(wrong)).not.toMatch(/admin_sid=[\w-]{20}/)
    const broken = await agent
      .post('/api/auth/login')
      .set(xhr)
      .set('Content-Type', 'application/json')
      .send('{"password":')
    expect(broken.status).toBe(400)
    expect(broken.body.error).toMatch(/not valid JSON/)
  })

  it('locks a client out after repeated failures, even for the right password', async () => {
    const { agent, xhr } = await testApp()
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await agent
            .post('/api/auth/login')
            .set(xhr)
            .send({ password: `guess${i}` })
        ).status,
      ).toBe(401)
    }
    const locked = await agent.post('/api/auth/login').set(xhr).send({ password: TEST_PASSWORD })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('trusts a proxy user header only when configured, and only behind a proxy', async () => {
    await expect(testApp({ trustedHeader: 'X-Auth-User' })).rejects.toThrow(/needs ADMIN_PUBLIC_ORIGIN/)
    const off = await testApp()
    expect((await off.request().get('/api/auth/user').set('X-Auth-User', 'mallory')).body.authenticated).toBe(false)
    const on = await testApp({ trustedHeader: 'X-Auth-User', publicOrigin: 'https://admin.test' })
    expect((await on.request().get('/api/auth/user').set({ Host: 'admin.test', 'X-Auth-User': 'sam' })).body).toEqual({
      authenticated: true,
      name: 'sam',
    })
  })
})

describe('CSRF and content types', () => {
  it('refuses state-changing requests from a foreign origin, without an origin or without X-Requested-With', async () => {
    const { agent, xhr, signIn } = await testApp()
    await signIn()
    const item = { id: 'photography-1', title: 'A', description: 'B', type: 'image', src: 'https://example.com/a.jpg' }
    const foreign = await agent
      .post('/api/portfolio/photography')
      .set({ ...xhr, Origin: 'https://evil.example' })
      .send(item)
    expect(foreign.status).toBe(403)
    expect(foreign.body.error).toMatch(/Cross-origin/)
    const noOrigin = await agent.post('/api/portfolio/photography').set('X-Requested-With', 'XMLHttpRequest').send(item)
    expect(noOrigin.status).toBe(403)
    const noHeader = await agent.post('/api/portfolio/photography').set('Origin', xhr.Origin).send(item)
    expect(noHeader.status).toBe(403)
    expect(noHeader.body.error).toMatch(/X-Requested-With/)
    for (const [method, url] of [
      ['put', '/api/portfolio/photography'],
      ['delete', '/api/portfolio/photography/x'],
      ['post', '/api/upload'],
      ['post', '/api/auth/login'],
      ['post', '/api/auth/logout'],
    ] as const) {
      expect(
        (await agent[method](url).set({ ...xhr, Origin: 'https://evil.example' })).status,
        `${method} ${url}`,
      ).toBe(403)
    }
    expect((await agent.get('/api/admin/portfolio')).body.photographyPortfolio).toEqual([])
  })

  it('answers only for its own host names (DNS rebinding) and takes the public origin as the only Origin', async () => {
    const local = await testApp({ allowedOrigins: [] })
    const rebound = await local
      .request()
      .post('/api/auth/login')
      .set({
        Host: 'attacker.example:4174',
        Origin: 'http://attacker.example:4174',
        'X-Requested-With': 'XMLHttpRequest',
      })
      .send({ password: TEST_PASSWORD })
    expect(rebound.status).toBe(421)
    expect((await local.request().get('/').set('Host', 'attacker.example')).status).toBe(421)
    const own = await local
      .request()
      .post('/api/auth/login')
      .set({ Host: 'localhost:4174', Origin: 'http://localhost:4174', 'X-Requested-With': 'XMLHttpRequest' })
      .send({ password: TEST_PASSWORD })
    expect(own.status).toBe(200)

    const { request } = await testApp({ publicOrigin: 'http://cms.example:4174', allowedOrigins: [] })
    const signIn = (origin: string) =>
      request()
        .post('/api/auth/login')
        .set({ Host: 'cms.example:4174', Origin: origin, 'X-Requested-With': 'XMLHttpRequest' })
        .send({ password: TEST_PASSWORD })
    expect((await signIn('http://cms.example:4174')).status).toBe(200)
    expect((await signIn('https://cms.example:4174')).status).toBe(403)
  })

  it('signs out everywhere: every session of the owner ends', async () => {
    const { agent, xhr, request } = await testApp()
    const other = await request().post('/api/auth/login').set(xhr).send({ password: TEST_PASSWORD })
    const otherCookie = /admin_sid=[^;]+/.exec(cookieOf(other))![0]
    await agent.post('/api/auth/login').set(xhr).send({ password: TEST_PASSWORD })
    expect((await request().get('/api/admin/portfolio').set('Cookie', otherCookie)).status).toBe(200)
    expect((await agent.post('/api/auth/logout-everywhere').set(xhr)).status).toBe(200)
    expect((await request().get('/api/admin/portfolio').set('Cookie', otherCookie)).status).toBe(401)
    expect((await agent.get('/api/admin/portfolio')).status).toBe(401)
    expect((await request().post('/api/auth/logout-everywhere').set(xhr)).status).toBe(401)
  })

  it('ends sessions made under an older credential version (the password changed)', async () => {
    let credentialVersion = 1
    const { agent, xhr } = await testApp({
      owner: () => ({ name: 'Jordan', passwordHash: SHARED_HASH, credentialVersion }),
    })
    await agent.post('/api/auth/login').set(xhr).send({ password: TEST_PASSWORD })
    expect((await agent.get('/api/admin/portfolio')).status).toBe(200)
    credentialVersion = 2
    expect((await agent.get('/api/admin/portfolio')).status).toBe(401)
  })

  it('rejects non-JSON bodies on JSON endpoints with 415', async () => {
    const { agent, xhr, signIn } = await testApp()
    const form = await agent.post('/api/auth/login').set(xhr).type('form').send({ password: TEST_PASSWORD })
    expect(form.status).toBe(415)
    await signIn()
    const text = await agent.post('/api/portfolio/photography').set(xhr).type('text/plain').send('{}')
    expect(text.status).toBe(415)
    expect(text.body.error).toBe('Content-Type must be application/json')
    expect((await agent.put('/api/portfolio/photography').set(xhr).type('form').send('a=b')).status).toBe(415)
  })

  it('sends a strict CSP and hardening headers on the API', async () => {
    const { request } = await testApp()
    const res = await request().get('/api/auth/user')
    const csp = res.headers['content-security-policy']
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['cache-control']).toBe('no-store')
  })
})

describe('password hashing, sessions and lockout units', () => {
  it('hashes with scrypt at an OWASP cost and verifies in constant time', async () => {
    const hash = await hashPassword('s3cret', SCRYPT_COST)
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$/)
    expect(await verifyPassword('s3cret', hash)).toBe(true)
    expect(await verifyPassword('s3cret!', hash)).toBe(false)
    expect(await verifyPassword('s3cret', 'garbage')).toBe(false)
  })

  it('refuses weak chosen passwords', async () => {
    expect(await passwordWeakness('short1!')).toMatch(/at least 12 characters/)
    expect(await passwordWeakness('password1234')).toMatch(/too easy to guess/)
    expect(await passwordWeakness('qwertyuiopasdf')).toMatch(/too easy to guess/)
    expect(await passwordWeakness('correct horse battery staple')).toBeNull()
  })

  it('expires sessions after the idle and the absolute limit', () => {
    let now = 0
    const store = new SessionStore({ idleMs: 100, absoluteMs: 250 }, undefined, () => now)
    const id = store.create('Jordan', 1)
    now = 90
    expect(store.get(id, 1)?.name).toBe('Jordan')
    now = 180
    expect(store.get(id, 1)).not.toBeNull()
    now = 260
    expect(store.get(id, 1)).toBeNull() // absolute limit, although used 80 ms ago
    const idle = store.create('Jordan', 1)
    now = 400
    expect(store.get(idle, 1)).toBeNull()
  })

  it('groups IPv6 clients by /64 and reads IPv4-mapped addresses as IPv4', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'))
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'))
    expect(clientKey('::ffff:127.0.0.2')).toBe('127.0.0.2')
    expect(clientKey('not an address')).toBe('unknown')
  })

  it('accepts only device cookies it issued', () => {
    const devices = new DeviceCookies(Buffer.alloc(32, 1))
    const cookie = devices.issue()
    expect(devices.verify(cookie)).toBe(cookie.split('.')[0])
    expect(new DeviceCookies(Buffer.alloc(32, 2)).verify(cookie)).toBeNull()
    expect(devices.verify(`${cookie}x`)).toBeNull()
    expect(devices.verify(undefined)).toBeNull()
  })
})

describe('first-run password', () => {
  it('is written to a 0600 file, expires unused after a day, and is then replaced', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'owner-'))
    const files = { file: path.join(dir, 'owner.json'), firstRunFile: path.join(dir, 'first-run-password.txt') }
    const first = await ensureOwnerAccount(files.file, { firstRunFile: files.firstRunFile, now: 0 })
    expect((await readFile(files.firstRunFile, 'utf8')).trim()).toBe(first.generatedPassword)
    expect((await stat(files.firstRunFile)).mode & 0o777).toBe(0o600)
    const unchanged = await ensureOwnerAccount(files.file, {
      firstRunFile: files.firstRunFile,
      now: FIRST_RUN_VALID_MS,
    })
    expect(unchanged.generatedPassword).toBeUndefined()
    const renewed = await ensureOwnerAccount(files.file, {
      firstRunFile: files.firstRunFile,
      now: FIRST_RUN_VALID_MS + 1,
    })
    expect(renewed.generatedPassword).not.toBe(first.generatedPassword)
    expect(renewed.account.credentialVersion).toBe(first.account.credentialVersion + 1)
  })

  it('is refused at sign-in once expired', async () => {
    const { request, xhr } = await testApp({
      owner: {
        name: 'Jordan',
        passwordHash: SHARED_HASH,
        credentialVersion: 1,
        firstRunExpiresAt: new Date(Date.now() - 1000).toISOString(),
      },
    })
    const res = await request().post('/api/auth/login').set(xhr).send({ password: TEST_PASSWORD })
    expect(res.status).toBe(401)
    expect(res.body.error).toMatch(/first-run password has expired/)
  })
})

describe('LoginGuard', () => {
  const slowCheck = (result: boolean, counter: { checks: number }) => async () => {
    counter.checks++
    await new Promise((resolve) => setTimeout(resolve, 20))
    return result
  }
  const statusOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (error: { status?: number }) => error.status ?? 500,
    )

  it('counts attempts before the check: of 50 parallel ones from one address at most 5 are checked', async () => {
    const guard = new LoginGuard()
    const counter = { checks: 0 }
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () =>
        statusOf(guard.attempt({ ip: '203.0.113.5', device: null }, slowCheck(false, counter))),
      ),
    )
    expect(counter.checks).toBe(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(45)
  })

  it('lets a trusted device sign in while its address is locked out, and refunds a successful attempt', async () => {
    const guard = new LoginGuard()
    const counter = { checks: 0 }
    for (let i = 0; i < 6; i++)
      await statusOf(guard.attempt({ ip: '203.0.113.5', device: null }, slowCheck(false, counter)))
    expect(await statusOf(guard.attempt({ ip: '203.0.113.5', device: null }, slowCheck(true, counter)))).toBe(429)
    expect(await guard.attempt({ ip: '203.0.113.5', device: 'owner-laptop' }, slowCheck(true, counter))).toBe(true)
    // Successes give their point back: a trusted device is never locked by its own correct sign-ins.
    for (let i = 0; i < 10; i++)
      expect(await guard.attempt({ ip: '203.0.113.5', device: 'd' }, slowCheck(true, counter))).toBe(true)
  })

  it('answers 503 beyond the cap on waiting checks and gives the point back', async () => {
    const guard = new LoginGuard({ ...DEFAULT_LOGIN_LIMITS, concurrentChecks: 1, waitingChecks: 1 })
    const counter = { checks: 0 }
    const statuses = await Promise.all(
      ['a', 'b', 'c'].map((x) =>
        statusOf(guard.attempt({ ip: `198.51.100.${x.charCodeAt(0)}`, device: null }, slowCheck(false, counter))),
      ),
    )
    expect(statuses.sort()).toEqual([200, 200, 503])
    expect(counter.checks).toBe(2)
    // The refused client still has all five attempts.
    const refused = `198.51.100.${'c'.charCodeAt(0)}`
    for (let i = 0; i < 5; i++) await guard.attempt({ ip: refused, device: null }, slowCheck(false, counter))
    expect(await statusOf(guard.attempt({ ip: refused, device: null }, slowCheck(false, counter)))).toBe(429)
  })
})
