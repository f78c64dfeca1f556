import path from 'node:path'
import { LeadStore } from './LeadStore.ts'
import { intakeAlerter, leadChannels, type LeadDeliveryConfig } from './channels.ts'
import { IntakeWatch } from '../shared/intake/IntakeWatch.ts'
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
  const watch = new IntakeWatch()
  const alert = intakeAlerter(config)
  watch.onAlert = (event) => {
    options.log(
      event.kind === 'cap'
        ? `Quote requests: the hourly limit of ${budgets.global.config.points} from all visitors was reached; visitors are turned away until ${event.summary.capUntil}`
        : `Quote requests: ${event.summary.refused} junk requests refused from ${event.summary.addresses} addresses since ${event.summary.since}`,
    )
    alert?.(event).catch((error: Error) =>
      options.log(`Could not e-mail the owner about the quote form: ${error.message}`),
    )
  }
  options.log(describeDelivery(config))
  const stop = async () => {
    clearInterval(timer)
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
