import { afterEach, describe, expect, it } from 'vitest'
import { startSmtpServer } from '../../../tests/support/smtpServer.ts'
import { intakeAlerter } from './channels.ts'
import { IntakeWatch, JUNK_ALERT_THRESHOLD, type IntakeAlert } from './IntakeWatch.ts'

const HOUR = 3_600_000
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

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

  it('e-mails the owner the alert with the figures, marked as automatic', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(smtp.stop)
    const send = intakeAlerter({
      smtpUrl: smtp.url,
      notifyTo: 'owner@northframe.example.com',
      mailFrom: null,
      autoreply: false,
      webhookUrl: null,
      webhookSecret: null,
      inboxUrl: 'http://127.0.0.1:4174/admin#leads',
    })!
    const watch = new IntakeWatch()
    for (let i = 0; i < 3; i++) watch.refused('invalid', `a${i}`)
    watch.onAlert = (alert) => void send(alert)
    watch.capReached(30 * 60_000)
    await expect.poll(() => smtp.received.length).toBe(1)
    const mail = smtp.received[0]!
    expect(mail.subject).toBe('Quote form: the hourly limit was reached')
    expect(mail.text).toContain('3 requests that were not quote requests were refused, from 3 addresses')
    expect(mail.text).toContain('3 not a valid quote request')
    expect(mail.text).toContain('http://127.0.0.1:4174/admin#leads')
    expect(mail.raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m)
  })
})
