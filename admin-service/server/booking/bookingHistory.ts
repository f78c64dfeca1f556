import type { BookingChange, BookingsFile, MailKind, StoredBooking } from '../../../content/booking/store.ts'
import { BookingLockedError, BookingNotFoundError, SlotTakenError } from './bookingErrors.ts'
import { iso, newId, replace } from './bookingRecords.ts'
import { withMails } from './bookingMailQueue.ts'
import { busyTimes } from './holdRules.ts'
import { serviceName } from './publicView.ts'
import { fitsAmong } from './slots.ts'
import { torontoText } from './torontoTime.ts'

/** History entries kept (newest). */
const HISTORY_LIMIT = 1000
/** The state with a change recorded in the History (`before`: the booking as it was, for undo). */
export function withChange(
  state: BookingsFile,
  now: number,
  action: BookingChange['action'],
  by: BookingChange['by'],
  booking: StoredBooking | null,
  summary: string,
  before: StoredBooking | null = null,
): BookingsFile {
  const change: BookingChange = {
    id: newId(),
    at: iso(now),
    action,
    by,
    bookingId: booking?.id ?? null,
    summary: summary.slice(0, 300),
    before,
  }
  // Only a booking's last change can be undone: its earlier ones drop the copy they kept.
  const history = state.history.map((h) => (h.before && h.bookingId === change.bookingId ? { ...h, before: null } : h))
  return { ...state, history: [...history, change].slice(-HISTORY_LIMIT) }
}

/**
 * Undoes the last change of a booking (the owner's History): the booking as it was before comes back
 * with a higher SEQUENCE where the client's calendar must follow, and the client is told: a cancelled
 * booking restored gets a new confirmation, a time moved back an update, a restore undone the
 * cancellation. Refused for a booking's creation (cancel it instead), and when the time it goes back
 * to has been taken meanwhile or its photographer has left the team.
 */
export function undoChange(state: BookingsFile, id: string, now: number): [BookingsFile, StoredBooking] {
  const current = state.bookings.find((b) => b.id === id)
  if (!current) throw new BookingNotFoundError('No such booking')
  const last = state.history.findLast((h) => h.bookingId === id)
  const before = last?.before
  if (!last || !before) {
    throw new BookingLockedError(
      last?.action === 'create'
        ? 'Nothing to undo: this booking has not changed since it was made (cancel it instead)'
        : 'Nothing to undo for this booking',
    )
  }
  const retakes =
    before.status !== 'cancelled' &&
    (current.status === 'cancelled' || current.start !== before.start || current.memberId !== before.memberId)
  if (retakes) {
    const member = state.settings.team.find((m) => m.id === before.memberId)
    if (!member) throw new BookingLockedError('Its photographer is no longer on the team: reschedule it instead')
    if (!state.settings.zones.some((z) => z.id === before.zoneId))
      throw new BookingLockedError('Its service zone is no longer in the settings: book the address again instead')
    const others = busyTimes(state, now, id).filter((b) => b.memberId === member.id || b.memberId === null)
    if (
      !fitsAmong(state.settings, before.zoneId, before.bufferMinutes)(
        others,
        Date.parse(before.start),
        Date.parse(before.end),
      )
    )
      throw new SlotTakenError(`${describe(before)} has been taken meanwhile: reschedule the booking instead`)
  }
  const kinds: MailKind[] =
    before.status === 'cancelled'
      ? ['cancellation', 'owner']
      : current.status === 'cancelled'
        ? ['confirmation', 'owner']
        : current.start !== before.start || current.memberId !== before.memberId
          ? ['update', 'owner']
          : before.status !== current.status && [before.status, current.status].includes('requested')
            ? ['confirmation']
            : []
  const restored: StoredBooking = {
    ...before,
    sequence: current.sequence + (kinds.length ? 1 : 0),
    updatedAt: iso(now),
    reminderSentFor: before.start === current.start ? current.reminderSentFor : null,
  }
  const next = withMails(replace(state, restored), restored, kinds, now)
  return [withChange(next, now, 'undo', 'owner', restored, `Undid: ${last.summary}`, current), restored]
}

/** A booking as History names it: "Photography, Drone Imagery at M5V 2T6, Mon, Dec 7, 2026, 10:00 a.m. EST". */
export function describe(booking: StoredBooking): string {
  const when = torontoText(Date.parse(booking.start), { weekday: 'short', month: 'short' })
  return `${booking.services.map(serviceName).join(', ')} at ${booking.postal}, ${when}`
}
