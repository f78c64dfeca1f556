/** Times as people read them on the booking pages: always Toronto's, whatever the visitor's own zone. */
// Each formatter is made when first used, not when the island loads: making the four took about 18 ms of the
// main thread right after `load` (74 ms at Lighthouse's 4x slower phone), before anyone asked for a time.
const zone = { timeZone: 'America/Toronto' } as const
function formatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined
  return () => (made ??= new Intl.DateTimeFormat('en-CA', { ...zone, ...options }))
}
const dayFormat = formatter({ weekday: 'long', month: 'long', day: 'numeric' })
const timeFormat = formatter({ hour: 'numeric', minute: '2-digit' })
const keyFormat = formatter({ year: 'numeric', month: '2-digit', day: '2-digit' })
const zoneName = formatter({ timeZoneName: 'short' })

export const dayOf = (iso: string) => dayFormat().format(new Date(iso))
export const timeOf = (iso: string) => timeFormat().format(new Date(iso))
/** "EST" or "EDT" at that instant. */
export const zoneOf = (iso: string) =>
  zoneName()
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName')?.value ?? ''
/** The Toronto calendar day "YYYY-MM-DD" of an instant. */
export const dayKey = (iso: string) => keyFormat().format(new Date(iso))
export const whenOf = (start: string, end: string) =>
  `${dayOf(start)}, ${timeOf(start)} to ${timeOf(end)} ${zoneOf(start)}`
export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`
export const lengthOf = (minutes: number) =>
  minutes % 60 === 0
    ? `${minutes / 60} h`
    : minutes > 60
      ? `${Math.floor(minutes / 60)} h ${minutes % 60} min`
      : `${minutes} min`
