import Holidays from 'date-holidays'
import type { BookingSettings } from '../../../content/booking/settings.ts'
import { addDays } from './torontoTime.ts'

const ontario = new Holidays('CA', 'ON')
const byYear = new Map<number, ReadonlyMap<string, string>>()

/**
 * Ontario's statutory holidays of a year, "YYYY-MM-DD" → name: date-holidays' public days for CA-ON but
 * Easter Monday, which it counts and Ontario's Employment Standards Act does not (the nine days left are
 * the Act's). Kept per year: a year's days never change.
 */
export function statutoryHolidays(year: number): ReadonlyMap<string, string> {
  let days = byYear.get(year)
  if (!days) {
    const kept = ontario.getHolidays(year).filter((h) => h.type === 'public' && h.rule !== 'easter 1')
    days = new Map(kept.map((h) => [h.date.slice(0, 10), h.name]))
    byYear.set(year, days)
  }
  return days
}

/** The statutory holiday that closes `day` ("YYYY-MM-DD") to visitors' bookings, or null (none, or opened). */
export function closedHoliday(settings: Pick<BookingSettings, 'openHolidays'>, day: string): string | null {
  const name = statutoryHolidays(Number(day.slice(0, 4))).get(day)
  return name === undefined || settings.openHolidays.includes(day) ? null : name
}

/** The statutory holidays from `today` for `days` days, each with whether the owner has opened it. */
export function upcomingHolidays(settings: Pick<BookingSettings, 'openHolidays'>, today: string, days = 366) {
  const last = addDays(today, days)
  const years = [Number(today.slice(0, 4)), Number(last.slice(0, 4))]
  return [...new Set(years)]
    .flatMap((year) => [...statutoryHolidays(year)])
    .filter(([day]) => day >= today && day <= last)
    .map(([day, name]) => ({ day, name, open: settings.openHolidays.includes(day) }))
}
