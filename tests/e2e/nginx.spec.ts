import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type Browser, chromium, expect, test } from '@playwright/test'
import { startSmtpServer } from '../support/smtpServer.ts'
import { freePort, root, startAdminService, type AdminService } from './adminService.ts'
import { waitForIslands } from './helpers.ts'

// deploy/nginx.conf in front of the built site (the one playwright.config.ts previews) and a running
// admin service, in Debian's nginx (scripts/ensure-test-tools.mjs) on a loopback port. The sample is
// run as it is, with only its paths and ports substituted and plain HTTP for TLS; both of its host names
// (the public site and the admin service's own) answer on that port, told apart by the Host header.
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const siteDir = path.resolve(root, process.env.E2E_OUT_DIR ?? '.cache/e2e-dist', 'client')

test.describe.configure({ mode: 'serial', timeout: 120_000 })

let admin: AdminService
let nginx: ChildProcess
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let base = ''

/** The sample config with this machine's paths and ports, inside a minimal main config. */
async function testConfig(port: number, adminPort: string, tmp: string): Promise<string> {
  const sample = await readFile(path.join(root, 'deploy/nginx.conf'), 'utf8')
  const substitute = (from: RegExp, to: string) => (text: string) => {
    if (!from.test(text)) throw new Error(`deploy/nginx.conf no longer has ${from}: update this test's substitutions`)
    return text.replace(from, to)
  }
  const site = [
    substitute(/listen 80;/, `listen 127.0.0.1:${await freePort()};`),
    substitute(/listen 443 ssl;\n\s*http2 on;/g, `listen 127.0.0.1:${port};`),
    substitute(/\n\s*ssl_certificate\s[^\n]*\n\s*ssl_certificate_key\s[^\n]*/g, ''),
    substitute(/root \/srv\/northframe\/releases\/current\/client;/, `root ${siteDir};`),
    substitute(/server 127\.0\.0\.1:4174;/, `server 127.0.0.1:${adminPort};`),
    substitute(/\/etc\/nginx\/northframe\/security-headers\.conf/g, path.join(root, 'deploy/security-headers.conf')),
  ].reduce((text, step) => step(text), sample)
  return `daemon off;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
${site}
}
`
}

const PUBLIC_HOST = 'www.example.com'
const ADMIN_HOST = 'admin.example.com'
let port = 0

test.beforeAll(async () => {
  port = await freePort()
  smtp = await startSmtpServer()
  admin = await startAdminService(() => ({
    SITE_DIR: siteDir,
    ADMIN_PASSWORD: 'nginx-test-password-1',
    ADMIN_PUBLIC_ORIGIN: `http://${ADMIN_HOST}:${port}`,
    ADMIN_PROXY_HOPS: '1',
    // The build's site origin: quote requests the public host passes on are accepted for it.
    SITE_ORIGIN: `http://${PUBLIC_HOST}:${port}`,
    // The agents' sign-in links are e-mailed (the owner's address is the sender's).
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: 'owner@example.com',
  }))
  const conf = path.join(admin.tmp, 'nginx.conf')
  await writeFile(conf, await testConfig(port, new URL(admin.base).port, admin.tmp))
  nginx = spawn(NGINX, ['-c', conf, '-p', admin.tmp], { stdio: ['ignore', 'inherit', 'inherit'] })
  base = `http://127.0.0.1:${port}`
  await expect
    .poll(
      () =>
        fetch(`${base}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200)
})

test.afterAll(async () => {
  nginx?.kill('SIGQUIT')
  admin?.stop()
  await smtp?.stop()
})

/** Sends a request through nginx as a browser at `host` would (redirects not followed). */
function send(
  method: string,
  url: string,
  options: { host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const { host = PUBLIC_HOST, headers = {}, body } = options
  return new Promise((resolve, reject) => {
    // The path as written, dot segments and all: nginx, not the client, makes sense of it.
    request({ host: '127.0.0.1', port, path: url, method, headers: { host: `${host}:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const headers = new Headers()
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of [value ?? []].flat()) headers.append(name, one)
        }
        const status = res.statusCode ?? 0
        const empty = [204, 304].includes(status) || method === 'HEAD'
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }))
      })
    })
      .on('error', reject)
      .end(body)
  })
}

