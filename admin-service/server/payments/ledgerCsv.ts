import { stringify } from 'csv-stringify/sync'
import { plainDollars } from '../../../content/payments/money.ts'
import { neutraliseFormulas } from '../leads/index.ts'
import type { PaymentsFile } from './paymentsFile.ts'
import { torontoDay } from './paymentsView.ts'

export type LedgerRow = {
  type: 'invoice' | 'credit-note' | 'void' | 'payment'
  number: string
  date: string
  client: string
  subtotalCents: number | null
  taxCents: number | null
  totalCents: number
  method: string
}

const ORDER: LedgerRow['type'][] = ['invoice', 'credit-note', 'void', 'payment']

/**
 * Every invoice, credit note, void and payment dated from `from` to `to` (Toronto days, inclusive; either
 * may be absent), oldest first. Credit notes and voids take their amounts off (negative); a payment (an
 * order's deposit too) has its total and method only. The invoice rows' totals are the invoices' totals, to the cent.
 */
export function ledgerRows(state: PaymentsFile, from?: string, to?: string): LedgerRow[] {
  const invoiceOf = new Map(state.invoices.map((i) => [i.id, i]))
  const rows: LedgerRow[] = []
  for (const i of state.invoices) {
    const amounts = { subtotalCents: i.subtotalCents, taxCents: i.taxCents, totalCents: i.totalCents }
    rows.push({ type: 'invoice', number: i.number, date: i.issuedOn, client: i.client.name, ...amounts, method: '' })
    if (i.voidedAt !== null)
      rows.push({
        type: 'void',
        number: i.number,
        date: torontoDay(Date.parse(i.voidedAt)),
        client: i.client.name,
        subtotalCents: -i.subtotalCents,
        taxCents: -i.taxCents,
        totalCents: -i.totalCents,
        method: '',
      })
  }
  for (const c of state.creditNotes)
    rows.push({
      type: 'credit-note',
      number: c.number,
      date: c.issuedOn,
      client: invoiceOf.get(c.invoiceId)?.client.name ?? '',
      subtotalCents: -c.subtotalCents,
      taxCents: -c.taxCents,
      totalCents: -c.totalCents,
      method: '',
    })
  const paymentRow = (p: { receivedOn: string; amountCents: number; method: string }, number = '', client = '') =>
    rows.push({
      type: 'payment',
      number,
      date: p.receivedOn,
      client,
      subtotalCents: null,
      taxCents: null,
      totalCents: p.amountCents,
      method: p.method,
    })
  // A deposit is a payment on its order: numbered by the invoice it is credited on, once there is one.
  const liveInvoiceOf = new Map(state.invoices.filter((i) => i.voidedAt === null).map((i) => [i.orderId, i]))
  const orderOf = new Map(state.orders.map((o) => [o.id, o]))
  for (const d of state.deposits)
    paymentRow(d, liveInvoiceOf.get(d.orderId)?.number, orderOf.get(d.orderId)?.client.name)
  for (const p of state.payments)
    paymentRow(p, invoiceOf.get(p.invoiceId)?.number, invoiceOf.get(p.invoiceId)?.client.name)
  return rows
    .filter((r) => (!from || r.date >= from) && (!to || r.date <= to))
    .sort((a, b) => a.date.localeCompare(b.date) || ORDER.indexOf(a.type) - ORDER.indexOf(b.type))
}

/**
 * The ledger as CSV for a spreadsheet (UTF-8 with a BOM for Excel), amounts in dollars with two decimals;
 * its text cells are formula-safe as the leads' export is (`neutraliseFormulas`, csv-stringify's
 * escape_formulas).
 */
export function ledgerCsv(rows: readonly LedgerRow[]): string {
  const header = ['type', 'number', 'date', 'client', 'subtotal', 'hst', 'total', 'method']
  const cells = rows.map((r) => [
    r.type,
    r.number,
    r.date,
    r.client,
    r.subtotalCents,
    r.taxCents,
    r.totalCents,
    r.method,
  ])
  // The amounts stay numbers up to the cast, so a negative one ("-12.00") is not taken for a formula.
  return stringify([header, ...cells], {
    bom: true,
    escape_formulas: true,
    cast: { string: neutraliseFormulas, number: plainDollars },
  })
}
