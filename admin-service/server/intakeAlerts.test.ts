/**
 * Every public door's alert reaches the owner: each feature is started by its own start function (as
 * startService does) over a temp data folder and a real SMTP sink, its doors mounted by createApp with a
 * global cap of one, and the second valid request at the door, turned away by that cap, has the owner's
 * alert e-mailed: its subject names the doors, its text the door whose cap it was.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { emptyBookingsFile } from './booking/BookingStore.ts'
import { accountBudgets, startAccount } from './account/index.ts'
import { bookingBudgets, startBooking } from './booking/index.ts'
import { leadBudgets, startLeads } from './leads/index.ts'
import { startListings, viewBudgets } from './listings/index.ts'
import { serviceMail } from './shared/mail/serviceMail.ts'
import { emptyListingsFile } from '../../content/listings/store.ts'
import { bookingOf } from '../../tests/support/accountApp.ts'
import { testBookingForm } from '../../tests/support/bookingSettings.ts'
import { storedSampleAgent, storedSampleListing } from '../../tests/support/sampleListing.ts'
import { startSmtpServer } from '../../tests/support/smtpServer.ts'
import { TEST_ORIGIN, testApp } from '../../tests/support/testApp.ts'

const OWNER = 'owner@northframe.example.com'
const BOOKING_ID = 'b'.repeat(16)
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A temp data folder with a delivered listing and a confirmed booking, a real SMTP sink, the owner's mail settings. */
async function setUp() {
  const smtp = await startSmtpServer()
  cleanups.push(smtp.stop)
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'intake-alerts-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  await writeFile(
    path.join(dataDir, 'listings.json'),
    JSON.stringify({ ...emptyListingsFile(), agents: [storedSampleAgent], listings: [storedSampleListing()] }),
  )
  const start = new Date(Date.now() + 10 * 86_400_000).toISOString()
  await writeFile(
    path.join(dataDir, 'bookings.json'),
    JSON.stringify({ ...emptyBookingsFile(), bookings: [bookingOf(BOOKING_ID, 'client@example.com', start)] }),
  )
  const delivery = {
    smtpUrl: smtp.url,
    notifyTo: OWNER,
    mailFrom: null,
    autoreply: false,
    webhookUrl: null,
    webhookSecret: null,
    inboxUrl: 'http://127.0.0.1:4174/admin#leads',
  }
  const mail = serviceMail(delivery)!
  const log = () => {}
  const started = async <F extends { stop: () => Promise<void> }>(feature: Promise<F>) => {
    const f = await feature
    cleanups.push(() => f.stop())
    return f
  }
  return { smtp, dataDir, delivery, mail, log, started }
}

type Env = Awaited<ReturnType<typeof setUp>>
type App = Awaited<ReturnType<typeof testApp>>

const listingsOf = async (env: Env) =>
  (
    await env.started(
      startListings(env.dataDir, { log: env.log, mail: { ...env.mail, siteOrigin: () => TEST_ORIGIN } }),
    )
  ).routes.listings

const startBookingIn = (env: Env) =>
  env.started(
    startBooking(env.dataDir, env.delivery, {
      log: env.log,
      siteOrigin: () => TEST_ORIGIN,
      adminOrigin: () => 'http://127.0.0.1:4174',
      fetch: async () => 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    }),
  )

/** A booking door's app: the booking feature's routes (its watch), with every global cap at one. */
async function bookingApp(env: Env): Promise<App & { token: string }> {
  const booking = await startBookingIn(env)
  const budgets = bookingBudgets({ holdsGlobal: 1, bookingsGlobal: 1, changesGlobal: 1 })
  const app = await testApp({ booking: { ...booking.routes.booking, budgets } })
  return { ...app, token: booking.store.manageToken(BOOKING_ID) }
}

const inThreeDays = () => {
  const at = new Date(Date.now() + 3 * 86_400_000)
  at.setUTCHours(16, 0, 0, 0)
  return at.toISOString()
}

const visitor = testBookingForm

type Door = {
  /** The test's name for the door kind. */
  name: string
  /** The door's name as the alert gives it. */
  door: string
  subject: string
  /** The app whose door is held, and the one valid request (sent twice). */
  open: (env: Env) => Promise<{ send: () => Promise<{ status: number }> }>
}

