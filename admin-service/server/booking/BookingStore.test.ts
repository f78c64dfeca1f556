import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { testBookingDetails, testBookingSettings } from '../../../tests/support/bookingSettings.ts'
import {
  HoldGoneError,
  InvalidBookingError,
  StillBookedError,
  SlotTakenError,
  TooManyBookingsError,
  TooManyHoldsError,
} from './bookingErrors.ts'
import {
  BOOKINGS_PER_MAILBOX_PER_DAY,
  BookingStore,
  DEFAULT_HOLD_RULES,
  emptyBookingsFile,
  type HoldRules,
  type ShootQuery,
} from './BookingStore.ts'
import { torontoInstant } from './torontoTime.ts'

const now = Date.parse('2026-12-01T12:00:00Z')
const shoot: ShootQuery = { services: ['photography'], sizeId: 'condo', postal: 'M5V2T6', zoneId: 'toronto-core' }
const details = { holdId: '', ...testBookingDetails }
/** Rules under which holds may close a whole day: what these tests check is that a held time is one visitor's. */
const holdsMayCloseTheDay: HoldRules = { ...DEFAULT_HOLD_RULES, dayShare: 1 }
const store = () => BookingStore.inMemory(emptyBookingsFile(testBookingSettings()), holdsMayCloseTheDay)

