/** The booking feature's public surface: what the service's start and the other features use. */
export { BookingStore } from './BookingStore.ts'
export { bookingRoutes, publicBookingRoutes } from './bookingRoutes.ts'
export { startBooking } from './startBooking.ts'
