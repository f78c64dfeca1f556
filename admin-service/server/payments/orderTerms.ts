import type { PaymentTerms } from '../../../content/payments/requests.ts'
import type { StoredOrder } from './paymentsFile.ts'

/** What an order's terms need of the agent profiles (the listings store). */
export type AgentTerms = {
  readonly agents: readonly { id: string; email: string; terms: PaymentTerms; billingEmail?: string }[]
  get(listingId: string): { agentId: string | null } | undefined
}

/** The agent profile an order is for: the agent of its listing, else the profile with the client's e-mail. */
function agentOfOrder(order: Pick<StoredOrder, 'listingId' | 'client'>, agents: AgentTerms) {
  const agentId = order.listingId === null ? null : agents.get(order.listingId)?.agentId
  const email = order.client.email.toLowerCase()
  return agents.agents.find((a) => a.id === agentId) ?? agents.agents.find((a) => a.email.toLowerCase() === email)
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
  return agentOfOrder(order, agents)?.terms ?? order.terms
}

/**
 * Where an order's invoices are e-mailed: the billing e-mail of its agent profile (found as for the terms)
 * when they gave one, else the client's e-mail the order was made with. Read when each e-mail is sent.
 */
export function billingAddress(order: Pick<StoredOrder, 'listingId' | 'client'>, agents: AgentTerms | undefined) {
  return (agents && agentOfOrder(order, agents)?.billingEmail) || order.client.email
}
