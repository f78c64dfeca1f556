import { bookHref } from '../../../content/booking/bookHref.ts'
import type { Agent, Listing } from '../../../content/listings/store.ts'
import { listingUrls } from '../../../content/listings/publication.ts'
import { manageUrl, publicBooking } from '../booking/index.ts'
import { clientOrders } from '../payments/index.ts'
import { type AccountSources, bookingsOf, sameAddress } from './agentDirectory.ts'

/** What an agent sees of their profile. */
const agentView = (agent: Agent) => ({
  id: agent.id,
  name: agent.name,
  brokerage: agent.brokerage,
  phone: agent.phone,
  email: agent.email,
})

/** A listing of the agent's: its address, status and, once delivered, its three addresses on the public site. */
const listingView = (listing: Listing, siteOrigin: string) => {
  const urls = listingUrls(listing)
  return {
    id: listing.id,
    address: listing.address,
    status: listing.status,
    deliveredAt: listing.deliveredAt,
    links: listing.deliveredAt
      ? {
          propertyWebsite: `${siteOrigin}${urls.brandedUrl}`,
          unbrandedTour: `${siteOrigin}${urls.unbrandedUrl}`,
          deliveryPage: `${siteOrigin}${urls.deliveryUrl}`,
        }
      : null,
  }
}

/**
 * Everything of one agent's, and nothing else, newest first: their bookings (made with their e-mail, with
 * the manage link), their listings (the agent named on them), their orders (booked with their e-mail, or
 * naming one of their listings) and those orders' invoices, each with its link to pay it; and where to book again.
 */
export function accountView(sources: AccountSources, agent: Agent, siteOrigin: string, now = Date.now()) {
  const { settings } = sources.bookings
  const listingIds = new Set(sources.listings.listings.filter((l) => l.agentId === agent.id).map((l) => l.id))
  const { orders, invoices } = clientOrders(
    sources.payments.store,
    sources.payments.links,
    (order) =>
      sameAddress(order.client.email, agent.email) || (order.listingId !== null && listingIds.has(order.listingId)),
  )
  return {
    agent: agentView(agent),
    /** Booking again: `/book` on the public site, which fills in the agent's details (bookingDetails.ts). */
    bookUrl: `${siteOrigin}${bookHref()}`,
    bookings: bookingsOf(sources, agent.email).map((b) => ({
      ...publicBooking(settings, b, now),
      manageUrl: manageUrl(siteOrigin, sources.bookings.manageToken(b.id)),
    })),
    listings: sources.listings.listings
      .filter((l) => l.agentId === agent.id)
      .map((l) => listingView(l, siteOrigin))
      .sort((a, b) => (b.deliveredAt ?? '').localeCompare(a.deliveredAt ?? '')),
    orders,
    invoices,
  }
}
