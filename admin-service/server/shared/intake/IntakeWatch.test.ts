import { describe, expect, it } from 'vitest'
import { IntakeWatch, JUNK_ALERT_THRESHOLD, type IntakeAlert } from './IntakeWatch.ts'

const HOUR = 3_600_000

describe('IntakeWatch', () => {
  it('counts refusals by reason and address over the last 24 hours', () => {
    let time = Date.parse('2026-11-20T10:30:00Z')
    const watch = new IntakeWatch(() => time)
    watch.refused('invalid', 'a')
    watch.refused('invalid', 'b')
    watch.refused('type', 'a')
    expect(watch.summary()).toMatchObject({ refused: 3, byReason: { invalid: 2, type: 1 }, addresses: 2 })
    time += 25 * HOUR
    watch.refused('origin', 'c')
    expect(watch.summary()).toMatchObject({ refused: 1, byReason: { origin: 1 }, addresses: 1, capReachedAt: null })
  })

  it("counts each door's refusals by reason, over the hours, and names the door whose cap was reached", () => {
    let time = Date.parse('2026-11-20T10:30:00Z')
    const watch = new IntakeWatch(() => time)
    watch.refused('invalid', 'a', 'holds')
    watch.refused('origin', 'a', 'holds')
    time += HOUR
    watch.refused('invalid', 'b', 'holds')
    watch.refused('invalid', 'b', 'bookings')
    watch.capReached(60_000, 'bookings')
    expect(watch.summary()).toMatchObject({
      byDoor: { holds: 3, bookings: 1 },
      reasonsByDoor: { holds: { invalid: 2, origin: 1 }, bookings: { invalid: 1 } },
      capDoor: 'bookings',
    })
  })

  it('alerts once an hour for each kind: junk past the threshold, the global cap reached', () => {
    let time = Date.parse('2026-11-20T10:00:00Z')
    const watch = new IntakeWatch(() => time)
    const alerts: IntakeAlert[] = []
    watch.onAlert = (alert) => alerts.push(alert)
    for (let i = 0; i < JUNK_ALERT_THRESHOLD * 2; i++) watch.refused('invalid', `10.0.0.${i % 40}`)
    watch.capReached(60_000)
    watch.capReached(60_000)
    expect(alerts.map((a) => a.kind)).toEqual(['junk', 'cap'])
    expect(alerts[0]!.summary).toMatchObject({ refused: JUNK_ALERT_THRESHOLD, addresses: 40 })
    expect(alerts[1]!.summary).toMatchObject({ capRefused: 1, capUntil: new Date(time + 60_000).toISOString() })
    time += HOUR
    watch.capReached(1000)
    expect(alerts.map((a) => a.kind)).toEqual(['junk', 'cap', 'cap'])
  })
})
