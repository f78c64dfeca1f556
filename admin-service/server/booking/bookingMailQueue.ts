import type { BookingsFile, MailKind, StoredBooking, StoredMail } from '../../../content/booking/store.ts'
import { pendingDelivery, type OutboxDelivery } from '../../../content/outbox/delivery.ts'
import { iso, newId, replace } from './bookingRecords.ts'
import { addDays, torontoDay } from './torontoTime.ts'
import { TORONTO_TIME_ZONE } from '../../shared/torontoDate.ts'

/** E-mails kept once sent or failed, for the owner's view of what went out. */
const SENT_MAILS_KEPT = 500

/** The state with `kinds` of e-mails about `booking` queued (the outbox sends them). */
export function withMails(state: BookingsFile, booking: StoredBooking, kinds: MailKind[], now: number): BookingsFile {
  const at = iso(now)
  const mails: StoredMail[] = kinds.map((kind) => ({
    id: newId(),
    receivedAt: at,
    bookingId: booking.id,
    kind,
    booking,
    deliveries: { email: pendingDelivery(at) },
  }))
  return { ...state, mails: [...state.mails, ...mails] }
}

/** Keeps every pending e-mail and the newest finished ones. */
function pruneMails(mails: StoredMail[]): StoredMail[] {
  const finished = mails.filter((m) => m.deliveries.email?.state !== 'pending')
  if (finished.length <= SENT_MAILS_KEPT) return mails
  const drop = new Set(finished.slice(0, finished.length - SENT_MAILS_KEPT).map((m) => m.id))
  return mails.filter((m) => !drop.has(m.id))
}

/** The outcome of an e-mail's delivery attempt (the outbox calls it). */
export function deliveryChange(
  state: BookingsFile,
  id: string,
  kind: 'email',
  delivery: OutboxDelivery,
): [BookingsFile, undefined] {
  const index = state.mails.findIndex((m) => m.id === id)
  if (index < 0) return [state, undefined]
  const mails = [...state.mails]
  mails[index] = { ...mails[index]!, deliveries: { [kind]: delivery } }
  return [{ ...state, mails: pruneMails(mails) }, undefined]
}

/**
 * Queues the reminders due at `now`: each confirmed booking starting tomorrow (Toronto) gets one once
 * the settings' reminder time has passed today. Resolves to how many were queued.
 */
export function remindersChange(state: BookingsFile, now: number): [BookingsFile, number] {
  const today = torontoDay(now)
  const [h, m] = state.settings.reminderTime.split(':').map(Number) as [number, number]
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: TORONTO_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now)
  if (clock < `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`) return [state, 0]
  const tomorrow = addDays(today, 1)
  let next = state
  let count = 0
  for (const booking of state.bookings) {
    if (booking.status !== 'confirmed' || booking.reminderSentFor === booking.start) continue
    if (torontoDay(Date.parse(booking.start)) !== tomorrow) continue
    const reminded = { ...booking, reminderSentFor: booking.start }
    next = withMails(replace(next, reminded), reminded, ['reminder'], now)
    count++
  }
  return [next, count]
}
