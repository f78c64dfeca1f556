/**
 * Every public door of the real service (main.ts, a child process, a real SMTP sink) held the same way:
 * holds from 50 networks cannot close the next week, junk at every door shuts none of them, a moved
 * booking keeps its own shoot, one mailbox cannot be sent confirmation after confirmation, and names that
 * hide or disguise text are refused. Client addresses are loopback addresses of their own (127.0.N.x:
 * a network each, as the service sees them without a proxy).
 */
import { writeFile, mkdir } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleBookingSettings } from '../../content/booking/sampleSettings.ts'
import { emptyListingsFile } from '../../content/listings/store.ts'
import { startSmtpServer } from '../support/smtpServer.ts'
import { storedSampleAgent, storedSampleListing } from '../support/sampleListing.ts'
import { recordFigures } from './figures.ts'
import { killSpawned, PASSWORD, removeTempDirs, send, spawnMain, tempDir, type Reply } from './service.ts'

const OWNER = 'owner@northframe.example.com'
const LISTING_ID = 'L'.repeat(16)
const DAY_MS = 86_400_000

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
const agent = new http.Agent({ keepAlive: false })

async function startService(name: string) {
  const tmp = await tempDir(name)
  const dataDir = path.join(tmp, 'data')
  await mkdir(dataDir, { recursive: true })
  // A delivered listing, so that a property question has a listing to ask about.
  await writeFile(
    path.join(dataDir, 'listings.json'),
    JSON.stringify({ ...emptyListingsFile(), agents: [storedSampleAgent], listings: [storedSampleListing()] }),
  )
  const service = await spawnMain({
    ADMIN_DATA_DIR: dataDir,
    ADMIN_SEED_DIR: path.join(tmp, 'no-seed'),
    ADMIN_WEB_DIR: path.join(tmp, 'no-web'),
    SITE_DIR: path.join(tmp, 'no-site'),
    ADMIN_PASSWORD: PASSWORD,
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: OWNER,
  })
  if (!service.base) throw new Error(`the service did not start:\n${service.output()}`)
  const base = service.base
  const headers = { Origin: base.origin, 'Content-Type': 'application/json' }
  const call = (method: string, url: string, from: string, body?: unknown, extra: Record<string, string> = {}) =>
    send(agent, base, {
      method,
      path: url,
      headers: { ...headers, ...extra },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      localAddress: from,
    })
  let cookie = ''
  const owner = async (method: string, url: string, body?: unknown): Promise<Reply> => {
    if (!cookie) {
      const res = await call('POST', '/api/auth/login', '127.0.0.1', { password: PASSWORD }, xhr)
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`)
      cookie = String(res.headers['set-cookie']?.[0]).split(';')[0]!
    }
    return call(method, url, '127.0.0.1', body, { ...xhr, Cookie: cookie })
  }
  return { base, call, owner, service }
}
const xhr = { 'X-Requested-With': 'XMLHttpRequest' }
type Service = Awaited<ReturnType<typeof startService>>

const torontoDay = (time: number) => new Date(time).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' })
const condo = { services: ['photography'], size: 'condo', postal: 'M5V2T6' }
const video = { services: ['video'], size: 'over-4000', postal: 'M5V2T6' }
const contact = (n: string, email = `${n.toLowerCase().replace(/\W/g, '')}@example.com`) => ({
  name: `Visitor ${n}`,
  email,
  phone: '+1 416 555 0100',
  address: `${n.length} King St W`,
  notes: '',
  consent: true,
  website: '',
  fillMs: 9000,
})
const quote = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
  phone: '',
  services: ['photography'],
  area: 'toronto',
  size: '',
  date: '',
  message: 'Condo listing next week.',
  consent: true,
  website: '',
  fillMs: 9000,
  ...extra,
})

async function slots(s: Service, shoot: typeof condo, from: string, to: string, who = '127.0.0.1') {
  const q = `services=${shoot.services.join(',')}&size=${shoot.size}&postal=${shoot.postal}&from=${from}&to=${to}`
  const res = await s.call('GET', `/api/booking/slots?${q}`, who)
  if (res.status !== 200) throw new Error(`slots: ${res.status} ${res.text}`)
  return (JSON.parse(res.text) as { slots: { start: string }[] }).slots.map((x) => x.start)
}

/** Holds `start` for `shoot` from `from`, then books it; the replies of both. */
async function holdAndBook(s: Service, from: string, shoot: object, start: string, who: ReturnType<typeof contact>) {
  const hold = await s.call('POST', '/api/booking/holds', from, { ...shoot, start })
  if (hold.status !== 201) return { hold, booked: null }
  const holdId = (JSON.parse(hold.text) as { holdId: string }).holdId
  const booked = await s.call('POST', '/api/bookings', from, { ...who, holdId })
  return { hold, booked }
}
const tokenOf = (booked: Reply) => (JSON.parse(booked.text) as { manageUrl: string }).manageUrl.split('#')[1]!

beforeAll(async () => {
  smtp = await startSmtpServer()
}, 60_000)

afterAll(async () => {
  await killSpawned()
  await smtp?.stop()
  agent.destroy()
  await removeTempDirs()
})

describe('holds from many networks', () => {
  it('close at most 10 % of any day’s open starts (2 under 20) over the next week; a 51st visitor still holds and books', async ({
    task,
  }) => {
    const s = await startService('hoarding')
    // Three photographers who shoot everything: a hold on one of them closes no start while another is free.
    const daniel = sampleBookingSettings.team[0]!
    const team = ['ada-brook', 'sam-ito'].map((id) => ({ ...daniel, id, name: id.replace('-', ' ') }))
    const put = await s.owner('PUT', '/api/booking/settings', {
      ...sampleBookingSettings,
      team: [daniel, ...team],
    })
    expect(put.status, put.text).toBe(200)
    // The next seven days on which starts are open (Sundays are off; the first two days are within the notice).
    const today = torontoDay(Date.now())
    const last = torontoDay(Date.now() + 12 * DAY_MS)
    const openBefore = new Map<string, string[]>()
    for (const start of await slots(s, condo, today, last)) {
      const day = torontoDay(Date.parse(start))
      openBefore.set(day, [...(openBefore.get(day) ?? []), start])
    }
    const days = [...openBefore.keys()].sort().slice(0, 7)
    expect(days).toHaveLength(7)

    // 50 clients on 50 networks hold the longest shoot as often as the service lets them, each starting on its
    // own day of the seven, until it is refused with 429.
    const videoStarts = await slots(s, video, days[0]!, days[6]!)
    const answers = new Map<number, number>()
    const attacker = async (i: number) => {
      const from = `127.0.${i + 1}.2`
      const mine = days.flatMap((_, d) => {
        const day = days[(i + d) % 7]!
        return videoStarts.filter((start) => torontoDay(Date.parse(start)) === day)
      })
      for (const start of mine.slice(0, 30)) {
        const res = await s.call('POST', '/api/booking/holds', from, { ...video, start })
        answers.set(res.status, (answers.get(res.status) ?? 0) + 1)
        if (res.status === 429) return
      }
    }
    for (let round = 0; round < 5; round++)
      await Promise.all(Array.from({ length: 10 }, (_, i) => attacker(round * 10 + i)))

    const closed: Record<string, string> = {}
    const lateEnough = Date.now() + 48 * 3_600_000 + 60_000
    const openAfter = new Set(await slots(s, condo, days[0]!, days[6]!))
    for (const day of days) {
      // Starts that the notice has closed since the first count are not the holds' doing.
      const before = openBefore.get(day)!.filter((start) => Date.parse(start) > lateEnough)
      const gone = before.filter((start) => !openAfter.has(start)).length
      closed[day] = `${gone} of ${before.length}`
      expect(gone, `${day}: ${closed[day]}`).toBeLessThanOrEqual(Math.max(2, Math.floor(before.length / 10)))
    }

    // A 51st visitor, on a network of its own, holds a time the site offers and books it.
    const offered = await slots(s, condo, days[2]!, days[2]!, '127.0.51.2')
    const { hold, booked } = await holdAndBook(s, '127.0.51.2', condo, offered[0]!, contact('Fifty One'))
    expect(hold.status, hold.text).toBe(201)
    expect(booked?.status, booked?.text).toBe(201)
    recordFigures(task, 'doors: hoarding', {
      'hold answers to 50 networks': [...answers].map(([status, n]) => `${status}: ${n}`).join(', '),
      'condo starts closed per day': Object.values(closed).join(', '),
      '51st visitor': `hold ${hold.status}, booking ${booked?.status}`,
    })
    await s.service.stop()
  })
})

describe('the booking doors', () => {
  let s: Service
  beforeAll(async () => {
    s = await startService('doors')
  }, 120_000)
  afterAll(async () => {
    await s?.service.stop()
  })

  type Intake = { refused: number; byDoor: Record<string, number> }
  const refusedByDoor = async () =>
    (JSON.parse((await s.owner('GET', '/api/bookings')).text) as { intake: Intake }).intake

  /** The open starts of the six days from `offsetDays` days from now. */
  const startsAhead = async (shoot: typeof condo, offsetDays: number) => {
    const day = torontoDay(Date.now() + offsetDays * DAY_MS)
    return slots(s, shoot, day, torontoDay(Date.now() + (offsetDays + 6) * DAY_MS))
  }

  it('moves a booking only into a time held for its own shoot: a 3-hour film stays 3 hours', async () => {
    const starts = await startsAhead(video, 5)
    const film = await holdAndBook(s, '127.0.93.2', video, starts[0]!, contact('Film Client'))
    expect(film.booked?.status, film.booked?.text).toBe(201)
    const token = tokenOf(film.booked!)
    // A new time asked for with another shoot (a one-hour condo photo, another postal code).
    const later = (await startsAhead(condo, 7)).at(-1)!
    const hold = await s.call('POST', '/api/booking/holds', '127.0.93.2', {
      services: ['photography'],
      size: 'condo',
      postal: 'M4E1A1',
      start: later,
      manage: token,
    })
    if (hold.status === 201) {
      const holdId = (JSON.parse(hold.text) as { holdId: string }).holdId
      await s.call('POST', `/api/bookings/manage/${token}/reschedule`, '127.0.93.2', { holdId })
    }
    const view = JSON.parse((await s.call('GET', `/api/bookings/manage/${token}`, '127.0.93.2')).text) as {
      start: string
      end: string
      postal: string
    }
    expect((Date.parse(view.end) - Date.parse(view.start)) / 60_000).toBe(180)
    expect(view.postal).toBe('M5V2T6')
  })

  it('sends one mailbox at most three booking confirmations a day, each marked Auto-Submitted', async () => {
    const starts = (await startsAhead(condo, 6)).filter((_, i) => i % 4 === 0)
    const emails = ['aimed@example.net', 'Aimed@Example.net', 'aimed+1@example.net', 'aimed+2@example.net']
    const replies = await Promise.all(
      [...emails, ...emails.slice(0, 3)].map((email, i) =>
        holdAndBook(s, `127.0.94.${i + 2}`, condo, starts[i]!, contact(`Aimed ${i}`, email)),
      ),
    )
    const booked = replies.filter((r) => r.booked?.status === 201)
    expect(booked.length).toBeLessThanOrEqual(3)
    const toAimed = () => smtp.received.filter((m) => m.to.some((to) => /^aimed(\+\d)?@example\.net$/i.test(to)))
    await expect.poll(() => toAimed().length, { timeout: 30_000 }).toBe(booked.length)
    expect(toAimed().every((m) => /^Auto-Submitted: auto-replied\r?$/m.test(m.raw))).toBe(true)
  })

  it('refuses booking names that hide or disguise text: none reaches the owner or a greeting', async () => {
    const spoofs = [
      'Bob\u202Emoc.live',
      '\u200B\u200B\u200B',
      '=?utf-8?q?Bcc=3A_victim=40example.com?=',
      'Eve\u0085Bcc: victim@example.com',
      'Zed\u2066hidden\u2069',
    ]
    const starts = (await startsAhead(condo, 8)).filter((_, i) => i % 4 === 0)
    for (const [i, name] of spoofs.entries()) {
      const { hold, booked } = await holdAndBook(s, `127.0.95.${i + 2}`, condo, starts[i]!, {
        ...contact(`Spoof ${i}`),
        name,
      })
      expect(hold.status).toBe(201)
      expect(booked?.status, JSON.stringify(name)).toBe(400)
      expect(JSON.parse(booked!.text).fields).toHaveProperty('name')
    }
    const bookings = JSON.parse((await s.owner('GET', '/api/bookings')).text) as { bookings: { email: string }[] }
    expect(bookings.bookings.filter((b) => /^spoof\d@/.test(b.email))).toEqual([])
    expect(smtp.received.filter((m) => /victim|moc\.live|hidden/.test(m.text + m.raw))).toEqual([])
  })

  it('stay open after 600 empty bodies from 30 addresses: a new visitor holds and books, a client cancels', async () => {
    const client = await holdAndBook(s, '127.0.90.2', condo, (await startsAhead(condo, 4))[0]!, contact('Early Client'))
    expect(client.booked?.status).toBe(201)
    const token = tokenOf(client.booked!)
    const before = await refusedByDoor()
    // A script does not know the client's manage link: it tries forged ones.
    const forged = `/api/bookings/manage/${token.slice(0, -3)}abc/cancel`
    const doors = ['/api/booking/holds', '/api/bookings', forged]
    const statuses = new Map<number, number>()
    for (let round = 0; round < 20; round++) {
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, a) => s.call('POST', doors[(round + a) % 3]!, `127.0.91.${a + 2}`, {})),
      )
      for (const r of replies) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
    }
    expect(statuses.get(429) ?? 0).toBe(0)
    const visitor = await holdAndBook(s, '127.0.92.2', condo, (await startsAhead(condo, 4))[0]!, contact('New Visitor'))
    expect(visitor.hold.status, visitor.hold.text).toBe(201)
    expect(visitor.booked?.status, visitor.booked?.text).toBe(201)
    const cancel = await s.call('POST', `/api/bookings/manage/${token}/cancel`, '127.0.90.2', {})
    expect(cancel.status, cancel.text).toBe(200)
    // The owner sees what was refused, door by door (the tests before this one refused a few names).
    const after = await refusedByDoor()
    expect(after.refused - before.refused).toBe(600)
    for (const door of ['holds', 'bookings', 'manage link'])
      expect((after.byDoor[door] ?? 0) - (before.byDoor[door] ?? 0), door).toBe(200)
  })
})

describe('junk at every public door', () => {
  it('after 2,000 junk requests from 100 addresses, a new visitor holds, books, moves and cancels, asks for a quote and about a listing', async ({
    task,
  }) => {
    const s = await startService('junk')
    const day = torontoDay(Date.now() + 4 * DAY_MS)
    const starts = await slots(s, condo, day, torontoDay(Date.now() + 10 * DAY_MS))
    const client = await holdAndBook(s, '127.0.80.2', condo, starts[0]!, contact('Junk Witness'))
    expect(client.booked?.status).toBe(201)
    const token = tokenOf(client.booked!)
    const big = JSON.stringify({ ...contact('Big'), notes: 'x'.repeat(40_000) })
    const foreign = { Origin: 'https://evil.example' }
    const text = { 'Content-Type': 'text/plain' }
    const junk: ((from: string) => Promise<Reply>)[] = [
      (from) => s.call('POST', '/api/leads', from, {}),
      (from) => s.call('POST', '/api/leads', from, 'hello', text),
      (from) => s.call('POST', '/api/leads', from, quote('Mallory'), foreign),
      (from) => s.call('POST', '/api/leads', from, quote('Question', { listing: 'X'.repeat(16), services: [] })),
      (from) => s.call('POST', '/api/booking/holds', from, {}),
      (from) => s.call('POST', '/api/booking/holds', from, '{"services":', {}),
      (from) => s.call('POST', '/api/booking/holds', from, { ...condo, start: starts[1] }, foreign),
      (from) => s.call('POST', '/api/bookings', from, {}),
      (from) => s.call('POST', '/api/bookings', from, big),
      (from) => s.call('POST', '/api/bookings', from, 'hi', text),
      (from) => s.call('POST', `/api/bookings/manage/${token}/cancel`, from, 'x', text),
      (from) => s.call('POST', `/api/bookings/manage/${token}/reschedule`, from, {}),
      (from) => s.call('POST', `/api/bookings/manage/${token.slice(0, -2)}xx/cancel`, from, {}),
      (from) => s.call('POST', `/api/bookings/manage/${token}/cancel`, from, {}, foreign),
      (from) => s.call('GET', `/api/bookings/manage/not-a-token`, from),
      (from) => s.call('GET', `/api/bookings/manage/${token}x/invitation.ics`, from),
      (from) => s.call('GET', '/api/booking/slots?services=castle&size=condo&postal=M5V2T6', from),
      (from) => s.call('GET', '/api/booking/slots?services=photography&size=condo&postal=12345', from),
      (from) => s.call('GET', '/api/booking/feed/not-the-feed.ics', from),
      (from) => s.call('POST', '/api/leads', from, '{"name":1}'),
    ]
    const statuses = new Map<number, number>()
    // 100 addresses on 100 networks, 20 requests each (one of each kind), 100 at a time.
    for (let round = 0; round < 20; round++) {
      const replies = await Promise.all(
        Array.from({ length: 100 }, (_, a) => junk[(round + a) % junk.length]!(`127.0.${100 + a}.2`)),
      )
      for (const r of replies) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
    }
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(2000)
    expect([...statuses.keys()].every((st) => st >= 400 && st < 500)).toBe(true)

    const me = '127.0.250.2'
    const open = await slots(s, condo, day, torontoDay(Date.now() + 10 * DAY_MS), me)
    const { hold, booked } = await holdAndBook(s, me, condo, open[0]!, contact('After Junk'))
    expect(hold.status, hold.text).toBe(201)
    expect(booked?.status, booked?.text).toBe(201)
    const mine = tokenOf(booked!)
    const move = await s.call('POST', '/api/booking/holds', me, { ...condo, start: open.at(-1), manage: mine })
    expect(move.status, move.text).toBe(201)
    const moved = await s.call('POST', `/api/bookings/manage/${mine}/reschedule`, me, {
      holdId: (JSON.parse(move.text) as { holdId: string }).holdId,
    })
    expect(moved.status, moved.text).toBe(200)
    const cancelled = await s.call('POST', `/api/bookings/manage/${mine}/cancel`, me, {})
    expect(cancelled.status, cancelled.text).toBe(200)
    const asked = await s.call('POST', '/api/leads', me, quote('After Junk'))
    expect(asked.status, asked.text).toBe(201)
    const question = await s.call(
      'POST',
      '/api/leads',
      me,
      quote('Listing Question', { listing: LISTING_ID, services: [] }),
    )
    expect(question.status, question.text).toBe(201)
    recordFigures(task, 'doors: junk', {
      'junk requests (100 addresses, every door)': 2000,
      'their answers': [...statuses].map(([st, n]) => `${st}: ${n}`).join(', '),
      'then hold, book, move, cancel, quote, question': [hold, booked!, move, moved, cancelled, asked, question]
        .map((r) => r.status)
        .join(', '),
    })
    await s.service.stop()
  })
})
