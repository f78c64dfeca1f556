import { TZDate } from '@date-fns/tz'
import { BOOKING_TIME_ZONE } from '../../../content/booking/settings.ts'

/** The instant (ms) of a Toronto wall-clock time on a calendar day "YYYY-MM-DD" (DST-aware: @date-fns/tz). */
export function torontoInstant(day: string, minutesOfDay: number): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new TZDate(y, m - 1, d, Math.floor(minutesOfDay / 60), minutesOfDay % 60, BOOKING_TIME_ZONE).getTime()
}

/** The day after (or `days` after) a calendar day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}
