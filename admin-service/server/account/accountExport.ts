import type { Agent } from '../../../content/listings/store.ts'
import type { AccountStore } from './AccountStore.ts'
import { type AccountSources, bookingsOf } from './agentDirectory.ts'
import { sameAddress } from '../shared/mail/sameAddress.ts'
import { orderOf } from './accountView.ts'

/**
 * Everything the studio holds about one agent, as stored: their profile, the bookings made with their
 * e-mail (the owner's notes on them included), the listings naming them (the buyers' questions about a
 * listing are the buyers' data and stay out), their orders with those orders' invoices, credit notes,
 * payments and deposits, the quote requests sent with their e-mail (the owner's notes included), and their
 * sign-ins, sessions and requests to erase their data (times only: the store keeps no usable link or
 * cookie). Nothing of another agent's: the same selection as `accountView`.
 */
export function accountExport(sources: AccountSources, accounts: AccountStore, agent: Agent, now = Date.now()) {
  const listings = sources.listings.listings.filter((l) => l.agentId === agent.id)
  const listingIds = new Set(listings.map((l) => l.id))
  const payments = sources.payments.store.data
  const orders = payments.orders.filter(orderOf(agent, (id) => listingIds.has(id)))
  const orderIds = new Set(orders.map((o) => o.id))
  const invoices = payments.invoices.filter((i) => orderIds.has(i.orderId))
  const invoiceIds = new Set(invoices.map((i) => i.id))
  const { signIns, sessions, deletionRequests } = accounts.data
  return {
    exportedAt: new Date(now).toISOString(),
    agent,
    bookings: bookingsOf(sources, agent.email),
    listings,
    orders,
    invoices,
    creditNotes: payments.creditNotes.filter((c) => invoiceIds.has(c.invoiceId)),
    payments: payments.payments.filter((p) => invoiceIds.has(p.invoiceId)),
    deposits: payments.deposits.filter((d) => orderIds.has(d.orderId)),
    quoteRequests: sources.leads.leads.filter((l) => sameAddress(l.email, agent.email)),
    signIns: signIns
      .filter((s) => sameAddress(s.email, agent.email))
      .map(({ email, createdAt, expiresAt, usedAt }) => ({ email, createdAt, expiresAt, usedAt })),
    sessions: sessions
      .filter((s) => s.agentId === agent.id)
      .map(({ createdAt, lastSeen }) => ({ createdAt, lastSeen })),
    deletionRequests: deletionRequests.filter((r) => r.agentId === agent.id),
  }
}
