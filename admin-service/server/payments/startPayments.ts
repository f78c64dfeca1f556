import path from 'node:path'
import type { LeadDeliveryConfig } from '../leads/index.ts'
import { watchDoors } from '../shared/intake/watchDoors.ts'
import { mailTransport } from '../shared/mail/mailTransport.ts'
import { serviceMail } from '../shared/mail/serviceMail.ts'
import { Outbox, type Channels } from '../shared/outbox/Outbox.ts'
import { billingContactOf, type BillingDirectory } from './billingContact.ts'
import { InvoiceLinks } from './invoiceLinks.ts'
import { startReminderTimer } from './paymentReminders.ts'
import type { StoredPaymentMail } from './paymentsFile.ts'
import { paymentsMessage } from './paymentsMail.ts'
import { PaymentsStore } from './PaymentsStore.ts'
import { StripeCard, type StripeSettings } from './stripeCard.ts'
import { outboxHealth } from '../shared/outbox/outboxHealth.ts'
import { testClock } from './testClock.ts'

/**
 * Opens `<dataDir>/payments.json` and the outbox that e-mails clients their invoices, receipts and
 * reminders (shared/outbox/Outbox.ts, retried across restarts) through the quote requests' mail server,
 * sender and reply address; without SMTP they are recorded as not sent. Unpaid invoices' reminders are
 * queued by a check on start and every hour (`reminderEveryMs`) against `now` (tests pass a fake clock, or
 * `clockFile`, testClock.ts; `reminders.check()` runs one at once), the clock returned for the routes.
 * `linkKey` is the invoice links' HMAC
 * key, kept by the caller in the data folder so that links survive restarts; `origin` is where those
 * links open (known once the service listens); `stripe` turns card payments on; `agents` (the listings
 * store) sends an invoice's e-mails to its agent's billing e-mail, or a team member's to the team's billing contact. The invoice checkout's door is watched
 * for the owner (shared/intake/watchDoors.ts: flooded, it is e-mailed through the same mail server). `stop`
 * waits for the e-mails under way and the writes, and releases the file.
 */
export async function startPayments(
  dataDir: string,
  options: {
    linkKey: Buffer
    stripe?: StripeSettings
    delivery?: Pick<LeadDeliveryConfig, 'smtpUrl' | 'notifyTo' | 'mailFrom'>
    origin?: () => string
    retryBaseMs?: number
    now?: () => number
    clockFile?: string
    reminderEveryMs?: number
    log?: (line: string) => void
    onLockLost?: (error: Error) => void
    /** The agent profiles and their teams (the listings store): where an invoice's e-mails go. */
    agents?: BillingDirectory
  },
) {
  const links = new InvoiceLinks(options.linkKey)
  const now = options.clockFile ? await testClock(options.clockFile) : (options.now ?? Date.now)
  if (options.clockFile)
    (options.log ?? console.warn)(`Payments clock from ADMIN_TEST_CLOCK_FILE: ${new Date(now()).toISOString()}`)
  const store = await PaymentsStore.open(path.join(dataDir, 'payments.json'), { onLockLost: options.onLockLost })
  const card = options.stripe ? new StripeCard(options.stripe) : undefined
  const channels: Channels<StoredPaymentMail, 'email'> = {}
  const { smtpUrl, notifyTo, mailFrom } = options.delivery ?? {}
  if (smtpUrl && notifyTo && options.origin) {
    const transport = mailTransport(smtpUrl)
    const origin = options.origin
    channels.email = async (mail) => {
      const message = paymentsMessage(store.data, mail, mail.invoiceId ? links.tokenOf(mail.invoiceId) : '', {
        from: mailFrom ?? notifyTo,
        replyTo: notifyTo,
        origin: origin(),
        card: Boolean(card),
        agents: options.agents,
        billTo: (order) => billingContactOf(order, options.agents),
      })
      if (message) await transport.sendMail(message)
    }
  }
  const notifier = new Outbox<StoredPaymentMail, 'email'>(store, channels, {
    possibleKinds: ['email'],
    retryBaseMs: options.retryBaseMs,
    log: options.log,
    label: 'Payments e-mail',
    now,
  })
  notifier.start()
  const adminOrigin = options.origin
  const { watch, alerts } = watchDoors(
    {
      title: 'Card payments',
      request: 'card payment',
      tab: adminOrigin && { name: 'Payments', url: () => `${adminOrigin()}/admin#payments` },
    },
    {
      mail: options.delivery && serviceMail(options.delivery, options.retryBaseMs),
      log: options.log ?? console.warn,
    },
  )
  const reminders = startReminderTimer(store, (invoiceId, at) => store.queueReminder(invoiceId, at), {
    now,
    everyMs: options.reminderEveryMs,
    log: options.log,
  })
  const stop = async () => {
    await reminders.stop()
    await alerts.stop()
    await notifier.stop()
    await store.close()
  }
  return {
    name: 'payments',
    routes: { payments: { store, links, card, now, log: options.log, watch } },
    store,
    links,
    card,
    notifier,
    reminders,
    now,
    stop,
    health: () => outboxHealth(store.outbox, 'payment e-mails'),
  }
}
