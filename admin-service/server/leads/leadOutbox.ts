import { deliveryKinds, type DeliveryKind } from '../../../content/leads/fields.ts'
import type { StoredLead } from '../../../content/leads/store.ts'
import type { LeadStore } from './LeadStore.ts'
import { Outbox, type Channels, type OutboxOptions } from '../shared/outbox/Outbox.ts'

export type LeadChannels = Channels<StoredLead, DeliveryKind>
export type LeadOutbox = Outbox<StoredLead, DeliveryKind>

/**
 * The quote requests' outbox (outbox/Outbox.ts over the lead store): a lane for each kind a lead may
 * hold (`deliveryKinds`), and `agent` only for a listing's question (leadRoutes.ts asks for it), never for a
 * quote request.
 */
export function leadOutbox(
  store: LeadStore,
  channels: LeadChannels,
  options: Omit<OutboxOptions<DeliveryKind>, 'possibleKinds' | 'optIn' | 'label'> = {},
): LeadOutbox {
  return new Outbox(store, channels, { ...options, possibleKinds: deliveryKinds, optIn: ['agent'], label: 'Lead' })
}
