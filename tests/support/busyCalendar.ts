/** America/Toronto as a calendar's VTIMEZONE, line by line. */
export const TORONTO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Toronto',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/**
 * A busy calendar a few years old, as a photographer's feed would be: `events` VEVENTs from `start` on,
 * one every 3 hours, each an hour long, in America/Toronto. Every 20th is a weekly meeting (10 weeks)
 * with two exceptions of its own (RECURRENCE-ID), each counted as an event: its 3rd week moved an hour
 * later, its 5th cancelled. Every 7th single event is transparent ("free"). Returns the text and the busy
 * times a reader must find in it (ms, sorted), worked out from this plan, not by reading the text.
 */
export function busyCalendar(events: number, start = Date.parse('2024-01-01T14:00:00Z')) {
  const HOUR = 3_600_000
  const WEEK = 7 * 24 * HOUR
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Northframe tests//busy calendar//EN',
    ...TORONTO_VTIMEZONE,
  ]
  const busy: { start: number; end: number }[] = []
  const event = (uid: string, from: number, extra: string[]) =>
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${stamp(start)}`,
      `DTSTART:${stamp(from)}`,
      `DTEND:${stamp(from + HOUR)}`,
      'SUMMARY:Busy',
      ...extra,
      'END:VEVENT',
    )
  let written = 0
  for (let i = 0; written < events; i++) {
    const at = start + i * 3 * HOUR
    if (i % 20 === 0 && written + 3 <= events) {
      const uid = `weekly-${i}@northframe.test`
      event(uid, at, ['RRULE:FREQ=WEEKLY;COUNT=10'])
      event(uid, at + 2 * WEEK + HOUR, [`RECURRENCE-ID:${stamp(at + 2 * WEEK)}`])
      event(uid, at + 4 * WEEK, [`RECURRENCE-ID:${stamp(at + 4 * WEEK)}`, 'STATUS:CANCELLED'])
      written += 3
      for (let week = 0; week < 10; week++) {
        if (week === 4) continue
        const from = at + week * WEEK + (week === 2 ? HOUR : 0)
        busy.push({ start: from, end: from + HOUR })
      }
    } else {
      event(`single-${i}@northframe.test`, at, i % 7 === 0 ? ['TRANSP:TRANSPARENT'] : [])
      written++
      if (i % 7 !== 0) busy.push({ start: at, end: at + HOUR })
    }
  }
  lines.push('END:VCALENDAR')
  return { text: lines.join('\r\n') + '\r\n', busy: busy.sort((a, b) => a.start - b.start) }
}
