import type { PaymentMethod, PaymentSettings } from '../../../../content/payments/requests.ts'
import { apiRequest } from '../api.ts'

/** A payment as `GET /api/orders` lists it (admin-service/server/payments/paymentsView.ts). */
export type PaymentView = {
  id: string
  invoiceId: string
  amountCents: number
  method: PaymentMethod
  receivedOn: string
}

export type InvoiceView = {
  id: string
  number: string
  /** The client's signed link: `/invoice/{token}/`. */
  token: string
  orderId: string
  issuedOn: string
  dueOn: string
  voidedAt: string | null
  subtotalCents: number
  taxCents: number
  totalCents: number
  creditedCents: number
  paidCents: number
  owingCents: number
  /** The order's deposit this invoice credits (0 on a void one). */
  depositCents: number
  status: 'open' | 'paid' | 'void'
  creditNotes: { id: string; number: string; issuedOn: string; totalCents: number }[]
  payments: PaymentView[]
}

/** An order's line: integer cents; a discount's amount is taken off. */
export type OrderLine = { description: string; amountCents: number; quantity: number; discount: boolean }

export type OrderView = {
  id: string
  status: 'booked' | 'invoiced' | 'paid-in-part' | 'paid' | 'void'
  createdAt: string
  client: { name: string; email: string; phone: string }
  address: string
  terms: 'due-on-receipt' | 'net30'
  lines: OrderLine[]
  subtotalCents: number
  taxCents: number
  totalCents: number
  owingCents: number
  unlocked: boolean
  invoices: InvoiceView[]
  payments: PaymentView[]
  /** Paid by card when it was booked, credited on its live invoice. */
  depositCents: number
  deposits: { id: string; amountCents: number; method: 'card'; receivedOn: string }[]
}

/** `GET /api/payments/settings`: the owner's settings and whether card payments are set up. */
export type PaymentSettingsBody = PaymentSettings & { cardPayments: boolean }

/** `GET /api/payments/summary` (admin-service/server/payments/paymentsSummary.ts). */
export type PaymentsSummary = {
  today: string
  outstanding: { count: number; owingCents: number }
  overdue: {
    owingCents: number
    invoices: {
      invoiceId: string
      orderId: string
      number: string
      client: string
      dueOn: string
      daysOverdue: number
      owingCents: number
    }[]
  }
  paidThisMonth: { month: string; count: number; amountCents: number }
  period: {
    from: string
    to: string
    salesCents: number
    hstChargedCents: number
    creditNoteHstCents: number
    netHstCents: number
    receivedCents: number
  }
}

export const ORDERS_KEY = '/api/orders'
export const PAYMENT_SETTINGS_KEY = '/api/payments/settings'
export const summaryKey = (period: { from: string; to: string }) =>
  `/api/payments/summary?${new URLSearchParams(period)}`
export const ledgerHref = (period: { from: string; to: string }) => `/api/ledger.csv?${new URLSearchParams(period)}`

const invoiceUrl = (id: string, action: string) => `/api/invoices/${encodeURIComponent(id)}/${action}`

export const recordPayment = (invoiceId: string, body: { amountCents: number; method: string; receivedOn: string }) =>
  apiRequest('POST', invoiceUrl(invoiceId, 'payments'), body)
export const voidInvoice = (invoiceId: string) => apiRequest('POST', invoiceUrl(invoiceId, 'void'))
export const issueCreditNote = (invoiceId: string, line: { description: string; amountCents: number }) =>
  apiRequest<{ number: string }>('POST', invoiceUrl(invoiceId, 'credit-note'), { lines: [line] })
export const issueInvoice = (orderId: string) =>
  apiRequest<InvoiceView>('POST', `/api/orders/${encodeURIComponent(orderId)}/invoice`)
export const updateOrderLines = (orderId: string, lines: OrderLine[]) =>
  apiRequest<OrderView>('PATCH', `/api/orders/${encodeURIComponent(orderId)}`, { lines })
export const setUnlocked = (orderId: string, unlocked: boolean) =>
  apiRequest('POST', `/api/orders/${encodeURIComponent(orderId)}/unlock`, { unlocked })
export const savePaymentSettings = (patch: Partial<PaymentSettings>) =>
  apiRequest<PaymentSettings>('PUT', PAYMENT_SETTINGS_KEY, patch)
