import { describe, expect, it } from 'vitest'
import { testBookingSettings } from '../../../tests/support/bookingSettings.ts'
import { computeSlots, normalPostal, shootLength, sunset, zoneOf, type Busy, type SlotQuery } from './slots.ts'
import { statutoryHolidays } from './holidays.ts'
import { torontoDay, torontoInstant } from './torontoTime.ts'

const settings = testBookingSettings()
const at = (iso: string) => Date.parse(iso)
/** "HH:MM" in Toronto of each slot's start on one day. */
const starts = (slots: { start: number }[]) =>
  slots.map((s) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit' }).format(
      s.start,
    ),
  )
const query = (patch: Partial<SlotQuery> = {}): SlotQuery => ({
  services: ['photography'],
  sizeId: 'condo',
  zoneId: 'toronto-core',
  from: '2026-12-07',
  to: '2026-12-07',
  now: at('2026-12-01T12:00:00Z'),
  ...patch,
})
const booking = (start: string, end: string, zoneId: string | null, memberId = 'daniel-reyes'): Busy => ({
  memberId,
  start: at(start),
  end: at(end),
  zoneId,
  bufferMinutes: zoneId ? 15 : 0,
})

describe('computeSlots', () => {
  it('offers every step of the weekly hours that fits the shoot', () => {
    const slots = computeSlots(settings, query(), [])
    expect(starts(slots)).toEqual(
      ['08', '09', '10', '11', '12', '13', '14', '15', '16'].flatMap((h) => [`${h}:00`, `${h}:30`]).concat('17:00'),
    )
    expect(slots.every((s) => s.end - s.start === 60 * 60_000)).toBe(true)
  })

  it('follows each weekday: the sample studio is closed on Sundays', async () => {
    const { sampleBookingSettings } = await import('../../../content/booking/sampleSettings.ts')
    expect(computeSlots(sampleBookingSettings, query({ from: '2026-12-06', to: '2026-12-06' }), [])).toEqual([])
    expect(computeSlots(sampleBookingSettings, query({ from: '2026-12-05', to: '2026-12-05' }), [])).not.toEqual([])
  })

  it('skips days off', () => {
    const off = testBookingSettings()
    off.team[0]!.daysOff = [{ from: '2026-12-07', to: '2026-12-08', reason: 'Holiday' }]
    expect(
      computeSlots(off, query({ to: '2026-12-09' }), []).map((s) => new Date(s.start).toISOString().slice(0, 10)),
    ).not.toContain('2026-12-07')
    expect(computeSlots(off, query({ to: '2026-12-09' }), []).length).toBe(19)
  })

  it('closes Ontario’s statutory holidays unless the owner opens one; Easter Monday stays open', () => {
    const dayOf = (slots: { start: number }[]) => [...new Set(slots.map((s) => torontoDay(s.start)))]
    // Christmas Day and Boxing Day 2026 are a Friday and a Saturday; the test studio works every day.
    const season = query({ from: '2026-12-24', to: '2026-12-28' })
    expect(dayOf(computeSlots(settings, season, []))).toEqual(['2026-12-24', '2026-12-27', '2026-12-28'])
    const opened = testBookingSettings({ openHolidays: ['2026-12-26'] })
    expect(dayOf(computeSlots(opened, season, []))).toEqual(['2026-12-24', '2026-12-26', '2026-12-27', '2026-12-28'])
    // Easter Monday is a public holiday in date-holidays' calendar but not a statutory one in Ontario.
    const easter = query({ from: '2027-03-29', to: '2027-03-29', now: at('2027-03-20T12:00:00Z') })
    expect(computeSlots(settings, easter, [])).not.toEqual([])
    expect(statutoryHolidays(2027).size).toBe(9)
  })

  it('keeps the minimum notice', () => {
    // 48 h after Saturday 10:15 Toronto is Monday 10:15: the first start is 10:30.
    const slots = computeSlots(settings, query({ now: torontoInstant('2026-12-05', 10 * 60 + 15) }), [])
    expect(starts(slots)[0]).toBe('10:30')
  })

  it('offers nothing beyond the horizon', () => {
    const now = at('2026-12-01T12:00:00Z')
    const slots = computeSlots(settings, query({ from: '2026-12-01', to: '2027-03-01', now }), [])
    const last = slots.at(-1)!.start
    expect(last).toBeLessThanOrEqual(now + 45 * 86_400_000)
    expect(last).toBeGreaterThan(now + 44 * 86_400_000)
  })

  it('takes the duration from the size band and adds the services', () => {
    expect(shootLength(settings, ['photography'], 'over-4000')).toEqual({ minutes: 120, bufferMinutes: 15 })
    expect(shootLength(settings, ['photography', 'matterport'], 'condo')).toEqual({ minutes: 120, bufferMinutes: 15 })
    expect(shootLength(settings, ['photography'], 'castle')).toBeNull()
    expect(shootLength(settings, ['website'], 'condo')).toBeNull()
    expect(starts(computeSlots(settings, query({ sizeId: 'over-4000' }), [])).at(-1)).toBe('16:00')
  })

  it('leaves the buffer and the travel time to and from a neighbouring booking', () => {
    // Booked 12:00-13:00 in York; this shoot is downtown (45 min away) with 15 min buffers.
    const busy = [booking('2026-12-07T17:00:00Z', '2026-12-07T18:00:00Z', 'york')]
    const open = starts(computeSlots(settings, query(), busy))
    // Before: end + 15 + 45 <= 12:00, so the latest start is 10:00; after: 13:00 + 15 + 45 = 14:00.
    expect(open).toContain('10:00')
    expect(open).not.toContain('10:30')
    expect(open).not.toContain('13:30')
    expect(open).toContain('14:00')
    // In the same zone the drive is 25 min: the latest start before is still 10:00 (11:00 + 15 + 25 <= 12:00).
    const sameZone = starts(computeSlots(settings, query({ zoneId: 'york' }), busy))
    expect(sameZone).toContain('10:00')
    expect(sameZone).not.toContain('10:30')
  })

  it('closes slots that overlap a busy time of the calendar feed, without travel', () => {
    const busy = [booking('2026-12-07T18:00:00Z', '2026-12-07T19:00:00Z', null)] // 13:00-14:00
    const open = starts(computeSlots(settings, query(), busy))
    expect(open).toContain('12:00')
    expect(open).not.toContain('12:30')
    expect(open).not.toContain('13:30')
    expect(open).toContain('14:00')
  })

  it('treats a live hold like a booking, and gives the slot to another member who shoots the services', () => {
    const hold = booking('2026-12-07T15:00:00Z', '2026-12-07T16:00:00Z', 'toronto-core') // 10:00-11:00
    const photo = computeSlots(settings, query(), [hold])
    expect(starts(photo)).not.toContain('10:00')
    const drone = computeSlots(settings, query({ services: ['drone'] }), [hold])
    expect(drone.find((s) => starts([s])[0] === '10:00')?.memberId).toBe('marcus-lee')
    expect(drone.find((s) => starts([s])[0] === '08:00')?.memberId).toBe('daniel-reyes')
  })

  it('blocks everyone for a period with no member', () => {
    const closed: Busy = {
      memberId: null,
      start: torontoInstant('2026-12-07', 0),
      end: torontoInstant('2026-12-08', 0),
      zoneId: null,
      bufferMinutes: 0,
    }
    expect(computeSlots(settings, query({ services: ['drone'] }), [closed])).toEqual([])
  })

  it('has the right hours on the days the clocks change', () => {
    for (const [day, utc] of [
      ['2026-03-07', '13:00'], // EST
      ['2026-03-08', '12:00'], // EDT from 2:00 that morning
      ['2026-11-01', '13:00'], // EST again from 2:00
      ['2027-03-14', '12:00'],
    ] as const) {
      const slots = computeSlots(settings, query({ from: day, to: day, now: at('2026-01-01T00:00:00Z') }), [])
      // The horizon is 45 days: move it out of the way for this test.
      expect(slots.length, day).toBe(0)
      const wide = { ...settings, horizonDays: 365 }
      const first = computeSlots(
        wide,
        query({ from: day, to: day, now: Date.parse(`${day}T00:00:00Z`) - 30 * 86_400_000 }),
        [],
      )
      expect(new Date(first[0]!.start).toISOString().slice(11, 16), day).toBe(utc)
      expect(starts(first)[0], day).toBe('08:00')
      expect(starts(first).at(-1), day).toBe('17:00')
      expect(first.length, day).toBe(19)
    }
  })

  it('puts a twilight shoot so that it ends 20 minutes after sunset', () => {
    const june = computeSlots(
      settings,
      query({
        services: ['photography', 'twilight'],
        from: '2026-06-21',
        to: '2026-06-21',
        now: at('2026-06-01T00:00:00Z'),
      }),
      [],
    )
    expect(june).toHaveLength(1)
    const sun = sunset(settings.zones[0]!, '2026-06-21')!
    expect(Math.abs(june[0]!.end - (sun + 20 * 60_000))).toBeLessThanOrEqual(150_000)
    expect(june[0]!.end - june[0]!.start).toBe(120 * 60_000)
    // Toronto's longest day: sunset about 21:03 EDT; the winter solstice's about 16:43 EST.
    expect(starts([{ start: sun }])[0]).toMatch(/^21:0\d$/)
    expect(starts([{ start: sunset(settings.zones[0]!, '2026-12-21')! }])[0]).toMatch(/^16:4\d$/)
  })
})

describe('postal codes and zones', () => {
  it('normalises and checks a Canadian postal code', () => {
    expect(normalPostal(' m5v 2t6 ')).toBe('M5V2T6')
    expect(normalPostal('90210')).toBeNull()
    expect(normalPostal('D5V2T6')).toBeNull()
  })

  it('finds the zone by the longest prefix, or none', () => {
    expect(zoneOf(settings, 'M5V2T6')?.id).toBe('toronto-core')
    expect(zoneOf(settings, 'L4J8E3')?.id).toBe('york')
    expect(zoneOf(settings, 'L5B1M2')?.id).toBe('peel')
    expect(zoneOf(settings, 'K1A0B1')).toBeNull()
  })
})
