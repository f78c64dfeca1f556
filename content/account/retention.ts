/**
 * What erasing an agent's data keeps, and why: said on /account before they ask, in the answer to their
 * request, and in the e-mail that tells them it is done (docs/decisions.md, "Agents' profile and their data").
 */
export const INVOICE_RETENTION =
  'Your invoices, and the payments made on them, are kept: the Canada Revenue Agency requires a business to keep its books and records, invoices included, for six years from the end of the tax year they relate to. They are kept for that time only.'

/** The name an erased client's bookings and orders show the owner, where their own name was. */
export const ERASED_CLIENT = 'Erased client'
