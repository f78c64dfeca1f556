import type { OutboxDelivery } from '../../../../content/outbox/delivery.ts'
import { type FeatureHealth, healthy } from '../lifecycle/Feature.ts'
import type { OutboxItem } from './Outbox.ts'

/**
 * An outbox's health: not ok while a delivery is being retried after a failure (a mail server or webhook
 * refusing now), naming how many; deliveries given up are the owner's to see on /admin, not a state of now.
 */
export function outboxHealth(items: readonly OutboxItem[], what: string): FeatureHealth {
  let failing = 0
  for (const item of items)
    for (const delivery of Object.values(item.deliveries) as (OutboxDelivery | undefined)[])
      if (delivery?.state === 'pending' && delivery.lastError) failing++
  return failing ? { ok: false, problem: `${failing} ${what} failing, being retried` } : healthy
}
