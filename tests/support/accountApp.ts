import type { SendMailOptions } from 'nodemailer'
import request from 'supertest'
import { AccountStore, ErasureMailer, SignInMailer } from '../../admin-service/server/account/index.ts'
import { BookingStore } from '../../admin-service/server/booking/index.ts'
import type { AppOptions } from '../../admin-service/server/createApp.ts'
import { listingsApp } from './listingsApp.ts'
import { TEST_ORIGIN } from './testApp.ts'

export const dana = 'dana@example.com'
export const sam = 'sam@example.com'
/** An agent's profile fields (`POST /api/agents`). */
export const agentFields = (name: string, email: string) => ({
  name,
  brokerage: 'Lakeside Realty',
  phone: '+1 416 555 0199',
  email,
})

/** A booking made with `email`, starting `start` (a stored booking's fields, the rest the sample's). */
export const bookingOf = (id: string, email: string, start: string, name = 'Dana Agent') => ({
  id,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  status: 'confirmed' as const,
  name,
  email,
  phone: '+1 416 555 0199',
  address: `${id} Queen St E, Toronto`,
  notes: 'Lockbox 1234',
  ownerNotes: 'Owner only: pays late',
  price: null,
  sequence: 0,
  reminderSentFor: null,
  leadId: null,
  services: ['photography'],
  sizeId: 'm',
  postal: 'M4E',
  zoneId: 'east',
  memberId: 'alex',
  start,
  end: new Date(Date.parse(start) + 2 * 3_600_000).toISOString(),
  bufferMinutes: 0,
})

/**
 * The listings app with the agents' door: a clock the test moves (`clock.now`), the sign-in and erasure
 * e-mails kept in `mails` (`mailer`, `erasures`: wait on their `idle()`), bookings made with the given ones, and `browser()` for a new supertest agent (a browser of its own).
 */
export async function accountApp(
  options: { bookings?: ReturnType<typeof bookingOf>[]; app?: Partial<AppOptions>; start?: number } = {},
) {
  const clock = { now: options.start ?? Date.parse('2026-11-20T15:00:00.000Z') }
  const accounts = AccountStore.inMemory(() => clock.now)
  const mails: SendMailOptions[] = []
  const mailer = new SignInMailer(async (mail) => void mails.push(mail), { from: 'studio@example.com' })
  const erasures = new ErasureMailer(accounts, async (mail) => void mails.push(mail), { from: 'studio@example.com' })
  const empty = BookingStore.inMemory().data
  const bookings = BookingStore.inMemory({ ...empty, bookings: options.bookings ?? [] })
  const app = await listingsApp({
    app: { booking: { store: bookings }, account: { store: accounts, mailer }, ...options.app },
  })
  const browser = () => request.agent(app.server)
  const xhr = { Origin: options.app?.publicOrigin ?? TEST_ORIGIN, 'X-Requested-With': 'XMLHttpRequest' }
  /** The path of the last sign-in link sent to `email`. */
  const linkFor = async (email: string) => {
    await mailer.idle()
    const mail = mails.findLast((m) => m.to === email)
    const link = /https?:\/\/\S+(\/account\/sign-in\/\S+)/.exec(String(mail?.text))?.[1]
    if (!link) throw new Error(`no sign-in link was sent to ${email}`)
    return link
  }
  /** A browser signed in as `email`, by the link. */
  const signedIn = async (email: string) => {
    const b = browser()
    const asked = await b.post('/api/account/sign-in').set(xhr).send({ email })
    if (asked.status !== 202) throw new Error(`asking for a link failed: ${asked.status} ${asked.text}`)
    const opened = await b.get(await linkFor(email))
    if (opened.status !== 302) throw new Error(`the link did not sign in: ${opened.status} ${opened.text}`)
    return b
  }
  /** An order of $300 for `name` at `email`, made by the signed-in owner (`signIn()` first); its id. */
  const orderFor = async (email: string, name: string) => {
    const made = await app.agent
      .post('/api/orders')
      .set(xhr)
      .send({
        client: { name, email },
        address: `${name}'s house`,
        lines: [{ description: 'Photos', amountCents: 30_000 }],
      })
    if (made.status !== 201) throw new Error(`making an order failed: ${made.status} ${made.text}`)
    return made.body.id as string
  }
  return { ...app, clock, accounts, bookings, mailer, erasures, mails, browser, xhr, linkFor, signedIn, orderFor }
}
