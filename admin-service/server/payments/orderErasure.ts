import { ERASED_CLIENT } from '../../../content/account/retention.ts'
import { sameAddress } from '../shared/mail/sameAddress.ts'
import type { PaymentChange, PaymentsFile, StoredOrder } from './paymentsFile.ts'

/**
 * Where a history summary names an order's client: after its first " for " or " from " ("Order for Ada Brook",
 * "Deposit of $50.00 received (card) from Ada Brook"), up to what a few summaries add after the name.
 */
const NAMED = /^(.*? (?:for|from) )(.*?)( changed: \d+ lines, \S+ with HST| from a booking)?$/

/** A history entry naming the erased client where it named the client (a summary of another form: only them). */
const withoutName = (entry: PaymentChange): PaymentChange => {
  const named = NAMED.exec(entry.summary)
  const summary = named ? `${named[1]}${ERASED_CLIENT}${named[3] ?? ''}` : `${entry.action}: ${ERASED_CLIENT}`
  return { ...entry, summary }
}

/** An order without its client's personal data; its address (the property's, as the bookings keep it), lines and links stay. */
const erased = (order: StoredOrder): StoredOrder => ({
  ...order,
  client: { name: ERASED_CLIENT, email: '', phone: '' },
})

/**
 * Erases the personal data of the client with `email` from each of their orders that has no invoice: the
 * client's name (shown as "Erased client"), e-mail and phone, and their name in those orders' history
 * summaries; the receipts queued or sent for those orders' deposits leave the outbox (they are written from the
 * order's client when sent). The lines, amounts, address, deposits, booking and listing stay. An order with an
 * invoice, void or not, is left as it is: the invoice keeps the client as issued, for the six years
 * `content/account/retention.ts` states. Returns how many orders were erased.
 */
export function eraseClientChange(state: PaymentsFile, email: string): [PaymentsFile, number] {
  if (!email.trim()) return [state, 0]
  const invoiced = new Set(state.invoices.map((i) => i.orderId))
  const ids = new Set(
    state.orders.filter((o) => !invoiced.has(o.id) && sameAddress(o.client.email, email)).map((o) => o.id),
  )
  if (ids.size === 0) return [state, 0]
  const deposits = new Set(state.deposits.filter((d) => ids.has(d.orderId)).map((d) => d.id))
  return [
    {
      ...state,
      orders: state.orders.map((o) => (ids.has(o.id) ? erased(o) : o)),
      mails: state.mails.filter((m) => !(m.kind === 'deposit' && m.paymentId !== null && deposits.has(m.paymentId))),
      history: state.history.map((h) => (h.orderId !== null && ids.has(h.orderId) ? withoutName(h) : h)),
    },
    ids.size,
  ]
}
