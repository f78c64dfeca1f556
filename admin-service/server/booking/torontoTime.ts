import { TZDate } from '@date-fns/tz'
import { BOOKING_TIME_ZONE } from '../../../content/booking/settings.ts'

/** Computed instants: a pure function of its inputs, and TZDate's time-zone arithmetic (Intl) is the slot computation's main cost. */
const instants = new Map<string, number>()
const MAX_CACHED = 20_000

/** The instant (ms) of a Toronto wall-clock time on a calendar day "YYYY-MM-DD" (DST-aware: @date-fns/tz). */
export function torontoInstant(day: string, minutesOfDay: number): number {
  const key = `${day} ${minutesOfDay}`
  let instant = instants.get(key)
  if (instant === undefined) {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number]
    instant = new TZDate(y, m - 1, d, Math.floor(minutesOfDay / 60), minutesOfDay % 60, BOOKING_TIME_ZONE).getTime()
    if (instants.size >= MAX_CACHED) instants.clear()
    instants.set(key, instant)
  }
  return instant
}

export { addDays, torontoDay } from '../../shared/torontoDate.ts'

/** A person's reading of an instant in Toronto: "Monday, December 7, 2026 at 10:00 a.m. EST". */
export function torontoText(instant: number, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BOOKING_TIME_ZONE,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...options,
  }).format(instant)
}
