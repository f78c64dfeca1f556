import type { Agent, Listing } from '../../../content/listings/store.ts'
import { listingUrls } from '../../../content/listings/publication.ts'
import { manageUrl, publicBooking } from '../booking/index.ts'
import { type AccountSources, bookingsOf } from './agentDirectory.ts'

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
 * Everything of one agent's, and nothing else: their bookings (made with their e-mail, with the manage
 * link), their listings (the agent named on them), newest first. Orders and invoices are the payments
 * feature's, which offers no list by client: they are empty here.
 */
export function accountView(sources: AccountSources, agent: Agent, siteOrigin: string, now = Date.now()) {
  const { settings } = sources.bookings
  return {
    agent: agentView(agent),
    bookings: bookingsOf(sources, agent.email).map((b) => ({
      ...publicBooking(settings, b, now),
      manageUrl: manageUrl(siteOrigin, sources.bookings.manageToken(b.id)),
    })),
    listings: sources.listings.listings
      .filter((l) => l.agentId === agent.id)
      .map((l) => listingView(l, siteOrigin))
      .sort((a, b) => (b.deliveredAt ?? '').localeCompare(a.deliveredAt ?? '')),
    orders: [] as never[],
    invoices: [] as never[],
  }
}
