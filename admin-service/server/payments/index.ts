/** The payments feature's public surface: what the service's start and other features use. */
export { InvoiceLinks } from './invoiceLinks.ts'
export { paymentsRoutes, type PaymentsRouteOptions } from './paymentsRoutes.ts'
export { PaymentsStore } from './PaymentsStore.ts'
export { startPayments } from './startPayments.ts'
