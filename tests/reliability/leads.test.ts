/**
 * Quote requests (`POST /api/leads`, the owner's inbox): a burst of 1,000 requests from 32 clients at
 * once, every one on disk exactly once; 5,000 fuzzed bodies, each answered with a 4xx and none stored;
 * 500 XSS payloads put in every field, the accepted ones opened one by one in the real /admin inbox in
 * Chromium, where nothing may run.
 */
import path from 'node:path'
import fc from 'fast-check'
import { chromium } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { leadInput, submissionFromEntries } from '../../content/leads/schema.ts'
import { leadsFile } from '../../content/leads/store.ts'
import { leadBudgets } from '../../admin-service/server/leads/leadLimits.ts'
import { LeadStore } from '../../admin-service/server/leads/LeadStore.ts'
import { buildAdminPage } from '../support/buildAdminPage.ts'
import { hostileText } from '../support/xssPayloads.ts'
import { recordFigures } from './figures.ts'
import { NO_CLOCK_LIMIT, progressGuard } from './progress.ts'
import { PASSWORD, removeTempDirs, startService, tempDir, type Reply } from './service.ts'

const SEED = 1107
const LOAD_REQUESTS = 1000
const CLIENTS = 32
const FUZZ_CASES = 5000
const XSS_PAYLOADS = 500
/** The limits are not under test here (the e2e suite checks them): every request must reach the store. */
const noLimits = () =>
  leadBudgets({ perAddress: 1_000_000, global: 1_000_000, junkPerAddress: 1_000_000, spamGlobal: 1_000_000 })
const quiet = { warn() {}, error() {} }

afterAll(removeTempDirs)

const validLead = (name: string) => ({
  name,
  email: 'load@example.com',
  phone: '+1 416 555 0100',
  services: ['photography', 'drone'],
  area: 'toronto',
  size: '1000-2000',
  date: '',
  message: 'Semi-detached, three floors.',
  consent: true,
  website: '',
  fillMs: 9000,
})

/** Runs `tasks` with at most `width` at a time. */
async function inParallel<T>(width: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++
        results[i] = await tasks[i]!()
      }
    }),
  )
  return results
}

async function leadService(webDir?: string) {
  const dataDir = await tempDir('leads')
  const file = path.join(dataDir, 'leads.json')
  const store = await LeadStore.open(file, { logger: quiet })
  const service = await startService({ dataDir, webDir, leads: { store, budgets: noLimits() } })
  const post = (body: string, type: string, headers: Record<string, string> = {}) =>
    service.request({
      method: 'POST',
      path: '/api/leads',
      headers: { Origin: service.base.origin, 'Content-Type': type, ...headers },
      body,
    })
  const stop = async () => {
    await service.stop()
    await store.close()
  }
  return { ...service, store, file, post, stop }
}

