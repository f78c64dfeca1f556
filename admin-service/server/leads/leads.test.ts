import { describe, expect, it } from 'vitest'
import { LeadStore } from './LeadStore.ts'
import { TEST_ORIGIN, testApp } from '../../../tests/support/testApp.ts'
import { messages } from '../shared/http/errors.ts'
import { leadBudgets } from './leadLimits.ts'

const lead = (extra: Record<string, unknown> = {}) => ({
  name: 'Priya Shah',
  email: 'priya@example.com',
  phone: '+1 416 555 0199',
  services: ['drone', 'photography'],
  area: 'oakville',
  size: '2000-3500',
  date: '',
  message: 'Listing goes live on Friday.',
  consent: true,
  website: '',
  fillMs: 12_000,
  ...extra,
})

const form = (fields: [string, string][]) => new URLSearchParams(fields).toString()
const goodForm = form([
  ['name', 'Sam Lee'],
  ['email', 'sam@example.com'],
  ['phone', ''],
  ['services', 'video'],
  ['services', 'matterport'],
  ['area', 'other'],
  ['size', ''],
  ['date', ''],
  ['message', 'Two units,\r\nsame building'],
  ['consent', 'on'],
  ['website', ''],
  ['fillMs', ''],
])

async function leadsApp(options: { limiter?: ReturnType<typeof leadBudgets> } = {}) {
  const store = LeadStore.inMemory()
  const app = await testApp({
    leads: {
      store,
      budgets: options.limiter ?? leadBudgets({ perAddress: 100, global: 100, windowSeconds: 3600 }),
    },
  })
  const post = () => app.request().post('/api/leads').set('Origin', TEST_ORIGIN)
  return { ...app, leads: store, post }
}

