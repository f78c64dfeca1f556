import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startSmtpServer } from '../../../tests/support/smtpServer.ts'
import { leadDeliveryFromEnv, webhookSignature } from './channels.ts'
import { describeDelivery, startLeads } from './startLeads.ts'

const origin = 'https://www.example.com'
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

describe('lead delivery settings', () => {
  it('reads SMTP, the recipient, the confirmation and the webhook from the environment', () => {
    const config = leadDeliveryFromEnv(
      {
        SMTP_URL: 'smtps://user:secret@mail.example.com:465',
        LEADS_NOTIFY_TO: 'owner@example.com',
        LEADS_AUTOREPLY: '1',
        LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks/leads',
        LEADS_WEBHOOK_SECRET: 'sixteen-characters-or-more',
      },
      origin,
    )
    expect(config).toMatchObject({ autoreply: true, mailFrom: null, inboxUrl: 'https://www.example.com/admin#leads' })
    expect(describeDelivery(config)).toBe(
      'Quote requests: e-mail to owner@example.com and a confirmation to the visitor, webhook https://crm.example.com',
    )
    expect(describeDelivery(leadDeliveryFromEnv({}, origin))).toMatch(/the \/admin inbox is their only notification/)
  })

  it('refuses a half-configured channel at start', () => {
    const bad = [
      { SMTP_URL: 'smtp://mail.example.com' },
      { LEADS_NOTIFY_TO: 'owner@example.com' },
      { SMTP_URL: 'http://mail.example.com', LEADS_NOTIFY_TO: 'owner@example.com' },
      { LEADS_AUTOREPLY: '1' },
      { LEADS_WEBHOOK_URL: 'https://crm.example.com/hook' },
      { LEADS_WEBHOOK_URL: 'https://crm.example.com/hook', LEADS_WEBHOOK_SECRET: 'short' },
      { LEADS_WEBHOOK_URL: 'ftp://crm.example.com', LEADS_WEBHOOK_SECRET: 'sixteen-characters-or-more' },
    ]
    for (const env of bad) expect(() => leadDeliveryFromEnv(env, origin), JSON.stringify(env)).toThrow()
  })

  it('signs the timestamp and the body with the secret', () => {
    const signature = webhookSignature('secret', '1700000000', '{"a":1}')
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(webhookSignature('secret', '1700000001', '{"a":1}')).not.toBe(signature)
    expect(webhookSignature('other', '1700000000', '{"a":1}')).not.toBe(signature)
  })
})

describe('the intake alert', () => {
  it('e-mails the owner the alert with the figures, marked as automatic', async () => {
    const smtp = await startSmtpServer()
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lead-alert-'))
    cleanups.push(smtp.stop, () => rm(dataDir, { recursive: true, force: true }))
    const config = {
      smtpUrl: smtp.url,
      notifyTo: 'owner@northframe.example.com',
      mailFrom: null,
      autoreply: false,
      webhookUrl: null,
      webhookSecret: null,
      inboxUrl: 'http://127.0.0.1:4174/admin#leads',
    }
    const leads = await startLeads(dataDir, config, { log: () => {} })
    // Stopped first: its alerts' lane, then the store's lease, before the folder and the mail server go.
    cleanups.unshift(leads.stop)
    const { watch } = leads
    for (let i = 0; i < 3; i++) watch.refused('invalid', `a${i}`)
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
