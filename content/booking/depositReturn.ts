/**
 * The query of the manage page's address that Stripe's page comes back to once a deposit is paid
 * (`/book/manage/?deposit=paid#token`): the admin service writes it, the manage page's island reads it.
 */
export const DEPOSIT_PAID = 'deposit=paid'
