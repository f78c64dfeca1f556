import type { BookingRequest } from '../../../content/booking/requests.ts'
import type { BookingsFile, BookingStatus, StoredBooking } from '../../../content/booking/store.ts'
import { mailboxMayGetMore } from '../shared/intake/visitorMail.ts'
import {
  BookingLockedError,
  BookingNotFoundError,
  HoldGoneError,
  InvalidBookingError,
  TooManyBookingsError,
} from './bookingErrors.ts'
import { describe, withChange } from './bookingHistory.ts'
import { iso, newId, replace } from './bookingRecords.ts'
import { withMails } from './bookingMailQueue.ts'
import { liveHold, sameShoot, stillFree } from './holdRules.ts'
import { priceOf } from './price.ts'

const MINUTE = 60_000

/** Bookings one mailbox may make in a day: each sends it a confirmation, to an address anyone can type. */
export const BOOKINGS_PER_MAILBOX_PER_DAY = 3
/**
 * Turns a live hold into a booking (confirmed at once or requested, as the settings say) and queues its
 * e-mails. With `client` (a visitor), only the client address that made the hold may book it, a hold
 * that closed nothing only while its time is still free, and a mailbox gets at most
 * BOOKINGS_PER_MAILBOX_PER_DAY bookings (each sends it a confirmation).
 */
export function bookChange(
  state: BookingsFile,
  holdId: string,
  details: BookingRequest,
  options: { now?: number; leadId?: string | null; client?: string; owner?: boolean } = {},
): [BookingsFile, StoredBooking] {
  const now = options.now ?? Date.now()
  const hold = liveHold(state, holdId, now)
  if (hold.rescheduleOf) throw new HoldGoneError('That time was held to move a booking, not for a new one')
  // A hold is its holder's: an id seen elsewhere does not book it from another connection.
  if (options.client !== undefined && hold.client !== options.client) {
    throw new HoldGoneError('That time is held by someone else: choose a time again')
  }
  const zone = state.settings.zones.find((z) => z.id === hold.zoneId)
  if (!zone) throw new HoldGoneError('The service zone of that address was removed meanwhile: choose a time again')
  stillFree(state, hold, now)
  const sentTo = (b: StoredBooking) => ({ email: b.email, at: b.createdAt })
  if (
    options.client !== undefined &&
    !mailboxMayGetMore(state.bookings, sentTo, details.email, BOOKINGS_PER_MAILBOX_PER_DAY, now)
  )
    throw new TooManyBookingsError(
      `This e-mail address has made ${BOOKINGS_PER_MAILBOX_PER_DAY} bookings today: please call us to book more`,
    )
  const { id: _id, expiresAt: _e, client: _c, rescheduleOf: _r, firm: _f, ...shoot } = hold
  const booking: StoredBooking = {
    ...shoot,
    id: newId(),
    createdAt: iso(now),
    updatedAt: iso(now),
    // The owner's own booking needs no approval: it is confirmed at once.
    status: options.owner || state.settings.confirmation === 'instant' ? 'confirmed' : 'requested',
    name: details.name,
    email: details.email,
    phone: details.phone,
    address: details.address,
    notes: details.notes,
    ownerNotes: '',
    price: priceOf(state.settings, hold, zone),
    sequence: 0,
    reminderSentFor: null,
    leadId: options.leadId ?? null,
    // The order's id is decided here, so the booking names it in its own write (bookingOrder.ts).
    orderId: newId(),
  }
  const next = {
    ...state,
    holds: state.holds.filter((h) => h.id !== holdId),
    bookings: [...state.bookings, booking],
  }
  return [
    withChange(
      withMails(next, booking, ['confirmation', 'owner'], now),
      now,
      'create',
      options.owner ? 'owner' : 'client',
      booking,
      `Booked ${describe(booking)}`,
    ),
    booking,
  ]
}

