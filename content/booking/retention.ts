/**
 * How long the admin service keeps a booking after its shoot (then removes it with its e-mails): the
 * privacy page states it from here (content/figures.ts).
 */
export const BOOKING_RETENTION_MONTHS = 24
