import { describe, expect, it } from 'vitest'
import { ERASED_CLIENT } from '../../../content/account/retention.ts'
import { testBookingDetails, testBookingSettings } from '../../../tests/support/bookingSettings.ts'
import { BookingLockedError } from './bookingErrors.ts'
import { BookingStore, DEFAULT_HOLD_RULES, emptyBookingsFile, type ShootQuery } from './BookingStore.ts'
import { torontoInstant } from './torontoTime.ts'

const now = Date.parse('2026-12-01T12:00:00Z')
const shoot: ShootQuery = { services: ['photography'], sizeId: 'condo', postal: 'M5V2T6', zoneId: 'toronto-core' }
const priya = testBookingDetails
const ada = {
  ...testBookingDetails,
  name: 'Ada Brook',
  email: 'ada@example.com',
  phone: '+1 647 555 0123',
  address: '9 Birch Rd, Toronto',
  notes: 'Side door code 5555',
}

/** A booking made through a hold, as /book makes one, for `client` at 10:00 or `hour` on `day`. */
async function booked(store: BookingStore, client: typeof priya, day: string, hour = 10) {
  const hold = await store.hold(shoot, torontoInstant(day, hour * 60), client.email, { now })
  return store.book(hold.id, { ...client, holdId: hold.id }, { now })
}

describe("BookingStore.eraseClient: a client's personal data out of their bookings", () => {
  it('blanks the bookings over or cancelled, with their e-mails and undo copies, and leaves upcoming and others as they were', async () => {
    const store = BookingStore.inMemory(emptyBookingsFile(testBookingSettings()), {
      ...DEFAULT_HOLD_RULES,
      dayShare: 1,
    })
    const shot = await booked(store, priya, '2026-12-07')
    await store.update(shot.id, { ownerNotes: 'Gate code 4321, pays late' }, now)
    const cancelled = await booked(store, priya, '2026-12-08')
    await store.cancel(cancelled.id, 'client', now)
    const upcoming = await booked(store, priya, '2026-12-09')
    const other = await booked(store, ada, '2026-12-07', 14)
    const historyBefore = store.data.history.length
    const untouched = [store.get(upcoming.id), store.get(other.id)]
    const theirMails = store.data.mails.filter((m) => [upcoming.id, other.id].includes(m.bookingId))

    // The evening of December 8: the first shoot has taken place, the second was cancelled, the third is ahead.
    const later = Date.parse('2026-12-09T01:00:00Z')
    expect(await store.eraseClient(' PRIYA@example.com', later)).toBe(2)

    for (const id of [shot.id, cancelled.id]) {
      const erased = store.get(id)!
      expect(erased).toMatchObject({ name: ERASED_CLIENT, email: '', phone: '', notes: '', ownerNotes: '' })
      // What the books and the studio's records need of the shoot stays.
      expect(erased).toMatchObject({ address: priya.address, services: ['photography'], orderId: expect.any(String) })
      expect(store.data.mails.filter((m) => m.bookingId === id)).toEqual([])
      expect(store.data.history.filter((h) => h.bookingId === id && h.before)).toEqual([])
      // An erased booking cannot come back by an undo.
      await expect(store.undo(id, later)).rejects.toThrow(BookingLockedError)
    }
    expect(store.get(cancelled.id)!.status).toBe('cancelled')
    expect([store.get(upcoming.id), store.get(other.id)]).toEqual(untouched)
    expect(store.data.mails.filter((m) => [upcoming.id, other.id].includes(m.bookingId))).toEqual(theirMails)
    expect(store.data.history).toHaveLength(historyBefore)

    // Nothing of hers is left in the file but the upcoming shoot's own record.
    const { bookings, mails, history } = store.data
    const rest = JSON.stringify({
      bookings: bookings.filter((b) => b.id !== upcoming.id),
      mails: mails.filter((m) => m.bookingId !== upcoming.id),
      history: history.map((h) => ({ ...h, before: h.bookingId === upcoming.id ? null : h.before })),
    })
    for (const personal of [priya.email, priya.name, priya.phone, priya.notes, 'Gate code'])
      expect(rest).not.toContain(personal)
    expect(rest).toContain(ada.email)

    // Asked again, nothing is left to erase; the upcoming shoot once over is erased in its turn.
    expect(await store.eraseClient(priya.email, later)).toBe(0)
    expect(await store.eraseClient(priya.email, Date.parse('2026-12-10T12:00:00Z'))).toBe(1)
    expect(store.get(upcoming.id)).toMatchObject({ email: '', notes: '' })
  })
})