describe('quote requests', () => {
  it('stores 1,000 requests from 32 concurrent clients: none lost, none twice, no 5xx', async ({ task }) => {
    const service = await leadService()
    const names = Array.from({ length: LOAD_REQUESTS }, (_, i) => `Load Test ${String(i).padStart(4, '0')}`)
    const started = performance.now()
    // Half as the island sends them (JSON), half as a plain form without JavaScript.
    const replies = await inParallel(
      CLIENTS,
      names.map((name, i) => () => {
        const lead = validLead(name)
        if (i % 2 === 0) return service.post(JSON.stringify(lead), 'application/json')
        const form = new URLSearchParams([
          ...Object.entries(lead).filter(([k]) => !['services', 'consent', 'fillMs'].includes(k)),
          ...lead.services.map((s) => ['services', s]),
          ['consent', 'on'],
        ] as [string, string][])
        return service.post(form.toString(), 'application/x-www-form-urlencoded')
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const acknowledged = replies.filter((r, i) => r.status === (i % 2 === 0 ? 201 : 303)).length
    const serverErrors = replies.filter((r) => r.status >= 500).length
    const answeredIds = replies.filter((r) => r.status === 201).map((r) => (JSON.parse(r.text) as { id: string }).id)

    const count = (leads: readonly { name: string }[]) => {
      const seen = new Map<string, number>()
      for (const l of leads) seen.set(l.name, (seen.get(l.name) ?? 0) + 1)
      return {
        lost: names.filter((n) => !seen.has(n)).length,
        duplicated: [...seen.values()].filter((n) => n > 1).length,
      }
    }
    const live = count(service.store.leads)
    const idsStored = new Set(service.store.leads.map((l) => l.id))
    await service.stop()
    const reopened = await LeadStore.open(service.file, { logger: quiet })
    const afterReopen = count(reopened.leads)
    await reopened.close()

    recordFigures(task, 'leads: load', {
      requests: LOAD_REQUESTS,
      'concurrent clients': CLIENTS,
      acknowledged,
      '5xx responses': serverErrors,
      'lost leads': live.lost + afterReopen.lost,
      'duplicated leads': live.duplicated + afterReopen.duplicated,
      'leads stored per second': Math.round(acknowledged / seconds),
      seconds: seconds.toFixed(1),
    })
    expect(serverErrors).toBe(0)
    expect(acknowledged).toBe(LOAD_REQUESTS)
    expect([live, afterReopen]).toEqual([
      { lost: 0, duplicated: 0 },
      { lost: 0, duplicated: 0 },
    ])
    expect(idsStored.size).toBe(LOAD_REQUESTS)
    expect(answeredIds.every((id) => idsStored.has(id))).toBe(true)
  })

  it('answers 5,000 fuzzed bodies with a 4xx each and stores none of them', async ({ task }) => {
    const service = await leadService()
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom('__proto__', 'constructor', '', ' ', '\u0000', '\u202e', '<script>alert(1)</script>', 'on'),
      fc.integer({ min: 200, max: 6000 }).map((n) => 'x'.repeat(n)),
    )
    const anyValue = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text))
    // Lead-shaped objects with some fields wrong; never the literal consent `true`, so none is valid.
    const leadLike = fc.record(
      {
        name: fc.oneof(text, anyValue),
        email: fc.oneof(fc.constantFrom('a@b.co', 'not-an-email', 'a@b'), text, anyValue),
        phone: fc.oneof(text, anyValue),
        services: fc.oneof(fc.array(fc.constantFrom('drone', 'video', 'plumbing', '__proto__')), anyValue),
        area: fc.oneof(fc.constantFrom('toronto', 'other', 'atlantis'), anyValue),
        size: anyValue,
        date: fc.oneof(fc.constantFrom('2031-02-29', '1999-01-01', 'tomorrow'), anyValue),
        message: fc.oneof(text, anyValue),
        consent: fc.oneof(fc.constantFrom('true', 'on', 1, false, null), text),
        website: fc.oneof(fc.constant(''), text),
        fillMs: fc.oneof(fc.integer(), text),
        __proto__: fc.constant({ polluted: 'yes' }),
      },
      { requiredKeys: [] },
    )
    const origin = service.base.origin
    const fuzzCase = fc.oneof(
      { weight: 5, arbitrary: leadLike.map((v) => ({ body: JSON.stringify(v), type: 'application/json', origin })) },
      fc.jsonValue().map((v) => ({ body: JSON.stringify(v) ?? 'null', type: 'application/json', origin })),
      fc
        .constantFrom('{', '{"name":', '[', 'nul', '{"a":1}{"b":2}', '\ufeff{}', '{"__proto__":{"polluted":"yes"}}')
        .map((body) => ({ body, type: 'application/json', origin })),
      fc
        .array(fc.tuple(fc.constantFrom('name', 'email', 'services', 'area', 'website', 'x', '__proto__'), text))
        .map((pairs) => ({
          body: new URLSearchParams(pairs).toString(),
          type: 'application/x-www-form-urlencoded',
          origin,
        })),
      fc.string({ unit: 'binary', maxLength: 400 }).map((body) => ({
        body,
        type: 'application/x-www-form-urlencoded',
        origin,
      })),
      fc.integer({ min: 16_500, max: 300_000 }).map((n) => ({
        body: JSON.stringify(validLead('x'.repeat(n))),
        type: 'application/json',
        origin,
      })),
      fc
        .constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/xml', '', 'text/json')
        .map((type) => ({ body: JSON.stringify(validLead('Wrong Type')), type, origin })),
      fc
        .constantFrom('https://evil.example', 'null', `${origin}.evil.example`, '')
        .map((o) => ({ body: JSON.stringify(validLead('Wrong Origin')), type: 'application/json', origin: o })),
    )
    // Only requests that cannot be a valid submission are kept, so every answer must be a 4xx.
    const acceptable = (c: { body: string; type: string; origin: string }) => {
      if (c.origin !== origin || Buffer.byteLength(c.body) > 16_384) return false
      try {
        if (c.type === 'application/json') return leadInput.safeParse(JSON.parse(c.body)).success
        if (c.type === 'application/x-www-form-urlencoded')
          return leadInput.safeParse(submissionFromEntries(new URLSearchParams(c.body))).success
        return false
      } catch {
        return false
      }
    }
    const cases = fc
      .sample(fuzzCase, { seed: SEED, numRuns: FUZZ_CASES * 2 })
      .filter((c) => !acceptable(c))
      .slice(0, FUZZ_CASES)
    expect(cases).toHaveLength(FUZZ_CASES)
    const replies: Reply[] = await inParallel(
      8,
      cases.map((c) => () => service.post(c.body, c.type, { Origin: c.origin })),
    )
    const byStatus = new Map<number, number>()
    for (const r of replies) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1)
    const outside4xx = replies.filter((r) => r.status < 400 || r.status >= 500).length
    const stored = service.store.leads.length
    await service.stop()

    recordFigures(task, 'leads: fuzz', {
      'fuzzed bodies': FUZZ_CASES,
      ...Object.fromEntries([...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => [`answered ${status}`, n])),
      'answers outside 4xx': outside4xx,
      'leads stored': stored,
    })
    expect(outside4xx).toBe(0)
    expect(stored).toBe(0)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it(
    'shows 500 XSS payloads in every field as text in the owner inbox: none runs in Chromium',
    { timeout: NO_CLOCK_LIMIT },
    async ({ task }) => {
      const webDir = await tempDir('admin-web')
      buildAdminPage(webDir)
      const service = await leadService(webDir)
      const cookie = await service.signIn()
      const payloads = fc.sample(hostileText(90), { seed: SEED, numRuns: XSS_PAYLOADS })
      const json = (body: unknown) => service.post(JSON.stringify(body), 'application/json')
      // The schema refuses control characters (C0, DEL, C1; the message keeps line breaks and tabs) and bidi
      // controls, and in a name invisible characters and RFC 2047 encoded-words; they go, the markup stays.
      const singleLine = (p: string) =>
        // eslint-disable-next-line no-control-regex
        p.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, ' ')
      const nameLine = (p: string) =>
        singleLine(p)
          .replace(
            /[\u00ad\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u2060-\u2064\u206a-\u206f\u3164\ufeff\uffa0]/g,
            ' ',
          )
          .replace(/=\?/g, '= ?')
      const multiLine = (p: string) =>
        // eslint-disable-next-line no-control-regex
        p.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, ' ')
      const refused: Record<string, number> = {}
      const accepted: Record<string, number> = {}
      const tally = (ok: boolean, field: string) => {
        const counts = ok ? accepted : refused
        counts[field] = (counts[field] ?? 0) + 1
      }
      let dialogs = 0
      const vectors: string[] = []

      // Every field gets each payload: the free-text ones are stored, the others refused by the schema.
      const progress = progressGuard('leads: xss')
      await progress.run(
        inParallel(
          8,
          payloads.map((payload, i) => async () => {
            progress.step()
            const lead = { ...validLead(`${i} ${nameLine(payload)}`), message: multiLine(payload) }
            const res = await json(lead)
            expect(res.status).toBe(201)
            const { id } = JSON.parse(res.text) as { id: string }
            const note = await service.json('PATCH', `/api/leads/${id}`, { notes: payload, read: true }, cookie)
            expect(note.status).toBe(200)
            for (const field of ['email', 'phone', 'services', 'area', 'size', 'date']) {
              const value = field === 'services' ? [payload] : payload
              tally((await json({ ...validLead(`${i} ${field}`), [field]: value })).status === 201, field)
            }
            tally(
              (await service.json('PATCH', `/api/leads/${id}`, { status: payload }, cookie)).status === 200,
              'status',
            )
          }),
        ),
      )
      // What the schema let through of the restricted fields is in the inbox too; mark it read.
      for (const lead of service.store.leads.filter((l) => !l.read)) await service.store.update(lead.id, { read: true })
      const shown = service.store.leads.length

      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      })
      let opened = 0
      try {
        const page = await browser.newPage()
        page.on('dialog', (dialog) => {
          dialogs++
          vectors.push(`${dialog.type()} "${dialog.message()}"`)
          void dialog.dismiss()
        })
        await page.goto(`${service.base.origin}/admin#leads`)
        await page.getByLabel('Password').fill(PASSWORD)
        await page.getByRole('button', { name: 'Sign in' }).click()
        const rows = page.getByTestId('lead-row')
        await expect.poll(() => rows.count(), { timeout: 120_000 }).toBe(shown)
        await progress.run(
          (async () => {
            for (let i = 0; i < shown; i++) {
              await rows.nth(i).click()
              await page.getByTestId('lead-detail').waitFor()
              opened++
              progress.step()
            }
          })(),
        )
        // The text arrived as text: the detail of the last lead shows its message with the markup in it.
        const last = [...service.store.leads].reverse().at(-1)!
        expect(await page.locator('.admin-lead-message').textContent()).toBe(last.message)
        // The live DOM: no event handler or script URL anywhere, no active element inside the inbox.
        vectors.push(
          ...(await page.evaluate(() => {
            const found: string[] = []
            for (const el of Array.from(document.querySelectorAll('*'))) {
              for (const a of Array.from(el.attributes)) {
                const name = a.name.toLowerCase()
                // eslint-disable-next-line no-control-regex
                const value = a.value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase()
                if (name.startsWith('on') || name === 'srcdoc') found.push(`${el.tagName} ${name}`)
                if (
                  ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) &&
                  /^(javascript:|vbscript:|data:text\/html)/.test(value)
                )
                  found.push(`${el.tagName} ${name}=${a.value}`)
              }
            }
            const active =
              'script, iframe, object, embed, svg, math, img, video, audio, style, link, meta, base, details'
            for (const el of Array.from(
              document.querySelectorAll(`section[aria-labelledby="leads-heading"] :is(${active})`),
            ))
              found.push(`<${el.tagName.toLowerCase()}> in the inbox`)
            return found
          })),
        )
      } finally {
        await browser.close()
        await service.stop()
      }

      recordFigures(task, 'leads: xss', {
        payloads: XSS_PAYLOADS,
        'stored (name, message, notes)': XSS_PAYLOADS,
        ...Object.fromEntries(Object.entries(refused).map(([field, n]) => [`refused in ${field}`, n])),
        ...Object.fromEntries(Object.entries(accepted).map(([field, n]) => [`accepted in ${field}`, n])),
        'leads opened in Chromium': opened,
        dialogs,
        'script vectors in the DOM': vectors.length - dialogs,
      })
      expect(vectors).toEqual([])
      expect(opened).toBe(shown)
      expect(leadsFile.safeParse({ settings: service.store.settings, leads: service.store.leads }).success).toBe(true)
    },
  )
})
