import path from 'node:path'
import { LeadStore } from './LeadStore.ts'
import { leadChannels, type LeadDeliveryConfig } from './channels.ts'
import { watchDoors } from '../shared/intake/watchDoors.ts'
import { serviceMail } from '../shared/mail/serviceMail.ts'
import { leadBudgets, type LeadLimits } from './leadLimits.ts'
import { leadOutbox } from './leadOutbox.ts'
import { outboxHealth } from '../shared/outbox/outboxHealth.ts'

const PRUNE_EVERY_MS = 60 * 60_000

/** What the service says at start about where leads go. */
export function describeDelivery(config: LeadDeliveryConfig): string {
  const parts = [
    config.smtpUrl
      ? `e-mail to ${config.notifyTo}${config.autoreply ? ' and a confirmation to the visitor' : ''}`
      : null,
    config.webhookUrl ? `webhook ${new URL(config.webhookUrl).origin}` : null,
  ].filter(Boolean)
  return parts.length
    ? `Quote requests: ${parts.join(', ')}`
    : 'Quote requests: no SMTP_URL, so they are not e-mailed; the /admin inbox is their only notification'
}

/**
 * Opens the lead store (`<dataDir>/leads.json`), starts the outbox that delivers leads and the hourly
 * removal of leads past their retention, and the watch of the public form, which e-mails the owner when
 * it is flooded. `stop()` lets a delivery under way finish and be recorded, then closes the store.
 */
export async function startLeads(
  dataDir: string,
  config: LeadDeliveryConfig,
  options: {
    retryBaseMs?: number
    limits?: Partial<LeadLimits>
    log: (line: string) => void
    onLockLost?: (error: Error) => void
  },
) {
  const store = await LeadStore.open(path.join(dataDir, 'leads.json'), { onLockLost: options.onLockLost })
  const notifier = leadOutbox(store, leadChannels(config), { retryBaseMs: options.retryBaseMs, log: options.log })
  const prune = () =>
    store.prune().then(
      (removed) => removed > 0 && options.log(`Removed ${removed} quote requests past their retention.`),
      (error: Error) => options.log(`Removing old quote requests failed: ${error.message}`),
    )
  await prune()
  const timer = setInterval(prune, PRUNE_EVERY_MS)
  timer.unref()
  notifier.start()
  const budgets = leadBudgets(options.limits)
  const { watch, alerts } = watchDoors(
    { title: 'Quote form', request: 'quote request', tab: { name: 'Leads', url: () => config.inboxUrl } },
    { mail: serviceMail(config, options.retryBaseMs), log: options.log },
  )
  options.log(describeDelivery(config))
  const stop = async () => {
    clearInterval(timer)
    await alerts.stop()
    await notifier.stop()
    await store.close()
  }
  return {
    name: 'leads',
    routes: { leads: { store, notifier, budgets, watch } },
    store,
    notifier,
    budgets,
    watch,
    stop,
    health: () => outboxHealth(store.outbox, 'quote request deliveries'),
  }
}
