/** The payments feature's public surface: what the service's start and other features use. */
export { InvoiceLinks } from './invoiceLinks.ts'
export { invoiceRoutes, paymentsRoutes } from './paymentsRoutes.ts'
export { PaymentsStore } from './PaymentsStore.ts'
export { startPayments } from './startPayments.ts'
export { cardRoutes } from './cardRoutes.ts'
export { StripeCard, stripeFromEnv, type StripeSettings } from './stripeCard.ts'
export { ListingExistsError } from './paymentsErrors.ts'
export type { BookingOrder, StoredOrder } from './paymentsFile.ts'