describe('POST /api/leads', () => {
  it('stores a JSON request before answering 201 with its id', async () => {
    const { post, leads } = await leadsApp()
    const res = await post().send(lead())
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ ok: true, id: expect.any(String) })
    expect(leads.get(res.body.id)).toMatchObject({
      name: 'Priya Shah',
      services: ['photography', 'drone'],
      area: 'oakville',
      status: 'new',
      read: false,
      spam: false,
      deliveries: {},
    })
  })

  it('answers a plain form post with 303 to the thanks page and keeps every field', async () => {
    const { post, leads } = await leadsApp()
    const res = await post().type('form').send(goodForm)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/contact/thanks')
    expect(leads.leads[0]).toMatchObject({
      name: 'Sam Lee',
      services: ['video', 'matterport'],
      area: 'other',
      message: 'Two units,\nsame building',
      consent: true,
      spam: false,
    })
  })

  it('answers 400 with a message per field: JSON for the island, an HTML page for a form', async () => {
    const { post, leads } = await leadsApp()
    const json = await post().send(lead({ email: 'nope', services: [], consent: false, date: '2001-01-01' }))
    expect(json.status).toBe(400)
    expect(Object.keys(json.body.fields).sort()).toEqual(['consent', 'date', 'email', 'services'])
    const page = await post()
      .type('form')
      .send(form([['name', 'X']]))
    expect(page.status).toBe(400)
    expect(page.type).toBe('text/html')
    expect(page.text).toContain('<strong>E-mail</strong>')
    expect(page.text).toContain('Choose at least one service')
    for (const body of ['[]', '"x"', 'null', '{"name":', '{"__proto__":{"polluted":1}}']) {
      expect((await post().type('json').send(body)).status).toBe(400)
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(leads.leads).toHaveLength(0)
  })

  it('refuses other origins (403), bodies over 16 KB (413) and other content types (415)', async () => {
    const { request, post, leads } = await leadsApp()
    expect((await request().post('/api/leads').send(lead())).status).toBe(403)
    expect((await request().post('/api/leads').set('Origin', 'https://evil.example').send(lead())).status).toBe(403)
    const nullOrigin = (site: string) =>
      request().post('/api/leads').set('Origin', 'null').set('Sec-Fetch-Site', site).send(lead())
    expect((await nullOrigin('cross-site')).status).toBe(403)
    // A page under `Referrer-Policy: no-referrer` posts with `Origin: null`; the browser vouches for it.
    expect((await nullOrigin('same-origin')).status).toBe(201)
    await leads.remove(leads.leads[0]!.id)
    const big = await post().send(lead({ message: 'x'.repeat(17_000) }))
    expect(big.status).toBe(413)
    const chunked = await post()
      .type('form')
      .send(`${goodForm}&pad=${'y'.repeat(17_000)}`)
    expect(chunked.status).toBe(413)
    expect((await post().type('text/plain').send('hello')).status).toBe(415)
    expect(leads.leads).toHaveLength(0)
  })

  it('stores bots as spam with the same answer: honeypot filled, too fast, or the island clock missing', async () => {
    const { post, leads } = await leadsApp()
    const cases = [lead({ website: 'http://spam.example' }), lead({ fillMs: 800 }), lead({ fillMs: undefined })]
    for (const body of cases) expect((await post().send(body)).status).toBe(201)
    const bot = await post()
      .type('form')
      .send(`${goodForm.replace('website=', 'website=buy')}`)
    expect(bot.status).toBe(303)
    expect(leads.leads.map((l) => [l.spam, l.spamReason])).toEqual([
      [true, 'honeypot'],
      [true, 'too-fast'],
      [true, 'too-fast'],
      [true, 'honeypot'],
    ])
    // A form sent without JavaScript has no fill time: only the honeypot judges it.
    await post().type('form').send(goodForm)
    expect(leads.leads.at(-1)!.spam).toBe(false)
  })

  it('answers the sixth request in an hour from one address 429 with Retry-After, and caps all addresses', async () => {
    const { post } = await leadsApp({ limiter: leadBudgets() })
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await post().send(lead())).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    const refused = await post().send(lead())
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000)
    expect(refused.body.error).toBe(messages.leadTooMany)

    // The global cap tells the visitor the truth: it is not their connection.
    const capped = await leadsApp({ limiter: leadBudgets({ perAddress: 5, global: 3, windowSeconds: 3600 }) })
    const fromAll = []
    for (let i = 0; i < 4; i++) fromAll.push(await capped.post().send(lead()))
    expect(fromAll.map((r) => r.status)).toEqual([201, 201, 201, 429])
    expect(fromAll[3]!.body.error).toBe(messages.leadBusy)
    await capped.signIn()
    const { intake } = (await capped.agent.get('/api/leads')).body
    expect(intake).toMatchObject({ capRefused: 1, capReachedAt: expect.any(String), capUntil: expect.any(String) })
  })

  it('spends no budget on junk: invalid, oversized, mistyped or foreign requests count apart, and the owner sees them', async () => {
    const { post, request, agent, signIn, leads } = await leadsApp({
      limiter: leadBudgets({ perAddress: 2, global: 2, windowSeconds: 3600, junkPerAddress: 6 }),
    })
    const junk = [
      await post().send({}),
      await post().send({ name: 1 }),
      await post().type('text/plain').send('hello'),
      await post().type('json').send('{"name":'),
      await post().send(lead({ message: 'x'.repeat(20_000) })),
    ]
    expect(junk.map((r) => r.status)).toEqual([400, 400, 415, 400, 413])
    // The budgets of two are whole: junk spent none of them.
    expect([(await post().send(lead())).status, (await post().send(lead())).status]).toEqual([201, 201])
    expect((await request().post('/api/leads').set('Origin', 'https://evil.example').send(lead())).status).toBe(403)
    // Six refusals: the address's junk allowance is used up, and it is refused before its body is read.
    const limited = await post().send(lead())
    expect(limited.status).toBe(429)
    expect(limited.body.error).toBe(messages.leadTooManyJunk)
    expect(leads.leads).toHaveLength(2)
    await signIn()
    const { intake } = (await agent.get('/api/leads')).body
    expect(intake).toMatchObject({
      refused: 7,
      byReason: { invalid: 3, type: 1, 'too-large': 1, origin: 1, 'junk-limit': 1 },
      addresses: 1,
      capRefused: 0,
      capReachedAt: null,
    })
  })

  it('behind a proxy, counts the address the proxy appended, an IPv6 client by its /64', async () => {
    const { request } = await testApp({
      publicOrigin: 'https://admin.example.com',
      proxyHops: 1,
      leads: { store: LeadStore.inMemory(), budgets: leadBudgets() },
    })
    const post = (forwardedFor: string) =>
      request()
        .post('/api/leads')
        .set({ Host: 'admin.example.com', Origin: 'https://admin.example.com', 'X-Forwarded-For': forwardedFor })
        .send(lead())
    const statuses = []
    // The client writes a new leftmost address each time and moves within its /64: still one client.
    for (let i = 0; i < 6; i++) statuses.push((await post(`203.0.113.${i}, 2001:db8:1:2::${i + 1}`)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    expect((await post('2001:db8:1:3::1')).status).toBe(201)
  })

  it('with the site on its own host name, accepts quote requests for it and nothing else there', async () => {
    const { request, leads } = await leadsAppFor({
      publicOrigin: 'https://admin.example.com',
      siteOrigin: 'https://www.example.com',
    })
    const site = { Host: 'www.example.com', Origin: 'https://www.example.com', 'X-Forwarded-For': '198.51.100.7' }
    const res = await request().post('/api/leads').set(site).send(lead())
    expect(res.status).toBe(201)
    expect(leads.get(res.body.id)).toMatchObject({ name: 'Priya Shah' })
    const plain = await request().post('/api/leads').set(site).type('form').send(goodForm)
    expect(plain.status).toBe(303)
    expect(plain.headers.location).toBe('/contact/thanks')

    expect(
      (
        await request()
          .post('/api/leads')
          .set({ ...site, Origin: 'https://evil.example' })
          .send(lead())
      ).status,
    ).toBe(403)
    expect((await request().get('/api/leads').set(site)).status).toBe(421)
    expect((await request().get('/api/auth/user').set(site)).status).toBe(421)
    expect((await request().get('/').set(site)).status).toBe(421)
    // A local service (no public origin) serves its own pages: no second host name.
    const local = await leadsAppFor({ siteOrigin: 'https://www.example.com' })
    expect((await local.request().post('/api/leads').set(site).send(lead())).status).toBe(421)
  })
})

