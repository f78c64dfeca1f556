/** An address the agent booked before and its latest access notes (empty when none were given). */
export type BookedPlace = { address: string; notes: string }

/**
 * What `/book` fills in for a signed-in agent (`GET /api/account/booking-details`, answered by the admin
 * service's account feature, read by the booking island): their profile's contact fields and the places
 * they booked, newest first.
 */
export type BookingDetails = {
  name: string
  email: string
  phone: string
  brokerage: string
  places: BookedPlace[]
}

/** An address as the agent may retype it, compared without case, spacing or punctuation. */
export const placeKey = (address: string) =>
  address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
