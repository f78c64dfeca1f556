import { describe, expect, it } from 'vitest'
import { addDays, dayText, torontoDay, torontoToday } from './torontoDate.ts'

describe('torontoDate', () => {
  it("gives an instant's Toronto day, across midnight and daylight saving time", () => {
    expect(torontoDay('2026-12-01T03:00:00Z')).toBe('2026-11-30')
    expect(torontoDay('2026-12-01T05:00:00Z')).toBe('2026-12-01')
    expect(torontoDay(Date.parse('2026-07-01T03:59:00Z'))).toBe('2026-06-30')
    expect(torontoDay(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01')
    expect(torontoToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('counts calendar days, over a month, a year and a DST change', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('writes a calendar day as people read it, on that day whatever the time zone', () => {
    expect(dayText('2026-04-01')).toBe('April 1, 2026')
    expect(dayText('2026-12-01', 'short')).toBe('Dec 1, 2026')
  })
})