describe('BookingStore', () => {
  it('gives exactly one of 50 simultaneous holds on one slot', async () => {
    const bookings = store()
    const start = torontoInstant('2026-12-07', 10 * 60)
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => bookings.hold(shoot, start, `10.0.0.${i}`, { now })),
    )
    const held = results.filter((r) => r.status === 'fulfilled')
    expect(held).toHaveLength(1)
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)
    expect(refused.every((e) => e instanceof SlotTakenError)).toBe(true)
    expect(bookings.data.holds).toHaveLength(1)
  })

  it('books no slot twice when 200 visitors race for 20 slots, and keeps every booking it confirmed', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bookings-'))
    const file = path.join(dir, 'bookings.json')
    const bookings = await BookingStore.open(file, { logger: { warn: () => {}, error: () => {} } })
    await bookings.setSettings(testBookingSettings(), now)
    // 20 starts, five a day two hours apart (8:00-16:00), so one photographer can shoot every one of them.
    const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10']
    const starts = days.flatMap((day) => [8, 10, 12, 14, 16].map((h) => torontoInstant(day, h * 60)))
    const attempt = async (i: number) => {
      const hold = await bookings.hold({ ...shoot, zoneId: 'toronto-core' }, starts[i % 20]!, `client-${i}`, { now })
      return bookings.book(hold.id, { ...details, holdId: hold.id, name: `Client ${i}` }, { now })
    }
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => attempt(i)))
    const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
    const taken = ok.map((b) => `${b.memberId} ${b.start}`)
    expect(new Set(taken).size).toBe(taken.length)
    for (const a of ok) {
      for (const b of ok) {
        if (a !== b && a.memberId === b.memberId) expect(a.end <= b.start || b.end <= a.start).toBe(true)
      }
    }
    expect(ok).toHaveLength(20)
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(180)
    await bookings.close()
    const reopened = await BookingStore.open(file)
    expect(reopened.data.bookings.map((b) => b.id).sort()).toEqual(ok.map((b) => b.id).sort())
    await reopened.close()
  })

  it('frees a slot when its hold expires, and refuses to book with an expired or unknown hold', async () => {
    const bookings = store()
    const start = torontoInstant('2026-12-07', 10 * 60)
    const hold = await bookings.hold(shoot, start, 'a', { now })
    await expect(bookings.hold(shoot, start, 'b', { now: now + 60_000 })).rejects.toBeInstanceOf(SlotTakenError)
    const later = now + 11 * 60_000
    await expect(bookings.book(hold.id, { ...details, holdId: hold.id }, { now: later })).rejects.toBeInstanceOf(
      HoldGoneError,
    )
    await expect(bookings.hold(shoot, start, 'b', { now: later })).resolves.toMatchObject({ client: 'b' })
    await expect(bookings.book('nope', details, { now: later })).rejects.toBeInstanceOf(HoldGoneError)
  })

  it('refuses to book a hold from another client address (a foreign hold)', async () => {
    const bookings = store()
    const hold = await bookings.hold(shoot, torontoInstant('2026-12-07', 10 * 60), '10.0.0.1', { now })
    const details_ = { ...details, holdId: hold.id }
    await expect(bookings.book(hold.id, details_, { now, client: '10.0.0.2' })).rejects.toThrow(/held by someone else/)
    await expect(bookings.book(hold.id, details_, { now, client: '10.0.0.1' })).resolves.toMatchObject({
      status: 'confirmed',
    })
  })

  it('lets the owner book any free time from now on, outside the hours and notice, confirmed at once', async () => {
    const bookings = BookingStore.inMemory(
      emptyBookingsFile(testBookingSettings({ confirmation: 'approval' })),
      holdsMayCloseTheDay,
    )
    // 6:30 tomorrow morning: before the 8:00 start of the hours, and within the notice visitors must give.
    const early = torontoInstant('2026-12-02', 6 * 60 + 30)
    await expect(bookings.hold(shoot, early, 'visitor', { now })).rejects.toBeInstanceOf(SlotTakenError)
    const hold = await bookings.hold(shoot, early, 'owner', { now })
    const booking = await bookings.book(hold.id, { ...details, holdId: hold.id }, { now, owner: true })
    expect(booking).toMatchObject({ status: 'confirmed', start: new Date(early).toISOString() })
    expect(bookings.data.history.at(-1)).toMatchObject({ action: 'create', by: 'owner' })
    // Never a time already taken, nor one that has passed.
    await expect(bookings.hold(shoot, early, 'owner', { now })).rejects.toBeInstanceOf(SlotTakenError)
    await expect(bookings.hold(shoot, now - 3_600_000, 'owner', { now })).rejects.toBeInstanceOf(SlotTakenError)
  })

  it('releases a hold only for the address that made it, and counts a released hold no more', async () => {
    const bookings = store()
    const at = (day: number) => torontoInstant(`2026-12-${String(day).padStart(2, '0')}`, 10 * 60)
    const holds = []
    for (const day of [7, 8, 9, 10, 11, 12]) holds.push(await bookings.hold(shoot, at(day), 'visitor', { now }))
    await expect(bookings.hold(shoot, at(13), 'visitor', { now })).rejects.toBeInstanceOf(TooManyHoldsError)
    await expect(bookings.release(holds[0]!.id, 'someone else', now)).rejects.toThrow(/never yours/)
    await bookings.release(holds[0]!.id, 'visitor', now)
    expect(bookings.data.holds.map((h) => h.id)).not.toContain(holds[0]!.id)
    // Its time is open again, and its minutes are free for another time.
    await expect(bookings.hold(shoot, at(7), 'another', { now })).resolves.toMatchObject({ client: 'another' })
    await expect(bookings.hold(shoot, at(13), 'visitor', { now })).resolves.toMatchObject({ client: 'visitor' })
  })

  it('limits the time one address holds, not its holds: 480 minutes at once, a first hold of any length', async () => {
    const bookings = store()
    // A condo photo shoot holds 75 minutes (60 and its 15-minute buffer): six fit in 480, a seventh does not.
    for (const day of [7, 8, 9, 10, 11, 12])
      await bookings.hold(shoot, torontoInstant(`2026-12-${String(day).padStart(2, '0')}`, 10 * 60), 'bot', { now })
    await expect(bookings.hold(shoot, torontoInstant('2026-12-13', 10 * 60), 'bot', { now })).rejects.toBeInstanceOf(
      TooManyHoldsError,
    )
    // Three long video shoots (180 + 15) are more than 480 minutes: the third is refused.
    const video: ShootQuery = { ...shoot, services: ['video'], sizeId: 'over-4000' }
    await bookings.hold(video, torontoInstant('2026-12-14', 8 * 60), 'films', { now })
    await bookings.hold(video, torontoInstant('2026-12-14', 12 * 60), 'films', { now })
    await expect(bookings.hold(video, torontoInstant('2026-12-15', 8 * 60), 'films', { now })).rejects.toBeInstanceOf(
      TooManyHoldsError,
    )
    // A first hold is allowed whatever its length; the limit counts again once holds expire.
    const tiny = BookingStore.inMemory(emptyBookingsFile(testBookingSettings()), {
      ...holdsMayCloseTheDay,
      minutesPerClient: 30,
    })
    await expect(tiny.hold(video, torontoInstant('2026-12-09', 8 * 60), 'a', { now })).resolves.toMatchObject({
      client: 'a',
    })
    await expect(
      bookings.hold(shoot, torontoInstant('2026-12-08', 8 * 60), 'bot', { now: now + 11 * 60_000 }),
    ).resolves.toMatchObject({ client: 'bot' })
  })

  it('lets holds close at most a tenth of a day’s open starts (two under twenty); past that they close nothing', async () => {
    const bookings = BookingStore.inMemory(emptyBookingsFile(testBookingSettings()))
    const day = '2026-12-07'
    const open = () => bookings.slots(shoot, day, day, now).length
    const before = open()
    // One photographer shoots photography: a held hour closes the starts around it too (travel, buffer).
    expect(before).toBeLessThan(20)
    const hold = await bookings.hold(shoot, torontoInstant(day, 10 * 60), 'a', { now })
    expect(hold.firm).toBe(false)
    expect(open()).toBe(before)
    // Another visitor holds the same time: both keep their place; whoever books first gets it.
    const other = await bookings.hold(shoot, torontoInstant(day, 10 * 60), 'b', { now })
    await bookings.book(other.id, { ...details, holdId: other.id }, { now, client: 'b' })
    await expect(bookings.book(hold.id, { ...details, holdId: hold.id }, { now, client: 'a' })).rejects.toThrow(
      /booked that time while you held it/,
    )
    // With two photographers who shoot everything, a hold on one closes no start: it stays firm, and
    // the next on the same time, which would close the starts around it, closes nothing.
    const daniel = testBookingSettings().team[0]!
    const two = testBookingSettings({ team: [daniel, { ...daniel, id: 'ada-brook', name: 'Ada Brook' }] })
    const team = BookingStore.inMemory(emptyBookingsFile(two))
    const at = torontoInstant('2026-12-08', 10 * 60)
    expect(await team.hold(shoot, at, 'c', { now })).toMatchObject({ firm: true, memberId: 'daniel-reyes' })
    expect(await team.hold(shoot, at, 'd', { now })).toMatchObject({ firm: false, memberId: 'ada-brook' })
  })

  it('holds a new time for a booking only for its own shoot, and moves it only to such a hold', async () => {
    const bookings = store()
    const first = await bookings.hold(shoot, torontoInstant('2026-12-07', 10 * 60), 'a', { now })
    const booking = await bookings.book(first.id, { ...details, holdId: first.id }, { now })
    const video: ShootQuery = { ...shoot, services: ['video'], sizeId: 'over-4000' }
    await expect(
      bookings.hold(video, torontoInstant('2026-12-08', 10 * 60), 'a', { now, rescheduleOf: booking.id }),
    ).rejects.toBeInstanceOf(InvalidBookingError)
    const move = await bookings.hold(shoot, torontoInstant('2026-12-08', 10 * 60), 'a', {
      now,
      rescheduleOf: booking.id,
    })
    await expect(bookings.reschedule(booking.id, move.id, 'client', now)).resolves.toMatchObject({ start: move.start })
  })

  it('lets one mailbox make three bookings a day, however its address is written', async () => {
    const bookings = store()
    const emails = ['pat@example.org', 'Pat@Example.org', 'pat+2@example.org', 'pat@example.org']
    const results = []
    for (const [i, email] of emails.entries()) {
      const hold = await bookings.hold(shoot, torontoInstant('2026-12-07', (8 + 2 * i) * 60), `10.0.0.${i}`, { now })
      results.push(
        await bookings.book(hold.id, { ...details, holdId: hold.id, email }, { now, client: `10.0.0.${i}` }).then(
          () => 'booked',
          (error: unknown) => error,
        ),
      )
    }
    expect(results.slice(0, BOOKINGS_PER_MAILBOX_PER_DAY)).toEqual(['booked', 'booked', 'booked'])
    expect(results[3]).toBeInstanceOf(TooManyBookingsError)
  })

  it('queues the e-mails of a change in the same write, and raises the sequence on each change', async () => {
    const bookings = store()
    const hold = await bookings.hold(shoot, torontoInstant('2026-12-07', 10 * 60), 'a', { now })
    const booking = await bookings.book(hold.id, { ...details, holdId: hold.id }, { now })
    expect(booking.status).toBe('confirmed')
    expect(bookings.data.mails.map((m) => m.kind)).toEqual(['confirmation', 'owner'])
    const move = await bookings.hold(shoot, torontoInstant('2026-12-07', 10 * 60 + 30), 'a', {
      now,
      rescheduleOf: booking.id,
    })
    const moved = await bookings.reschedule(booking.id, move.id, 'client', now)
    expect(moved.sequence).toBe(1)
    const cancelled = await bookings.cancel(booking.id, 'client', now)
    expect(cancelled.sequence).toBe(2)
    expect(bookings.data.mails.map((m) => m.kind)).toEqual([
      'confirmation',
      'owner',
      'update',
      'owner',
      'cancellation',
      'owner',
    ])
    expect(bookings.data.history.map((h) => h.action)).toEqual(['create', 'reschedule', 'cancel'])
  })

  it('refuses a client change after the cut-off but not the owner’s', async () => {
    const bookings = store()
    const hold = await bookings.hold(shoot, torontoInstant('2026-12-07', 10 * 60), 'a', { now })
    const booking = await bookings.book(hold.id, { ...details, holdId: hold.id }, { now })
    const late = Date.parse(booking.start) - 23 * 3_600_000
    await expect(bookings.cancel(booking.id, 'client', late)).rejects.toThrow(/too close/)
    await expect(bookings.cancel(booking.id, 'owner', late)).resolves.toMatchObject({ status: 'cancelled' })
  })

  it('signs manage tokens: the right one finds the booking, a changed one nothing', async () => {
    const bookings = store()
    const hold = await bookings.hold(shoot, torontoInstant('2026-12-07', 10 * 60), 'a', { now })
    const booking = await bookings.book(hold.id, { ...details, holdId: hold.id }, { now })
    const token = bookings.manageToken(booking.id)
    expect(bookings.byToken(token)?.id).toBe(booking.id)
    expect(bookings.byToken(`${token.slice(0, -1)}x`)).toBeUndefined()
    expect(bookings.byToken(booking.id)).toBeUndefined()
  })

  it('queues the reminder once, the day before, after the reminder time', async () => {
    const bookings = store()
    const hold = await bookings.hold(shoot, torontoInstant('2026-12-07', 10 * 60), 'a', { now })
    await bookings.book(hold.id, { ...details, holdId: hold.id }, { now })
    expect(await bookings.queueReminders(torontoInstant('2026-12-06', 16 * 60))).toBe(0)
    expect(await bookings.queueReminders(torontoInstant('2026-12-06', 17 * 60 + 5))).toBe(1)
    expect(await bookings.queueReminders(torontoInstant('2026-12-06', 18 * 60))).toBe(0)
  })

  it('removes a booking and its e-mails two years after its shoot, not before', async () => {
    const bookings = store()
    const hold = await bookings.hold(shoot, torontoInstant('2026-12-07', 10 * 60), 'a', { now })
    await bookings.book(hold.id, { ...details, holdId: hold.id }, { now })
    expect(await bookings.pruneBookings(Date.parse('2028-12-01T00:00:00Z'))).toBe(0)
    expect(await bookings.pruneBookings(Date.parse('2028-12-08T00:00:00Z'))).toBe(1)
    expect(bookings.data.bookings).toEqual([])
    expect(bookings.data.mails).toEqual([])
  })

  it('waits for the owner’s approval when the settings say so, and confirms with a new invitation', async () => {
    const bookings = BookingStore.inMemory(emptyBookingsFile(testBookingSettings({ confirmation: 'approval' })))
    const hold = await bookings.hold(shoot, torontoInstant('2026-12-07', 10 * 60), 'a', { now })
    const booking = await bookings.book(hold.id, { ...details, holdId: hold.id }, { now })
    expect(booking.status).toBe('requested')
    const approved = await bookings.update(booking.id, { status: 'confirmed' }, now)
    expect(approved).toMatchObject({ status: 'confirmed', sequence: 1 })
    expect(bookings.data.mails.map((m) => m.kind)).toEqual(['confirmation', 'owner', 'confirmation'])
    expect(bookings.data.history.map((h) => h.action)).toEqual(['create', 'approve'])
    // History names the time as Toronto reads it, never as an ISO string.
    expect(bookings.data.history[0]!.summary).toBe('Booked Photography at M5V2T6, Mon, Dec 7, 2026, 10:00 a.m. EST')
  })

  it('undoes a booking’s last change: a cancellation restored, a move taken back, each told to the client', async () => {
    const bookings = store()
    const ten = torontoInstant('2026-12-07', 10 * 60)
    const hold = await bookings.hold(shoot, ten, 'a', { now })
    const booking = await bookings.book(hold.id, { ...details, holdId: hold.id }, { now })
    await expect(bookings.undo(booking.id, now)).rejects.toThrow(/cancel it instead/)
    const move = await bookings.hold(shoot, ten + 3 * 3_600_000, 'a', { now, rescheduleOf: booking.id })
    await bookings.reschedule(booking.id, move.id, 'client', now)
    // The move taken back: the old time again, a higher SEQUENCE and an updated invitation.
    const back = await bookings.undo(booking.id, now)
    expect(back).toMatchObject({ start: booking.start, end: booking.end, status: 'confirmed', sequence: 2 })
    // A client's cancellation restored: a confirmation with a higher SEQUENCE (the event comes back).
    await bookings.cancel(booking.id, 'client', now)
    const restored = await bookings.undo(booking.id, now)
    expect(restored).toMatchObject({ status: 'confirmed', start: booking.start, sequence: 4 })
    // Undoing the undo cancels it again.
    expect(await bookings.undo(booking.id, now)).toMatchObject({ status: 'cancelled', sequence: 5 })
    expect(bookings.data.mails.map((m) => m.kind)).toEqual([
      'confirmation',
      'owner',
      'update',
      'owner',
      'update',
      'owner',
      'cancellation',
      'owner',
      'confirmation',
      'owner',
      'cancellation',
      'owner',
    ])
    expect(bookings.data.history.map((h) => h.action)).toEqual([
      'create',
      'reschedule',
      'undo',
      'cancel',
      'undo',
      'undo',
    ])
    // Only the last change keeps the booking as it was: the file does not grow with a copy per change.
    expect(bookings.data.history.filter((h) => h.before !== null)).toHaveLength(1)
    // Notes changed back without telling the client.
    await bookings.undo(booking.id, now)
    await bookings.update(booking.id, { ownerNotes: 'Gate code 4321' }, now)
    const mailsBefore = bookings.data.mails.length
    expect(await bookings.undo(booking.id, now)).toMatchObject({ ownerNotes: '', sequence: 6 })
    expect(bookings.data.mails).toHaveLength(mailsBefore)
  })

  it('refuses to restore a cancelled booking whose time was taken meanwhile', async () => {
    const bookings = store()
    const ten = torontoInstant('2026-12-07', 10 * 60)
    const first = await bookings.hold(shoot, ten, 'a', { now })
    const booking = await bookings.book(first.id, { ...details, holdId: first.id }, { now })
    await bookings.cancel(booking.id, 'owner', now)
    const second = await bookings.hold(shoot, ten, 'b', { now })
    await bookings.book(second.id, { ...details, holdId: second.id, name: 'Another Client' }, { now })
    await expect(bookings.undo(booking.id, now)).rejects.toThrow(/taken meanwhile/)
    expect(bookings.get(booking.id)?.status).toBe('cancelled')
  })

  it('removes a photographer only without upcoming bookings, naming them otherwise', async () => {
    const bookings = store()
    const drone: ShootQuery = { ...shoot, services: ['drone'] }
    // Daniel is first in team order: book him, then a second drone shoot at the same time goes to Marcus.
    const ten = torontoInstant('2026-12-07', 10 * 60)
    const a = await bookings.hold(drone, ten, 'a', { now })
    await bookings.book(a.id, { ...details, holdId: a.id }, { now })
    const b = await bookings.hold(drone, ten, 'b', { now })
    const marcus = await bookings.book(b.id, { ...details, holdId: b.id, name: 'Ada Brook' }, { now })
    expect(marcus.memberId).toBe('marcus-lee')
    const withoutMarcus = { ...bookings.settings, team: bookings.settings.team.filter((m) => m.id !== 'marcus-lee') }
    const refusal = await bookings.setSettings(withoutMarcus, now).catch((e: unknown) => e)
    expect(refusal).toBeInstanceOf(StillBookedError)
    expect((refusal as StillBookedError).message).toMatch(
      /^Marcus Lee still has 1 upcoming booking \(Ada Brook on Monday, December 7, 2026/,
    )
    expect((refusal as StillBookedError).bookings).toEqual([{ id: marcus.id, start: marcus.start, name: 'Ada Brook' }])
    expect(bookings.settings.team).toHaveLength(2)
    // Once the booking is cancelled (or long past), Marcus can go.
    await bookings.cancel(marcus.id, 'owner', now)
    await expect(bookings.setSettings(withoutMarcus, now)).resolves.toMatchObject({
      team: [{ id: withoutMarcus.team[0]!.id }],
    })
    // His cancelled booking cannot come back to him.
    await expect(bookings.undo(marcus.id, now)).rejects.toThrow(/no longer on the team/)
  })

  it('removes a zone only without upcoming bookings in it, naming them otherwise', async () => {
    const bookings = store()
    const ten = torontoInstant('2026-12-07', 10 * 60)
    const first = await bookings.hold(shoot, ten, 'a', { now })
    const booking = await bookings.book(first.id, { ...details, holdId: first.id }, { now })
    const { settings } = bookings
    const withoutCore = {
      ...settings,
      zones: settings.zones.filter((z) => z.id !== 'toronto-core'),
      travel: settings.travel.filter((t) => t.from !== 'toronto-core' && t.to !== 'toronto-core'),
    }
    const refusal = await bookings.setSettings(withoutCore, now).catch((e: unknown) => e)
    expect(refusal).toBeInstanceOf(StillBookedError)
    expect((refusal as StillBookedError).message).toMatch(
      /^Downtown and midtown Toronto still has 1 upcoming booking \(Priya Shah on Monday, December 7, 2026[^)]*\): keep the zone until it has taken place, or cancel it, before removing Downtown and midtown Toronto$/,
    )
    expect((refusal as StillBookedError).bookings).toEqual([
      { id: booking.id, start: booking.start, name: 'Priya Shah' },
    ])
    expect(bookings.settings.zones.map((z) => z.id)).toContain('toronto-core')

    // Once the booking is cancelled the zone can go; a time held in it meanwhile can no longer be booked,
    // the cancellation not undone, the booking not moved.
    await bookings.cancel(booking.id, 'owner', now)
    const second = await bookings.hold(shoot, ten, 'b', { now })
    await expect(bookings.setSettings(withoutCore, now)).resolves.toMatchObject({ zones: withoutCore.zones })
    await expect(bookings.book(second.id, { ...details, holdId: second.id }, { now })).rejects.toBeInstanceOf(
      HoldGoneError,
    )
    await expect(bookings.undo(booking.id, now)).rejects.toThrow(/service zone is no longer in the settings/)
    await expect(bookings.hold(shoot, ten, 'owner', { now, rescheduleOf: booking.id })).rejects.toThrow(
      /service zone is no longer in the settings/,
    )
  })
})
