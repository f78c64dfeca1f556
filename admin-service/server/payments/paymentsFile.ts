/**
 * The payments store file (`<data dir>/payments.json`): the owner's settings, the orders, the invoices
 * and credit notes as issued (never edited afterwards), the payments, the last number issued per year of
 * each series, the history of every change, and the e-mails to clients (invoice, receipt) with their
 * deliveries. Validated when the service opens the file.
 */
import { z } from 'zod'
import { outboxDelivery } from '../../../content/outbox/delivery.ts'
import {
  defaultPaymentSettings,
  paymentMethods,
  paymentSettings,
  paymentTerms,
} from '../../../content/payments/requests.ts'

const id = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/)
const cents = z.number().int()
const isoTime = z.iso.datetime()
const isoDay = z.iso.date()

export const storedLine = z.object({
  description: z.string(),
  amountCents: cents,
  quantity: z.number().int().min(1),
  discount: z.boolean(),
})

const client = z.object({ name: z.string(), email: z.string(), phone: z.string() })

export const storedOrder = z.object({
  id,
  createdAt: isoTime,
  client,
  address: z.string(),
  lines: z.array(storedLine),
  terms: z.enum(paymentTerms),
  bookingId: z.string().nullable(),
  listingId: z.string().nullable(),
  /** The owner let the downloads go before the order was paid. */
  unlocked: z.boolean(),
  /** When its booking was cancelled (null: not cancelled, or no booking). */
  bookingCancelledAt: isoTime.nullable().default(null),
})
export type StoredOrder = z.infer<typeof storedOrder>

/**
 * The order a booking makes (booking/bookingOrder.ts): its id, chosen with the booking, the client, the
 * address, the priced lines (possibly none while the price is confirmed by e-mail) and whether the booking
 * is cancelled.
 */
export type BookingOrder = Pick<StoredOrder, 'id' | 'client' | 'address' | 'lines'> & {
  bookingId: string
  cancelled: boolean
}

/** Everything printed on an invoice, fixed when it is issued: a correction is a credit note. */
export const storedInvoice = z.object({
  id,
  number: z.string(),
  orderId: id,
  issuedAt: isoTime,
  issuedOn: isoDay,
  dueOn: isoDay,
  seller: z.object({ legalName: z.string(), hstNumber: z.string(), etransferEmail: z.string() }),
  client,
  address: z.string(),
  lines: z.array(storedLine),
  subtotalCents: cents,
  taxCents: cents,
  totalCents: cents,
  voidedAt: isoTime.nullable(),
})
export type StoredInvoice = z.infer<typeof storedInvoice>

export const storedCreditNote = z.object({
  id,
  number: z.string(),
  invoiceId: id,
  issuedAt: isoTime,
  issuedOn: isoDay,
  lines: z.array(z.object({ description: z.string(), amountCents: cents })),
  subtotalCents: cents,
  taxCents: cents,
  totalCents: cents,
})
export type StoredCreditNote = z.infer<typeof storedCreditNote>

export const storedPayment = z.object({
  id,
  invoiceId: id,
  amountCents: cents,
  method: z.enum(paymentMethods),
  receivedOn: isoDay,
  recordedAt: isoTime,
  /** For a card payment, the Stripe event that reported it: an event is recorded once. */
  reference: z.string().nullable(),
})
export type StoredPayment = z.infer<typeof storedPayment>

/**
 * A deposit paid by card on an order when it was booked (before any invoice): credited on the order's live
 * invoice (an order has one at a time), recorded once per Stripe event (`reference`).
 */
export const storedDeposit = z.object({
  id,
  orderId: id,
  amountCents: cents,
  method: z.literal('card'),
  receivedOn: isoDay,
  recordedAt: isoTime,
  reference: z.string(),
})
export type StoredDeposit = z.infer<typeof storedDeposit>

export const historyActions = [
  'order',
  'invoice',
  'void',
  'credit-note',
  'payment',
  'unlock',
  'settings',
  'reminder',
] as const

/** One change, kept for good (the books of a business are kept for years). */
export const paymentChange = z.object({
  id: z.number().int().positive(),
  at: isoTime,
  action: z.enum(historyActions),
  orderId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  /** The invoice's or credit note's number. */
  number: z.string().nullable(),
  amountCents: cents.nullable(),
  summary: z.string(),
})
export type PaymentChange = z.infer<typeof paymentChange>

/**
 * An e-mail to the client, queued in the same write as what it tells (the outbox in startPayments.ts
 * sends it): an invoice issued, with its link, a payment's receipt, or a reminder that an invoice is past
 * due, or the receipt of an order's deposit (`invoiceId` null, `paymentId` the deposit's). What it says is
 * read from the invoice, payment and deposit, which never change.
 */
export const storedPaymentMail = z.object({
  id,
  receivedAt: isoTime,
  kind: z.enum(['invoice', 'receipt', 'reminder', 'deposit']),
  invoiceId: id.nullable(),
  paymentId: id.nullable(),
  deliveries: z.partialRecord(z.enum(['email']), outboxDelivery),
})
export type StoredPaymentMail = z.infer<typeof storedPaymentMail>

/** A reminder queued for an unpaid invoice `afterDays` (one of the settings' `reminderDays`) after it was due. */
export const storedReminder = z.object({ invoiceId: id, afterDays: z.number().int().positive(), on: isoDay })

/** Per series, the last number issued in each year: `{ "2026": 12 }`. */
const counter = z.record(z.string().regex(/^\d{4}$/), z.number().int().nonnegative())

export const paymentsFile = z.object({
  settings: paymentSettings,
  counters: z.object({ invoice: counter, creditNote: counter }),
  orders: z.array(storedOrder),
  invoices: z.array(storedInvoice),
  creditNotes: z.array(storedCreditNote),
  payments: z.array(storedPayment),
  /** Absent from a file written before deposits were taken. */
  deposits: z.array(storedDeposit).default([]),
  history: z.array(paymentChange),
  /** Absent from a file written before e-mails were sent. */
  mails: z.array(storedPaymentMail).default([]),
  /** Absent from a file written before reminders were sent. */
  reminders: z.array(storedReminder).default([]),
})
export type PaymentsFile = z.infer<typeof paymentsFile>

export const emptyPaymentsFile = (settings = defaultPaymentSettings()): PaymentsFile => ({
  settings,
  counters: { invoice: {}, creditNote: {} },
  orders: [],
  invoices: [],
  creditNotes: [],
  payments: [],
  deposits: [],
  history: [],
  mails: [],
  reminders: [],
})