const doors: Door[] = [
  {
    name: 'quote form',
    door: 'quote form',
    subject: 'Quote form: the hourly limit was reached',
    open: async (env) => {
      const leads = await env.started(startLeads(env.dataDir, env.delivery, { log: env.log }))
      const budgets = leadBudgets({ global: 1 })
      const app = await testApp({ leads: { store: leads.store, budgets, watch: leads.watch } })
      const lead = { ...visitor, services: ['photography'], message: 'A condo on King St' }
      return { send: () => app.request().post('/api/leads').set('Origin', TEST_ORIGIN).send(lead) }
    },
  },
  {
    name: 'holds',
    door: 'holds',
    subject: 'Booking: the hourly limit was reached',
    open: async (env) => {
      const app = await bookingApp(env)
      const hold = { services: ['photography'], size: 'condo', postal: 'M5V 2T6', start: inThreeDays() }
      return { send: () => app.request().post('/api/booking/holds').set('Origin', TEST_ORIGIN).send(hold) }
    },
  },
  {
    name: 'bookings',
    door: 'bookings',
    subject: 'Booking: the hourly limit was reached',
    open: async (env) => {
      const app = await bookingApp(env)
      const book = { ...visitor, holdId: 'no-such-hold' }
      return { send: () => app.request().post('/api/bookings').set('Origin', TEST_ORIGIN).send(book) }
    },
  },
  {
    name: "a manage link's cancel",
    door: 'manage link',
    subject: 'Booking: the hourly limit was reached',
    open: async (env) => {
      const app = await bookingApp(env)
      const url = `/api/bookings/manage/${app.token}/cancel`
      return { send: () => app.request().post(url).set('Origin', TEST_ORIGIN).send({}) }
    },
  },
  {
    // The deposit checkout is a manage link's action: the link's budget and everyone's.
    name: 'the deposit checkout',
    door: 'manage link',
    subject: 'Booking: the hourly limit was reached',
    open: async (env) => {
      const app = await bookingApp(env)
      const url = `/api/bookings/manage/${app.token}/deposit`
      return { send: () => app.request().post(url).set('Origin', TEST_ORIGIN).send({}) }
    },
  },
  {
    name: 'account sign-in',
    door: 'account sign-in',
    subject: "Agents' sign-in: the hourly limit was reached",
    open: async (env) => {
      const listings = await listingsOf(env)
      const account = await env.started(startAccount(env.dataDir, { log: env.log, mail: env.mail }))
      const budgets = accountBudgets({ linksGlobal: 1 })
      const app = await testApp({ listings, account: { ...account.routes.account, budgets } })
      let n = 0
      return {
        send: () =>
          app
            .request()
            .post('/api/account/sign-in')
            .set({ Origin: TEST_ORIGIN, 'X-Requested-With': 'XMLHttpRequest' })
            .send({ email: `agent${++n}@example.com` }),
      }
    },
  },
  {
    name: 'property website views',
    door: 'property website views',
    subject: 'Property websites: the hourly limit was reached',
    open: async (env) => {
      const listings = await listingsOf(env)
      const app = await testApp({ listings: { ...listings, viewBudgets: viewBudgets({ global: 1 }) } })
      const url = `/api/listings/${'L'.repeat(16)}/views`
      return {
        send: () =>
          app
            .request()
            .post(url)
            .set('Origin', TEST_ORIGIN)
            .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36'),
      }
    },
  },
]

describe("the owner's alert when a door's global cap is reached", () => {
  it.each(doors.map((d) => [d.name, d] as const))(
    '%s: the alert is e-mailed to the owner',
    async (_name, { door, subject, open }) => {
      const env = await setUp()
      const { send } = await open(env)
      const first = await send()
      expect(first.status).not.toBe(429)
      expect((await send()).status).toBe(429)
      const alertOf = () => env.smtp.received.find((m) => m.subject === subject)
      await expect.poll(alertOf, { timeout: 10_000 }).toBeDefined()
      const alert = alertOf()
      expect(alert!.to).toEqual([OWNER])
      expect(alert!.text).toContain(`at the ${door} door`)
      expect(alert!.raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m)
    },
  )
})
