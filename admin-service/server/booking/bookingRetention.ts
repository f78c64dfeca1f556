import type { BookingsFile } from '../../../content/booking/store.ts'
import { BOOKING_RETENTION_MONTHS } from '../../../content/booking/retention.ts'

/**
 * Removes bookings whose shoot ended more than BOOKING_RETENTION_MONTHS ago, with their e-mails (the
 * privacy page's promise). Returns how many were removed.
 */
export function pruneBookingsChange(state: BookingsFile, now: number): [BookingsFile, number] {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - BOOKING_RETENTION_MONTHS)
  const old = new Set(state.bookings.filter((b) => Date.parse(b.end) < cutoff.getTime()).map((b) => b.id))
  if (old.size === 0) return [state, 0]
  return [
    {
      ...state,
      bookings: state.bookings.filter((b) => !old.has(b.id)),
      mails: state.mails.filter((m) => !old.has(m.bookingId)),
      history: state.history.filter((h) => h.bookingId === null || !old.has(h.bookingId)),
    },
    old.size,
  ]
}

/** Drops expired holds from the file (they already close nothing). */
export function pruneHoldsChange(state: BookingsFile, now: number): [BookingsFile, number] {
  const holds = state.holds.filter((h) => Date.parse(h.expiresAt) > now)
  return holds.length === state.holds.length ? [state, 0] : [{ ...state, holds }, state.holds.length - holds.length]
}