/** GET `url` through nginx as a browser at `host` asks for it (redirects not followed). */
const get = (url: string, host = PUBLIC_HOST) => send('GET', url, { host })

function expectSecurityHeaders(res: Response, url: string) {
  expect(res.headers.get('x-content-type-options'), url).toBe('nosniff')
  expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('strict-transport-security'), url).toContain('max-age=31536000')
}

test('serves clean URLs with the security headers, HTML revalidated', async () => {
  for (const url of ['/', '/about', '/service-areas', '/blog/virtual-staging-trends']) {
    const res = await get(url)
    expect(res.status, url).toBe(200)
    expectSecurityHeaders(res, url)
    expect(res.headers.get('cache-control'), url).toBe('no-cache')
  }
})

test('serves fingerprinted assets immutable, with the security headers', async () => {
  const home = await (await get('/')).text()
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1]
  expect(asset).toBeTruthy()
  const res = await get(asset!)
  expect(res.status).toBe(200)
  expectSecurityHeaders(res, asset!)
  expect(res.headers.get('cache-control')).toContain('immutable')
})

test('answers misses with status 404 and the nearest not-found page', async () => {
  const page = await get('/no-such-page')
  expect(page.status).toBe(404)
  expectSecurityHeaders(page, '/no-such-page')
  expect(await page.text()).toContain('Page Not Found')
  const post = await get('/blog/no-such-post')
  expect(post.status).toBe(404)
  expectSecurityHeaders(post, '/blog/no-such-post')
  expect(await post.text()).toContain('Post Not Found')
  for (const url of ['/blog/404', '/blog/404.html', '/404.html']) expect((await get(url)).status, url).toBe(404)
})

test('redirects the old automation address', async () => {
  const res = await get('/services/automation')
  expect(res.status).toBe(301)
  expect(res.headers.get('location')).toMatch(/\/services\/ai-services$/)
})

test('the admin host proxies to the admin service; the public host has no /admin or /api', async () => {
  const api = await get('/api/auth/user', ADMIN_HOST)
  expect(api.status).toBe(200)
  expect(await api.json()).toMatchObject({ authenticated: false })
  const page = await get('/admin', ADMIN_HOST)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<div id="root">')
  for (const url of ['/admin', '/api/auth/user']) expect((await get(url)).status, url).toBe(404)
})

/** The quote requests the service has stored, read from its data directory. */
async function storedLeads(): Promise<{ name: string; email: string; services: string[]; message: string }[]> {
  const file = await readFile(path.join(admin.dataDir, 'leads.json'), 'utf8').catch(() => '{"leads":[]}')
  return (JSON.parse(file) as { leads: { name: string; email: string; services: string[]; message: string }[] }).leads
}

test('the public host passes the quote form to the service: a lead posted there is stored', async () => {
  const siteOrigin = `http://${PUBLIC_HOST}:${port}`
  const form = new URLSearchParams({
    name: 'Dana Through-Nginx',
    email: 'dana@example.com',
    services: 'drone',
    message: 'Posted as a plain HTML form',
    consent: 'on',
    website: '',
  })
  const plain = await send('POST', '/api/leads', {
    headers: { Origin: siteOrigin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  })
  expect(plain.status).toBe(303)
  expect(plain.headers.get('location')).toBe('/contact/thanks')
  expect(plain.headers.get('strict-transport-security')).toContain('max-age=31536000')

  const json = await send('POST', '/api/leads', {
    headers: { Origin: siteOrigin, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Emery Through-Nginx',
      email: 'emery@example.com',
      services: ['video'],
      message: 'Posted as JSON',
      consent: true,
      website: '',
      fillMs: 9000,
    }),
  })
  expect(json.status).toBe(201)
  const { id } = (await json.json()) as { id: string }

  const stored = await storedLeads()
  expect(stored).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        name: 'Dana Through-Nginx',
        services: ['drone'],
        message: 'Posted as a plain HTML form',
        spam: false,
      }),
      expect.objectContaining({
        id,
        name: 'Emery Through-Nginx',
        services: ['video'],
        message: 'Posted as JSON',
        spam: false,
      }),
    ]),
  )

  // Another site's page cannot post, and nothing else of the service is reachable on the public host.
  const foreign = await send('POST', '/api/leads', {
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Mallory', email: 'm@example.com', services: ['video'], consent: true }),
  })
  expect(foreign.status).toBe(403)
  expect((await send('GET', '/api/leads')).status).toBe(403)
  const signIn = await send('POST', '/api/auth/login', {
    headers: { Origin: siteOrigin, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ password: 'nginx-test-password-1' }),
  })
  expect(signIn.status).toBe(404)
  expect((await storedLeads()).map((l) => l.name)).not.toContain('Mallory')
})

