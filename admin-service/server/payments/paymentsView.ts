import { totalsOf } from '../../../content/payments/money.ts'
import { subtotalOf } from '../../../content/payments/requests.ts'
import type { PaymentsFile, StoredInvoice, StoredOrder } from './paymentsFile.ts'

// Invoice dates and the year of an invoice number are the studio's, Toronto's.
export { addDays, torontoDay } from '../../shared/torontoDate.ts'

/** Whole calendar days from `from` to `to` ("YYYY-MM-DD"; negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

export type InvoiceStatus = 'open' | 'paid' | 'void'

/** The deposits paid on an order. */
export const depositsOf = (state: PaymentsFile, orderId: string) => state.deposits.filter((d) => d.orderId === orderId)

const sumOf = (items: readonly { amountCents: number }[]) => items.reduce((sum, i) => sum + i.amountCents, 0)

/**
 * What an invoice's credit notes and payments, and its order's deposit, leave owing (nothing on a void
 * invoice). The deposit is credited on the order's live invoice: an order has one at a time, so it is the
 * first one issued unless that one was voided, and then the one that replaced it.
 */
export function invoiceBalance(state: PaymentsFile, invoice: StoredInvoice) {
  const creditedCents = state.creditNotes
    .filter((c) => c.invoiceId === invoice.id)
    .reduce((sum, c) => sum + c.totalCents, 0)
  const paidCents = sumOf(state.payments.filter((p) => p.invoiceId === invoice.id))
  const live = invoice.voidedAt === null
  const depositCents = live ? sumOf(depositsOf(state, invoice.orderId)) : 0
  const owingCents = live ? Math.max(0, invoice.totalCents - creditedCents - paidCents - depositCents) : 0
  const status: InvoiceStatus = !live ? 'void' : owingCents === 0 ? 'paid' : 'open'
  return { creditedCents, paidCents, depositCents, owingCents, status }
}

const paymentView = (p: PaymentsFile['payments'][number]) => ({
  id: p.id,
  invoiceId: p.invoiceId,
  amountCents: p.amountCents,
  method: p.method,
  receivedOn: p.receivedOn,
})

const depositView = (d: PaymentsFile['deposits'][number]) => ({
  id: d.id,
  amountCents: d.amountCents,
  method: d.method,
  receivedOn: d.receivedOn,
})

/** An invoice as the API answers it; `token` is its client link's. */
export function invoiceView(state: PaymentsFile, invoice: StoredInvoice, token: string) {
  return {
    id: invoice.id,
    number: invoice.number,
    token,
    orderId: invoice.orderId,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    voidedAt: invoice.voidedAt,
    seller: invoice.seller,
    client: invoice.client,
    address: invoice.address,
    lines: invoice.lines,
    subtotalCents: invoice.subtotalCents,
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
    ...invoiceBalance(state, invoice),
    creditNotes: state.creditNotes.filter((c) => c.invoiceId === invoice.id),
    payments: state.payments.filter((p) => p.invoiceId === invoice.id).map(paymentView),
    /** The order's deposits this invoice credits (none on a void one). */
    deposits: invoice.voidedAt === null ? depositsOf(state, invoice.orderId).map(depositView) : [],
  }
}
export type InvoiceView = ReturnType<typeof invoiceView>

export type OrderStatus = 'booked' | 'invoiced' | 'paid-in-part' | 'paid' | 'void'

/**
 * An order as the API answers it, its status derived from its invoices and payments: booked until
 * invoiced (a deposit paid or not), then invoiced, paid in part or paid by its live invoice; void when every invoice is void,
 * or when its booking is cancelled and no live invoice is left (an invoiced one keeps its status until
 * the owner voids or credits it: nothing paid is undone by a cancellation).
 */
export function orderView(state: PaymentsFile, order: StoredOrder, tokenOf: (invoiceId: string) => string) {
  const invoices = state.invoices.filter((i) => i.orderId === order.id).map((i) => invoiceView(state, i, tokenOf(i.id)))
  const live = invoices.filter((i) => i.status !== 'void')
  const totals = totalsOf(subtotalOf(order.lines))
  const deposits = depositsOf(state, order.id)
  const depositCents = sumOf(deposits)
  // A cancelled booking's order owes nothing until the owner invoices it (a cancellation fee, say); before
  // an invoice, a deposit is taken off the order's total.
  const cancelled = order.bookingCancelledAt !== null && !live.length
  const owingCents = live.length
    ? live.reduce((sum, i) => sum + i.owingCents, 0)
    : cancelled
      ? 0
      : Math.max(0, totals.totalCents - depositCents)
  let status: OrderStatus = 'booked'
  if ((invoices.length || cancelled) && !live.length) status = 'void'
  else if (live.length && owingCents === 0) status = 'paid'
  else if (live.some((i) => i.paidCents + i.creditedCents + i.depositCents > 0)) status = 'paid-in-part'
  else if (live.length) status = 'invoiced'
  return {
    id: order.id,
    status,
    createdAt: order.createdAt,
    client: order.client,
    address: order.address,
    terms: order.terms,
    lines: order.lines,
    ...totals,
    owingCents,
    bookingId: order.bookingId,
    bookingCancelled: order.bookingCancelledAt !== null,
    listingId: order.listingId,
    unlocked: order.unlocked,
    invoices,
    payments: invoices.flatMap((i) => i.payments),
    /** Paid by card when it was booked; credited on its live invoice. */
    depositCents,
    deposits: deposits.map(depositView),
  }
}
