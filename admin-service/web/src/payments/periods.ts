/** A period of the HST return: a calendar month or quarter, as Toronto days "YYYY-MM-DD" (inclusive). */
export type Period = { label: string; from: string; to: string }
export type PeriodKind = 'month' | 'quarter'

const monthName = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', month: 'long', year: 'numeric' })

/** The last day of month `month` (1-12) of `year`. */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
const firstDay = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`

/** The `count` months or quarters up to the one holding `today`, newest first. */
export function recentPeriods(kind: PeriodKind, today: string, count = kind === 'month' ? 12 : 8): Period[] {
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  const span = kind === 'month' ? 1 : 3
  // Months counted from year 0, so stepping back crosses years by itself.
  let start = year * 12 + (kind === 'month' ? month - 1 : Math.floor((month - 1) / 3) * 3)
  const periods: Period[] = []
  for (let i = 0; i < count; i++, start -= span) {
    const y = Math.floor(start / 12)
    const m = (start % 12) + 1
    const label = kind === 'month' ? monthName.format(new Date(Date.UTC(y, m - 1, 1))) : `Q${(m - 1) / 3 + 1} ${y}`
    periods.push({ label, from: firstDay(y, m), to: lastDay(y, m + span - 1) })
  }
  return periods
}