/** Moves a booking to a held time: a new SEQUENCE, an updated invitation. Clients only before the cut-off. */
export function rescheduleChange(
  state: BookingsFile,
  id: string,
  holdId: string,
  by: 'client' | 'owner',
  now: number,
): [BookingsFile, StoredBooking] {
  const booking = changeable(state, id, by, now)
  const hold = liveHold(state, holdId, now)
  if (hold.rescheduleOf !== id) throw new HoldGoneError('That time was held for another booking')
  if (!sameShoot(booking, hold)) throw new HoldGoneError('That time was held for another shoot: choose a time again')
  stillFree(state, hold, now)
  const moved: StoredBooking = {
    ...booking,
    start: hold.start,
    end: hold.end,
    memberId: hold.memberId,
    bufferMinutes: hold.bufferMinutes,
    sequence: booking.sequence + 1,
    updatedAt: iso(now),
    reminderSentFor: null,
  }
  const next = { ...replace(state, moved), holds: state.holds.filter((h) => h.id !== holdId) }
  return [
    withChange(
      withMails(next, moved, ['update', 'owner'], now),
      now,
      'reschedule',
      by,
      moved,
      `Moved to ${describe(moved)}`,
      booking,
    ),
    moved,
  ]
}

/** Cancels a booking: the client's calendar gets METHOD:CANCEL with the same UID. Clients only before the cut-off. */
export function cancelChange(
  state: BookingsFile,
  id: string,
  by: 'client' | 'owner',
  now: number,
): [BookingsFile, StoredBooking] {
  const booking = changeable(state, id, by, now)
  const cancelled: StoredBooking = {
    ...booking,
    status: 'cancelled',
    sequence: booking.sequence + 1,
    updatedAt: iso(now),
  }
  return [
    withChange(
      withMails(replace(state, cancelled), cancelled, ['cancellation', 'owner'], now),
      now,
      'cancel',
      by,
      cancelled,
      `Cancelled ${describe(booking)}`,
      booking,
    ),
    cancelled,
  ]
}

/** The owner's changes: status (approving a requested booking confirms it and tells the client) and notes. */
export function updateChange(
  state: BookingsFile,
  id: string,
  patch: { status?: BookingStatus; ownerNotes?: string },
  now: number,
): [BookingsFile, StoredBooking] {
  const booking = state.bookings.find((b) => b.id === id)
  if (!booking) throw new BookingNotFoundError('No such booking')
  if (patch.status === 'cancelled')
    throw new InvalidBookingError({ status: 'Cancel a booking with Cancel, which tells the client' })
  if (booking.status === 'cancelled' && patch.status) throw new BookingLockedError('This booking is cancelled')
  const approving = booking.status === 'requested' && patch.status === 'confirmed'
  const changed: StoredBooking = {
    ...booking,
    ...(patch.status ? { status: patch.status } : {}),
    ...(patch.ownerNotes !== undefined ? { ownerNotes: patch.ownerNotes } : {}),
    ...(approving ? { sequence: booking.sequence + 1 } : {}),
    updatedAt: iso(now),
  }
  let next = replace(state, changed)
  if (approving) next = withMails(next, changed, ['confirmation'], now)
  const action = approving ? 'approve' : patch.status ? 'status' : 'notes'
  const summary = patch.status ? `Status ${booking.status} → ${patch.status}` : 'Notes changed'
  return [withChange(next, now, action, 'owner', changed, summary, booking), changed]
}

/** The booking, if `by` may change it now: not cancelled, and a client only before the cut-off. */
function changeable(state: BookingsFile, id: string, by: 'client' | 'owner', now: number): StoredBooking {
  const booking = state.bookings.find((b) => b.id === id)
  if (!booking) throw new BookingNotFoundError('No such booking')
  if (booking.status === 'cancelled') throw new BookingLockedError('This booking is already cancelled')
  if (by === 'client' && Date.parse(booking.start) - state.settings.cutoffHours * 60 * MINUTE <= now) {
    throw new BookingLockedError('This booking is too close to change online')
  }
  return booking
}
