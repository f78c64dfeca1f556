import type { Agent } from '../../../content/listings/store.ts'
import { type AccountSources, bookingsOf } from './agentDirectory.ts'
import { type BookedPlace, type BookingDetails, placeKey } from '../../../content/account/bookingDetails.ts'

/**
 * The signed-in agent's details for booking again: name, e-mail, phone and brokerage from their profile, and
 * each address booked with their e-mail (newest first, once each) with the notes of its latest booking.
 */
export function bookingDetails(sources: AccountSources, agent: Agent): BookingDetails {
  const places = new Map<string, BookedPlace>()
  for (const booking of bookingsOf(sources, agent.email)) {
    const key = placeKey(booking.address)
    if (key && !places.has(key)) places.set(key, { address: booking.address, notes: booking.notes })
  }
  return {
    name: agent.name,
    email: agent.email,
    phone: agent.phone,
    brokerage: agent.brokerage,
    places: [...places.values()],
  }
}