async function leadsAppFor(options: { publicOrigin?: string; siteOrigin: string }) {
  const store = LeadStore.inMemory()
  const app = await testApp({ ...options, leads: { store } })
  return { ...app, leads: store }
}

describe('the owner inbox API', () => {
  it('needs a session for every route', async () => {
    const { request, xhr } = await leadsApp()
    const calls = [
      request().get('/api/leads'),
      request().get('/api/leads.csv'),
      request().patch('/api/leads/abcdefgh12').set(xhr).send({ status: 'won' }),
      request().delete('/api/leads/abcdefgh12').set(xhr),
      request().put('/api/leads/settings').set(xhr).send({ retentionMonths: 6 }),
    ]
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401)
  })

  it('lists newest first, changes status, notes and read, deletes, and exports CSV safe from formulas', async () => {
    const { agent, xhr, signIn, post, leads } = await leadsApp()
    await signIn()
    const first = (await post().send(lead({ name: '=HYPERLINK("http://evil.example","click")' }))).body.id
    const second = (await post().send(lead({ name: 'Second', message: '@SUM(1+1)\n-2' }))).body.id

    const list = await agent.get('/api/leads')
    expect(list.status).toBe(200)
    expect(list.body.leads.map((l: { id: string }) => l.id)).toEqual([second, first])
    expect(list.body.settings).toEqual({ retentionMonths: 24 })
    expect(list.body.channels).toEqual([])

    const patched = await agent
      .patch(`/api/leads/${first}`)
      .set(xhr)
      .send({ status: 'quoted', notes: 'Sent $450', read: true })
    expect(patched.status).toBe(200)
    expect(leads.get(first)).toMatchObject({ status: 'quoted', notes: 'Sent $450', read: true })
    expect((await agent.patch(`/api/leads/${first}`).set(xhr).send({ status: 'maybe' })).status).toBe(400)
    expect((await agent.patch(`/api/leads/${first}`).set(xhr).send({ name: 'changed' })).status).toBe(400)
    expect((await agent.patch('/api/leads/unknown-id-1').set(xhr).send({ read: true })).status).toBe(404)

    const csv = await agent.get('/api/leads.csv')
    expect(csv.status).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"/)
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
    expect(csv.text).toContain(`"'@SUM(1+1)\n'-2"`)
    expect(csv.text).toContain("'+1 416 555 0199")
    expect(csv.text.split('\n').filter((line) => /^[^"]*,[=@+-]/.test(line))).toEqual([])

    expect((await agent.delete(`/api/leads/${second}`).set(xhr)).status).toBe(200)
    expect(leads.get(second)).toBeUndefined()
    expect((await agent.delete(`/api/leads/${second}`).set(xhr)).status).toBe(404)

    expect((await agent.put('/api/leads/settings').set(xhr).send({ retentionMonths: 6 })).body.settings).toEqual({
      retentionMonths: 6,
    })
    expect((await agent.put('/api/leads/settings').set(xhr).send({ retentionMonths: 25 })).status).toBe(400)
  })
})
