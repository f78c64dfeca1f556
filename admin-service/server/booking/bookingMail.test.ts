import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import ICAL from 'ical.js'
import { simpleParser } from 'mailparser'
import { afterEach, describe, expect, it } from 'vitest'
import { testBookingDetails, testBookingSettings } from '../../../tests/support/bookingSettings.ts'
import { TORONTO_VTIMEZONE } from '../../../tests/support/busyCalendar.ts'
import { startSmtpServer } from '../../../tests/support/smtpServer.ts'
import type { LeadDeliveryConfig } from '../leads/channels.ts'
import { bookingMessage } from './bookingMail.ts'
import { BookingStore, emptyBookingsFile } from './BookingStore.ts'
import { busyTimes } from './busyFeed.ts'
import { refreshFeeds, startBooking } from './startBooking.ts'
import { torontoInstant } from './torontoTime.ts'

const shoot = { services: ['photography', 'drone'], sizeId: 'condo', postal: 'M5V2T6', zoneId: 'toronto-core' }
const details = testBookingDetails
const stops: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (stops.length) await stops.pop()!()
})

/** The calendar part of a received e-mail, read with ical.js: its METHOD and its one event. */
async function invitationOf(raw: string) {
  const mail = await simpleParser(raw)
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
  if (!part) return null
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')))
  const events = calendar.getAllSubcomponents('vevent')
  expect(events).toHaveLength(1)
  const event = new ICAL.Event(events[0]!)
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().getTime(),
    end: event.endDate.toJSDate().getTime(),
    status: events[0]!.getFirstPropertyValue('status'),
  }
}

async function started(smtpUrl: string | null) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'booking-mail-'))
  const delivery: LeadDeliveryConfig = {
    smtpUrl,
    notifyTo: 'owner@example.com',
    mailFrom: 'bookings@example.com',
    autoreply: false,
    webhookUrl: null,
    webhookSecret: null,
    inboxUrl: '',
  }
  const booking = await startBooking(dir, delivery, {
    siteOrigin: () => 'https://www.example.com',
    adminOrigin: () => 'https://admin.example.com',
    retryBaseMs: 50,
    log: () => {},
    fetch: async () => {
      throw new Error('no feed in this test')
    },
  })
  stops.push(() => booking.stop())
  await booking.store.setSettings(testBookingSettings())
  return { ...booking, dir, delivery }
}

describe('booking e-mails', () => {
  it('sends the confirmation with a REQUEST invitation, the update with a higher SEQUENCE and the cancellation with CANCEL', async () => {
    const smtp = await startSmtpServer()
    stops.push(() => smtp.stop())
    const { store, notifier } = await started(smtp.url)
    // 8 March 2026, the day the clocks go forward: 10:00 in Toronto is 14:00 UTC (EDT).
    const now = Date.parse('2026-03-01T12:00:00Z')
    const start = torontoInstant('2026-03-08', 10 * 60)
    expect(new Date(start).toISOString()).toBe('2026-03-08T14:00:00.000Z')
    const hold = await store.hold(shoot, start, 'a', { now })
    const booking = await store.book(hold.id, { ...details, holdId: hold.id }, { now })
    await notifier.idle()
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(2)
    const confirmation = smtp.received.find((m) => m.to.includes('priya@example.com'))!
    expect(confirmation.to).toContain('daniel@example.com')
    expect(confirmation.subject).toContain('Sunday, March 8, 2026')
    expect(confirmation.subject).toMatch(/10:00 a\.m\. EDT/)
    expect(confirmation.text).toContain('https://www.example.com/book/manage/#')
    expect(confirmation.text).toContain('https://www.example.com/book/prepare/')
    const invite = await invitationOf(confirmation.raw)
    expect(invite).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start,
      end: start + 120 * 60_000,
      status: 'CONFIRMED',
    })
    const owner = smtp.received.find((m) => m.to.includes('owner@example.com'))!
    expect(owner.text).toContain('Lockbox 1234')

    const move = await store.hold(shoot, torontoInstant('2026-03-08', 13 * 60), 'a', { now, rescheduleOf: booking.id })
    await store.reschedule(booking.id, move.id, 'client', now)
    await store.cancel(booking.id, 'client', now)
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(6)
    const toClient = smtp.received.filter((m) => m.to.includes('priya@example.com'))
    const [first, update, cancel] = await Promise.all(toClient.map((m) => invitationOf(m.raw)))
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: first!.uid,
      sequence: 1,
      start: Date.parse('2026-03-08T17:00:00Z'),
    })
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: first!.uid, sequence: 2, status: 'CANCELLED' })
  })

  it('tells a booking awaiting approval that it is a request, and says it is booked once approved', async () => {
    const bookings = BookingStore.inMemory(emptyBookingsFile(testBookingSettings({ confirmation: 'approval' })))
    const now = Date.parse('2026-03-01T12:00:00Z')
    const hold = await bookings.hold(shoot, torontoInstant('2026-03-08', 10 * 60), 'a', { now })
    const booking = await bookings.book(hold.id, { ...details, holdId: hold.id }, { now })
    await bookings.update(booking.id, { status: 'confirmed' }, now)
    const config = {
      from: 'bookings@example.com',
      ownerTo: 'owner@example.com',
      siteOrigin: 'https://www.example.com',
      agendaUrl: 'https://admin.example.com/admin/',
    }
    const [asked, , approved] = bookings.data.mails.map((mail) => bookingMessage(bookings.settings, mail, 't', config))
    expect(asked!.subject).toMatch(/^Request received: your Photography, Drone Imagery shoot, Sunday, March 8, 2026/)
    expect(asked!.subject).not.toMatch(/booked/)
    expect(asked!.text).toContain('We have your request')
    expect(approved!.subject).toMatch(/^Your Photography, Drone Imagery shoot is booked: Sunday, March 8, 2026/)
  })

  it('keeps the e-mails while the mail server is down and sends each exactly once after a restart', async () => {
    const smtp = await startSmtpServer()
    stops.push(() => smtp.stop())
    await smtp.stop()
    const first = await started(smtp.url)
    const now = Date.now()
    const slot = first.store.slots(shoot, '2026-12-01', '2027-12-31', now)[0]!
    const hold = await first.store.hold(shoot, slot.start, 'a', { now })
    await first.store.book(hold.id, { ...details, holdId: hold.id }, { now })
    await expect
      .poll(() => first.store.data.mails.every((m) => (m.deliveries.email?.attempts ?? 0) > 0), { timeout: 20_000 })
      .toBe(true)
    await stops.pop()!()
    await smtp.start()
    const second = await startBooking(first.dir, first.delivery, {
      siteOrigin: () => 'https://www.example.com',
      adminOrigin: () => 'https://admin.example.com',
      log: () => {},
      fetch: async () => '',
    })
    stops.push(() => second.stop())
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(2)
    await second.notifier.idle()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.received).toHaveLength(2)
    expect(second.store.data.mails.every((m) => m.deliveries.email?.state === 'sent')).toBe(true)
  })
})

