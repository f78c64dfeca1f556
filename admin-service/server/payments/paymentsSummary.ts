import { ledgerRows } from './ledgerCsv.ts'
import type { PaymentsFile } from './paymentsFile.ts'
import { daysBetween, invoiceBalance } from './paymentsView.ts'

const sum = (amounts: readonly number[]) => amounts.reduce((total, a) => total + a, 0)

/**
 * The owner's money at a glance on Toronto day `today`: what is owing, which invoices are past their due
 * date (and by how many days, most overdue first), what was received this calendar month, and the
 * period `from`–`to` (inclusive) for the HST return. The period's figures are sums of the ledger's rows
 * (ledgerCsv.ts), so they equal the CSV's: HST charged is the invoices' HST less the voided invoices',
 * HST on credit notes is what the credit notes took back, net HST is the one less the other.
 */
export function paymentsSummary(state: PaymentsFile, today: string, period: { from: string; to: string }) {
  const open = state.invoices
    .map((invoice) => ({ invoice, owingCents: invoiceBalance(state, invoice).owingCents }))
    .filter((x) => x.owingCents > 0)
  const overdue = open
    .filter((x) => x.invoice.dueOn < today)
    .map(({ invoice, owingCents }) => ({
      invoiceId: invoice.id,
      orderId: invoice.orderId,
      number: invoice.number,
      client: invoice.client.name,
      dueOn: invoice.dueOn,
      daysOverdue: daysBetween(invoice.dueOn, today),
      owingCents,
    }))
    .sort((a, b) => b.daysOverdue - a.daysOverdue || a.number.localeCompare(b.number))
  const month = today.slice(0, 7)
  const paidThisMonth = [...state.payments, ...state.deposits].filter((p) => p.receivedOn.startsWith(month))
  const rows = ledgerRows(state, period.from, period.to)
  const of = (...types: string[]) => rows.filter((r) => types.includes(r.type))
  const hstChargedCents = sum(of('invoice', 'void').map((r) => r.taxCents ?? 0))
  const creditNoteHstCents = -sum(of('credit-note').map((r) => r.taxCents ?? 0))
  return {
    today,
    outstanding: { count: open.length, owingCents: sum(open.map((x) => x.owingCents)) },
    overdue: { owingCents: sum(overdue.map((x) => x.owingCents)), invoices: overdue },
    paidThisMonth: { month, count: paidThisMonth.length, amountCents: sum(paidThisMonth.map((p) => p.amountCents)) },
    period: {
      ...period,
      /** Sales before tax: invoices less voids and credit notes. */
      salesCents: sum(of('invoice', 'void', 'credit-note').map((r) => r.subtotalCents ?? 0)),
      hstChargedCents,
      creditNoteHstCents,
      netHstCents: hstChargedCents - creditNoteHstCents,
      receivedCents: sum(of('payment').map((r) => r.totalCents)),
    },
  }
}
