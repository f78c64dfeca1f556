import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { accountApp, agentFields, bookingOf, dana, sam } from '../../../tests/support/accountApp.ts'

/** The Set-Cookie line of `name` in a response. */
const cookieLine = (res: { headers: Record<string, unknown> }, name: string) =>
  ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) => c.startsWith(`${name}=`)) ?? ''

describe('agents sign in by an e-mailed link', () => {
  it('answers 202 alike for a known and an unknown address, and e-mails only the known one', async () => {
    const app = await accountApp({ bookings: [bookingOf('booking-dana-1', dana, '2026-12-01T15:00:00.000Z')] })
    const known = await app.browser().post('/api/account/sign-in').set(app.xhr).send({ email: dana })
    const unknown = await app.browser().post('/api/account/sign-in').set(app.xhr).send({ email: 'nobody@example.com' })
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(unknown.body).toEqual(known.body)
    for (const res of [known, unknown]) {
      expect(cookieLine(res, 'agent_browser')).toMatch(/httponly/i)
      expect(cookieLine(res, 'agent_browser')).toMatch(/samesite=lax/i)
    }
    await app.mailer.idle()
    expect(app.mails.map((m) => m.to)).toEqual([dana])
    expect(app.mails[0]!.headers).toMatchObject({ 'Auto-Submitted': 'auto-replied' })
    const bad = await app.browser().post('/api/account/sign-in').set(app.xhr).send({ email: 'not an address' })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toHaveProperty('email')
  })

  it('keeps only digests: neither the link nor the browser cookie is in the store', async () => {
    const app = await accountApp({ bookings: [bookingOf('booking-dana-1', dana, '2026-12-01T15:00:00.000Z')] })
    const b = app.browser()
    const asked = await b.post('/api/account/sign-in').set(app.xhr).send({ email: dana })
    const token = (await app.linkFor(dana)).split('/').pop()!
    const binding = /agent_browser=([^;]+)/.exec(cookieLine(asked, 'agent_browser'))![1]!
    const stored = JSON.stringify(app.accounts.data)
    expect(stored).not.toContain(token)
    expect(stored).not.toContain(binding)
    await b.get(`/account/sign-in/${token}`)
    const sid = /agent_sid=([^;]+)/.exec(cookieLine(await b.get('/api/account'), 'agent_sid'))![1]!
    expect(JSON.stringify(app.accounts.data)).not.toContain(sid)
  })

  it('signs in once, in the browser that asked, within 15 minutes; another browser neither signs in nor uses it up', async () => {
    const app = await accountApp({ bookings: [bookingOf('booking-dana-1', dana, '2026-12-01T15:00:00.000Z')] })
    const asker = app.browser()
    await asker.post('/api/account/sign-in').set(app.xhr).send({ email: dana })
    const link = await app.linkFor(dana)
    const scanner = await app.browser().get(link)
    expect(scanner.status).toBe(403)
    expect(scanner.text).toContain('only in the browser where you asked')
    expect(scanner.text).toContain('href="/account/"')
    expect(cookieLine(scanner, 'agent_sid')).toBe('')
    app.clock.now += 15 * 60_000 - 1000
    const opened = await asker.get(link)
    expect(opened.status).toBe(302)
    expect(opened.headers.location).toBe('/account/')
    const session = cookieLine(opened, 'agent_sid')
    expect(session).toMatch(/httponly/i)
    expect(session).toMatch(/samesite=lax/i)
    const expires = Date.parse(/expires=([^;]+)/i.exec(session)![1]!)
    expect(expires - Date.now()).toBeGreaterThan(29.9 * 86_400_000)
    const me = await asker.get('/api/account')
    expect(me.status).toBe(200)
    expect(me.body.agent).toMatchObject({ email: dana, name: 'Dana Agent' })
    const again = await asker.get(link)
    expect(again.status).toBe(410)
    expect(again.text).toContain('already used')
  })

  it('refuses an expired or altered link, saying so', async () => {
    const app = await accountApp({ bookings: [bookingOf('booking-dana-1', dana, '2026-12-01T15:00:00.000Z')] })
    const b = app.browser()
    await b.post('/api/account/sign-in').set(app.xhr).send({ email: dana })
    const link = await app.linkFor(dana)
    const altered = link.slice(0, -1) + (link.endsWith('A') ? 'B' : 'A')
    const bad = await b.get(altered)
    expect(bad.status).toBe(410)
    expect(bad.text).toContain('not valid')
    app.clock.now += 15 * 60_000
    const late = await b.get(link)
    expect(late.status).toBe(410)
    expect(late.text).toContain('expired')
    expect((await b.get('/api/account')).status).toBe(401)
  })

  it('makes the agent from a booking on the first sign-in, once, and keeps an existing agent', async () => {
    const app = await accountApp({ bookings: [bookingOf('booking-dana-1', dana, '2026-12-01T15:00:00.000Z')] })
    await app.listings.addAgent(agentFields('Sam Seller', sam))
    await app.signedIn(dana)
    await app.signedIn('DANA@example.com')
    await app.signedIn(sam)
    expect(app.listings.agents.map((a) => a.email).sort()).toEqual([dana, sam])
  })

  it('signs out, and signs out everywhere', async () => {
    const app = await accountApp({ bookings: [bookingOf('booking-dana-1', dana, '2026-12-01T15:00:00.000Z')] })
    const one = await app.signedIn(dana)
    const two = await app.signedIn(dana)
    const three = await app.signedIn(dana)
    expect((await one.post('/api/account/sign-out').set(app.xhr)).status).toBe(200)
    expect((await one.get('/api/account')).status).toBe(401)
    expect((await two.get('/api/account')).status).toBe(200)
    expect((await two.post('/api/account/sign-out-everywhere').set(app.xhr)).status).toBe(200)
    expect((await two.get('/api/account')).status).toBe(401)
    expect((await three.get('/api/account')).status).toBe(401)
  })

  it('keeps a session 30 days after its last use, not after its start', async () => {
    const app = await accountApp({ bookings: [bookingOf('booking-dana-1', dana, '2026-12-01T15:00:00.000Z')] })
    const b = await app.signedIn(dana)
    for (let day = 0; day < 3; day++) {
      app.clock.now += 20 * 86_400_000
      expect((await b.get('/api/account')).status).toBe(200)
    }
    app.clock.now += 30 * 86_400_000
    expect((await b.get('/api/account')).status).toBe(401)
  })

  it('sends one address at most 5 links an hour, asked from 50 client addresses; Secure cookies behind https', async () => {
    const origin = 'https://admin.example.com'
    const app = await accountApp({
      bookings: [bookingOf('booking-dana-1', dana, '2026-12-01T15:00:00.000Z')],
      app: { publicOrigin: origin },
    })
    const statuses = { known: [] as number[], unknown: [] as number[] }
    for (const [which, email] of [
      ['known', dana],
      ['unknown', 'nobody@example.com'],
    ] as const) {
      for (let i = 1; i <= 50; i++) {
        const res = await app
          .request()
          .post('/api/account/sign-in')
          .set({
            ...app.xhr,
            Host: 'admin.example.com',
            'X-Forwarded-For': `203.0.113.${i}`,
            'X-Forwarded-Proto': 'https',
          })
          .send({ email })
        statuses[which].push(res.status)
        if (i === 1) expect(cookieLine(res, '__Host-agent_browser')).toMatch(/secure/i)
      }
    }
    await app.mailer.idle()
    expect(app.mails).toHaveLength(5)
    expect(statuses.known.filter((s) => s === 202)).toHaveLength(5)
    expect(statuses.known.filter((s) => s === 429)).toHaveLength(45)
    // The same answers for an address nobody has: the limit tells nothing about who is known.
    expect(statuses.unknown).toEqual(statuses.known)
  })

  it('serves the page at /account under the strict CSP, and 503 before it is built', async () => {
    const webDir = await mkdtemp(path.join(os.tmpdir(), 'account-web-'))
    const app = await accountApp({ app: { webDir } })
    expect((await app.request().get('/account')).status).toBe(503)
    await writeFile(path.join(webDir, 'account.html'), '<!doctype html><title>Your account</title>')
    for (const url of ['/account', '/account/']) {
      const page = await app.request().get(url)
      expect(page.status).toBe(200)
      expect(page.text).toContain('Your account')
      expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    }
    const link = await app.request().get('/account/sign-in/nonsense')
    expect(link.headers['content-security-policy']).toContain("default-src 'none'")
  })

  it("serves the page's assets under /account/assets/, cached for good, and nothing else of the build there", async () => {
    const webDir = await mkdtemp(path.join(os.tmpdir(), 'account-web-'))
    await mkdir(path.join(webDir, 'assets'))
    await writeFile(path.join(webDir, 'assets', 'account-AbC123.js'), 'console.log(1)')
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Admin</title>')
    const app = await accountApp({ app: { webDir } })
    const script = await app.request().get('/account/assets/account-AbC123.js')
    expect(script.status).toBe(200)
    expect(script.headers['content-type']).toMatch(/javascript/)
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    for (const url of ['/account/assets/missing.js', '/account/assets/..%2Findex.html', '/account/assets/.hidden'])
      expect((await app.request().get(url)).status, url).toBe(404)
  })
})
