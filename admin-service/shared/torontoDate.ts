/**
 * The studio's days and dates, in Toronto's time zone, as the server and the /admin page both write them
 * (one module, no zod: the admin page imports it). A calendar day is "YYYY-MM-DD"; an instant is
 * milliseconds, a Date or an ISO time.
 */

/** The studio's time zone: its days, its invoices' dates and its bookings are Toronto's. */
export const TORONTO_TIME_ZONE = 'America/Toronto'

// en-CA writes a numeric date as "2026-12-01".
const dayOfInstant = new Intl.DateTimeFormat('en-CA', {
  timeZone: TORONTO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Toronto calendar day of an instant (`2026-12-01T03:00:00Z` is "2026-11-30" there). */
export const torontoDay = (instant: number | string | Date): string =>
  dayOfInstant.format(typeof instant === 'string' ? new Date(instant) : instant)

/** Today's Toronto calendar day. */
export const torontoToday = (): string => torontoDay(Date.now())

/** The calendar day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

// A calendar day is read at UTC midnight, so no time zone moves it to the day before.
const dayTexts = {
  long: new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }),
  short: new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }),
}

/** A calendar day as people read it: "April 1, 2026", or "Apr 1, 2026" with `month` 'short'. */
export const dayText = (day: string, month: 'long' | 'short' = 'long'): string =>
  dayTexts[month].format(Date.parse(`${day}T00:00:00Z`))
