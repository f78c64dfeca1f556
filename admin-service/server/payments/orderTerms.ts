import type { PaymentTerms } from '../../../content/payments/requests.ts'
import type { StoredOrder } from './paymentsFile.ts'

/** What an order's terms need of the agent profiles and their teams (the listings store). */
export type AgentTerms = {
  readonly agents: readonly { id: string; email: string; terms: PaymentTerms; billingEmail?: string }[]
  /** The teams of agents: each member's team, whose terms apply to a member without net 30 of their own. */
  readonly teams?: readonly { memberIds: readonly string[]; terms: PaymentTerms }[]
  get(listingId: string): { agentId: string | null } | undefined
}

type OrderOfAgent = Pick<StoredOrder, 'listingId' | 'client'>

/** The agent an order is for: the agent of its listing, else the profile with its client's e-mail (any case). */
export function agentOfOrder<A extends AgentTerms['agents'][number]>(
  order: OrderOfAgent,
  agents: { readonly agents: readonly A[]; get: AgentTerms['get'] },
): A | undefined {
  const agentId = order.listingId === null ? null : agents.get(order.listingId)?.agentId
  const email = order.client.email.toLowerCase()
  return agents.agents.find((a) => a.id === agentId) ?? agents.agents.find((a) => a.email.toLowerCase() === email)
}

/**
 * An order's payment terms, the first of: the order's own net 30; its agent's (`agentOfOrder`) net 30; the
 * terms of the agent's team; due on receipt. An agent's due on receipt is the profile's default, no terms of
 * their own, so their team's net 30 applies to them. Read when an invoice is issued (its due date) and at
 * each download (the lock).
 */
export function orderTerms(
  order: Pick<StoredOrder, 'terms' | 'listingId' | 'client'>,
  agents: AgentTerms | undefined,
): PaymentTerms {
  if (order.terms === 'net30' || !agents) return order.terms
  const agent = agentOfOrder(order, agents)
  if (!agent || agent.terms === 'net30') return agent?.terms ?? order.terms
  return agents.teams?.find((t) => t.memberIds.includes(agent.id))?.terms ?? agent.terms
}

/**
 * Where an order's invoices are e-mailed: the billing e-mail of its agent profile (found as for the terms)
 * when they gave one, else the client's e-mail the order was made with. Read when each e-mail is sent.
 */
export function billingAddress(order: OrderOfAgent, agents: AgentTerms | undefined) {
  return (agents && agentOfOrder(order, agents)?.billingEmail) || order.client.email
}
