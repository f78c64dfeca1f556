import type { StoredOrder } from './paymentsFile.ts'
import type { InvoiceLinks } from './invoiceLinks.ts'
import type { PaymentsStore } from './PaymentsStore.ts'
import { orderView } from './paymentsView.ts'

/**
 * The orders `belongs` picks (an agent's: booked with their e-mail, or naming one of their listings) and their
 * issued invoices, newest first, with their status and what is owing as the owner's views derive them; an
 * invoice with its client link (`/invoice/{token}/`), where it is paid by card or e-transfer, and its PDF.
 */
export function clientOrders(store: PaymentsStore, links: InvoiceLinks, belongs: (order: StoredOrder) => boolean) {
  const state = store.data
  const views = state.orders.filter(belongs).map((order) => orderView(state, order, (id) => links.tokenOf(id)))
  views.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const orders = views.map((view) => ({
    id: view.id,
    createdAt: view.createdAt,
    status: view.status,
    address: view.address,
    lines: view.lines.map(({ description, amountCents, quantity }) => ({ description, amountCents, quantity })),
    subtotalCents: view.subtotalCents,
    taxCents: view.taxCents,
    totalCents: view.totalCents,
    owingCents: view.owingCents,
    bookingId: view.bookingId,
    listingId: view.listingId,
    invoiceIds: view.invoices.map((i) => i.id),
  }))
  const invoices = views
    .flatMap((view) => view.invoices)
    .map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      orderId: invoice.orderId,
      address: invoice.address,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
      totalCents: invoice.totalCents,
      owingCents: invoice.owingCents,
      status: invoice.status,
      url: `/invoice/${invoice.token}/`,
      pdfUrl: `/invoice/${invoice.token}.pdf`,
    }))
    .sort((a, b) => b.issuedOn.localeCompare(a.issuedOn) || b.number.localeCompare(a.number))
  return { orders, invoices }
}
