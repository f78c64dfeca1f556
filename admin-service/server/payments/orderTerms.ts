import type { PaymentTerms } from '../../../content/payments/requests.ts'
import type { StoredOrder } from './paymentsFile.ts'

/** What an order's terms need of the agent profiles (the listings store). */
export type AgentTerms = {
  readonly agents: readonly { id: string; email: string; terms: PaymentTerms }[]
  get(listingId: string): { agentId: string | null } | undefined
}

/**
 * An order's payment terms: net 30 when the order says so, or when its client's agent profile does (the
 * agent of the order's listing, else the profile with the client's e-mail); due on receipt otherwise.
 * Read when an invoice is issued (its due date) and at each download (the lock).
 */
export function orderTerms(
  order: Pick<StoredOrder, 'terms' | 'listingId' | 'client'>,
  agents: AgentTerms | undefined,
): PaymentTerms {
  if (order.terms === 'net30' || !agents) return order.terms
  const agentId = order.listingId === null ? null : agents.get(order.listingId)?.agentId
  const email = order.client.email.toLowerCase()
  const agent =
    agents.agents.find((a) => a.id === agentId) ?? agents.agents.find((a) => a.email.toLowerCase() === email)
  return agent?.terms ?? order.terms
}
