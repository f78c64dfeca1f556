import { randomBytes } from 'node:crypto'
import type { BookingsFile, StoredBooking } from '../../../content/booking/store.ts'

/** A new record id: 12 random bytes, URL-safe. */
export const newId = () => randomBytes(12).toString('base64url')
/** A new secret address for the owner's calendar feed. */
export const newFeedToken = () => randomBytes(24).toString('base64url')
/** A new secret of the store: the manage links' HMAC key. */
export const newSecret = () => randomBytes(32).toString('base64url')
/** A time as the store writes it. */
export const iso = (ms: number) => new Date(ms).toISOString()

/** Whether a booking is still to take place at `now`: not cancelled, and not over. */
export const isUpcoming = (booking: StoredBooking, now: number): boolean =>
  booking.status !== 'cancelled' && Date.parse(booking.end) > now

/** The state with `booking` in place of its earlier version. */
export function replace(state: BookingsFile, booking: StoredBooking): BookingsFile {
  return { ...state, bookings: state.bookings.map((b) => (b.id === booking.id ? booking : b)) }
}