describe('reminders', () => {
  it('e-mails the client the day before, after the owner’s reminder time, once', async () => {
    const smtp = await startSmtpServer()
    stops.push(() => smtp.stop())
    const { store } = await started(smtp.url)
    // In the past, so the outbox finds the e-mails due; the shoot is the day after the clocks change.
    const now = Date.parse('2026-03-01T12:00:00Z')
    const hold = await store.hold(shoot, torontoInstant('2026-03-09', 10 * 60), 'a', { now })
    await store.book(hold.id, { ...details, holdId: hold.id }, { now })
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(2)
    expect(await store.queueReminders(torontoInstant('2026-03-08', 17 * 60 + 1))).toBe(1)
    expect(await store.queueReminders(torontoInstant('2026-03-08', 17 * 60 + 2))).toBe(0)
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(3)
    const reminder = smtp.received[2]!
    expect(reminder.to).toContain('priya@example.com')
    expect(reminder.subject).toBe(
      'Tomorrow: your Photography, Drone Imagery shoot, Monday, March 9, 2026 at 10:00 a.m. EDT',
    )
    expect(reminder.text).toContain('https://www.example.com/book/prepare/')
  })
})

describe('busy feeds', () => {
  const feed = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    ...TORONTO_VTIMEZONE,
    'BEGIN:VEVENT',
    'UID:weekly@test',
    'DTSTAMP:20261101T000000Z',
    'DTSTART;TZID=America/Toronto:20261207T090000',
    'DTEND;TZID=America/Toronto:20261207T100000',
    'RRULE:FREQ=WEEKLY;COUNT=3',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:free@test',
    'DTSTAMP:20261101T000000Z',
    'DTSTART:20261208T150000Z',
    'DTEND:20261208T160000Z',
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n')

  it('reads busy times with their time zone and repeats, and skips free ones', () => {
    const busy = busyTimes(feed, Date.parse('2026-12-01T00:00:00Z'), Date.parse('2027-01-31T00:00:00Z'))
    expect(busy.map((b) => new Date(b.start).toISOString())).toEqual([
      '2026-12-07T14:00:00.000Z',
      '2026-12-14T14:00:00.000Z',
      '2026-12-21T14:00:00.000Z',
    ])
  })

  it('records a failing feed for /admin and keeps its last busy times', async () => {
    const { store } = await started(null)
    const settings = testBookingSettings()
    settings.team[0]!.busyFeedUrl = 'https://calendar.example.com/secret.ics'
    await store.setSettings(settings)
    const now = Date.parse('2026-12-01T00:00:00Z')
    await refreshFeeds(store, async () => feed, now)
    expect(store.data.feeds[0]).toMatchObject({ memberId: 'daniel-reyes', error: null })
    expect(store.data.feeds[0]!.busy).toHaveLength(3)
    const slots = store.slots(shoot, '2026-12-07', '2026-12-07', now).map((s) => new Date(s.start).toISOString())
    expect(slots).not.toContain('2026-12-07T14:00:00.000Z')
    await refreshFeeds(store, async () => 'not a calendar', now)
    expect(store.data.feeds[0]!.error).toMatch(/Could not read the calendar/)
    expect(store.data.feeds[0]!.busy).toHaveLength(3)
  })
})