/** Chromium with both host names resolving to nginx on loopback, so pages and their calls are on their own origins. */
function browserAtNginx(): Promise<Browser> {
  const launch = test.info().project.use.launchOptions ?? {}
  return chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${PUBLIC_HOST} 127.0.0.1, MAP ${ADMIN_HOST} 127.0.0.1`],
  })
}

test('a visitor on the public host name sends the quote form in Chromium (CSP kept)', async () => {
  const browser = await browserAtNginx()
  try {
    const page = await browser.newPage()
    const violations: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
    })
    await page.goto(`http://${PUBLIC_HOST}:${port}/contact?service=matterport#quote`)
    await waitForIslands(page)
    await expect(page.getByLabel('Matterport 3D Tours')).toBeChecked()
    await page.getByLabel('Name').fill('Frankie In-Chromium')
    await page.getByLabel('E-mail').fill('frankie@example.com')
    await page.getByLabel('Message (optional)').fill('Sent through nginx on the public host')
    await page.getByLabel(/I agree that Northframe Media keeps this request/).check()
    // A person takes longer than the minimum fill time.
    await page.waitForFunction(() => performance.now() > 3500)
    await page.getByRole('button', { name: 'Send Request' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your request is in' })).toBeVisible()
    expect(violations).toEqual([])
  } finally {
    await browser.close()
  }
  expect(await storedLeads()).toContainEqual(
    expect.objectContaining({ name: 'Frankie In-Chromium', services: ['matterport'], spam: false }),
  )
})

/**
 * A photography shoot of a condo at the first open time, booked through the public host as /book does (the
 * options must answer first); its manage link's token.
 */
async function bookThroughNginx(contact: { name: string; email: string; address: string; notes?: string }) {
  const siteOrigin = `http://${PUBLIC_HOST}:${port}`
  const slots = await send('GET', '/api/booking/slots?services=photography&size=condo&postal=M5V2T6')
  expect(slots.status).toBe(200)
  const first = ((await slots.json()) as { slots: { start: string }[] }).slots[0]!
  const hold = await send('POST', '/api/booking/holds', {
    headers: { Origin: siteOrigin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ services: ['photography'], size: 'condo', postal: 'M5V2T6', start: first.start }),
  })
  expect(hold.status).toBe(201)
  const booked = await send('POST', '/api/bookings', {
    headers: { Origin: siteOrigin, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      holdId: ((await hold.json()) as { holdId: string }).holdId,
      phone: '+1 416 555 0100',
      consent: true,
      website: '',
      fillMs: 9000,
      ...contact,
    }),
  })
  expect(booked.status).toBe(201)
  return ((await booked.json()) as { manageUrl: string }).manageUrl.split('#')[1]!
}

test('the public host passes the booking API’s public paths to the service, and none of its owner routes', async () => {
  const siteOrigin = `http://${PUBLIC_HOST}:${port}`
  const options = await send('GET', '/api/booking/options')
  expect(options.status).toBe(200)
  expect(((await options.json()) as { services: unknown[] }).services.length).toBeGreaterThan(0)
  const token = await bookThroughNginx({
    name: 'Finley Through-Nginx',
    email: 'finley@example.com',
    address: '1 Front St W',
  })
  expect((await send('GET', `/api/bookings/manage/${token}`)).status).toBe(200)
  // The deposit's checkout reaches the service, which answers that none is asked (no deposit is set here).
  const deposit = await send('POST', `/api/bookings/manage/${token}/deposit`, {
    headers: { Origin: siteOrigin, 'Content-Type': 'application/json' },
    body: '{}',
  })
  expect(deposit.status).toBe(409)
  expect(((await deposit.json()) as { error: string }).error).toBeTruthy()
  // The owner's routes are not reachable here: not passed on (404) or refused by the service for this host (421).
  for (const url of ['/api/bookings', '/api/booking/settings', '/api/booking/feed/x.ics'])
    expect([404, 421], url).toContain((await send('GET', url)).status)
})

