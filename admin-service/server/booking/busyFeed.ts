import ICAL from 'ical.js'

const MAX_OCCURRENCES = 2000

/**
 * The busy times of an iCal feed between `from` and `to` (ms), read with ical.js: each event that is not
 * transparent ("free") nor cancelled, recurring ones expanded, times in their own time zones (the
 * feed's VTIMEZONEs). Throws on a text that is not iCalendar.
 */
export function busyTimes(text: string, from: number, to: number): { start: number; end: number }[] {
  const calendar = new ICAL.Component(ICAL.parse(text))
  if (calendar.name !== 'vcalendar') throw new Error('not an iCalendar feed')
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  }
  const busy: { start: number; end: number }[] = []
  for (const component of calendar.getAllSubcomponents('vevent')) {
    if (component.getFirstPropertyValue('transp') === 'TRANSPARENT') continue
    if (component.getFirstPropertyValue('status') === 'CANCELLED') continue
    const event = new ICAL.Event(component)
    if (!event.startDate) continue
    const length = event.endDate ? event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime() : 0
    if (!event.isRecurring()) {
      const start = event.startDate.toJSDate().getTime()
      if (start + length > from && start < to) busy.push({ start, end: start + length })
      continue
    }
    const iterator = event.iterator()
    for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES; n++, next = iterator.next()) {
      const start = next.toJSDate().getTime()
      if (start >= to) break
      if (start + length > from) busy.push({ start, end: start + length })
    }
  }
  return busy.sort((a, b) => a.start - b.start)
}
