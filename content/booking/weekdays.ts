/**
 * The days of the week as the booking settings key them (`weeklyHours.mon`), Sunday first like
 * `Date#getDay()`. Plain data without zod, so the /admin page can import it without the settings' schema
 * (`settings.ts` re-exports it for the server).
 */
export const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof weekdays)[number]
