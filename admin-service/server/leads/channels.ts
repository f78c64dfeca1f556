import { createHmac } from 'node:crypto'
import type { StoredLead } from '../../../content/leads/store.ts'
import { agentForward, ownerNotification, visitorConfirmation } from './leadMail.ts'
import type { LeadChannels } from './leadOutbox.ts'
import { mailTransport } from '../shared/mail/mailTransport.ts'

/** Where leads are sent, from the environment (admin-service/README.md lists the variables). */
export type LeadDeliveryConfig = {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`; null: e-mail is off. */
  smtpUrl: string | null
  notifyTo: string | null
  mailFrom: string | null
  autoreply: boolean
  webhookUrl: string | null
  webhookSecret: string | null
  /** Link to the inbox in the owner's e-mail. */
  inboxUrl: string
}

export const SIGNATURE_HEADER = 'X-Northframe-Signature'
export const TIMESTAMP_HEADER = 'X-Northframe-Timestamp'
/** The same on every attempt of one lead's webhook call: receivers drop a repeat by it (an idempotency key). */
export const DELIVERY_HEADER = 'X-Northframe-Delivery'
/** How long a webhook call may take before it counts as failed (and is retried). */
export const WEBHOOK_TIMEOUT_MS = 10_000

/** The id a lead's webhook delivery carries in `DELIVERY_HEADER`. */
export const webhookDeliveryId = (lead: StoredLead) => `lead-${lead.id}-webhook`

/** The lead as the webhook receives it: the request, without the owner's notes or delivery states. */
export function webhookPayload(lead: StoredLead) {
  const { id, receivedAt, name, email, phone, services, area, size, date, message } = lead
  return { event: 'lead.created', lead: { id, receivedAt, name, email, phone, services, area, size, date, message } }
}

/** `sha256=<hex>` of `<timestamp>.<body>`: the receiver recomputes it with the shared secret. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** The channels the configuration enables: owner e-mail (+ visitor confirmation) over SMTP, a webhook. */
export function leadChannels(config: LeadDeliveryConfig): LeadChannels {
  const channels: LeadChannels = {}
  if (config.smtpUrl && config.notifyTo) {
    const transport = mailTransport(config.smtpUrl)
    const to = config.notifyTo
    const from = config.mailFrom ?? to
    channels.email = async (lead) => {
      await transport.sendMail(ownerNotification(lead, { to, from, inboxUrl: config.inboxUrl }))
    }
    // A listing's question, forwarded to the listing's agent when the owner asked for it.
    channels.agent = async (lead) => {
      if (!lead.listing?.forwardTo) throw new Error('the listing has no agent to forward to')
      await transport.sendMail(agentForward(lead, { to: lead.listing.forwardTo, from }))
    }
    if (config.autoreply) {
      channels.autoreply = async (lead) => {
        await transport.sendMail(visitorConfirmation(lead, { from, replyTo: to }))
      }
    }
  }
  if (config.webhookUrl && config.webhookSecret) {
    const url = config.webhookUrl
    const secret = config.webhookSecret
    channels.webhook = async (lead) => {
      const body = JSON.stringify(webhookPayload(lead))
      const timestamp = String(Math.floor(Date.now() / 1000))
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body),
          [DELIVERY_HEADER]: webhookDeliveryId(lead),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      })
      await res.body?.cancel()
      if (!res.ok) throw new Error(`The webhook answered ${res.status}`)
    }
  }
  return channels
}

/**
 * Reads and checks the delivery settings; a half-configured channel is an error at start, not a silent gap.
 * `adminOrigin` is where the owner opens /admin (the inbox link in the e-mail).
 */
export function leadDeliveryFromEnv(env: NodeJS.ProcessEnv, adminOrigin: string): LeadDeliveryConfig {
  const value = (name: string) => env[name]?.trim() || null
  const config: LeadDeliveryConfig = {
    smtpUrl: value('SMTP_URL'),
    notifyTo: value('LEADS_NOTIFY_TO'),
    mailFrom: value('LEADS_MAIL_FROM'),
    autoreply: env.LEADS_AUTOREPLY === '1',
    webhookUrl: value('LEADS_WEBHOOK_URL'),
    webhookSecret: value('LEADS_WEBHOOK_SECRET'),
    inboxUrl: `${adminOrigin}/admin#leads`,
  }
  if (config.smtpUrl && !/^smtps?:\/\//.test(config.smtpUrl))
    throw new Error('SMTP_URL must start with smtp:// or smtps://')
  if (config.smtpUrl && !config.notifyTo)
    throw new Error('SMTP_URL is set but LEADS_NOTIFY_TO is not: where should leads go?')
  if (config.notifyTo && !config.smtpUrl) throw new Error('LEADS_NOTIFY_TO is set but SMTP_URL is not')
  if (config.autoreply && !config.smtpUrl) throw new Error('LEADS_AUTOREPLY=1 needs SMTP_URL')
  if (config.webhookUrl && !/^https?:\/\//.test(config.webhookUrl))
    throw new Error('LEADS_WEBHOOK_URL must be an http(s) URL')
  if (config.webhookUrl && (config.webhookSecret?.length ?? 0) < 16) {
    throw new Error('LEADS_WEBHOOK_URL needs LEADS_WEBHOOK_SECRET (at least 16 characters) to sign each lead')
  }
  return config
}
