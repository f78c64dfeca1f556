import type { Agent } from '../../../content/listings/store.ts'
import type { BookingStore } from '../booking/index.ts'
import type { LeadStore } from '../leads/index.ts'
import type { ListingStore } from '../listings/index.ts'
import type { InvoiceLinks, PaymentsStore } from '../payments/index.ts'
import { sameAddress } from '../shared/mail/sameAddress.ts'

/**
 * Where agents and what is theirs live: the listings feature's agents and listings, the booking feature's
 * bookings, the payments feature's orders and invoices (with the links their clients open them by) and the
 * leads feature's quote requests.
 */
export type AccountSources = {
  listings: ListingStore
  bookings: BookingStore
  payments: { store: PaymentsStore; links: InvoiceLinks }
  leads: LeadStore
}

/** What the profile of an agent made from a booking says of the brokerage until they change it. */
export const BROKERAGE_NOT_GIVEN = 'Not given yet'

export function agentByEmail(sources: AccountSources, email: string): Agent | undefined {
  return sources.listings.agents.find((a) => sameAddress(a.email, email))
}

/** The bookings made with an address, newest first. */
export function bookingsOf(sources: AccountSources, email: string) {
  return sources.bookings.data.bookings
    .filter((b) => sameAddress(b.email, email))
    .sort((a, b) => b.start.localeCompare(a.start))
}

/** Whether a sign-in link may be sent to an address: an agent's, or one a booking was made with. */
export const isKnown = (sources: AccountSources, email: string): boolean =>
  Boolean(agentByEmail(sources, email)) || bookingsOf(sources, email).length > 0

/**
 * The agent an address signs in as: the agent with that e-mail, or, when none has it and a booking was made
 * with it, a new agent made from the latest booking's name and phone; undefined when neither.
 */
export async function agentFor(sources: AccountSources, email: string): Promise<Agent | undefined> {
  const known = agentByEmail(sources, email)
  if (known) return known
  const booking = bookingsOf(sources, email)[0]
  if (!booking) return undefined
  return sources.listings.addAgent({
    name: booking.name,
    brokerage: BROKERAGE_NOT_GIVEN,
    phone: booking.phone,
    email: booking.email.trim(),
  })
}
