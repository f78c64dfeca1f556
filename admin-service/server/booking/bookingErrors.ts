/**
 * What the booking store refuses, as its own errors (it knows nothing of HTTP); bookingRoutes.ts maps
 * each to a status with one JSON shape.
 */
export class BookingError extends Error {
  override name = this.constructor.name
}

/** A request the settings do not allow; `fields` names each field with a message a person understands. */
export class InvalidBookingError extends BookingError {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields).join('; '))
  }
}

/** The slot is no longer open (taken, held or closed meanwhile). */
export class SlotTakenError extends BookingError {}

/** The hold is unknown, expired or for another booking. */
export class HoldGoneError extends BookingError {}

/** One client address (or one booking's e-mail) already holds as much of the photographers' time as allowed. */
export class TooManyHoldsError extends BookingError {}

/** One mailbox has had as many bookings today as it may (each sends it a confirmation). */
export class TooManyBookingsError extends BookingError {}

/** No booking with this id, or a manage token that is not valid. */
export class BookingNotFoundError extends BookingError {}

/** A photographer or a zone taken out of the settings while upcoming bookings still need it (`bookings`: which). */
export class StillBookedError extends BookingError {
  constructor(
    message: string,
    readonly bookings: { id: string; start: string; name: string }[],
  ) {
    super(message)
  }
}

/** A client's change after the cut-off, or a change the booking's status does not allow. */
export class BookingLockedError extends BookingError {}
