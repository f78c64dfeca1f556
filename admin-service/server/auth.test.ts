import { describe, expect, it } from 'vitest'
import { LoginLimiter } from './auth/LoginLimiter.ts'
import { hashPassword, SCRYPT_COST, verifyPassword } from './auth/password.ts'
import { SessionStore } from './auth/SessionStore.ts'
import { TEST_PASSWORD, testApp } from '../../tests/support/testApp.ts'

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

  it('sets the Secure flag when served over https behind a trusted proxy', async () => {
    const { request, xhr } = await testApp({ trustProxy: true, allowedOrigins: ['https://admin.test'] })
    const res = await request()
      .post('/api/auth/login')
      .set({ ...xhr, Origin: 'https://admin.test', 'X-Forwarded-Proto': 'https' })
      .send({ password: TEST_PASSWORD })
    expect(res.status).toBe(200)
    expect(cookieOf(res)).toMatch(/;\s*secure/i)
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

  it('trusts a proxy user header only when configured', async () => {
    const off = await testApp()
    expect((await off.request().get('/api/auth/user').set('X-Auth-User', 'mallory')).body.authenticated).toBe(false)
    const on = await testApp({ trustedHeader: 'X-Auth-User' })
    expect((await on.request().get('/api/auth/user').set('X-Auth-User', 'sam')).body).toEqual({
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

  it('accepts the service’s own origin derived from the Host header', async () => {
    const { request } = await testApp({ allowedOrigins: [] })
    const res = await request()
      .post('/api/auth/login')
      .set({ Host: 'cms.example:4174', Origin: 'http://cms.example:4174', 'X-Requested-With': 'XMLHttpRequest' })
      .send({ password: TEST_PASSWORD })
    expect(res.status).toBe(200)
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
  it('hashes with scrypt at the OWASP cost and verifies in constant time', async () => {
    const hash = await hashPassword('s3cret', SCRYPT_COST)
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(await verifyPassword('s3cret', hash)).toBe(true)
    expect(await verifyPassword('s3cret!', hash)).toBe(false)
    expect(await verifyPassword('s3cret', 'garbage')).toBe(false)
  })

  it('expires sessions after the idle and the absolute limit', () => {
    let now = 0
    const store = new SessionStore({ idleMs: 100, absoluteMs: 250 }, undefined, () => now)
    const id = store.create('Jordan')
    now = 90
    expect(store.get(id)?.name).toBe('Jordan')
    now = 180
    expect(store.get(id)).not.toBeNull()
    now = 260
    expect(store.get(id)).toBeNull() // absolute limit, although used 80 ms ago
    const idle = store.create('Jordan')
    now = 400
    expect(store.get(idle)).toBeNull()
  })

  it('grows the lockout with every further failure', () => {
    let now = 0
    const limiter = new LoginLimiter({ freeAttempts: 2, baseLockMs: 1000, maxLockMs: 5000 }, () => now)
    limiter.fail('ip')
    expect(limiter.retryAfter('ip')).toBe(0)
    limiter.fail('ip')
    expect(limiter.retryAfter('ip')).toBe(1000)
    now = 1000
    limiter.fail('ip')
    expect(limiter.retryAfter('ip')).toBe(2000)
    now = 3000
    limiter.fail('ip')
    expect(limiter.retryAfter('ip')).toBe(4000)
    limiter.fail('ip')
    expect(limiter.retryAfter('ip')).toBe(5000)
    limiter.succeed('ip')
    expect(limiter.retryAfter('ip')).toBe(0)
  })
})
