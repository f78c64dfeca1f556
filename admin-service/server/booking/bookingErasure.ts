import { ERASED_CLIENT } from '../../../content/account/retention.ts'
import type { BookingsFile, StoredBooking } from '../../../content/booking/store.ts'
import { sameAddress } from '../shared/mail/sameAddress.ts'
import { isUpcoming } from './bookingRecords.ts'
import { torontoText } from './torontoTime.ts'

/** A shoot as a refusal names it: where and when (Toronto time). */
export const shootText = (booking: StoredBooking): string =>
  `${booking.address} on ${torontoText(Date.parse(booking.start))}`

/**
 * A booking without its client's personal data: what the books need stays (the shoot, its place, price,
 * status and order, whose invoices keep the client's name and e-mail as issued), the rest is blank.
 */
const erased = (booking: StoredBooking): StoredBooking => ({
  ...booking,
  name: ERASED_CLIENT,
  email: '',
  phone: '',
  notes: '',
  ownerNotes: '',
})

/**
 * Erases the personal data of the client who booked with `email` from each of their bookings that is over or
 * cancelled at `now` (an upcoming one is left as it is: its shoot needs them; the caller refuses erasure
 * while there is one): name, e-mail, phone, access notes and the owner's notes. Their e-mails leave the
 * outbox (sent, they are copies of that data; unsent, they would go to an address to forget), and History
 * keeps its entries (their summaries name services, postal code and time, nobody) without the copy kept
 * for undo, so an erased booking cannot come back. Returns how many bookings were erased.
 */
export function eraseClientChange(state: BookingsFile, email: string, now: number): [BookingsFile, number] {
  const ids = new Set(state.bookings.filter((b) => sameAddress(b.email, email) && !isUpcoming(b, now)).map((b) => b.id))
  if (ids.size === 0) return [state, 0]
  return [
    {
      ...state,
      bookings: state.bookings.map((b) => (ids.has(b.id) ? erased(b) : b)),
      mails: state.mails.filter((m) => !ids.has(m.bookingId)),
      history: state.history.map((h) => (h.bookingId && ids.has(h.bookingId) && h.before ? { ...h, before: null } : h)),
    },
    ids.size,
  ]
}
