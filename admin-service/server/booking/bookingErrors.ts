import { ServiceError, type ErrorKind, type ServiceErrorDetails } from '../shared/errors/ServiceError.ts'

/** The texts of the booking API's refusals that are not about one field; each 429 says whose budget ran out. */
export const bookingTexts = {
  origin: 'Bookings are accepted only from this site',
  connection: 'Too many booking requests from your connection. Please try again later, or call us.',
  identity: 'Too many changes through this manage link. Please try again later, or call us.',
  global:
    'We are receiving more booking requests than usual and cannot take yours right now. Please try again later, or call us.',
  junk: 'Too many requests from your connection that were not booking requests. Please try again later, or call us.',
  tooLarge: 'The request is too large',
  type: 'Content-Type must be application/json',
  invalid: 'Please check the fields marked below',
  bot: 'This booking could not be accepted. Please send a quote request instead, or call us.',
  badToken: 'This manage link is not valid. Use the link in your confirmation e-mail, or call us.',
  cutoff: 'This booking is too close to change online. Please call us to change or cancel it.',
  noDeposit: 'This booking takes no deposit online',
  noBooking: 'No such booking',
  badFeed: 'No such calendar feed',
} as const

/** What the booking store refuses, as its own errors: it knows nothing of HTTP, only the kind of refusal. */
export class BookingError extends ServiceError {}

/** A booking error of one fixed kind, made from its message alone. */
const refusal = (kind: ErrorKind, details: ServiceErrorDetails = {}) =>
  class extends BookingError {
    constructor(message: string) {
      super(kind, message, details)
    }
  }

/** A request the settings do not allow; `fields` names each field with a message a person understands. */
export class InvalidBookingError extends BookingError {
  declare readonly fields: Record<string, string>

  constructor(fields: Record<string, string>) {
    super('invalid', Object.values(fields).join('; '), { fields, shown: bookingTexts.invalid })
  }
}

/** A slot lost meanwhile: the answer carries the day's open slots, once the route gives them (`offer`). */
class LostSlotError extends BookingError {
  declare readonly body: { slots: { start: string; end: string }[] }

  constructor(message: string) {
    super('conflict', message, { body: { slots: [] } })
  }

  /** This error, offering `slots` instead. */
  offer(slots: { start: string; end: string }[]): this {
    this.body.slots = slots
    return this
  }
}

/** The slot is no longer open (taken, held or closed meanwhile). */
export class SlotTakenError extends LostSlotError {}

/** The hold is unknown, expired or for another booking. */
export class HoldGoneError extends LostSlotError {}

/** One client address (or one booking's e-mail) already holds as much of the photographers' time as allowed. */
export class TooManyHoldsError extends refusal('tooMany', { headers: { 'Retry-After': '600' } }) {}

/** One mailbox has had as many bookings today as it may (each sends it a confirmation). */
export class TooManyBookingsError extends refusal('tooMany', { headers: { 'Retry-After': '86400' } }) {}

/** No booking with this id, or a manage token that is not valid. */
export class BookingNotFoundError extends refusal('notFound') {}

/** A photographer or a zone taken out of the settings while upcoming bookings still need it (`bookings`: which). */
export class StillBookedError extends BookingError {
  constructor(
    message: string,
    readonly bookings: { id: string; start: string; name: string }[],
  ) {
    super('conflict', message, { body: { bookings } })
  }
}

/** A client's change after the cut-off, or a change the booking's status does not allow. */
export class BookingLockedError extends refusal('conflict') {}
