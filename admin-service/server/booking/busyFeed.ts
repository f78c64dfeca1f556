import ICAL from 'ical.js'
import { sizeLabel } from '../../shared/uploadLimits.ts'

/**
 * What the service reads of one busy feed; a feed over any of them is refused whole (shown on /admin):
 * its text in bytes (also the download's cut), its events (VEVENTs, repeats and their exceptions
 * counted once each) and the repeats walked through all its recurring events (from each one's first
 * start to the end of the window, so a daily event of ten years is 3,650).
 */
export const FEED_LIMITS = { bytes: 5 * 1024 * 1024, events: 50_000, repeats: 100_000 }
export type FeedLimits = typeof FEED_LIMITS

/** A feed the service does not read: too large, too many events or repeats, or not iCalendar. */
export class FeedError extends Error {
  override name = 'FeedError'
}

type Busy = { start: number; end: number }

/** Whether an event (or one of its exceptions) holds its time: not transparent ("free") nor cancelled. */
const holdsTime = (component: ICAL.Component) =>
  component.getFirstPropertyValue('transp') !== 'TRANSPARENT' &&
  component.getFirstPropertyValue('status') !== 'CANCELLED'

/**
 * The busy times of an iCal feed between `from` and `to` (ms), read with ical.js: each event that is not
 * transparent nor cancelled, recurring ones expanded with their exceptions (RECURRENCE-ID) in place of the
 * occurrences they replace, times in their own time zones (the feed's VTIMEZONEs). The events are grouped
 * by UID first and each recurring one is given its own exceptions (`ICAL.Event`'s `exceptions` option):
 * without it ical.js relates every RECURRENCE-ID of the calendar to each event it builds, which is
 * quadratic in the feed's events and mixes other events' exceptions in. Throws FeedError over `limits`
 * or on a text that is not iCalendar.
 */
export function busyTimes(text: string, from: number, to: number, limits: FeedLimits = FEED_LIMITS): Busy[] {
  if (Buffer.byteLength(text) > limits.bytes)
    throw new FeedError(`the calendar is larger than ${sizeLabel(limits.bytes)}`)
  // Counted before parsing, so that the parse's memory and time are bounded by the limit too.
  const events = text.match(/^BEGIN:VEVENT\r?$/gim)?.length ?? 0
  if (events > limits.events)
    throw new FeedError(`the calendar has ${events} events, more than the ${limits.events} read`)
  let calendar: ICAL.Component
  try {
    calendar = new ICAL.Component(ICAL.parse(text))
  } catch (error) {
    throw new FeedError(`not an iCalendar feed (${(error as Error).message})`)
  }
  if (calendar.name !== 'vcalendar') throw new FeedError('not an iCalendar feed')
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  }

  const exceptionsOf = new Map<string, ICAL.Component[]>()
  const singles: ICAL.Component[] = []
  const recurring: ICAL.Component[] = []
  for (const component of calendar.getAllSubcomponents('vevent')) {
    if (component.hasProperty('recurrence-id')) {
      const uid = String(component.getFirstPropertyValue('uid') ?? '')
      exceptionsOf.set(uid, [...(exceptionsOf.get(uid) ?? []), component])
      singles.push(component) // an exception holds its own time, wherever it moved the occurrence
    } else if (component.hasProperty('rrule') || component.hasProperty('rdate')) recurring.push(component)
    else singles.push(component)
  }

  const busy: Busy[] = []
  const add = (start: number, end: number) => {
    if (end > from && start < to) busy.push({ start, end })
  }
  for (const component of singles) {
    if (!holdsTime(component)) continue
    const event = new ICAL.Event(component, { exceptions: [] })
    if (!event.startDate) continue
    const start = event.startDate.toJSDate().getTime()
    add(start, event.endDate ? event.endDate.toJSDate().getTime() : start)
  }

  let repeats = 0
  for (const component of recurring) {
    const uid = String(component.getFirstPropertyValue('uid') ?? '')
    const event = new ICAL.Event(component, { exceptions: exceptionsOf.get(uid) ?? [] })
    if (!event.startDate) continue
    const iterator = event.iterator()
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (++repeats > limits.repeats)
        throw new FeedError(`the calendar's recurring events repeat more than the ${limits.repeats} times read`)
      const occurrence = event.getOccurrenceDetails(next)
      const start = occurrence.startDate.toJSDate().getTime()
      if (next.toJSDate().getTime() >= to && start >= to) break
      // An occurrence its own exception replaces was counted with the singles.
      const replaced = occurrence.item !== event && occurrence.item.recurrenceId.compare(next) === 0
      if (replaced || !holdsTime(occurrence.item.component)) continue
      add(start, occurrence.endDate.toJSDate().getTime())
    }
  }
  return busy.sort((a, b) => a.start - b.start)
}
