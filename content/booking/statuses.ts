/**
 * A booking's statuses, in the order a shoot goes through them. Plain data without zod, so the /admin
 * Agenda can import it without the store file's schema (`store.ts` re-exports it for the server).
 */
export const bookingStatuses = ['requested', 'confirmed', 'shot', 'editing', 'delivered', 'cancelled'] as const
export type BookingStatus = (typeof bookingStatuses)[number]