test('the public host serves the agents’ door: an agent signs in there, and /book there fills in their details', async () => {
  const site = `http://${PUBLIC_HOST}:${port}`
  const agent = { name: 'Morgan Through-Nginx', email: 'morgan@example.com' }
  const place = { address: '1 Front St W, Toronto', notes: 'Lockbox 1357 at the concierge' }
  // Morgan booked once: the first sign-in makes the agent from that booking.
  await bookThroughNginx({ ...agent, ...place })
  const browser = await browserAtNginx()
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${site}/account`)
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
    await page.getByLabel('E-mail address').fill(agent.email)
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
    await expect(page.getByText('a sign-in link is on its way')).toBeVisible()
    const mails = () => smtp.received.filter((m) => m.to.includes(agent.email) && /sign-in/.test(m.text))
    await expect.poll(() => mails().length, { timeout: 20_000 }).toBe(1)
    // The link opens on the public host, where the browser's binding cookie is.
    const link = /https?:\/\/\S+\/account\/sign-in\/[\w-]+/.exec(mails()[0]!.text)![0]
    expect(new URL(link).origin).toBe(site)
    await page.goto(link)
    await expect(page).toHaveURL(`${site}/account/`)
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
    const session = (await context.cookies()).find((c) => c.name === 'agent_sid')!
    expect(session.domain).toBe(PUBLIC_HOST)

    // Book again on the public host: the island's call carries the session, and the form is filled in.
    await page.getByRole('link', { name: 'Book again' }).click()
    await expect(page).toHaveURL(new RegExp(`^${site}/book/?$`))
    await waitForIslands(page)
    const details = await page.evaluate(() => fetch('/api/account/booking-details').then((r) => r.json()))
    expect(details).toEqual({ details: expect.objectContaining({ ...agent, places: [place] }) })
    const form = page.locator('[data-island="BookingForm"]')
    await form.getByLabel('Photography').check()
    await form.getByLabel('Postal code').fill('M5V 2T6')
    await form.getByRole('button', { name: 'Show open times' }).click()
    await form.getByRole('radio').first().check()
    await form.getByRole('button', { name: 'Hold this time' }).click()
    await expect(form.getByLabel('Name')).toHaveValue(agent.name)
    await expect(form.getByLabel('E-mail')).toHaveValue(agent.email)
    await expect(form.getByText(`Booking as ${agent.name}`)).toBeVisible()
    await form.getByLabel('Property address').fill(place.address)
    await expect(form.getByLabel(/Access notes/)).toHaveValue(place.notes)

    // The owner's door stays on the admin host, whatever the agent's cookie or the path's dot segments.
    const cookie = { Cookie: `agent_sid=${session.value}` }
    for (const url of ['/admin', '/api/auth/user', '/api/agents', '/api/orders', '/api/account/../agents']) {
      const res = await send('GET', url, { headers: cookie })
      expect(res.status, url).toBe(404)
      expect(await res.text(), url).toContain('Page Not Found')
    }
    // Passed on by nginx as an /api/account path, refused by the service as the owner's.
    expect((await send('GET', '/api/agents/../account', { headers: cookie })).status).toBe(421)
    const owner = await send('POST', '/api/auth/login', {
      headers: { Origin: site, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ password: 'nginx-test-password-1' }),
    })
    expect(owner.status).toBe(404)
    expect((await send('GET', '/api/account', { headers: cookie })).status).toBe(200)
    // The session is the public host's: on the admin host the same browser is signed out.
    await page.goto(`http://${ADMIN_HOST}:${port}/account/`)
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  } finally {
    await browser.close()
  }
})
