/** The booking feature's public surface: what the service's start and the other features use. */
export { BookingStore } from './BookingStore.ts'
export { bookingBudgets, type BookingBudgets } from './bookingLimits.ts'
export { bookingRoutes, publicBookingRoutes } from './bookingRoutes.ts'
export { startBooking } from './startBooking.ts'
export { manageUrl, publicBooking } from './publicView.ts'
export { syncOrders } from './bookingOrder.ts'
export { shootText } from './bookingErasure.ts'
export { isUpcoming } from './bookingRecords.ts'
