import { totalsOf } from '../../../content/payments/money.ts'
import { subtotalOf } from '../../../content/payments/requests.ts'
import type { PaymentsFile, StoredInvoice, StoredOrder } from './paymentsFile.ts'

// Invoice dates and the year of an invoice number are the studio's, Toronto's.
export { addDays, torontoDay } from '../../shared/torontoDate.ts'

/** Whole calendar days from `from` to `to` ("YYYY-MM-DD"; negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

export type InvoiceStatus = 'open' | 'paid' | 'void'

/** What an invoice's credit notes and payments leave owing (nothing on a void invoice). */
export function invoiceBalance(state: PaymentsFile, invoice: StoredInvoice) {
  const creditedCents = state.creditNotes
    .filter((c) => c.invoiceId === invoice.id)
    .reduce((sum, c) => sum + c.totalCents, 0)
  const paidCents = state.payments.filter((p) => p.invoiceId === invoice.id).reduce((sum, p) => sum + p.amountCents, 0)
  const owingCents = invoice.voidedAt === null ? Math.max(0, invoice.totalCents - creditedCents - paidCents) : 0
  const status: InvoiceStatus = invoice.voidedAt !== null ? 'void' : owingCents === 0 ? 'paid' : 'open'
  return { creditedCents, paidCents, owingCents, status }
}

const paymentView = (p: PaymentsFile['payments'][number]) => ({
  id: p.id,
  invoiceId: p.invoiceId,
  amountCents: p.amountCents,
  method: p.method,
  receivedOn: p.receivedOn,
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
  }
}
export type InvoiceView = ReturnType<typeof invoiceView>

export type OrderStatus = 'booked' | 'invoiced' | 'paid-in-part' | 'paid' | 'void'

/**
 * An order as the API answers it, its status derived from its invoices and payments: booked until
 * invoiced, then invoiced, paid in part or paid by its live invoice; void when every invoice is void,
 * or when its booking is cancelled and no live invoice is left (an invoiced one keeps its status until
 * the owner voids or credits it: nothing paid is undone by a cancellation).
 */
export function orderView(state: PaymentsFile, order: StoredOrder, tokenOf: (invoiceId: string) => string) {
  const invoices = state.invoices.filter((i) => i.orderId === order.id).map((i) => invoiceView(state, i, tokenOf(i.id)))
  const live = invoices.filter((i) => i.status !== 'void')
  const totals = totalsOf(subtotalOf(order.lines))
  // A cancelled booking's order owes nothing until the owner invoices it (a cancellation fee, say).
  const cancelled = order.bookingCancelledAt !== null && !live.length
  const owingCents = live.length ? live.reduce((sum, i) => sum + i.owingCents, 0) : cancelled ? 0 : totals.totalCents
  let status: OrderStatus = 'booked'
  if ((invoices.length || cancelled) && !live.length) status = 'void'
  else if (live.length && owingCents === 0) status = 'paid'
  else if (live.some((i) => i.paidCents + i.creditedCents > 0)) status = 'paid-in-part'
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
  }
}
