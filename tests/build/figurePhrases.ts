/**
 * The figures a piece of text states, each in one canonical form, so that a page's "within 48 business
 * hours" and a content module's '48-72 business hours' can be compared. Recognised kinds, chosen because
 * they read the same way wherever they appear:
 * - durations and turnarounds: "1-2 hours", "two to four hours", "a 24-hour turnaround", "60-90 second",
 *   "3-5 business days", "6, 12 or 24 hours" (each of the list), "instant";
 * - days named instead of counted: "same day", "next day", "next business day", "next morning";
 * - counts written with a plus: "800+", "49K+", "$2.5M+", and "more than 17" / "over 5000" read as "17+",
 *   "5000+" (a plus written out); percentages: "98%", "85-92%";
 * - distances in kilometres and speeds in mph: "70 km", "15 mph";
 * - years 2000-2099, alone ("since 2007") or after a month ("April 2022").
 */
export type FigureKind = 'duration' | 'day' | 'count' | 'percent' | 'distance' | 'speed' | 'year' | 'date'

export interface FigurePhrase {
  kind: FigureKind
  /** The text as written. */
  text: string
  /** The canonical form: "24-48 hours", "48-72 business hours", "next business day", "800+", "April 2022". */
  figure: string
  /** Written as the fastest of something: "in as little as 6 hours". */
  fastest?: true
}

const WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']
const NUMBER = `(?:\\d+(?:\\.\\d+)?|${WORDS.join('|')})`
const DASH = '\\s*(?:-|–|\\bto\\b)\\s*'
/** "6", "1-2", "one to two", "6, 12 or 24", "2, 3 or 5". */
const AMOUNT = `${NUMBER}(?:${DASH}${NUMBER}|(?:,\\s*${NUMBER})*,?\\s+or\\s+${NUMBER})?`
const UNITS: Record<string, string> = {
  second: 'seconds',
  minute: 'minutes',
  min: 'minutes',
  hour: 'hours',
  hr: 'hours',
  h: 'hours',
  day: 'days',
  week: 'weeks',
  month: 'months',
  year: 'years',
}
const UNIT = '(?:seconds?|minutes?|mins?|hours?|hrs?|hr|h|days?|weeks?|months?|years?)'
const DURATION = new RegExp(
  `(?<![\\w$.,])(${AMOUNT})(?:\\s+|-|\\s*(?=h\\b|hrs?\\b))(business\\s+)?(${UNIT})\\b(?!-old)`,
  'gi',
)
const DAYS = /\b(same|next)[\s-](business[\s-])?(day|morning)\b/gi
const INSTANT = /\binstant(?:ly)?\b/gi
/** A plus after a range counts for its upper end: "$2,500-10,000+" is "$10000+", "35-50+" is "50+". */
const PLUS = /(?<![\w.])(\$?)(?:\d[\d,.]*\s*-\s*\$?)?(\d[\d,.]*[KM]?)\+/g
const WRITTEN_PLUS = /\b(?:more than|over)\s+(\d{1,3}(?:,\d{3})+|\d+)(?![\d,+]|\s*sq)/gi
const PERCENT = /(?<![\w.])(\d+(?:\.\d+)?(?:\s*-\s*\d+(?:\.\d+)?)?)\s*%/g
const DISTANCE = /(?<![\w.])(\d+(?:\.\d+)?)\s*km\b/gi
const SPEED = /(?<![\w.])(\d+)\s*mph\b/gi
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const YEAR = new RegExp(`(?:\\b(${MONTHS.join('|')})\\s+)?(?<!\\d,|\\.)\\b(20\\d\\d)\\b(?!,\\d|s\\b)`, 'g')

const numberOf = (word: string) => {
  const i = WORDS.indexOf(word.toLowerCase())
  return i >= 0 ? String(i + 1) : word
}
/** "one to two" → "1-2"; "6, 12 or 24" → ["6", "12", "24"]. */
function amounts(amount: string): string[] {
  const parts = amount.split(/\s*,\s*|\s+or\s+/i).filter(Boolean)
  if (parts.length > 1) return parts.map(numberOf)
  return [
    amount
      .split(new RegExp(DASH, 'i'))
      .map((n) => numberOf(n.trim()))
      .join('-'),
  ]
}

/** Written figures that are not claims: a post's reading time, the copyright year, a statute's year. */
const NOT_CLAIMS = /\b\d+ min read\b|©\s*\d{4}|\bAct, \d{4}/g
const FASTEST = /\bas (?:little|fast|quickly|soon) as\s+$/i

/** Every figure `text` states, in the order written. */
export function figurePhrases(written: string): FigurePhrase[] {
  const text = written.replace(NOT_CLAIMS, (m) => ' '.repeat(m.length))
  const found: (FigurePhrase & { at: number })[] = []
  const add = (at: number, kind: FigureKind, phrase: string, figure: string) =>
    found.push({ at, kind, text: phrase, figure, ...(FASTEST.test(text.slice(0, at)) && { fastest: true as const }) })
  for (const m of text.matchAll(DURATION)) {
    // "more than 17 years" is the count "17+" (below), not a duration of 17 years.
    if (/\b(?:more than|over)\s+$/i.test(text.slice(0, m.index))) continue
    const unitKey = m[3]!.toLowerCase().replace(/s$/, '')
    const unit = UNITS[unitKey] ?? UNITS[unitKey.replace(/s$/, '')]!
    for (const amount of amounts(m[1]!)) add(m.index, 'duration', m[0], `${amount} ${m[2] ? 'business ' : ''}${unit}`)
  }
  for (const m of text.matchAll(DAYS))
    add(m.index, 'day', m[0], `${m[1]!.toLowerCase()} ${m[2] ? 'business ' : ''}${m[3]!.toLowerCase()}`)
  for (const m of text.matchAll(INSTANT)) add(m.index, 'day', m[0], 'instant')
  for (const m of text.matchAll(PLUS)) add(m.index, 'count', m[0], `${m[1]}${m[2]!.replace(/,/g, '')}+`)
  for (const m of text.matchAll(WRITTEN_PLUS)) add(m.index, 'count', m[0], `${m[1]!.replace(/,/g, '')}+`)
  for (const m of text.matchAll(PERCENT)) add(m.index, 'percent', m[0], `${m[1]!.replace(/\s/g, '')}%`)
  for (const m of text.matchAll(DISTANCE)) add(m.index, 'distance', m[0], `${m[1]} km`)
  for (const m of text.matchAll(SPEED)) add(m.index, 'speed', m[0], `${m[1]} mph`)
  for (const m of text.matchAll(YEAR)) add(m.index, m[1] ? 'date' : 'year', m[0], m[1] ? `${m[1]} ${m[2]}` : m[2]!)
  return found.sort((a, b) => a.at - b.at).map(({ at: _, ...phrase }) => phrase)
}

const HOURS: Record<string, number> = {
  seconds: 1 / 3600,
  minutes: 1 / 60,
  hours: 1,
  days: 24,
  weeks: 168,
  months: 730,
  years: 8760,
}
/** A turnaround's shortest reading in hours ("24-48 hours" is 24); days named are a working day or more. */
export function hoursOf(figure: string): number {
  if (figure === 'instant') return 0
  if (figure === 'same day') return 8
  if (/^next /.test(figure)) return 24
  const m = /^(\d+(?:\.\d+)?)(?:-[\d.]+)? (?:business )?(\w+)$/.exec(figure)
  if (!m || HOURS[m[2]!] === undefined) throw new Error(`not a duration: "${figure}"`)
  return Number(m[1]) * HOURS[m[2]!]!
}
