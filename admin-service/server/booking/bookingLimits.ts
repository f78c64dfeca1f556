import { RateLimit } from '../shared/intake/RateLimit.ts'

/** The booking doors' budgets (the intake guard's, IntakeGuard.ts), per hour unless said otherwise. */
export type BookingLimits = {
  /** Holds one connection may ask for, and all together (how much they may hold is the store's HoldRules). */
  holdsPerConnection: number
  holdsGlobal: number
  /** Bookings one connection may make, and all together (a mailbox's are BOOKINGS_PER_MAILBOX_PER_DAY). */
  bookingsPerConnection: number
  bookingsGlobal: number
  /** Changes (a new time held, a move, a cancellation) through one manage link, and through all together. */
  changesPerLink: number
  changesGlobal: number
  /** Reads (options, slots, a manage page, an invitation, the owner's feed) one connection may make per 10 minutes. */
  readsPerConnection: number
  /** Requests one connection may send that are refused as junk, per 10 minutes, before it is refused unread. */
  junkPerConnection: number
}

/**
 * A visitor choosing a time holds a few, perhaps twenty while comparing days; books once or twice; changes
 * a booking once or twice; reads the slots of a few weeks. Sixty holds and ten bookings an hour from one
 * connection leave room for an office behind one address; the global caps are far beyond a small
 * studio's busiest day. Thirty refusals in ten minutes is a script, not a person correcting a field.
 */
export const DEFAULT_BOOKING_LIMITS: BookingLimits = {
  holdsPerConnection: 60,
  holdsGlobal: 2000,
  bookingsPerConnection: 10,
  bookingsGlobal: 300,
  changesPerLink: 10,
  changesGlobal: 300,
  readsPerConnection: 300,
  junkPerConnection: 30,
}

const HOUR = 3600
const TEN_MINUTES = 600

/** The booking doors' budgets: the service's one rate limiter, configured by `limits`. */
export function bookingBudgets(limits: Partial<BookingLimits> = {}) {
  const l = { ...DEFAULT_BOOKING_LIMITS, ...limits }
  const perHour = (name: string, points: number) => new RateLimit(name, { points, windowSeconds: HOUR })
  return {
    holds: perHour('booking-holds', l.holdsPerConnection),
    holdsGlobal: perHour('booking-holds-all', l.holdsGlobal),
    bookings: perHour('booking-books', l.bookingsPerConnection),
    bookingsGlobal: perHour('booking-books-all', l.bookingsGlobal),
    changes: perHour('booking-changes', l.changesPerLink),
    changesGlobal: perHour('booking-changes-all', l.changesGlobal),
    reads: new RateLimit('booking-reads', { points: l.readsPerConnection, windowSeconds: TEN_MINUTES }),
    junk: new RateLimit('booking-junk', { points: l.junkPerConnection, windowSeconds: TEN_MINUTES }),
  }
}
export type BookingBudgets = ReturnType<typeof bookingBudgets>
