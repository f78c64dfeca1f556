import { ServiceError, type ErrorKind } from '../shared/errors/ServiceError.ts'

/**
 * What the payments store refuses, as its own errors (it knows nothing of HTTP): a conflict with the money
 * already recorded unless a subclass says otherwise; `fields` only where a field is named.
 */
export class PaymentsError extends ServiceError {
  constructor(message: string, kind: ErrorKind = 'conflict', fields: Record<string, string> = {}) {
    super(kind, message, Object.keys(fields).length ? { fields } : {})
  }
}

/** A request with invalid fields; `fields` names each with a message a person understands. */
export class InvalidPaymentsInputError extends PaymentsError {
  declare readonly fields: Record<string, string>

  constructor(message: string, fields: Record<string, string>) {
    super(message, 'invalid', fields)
  }
}

/** No order, invoice or credit note with this id (or an invoice link that is not valid). */
export class PaymentsNotFoundError extends PaymentsError {
  constructor(message: string) {
    super(message, 'notFound')
  }
}

/** The invoice is void: nothing more is paid, credited or voided on it. */
export class InvoiceVoidError extends PaymentsError {}

/** The order already has an invoice that is not void (void it first, or issue a credit note). */
export class AlreadyInvoicedError extends PaymentsError {}

/** The order has an invoice that is not void: its lines are no longer edited (a credit note corrects the invoice). */
export class InvoicedOrderError extends PaymentsError {}

/** An invoice that would be of $0.00: nothing to bill. */
export class ZeroInvoiceError extends PaymentsError {
  constructor(message: string) {
    super(message, 'unprocessable')
  }
}

/** The order already has its listing: the answer names it (`listingId`). */
export class ListingExistsError extends ServiceError {
  constructor(
    message: string,
    readonly listingId: string,
  ) {
    super('conflict', message, { body: { listingId } })
  }
}

/** A change the money already recorded does not allow: more than is owing, or voiding a paid invoice. */
export class AmountConflictError extends PaymentsError {
  constructor(message: string, fields: Record<string, string> = {}) {
    super(message, 'conflict', fields)
  }
}

/** Every text the payments API answers a refusal with. */
export const paymentsMessages = {
  invalid: 'Please check the fields marked below',
  noOrder: 'No such order',
  hasListing: 'This order already has its listing',
  noInvoice: 'No such invoice',
  voidInvoice: 'This invoice is void: nothing more can be paid, credited or voided on it',
  alreadyInvoiced: 'This order already has an invoice: void it, or correct it with a credit note',
  invoicedOrder:
    'This order is invoiced, and an issued invoice is never edited: correct it with a credit note on the invoice (or void the invoice while nothing is paid)',
  zeroInvoice: 'An invoice of $0.00 is not issued: give the order a priced line first',
  paidInvoice: 'This invoice has payments recorded: correct it with a credit note instead of voiding it',
  overpayment: (owing: string) => `is more than the ${owing} owing on this invoice`,
  overpaid: 'The payment is more than the invoice owes',
  depositTaken: 'This order already has its deposit',
  depositOverOwing: (owing: string) => `The deposit is more than the ${owing} this order owes`,
  noDeposit: 'No deposit is asked on this booking: it is paid, invoiced or cancelled',
  stripeDown: 'Card payments are not available right now: please try again in a few minutes, or pay by e-transfer',
  creditTooLarge: (left: string) => `is more than the ${left} left to credit on this invoice`,
} as const
