import { bookHref } from '../../../content/booking/bookHref.ts'
import type { Agent, Listing } from '../../../content/listings/store.ts'
import { listingUrls } from '../../../content/listings/publication.ts'
import { manageUrl, publicBooking } from '../booking/index.ts'
import { clientOrders, type StoredOrder } from '../payments/index.ts'
import { type AccountSources, bookingsOf, sameAddress } from './agentDirectory.ts'

/** What an agent sees of their profile. */
export const agentView = (agent: Agent) => ({
  id: agent.id,
  name: agent.name,
  brokerage: agent.brokerage,
  phone: agent.phone,
  email: agent.email,
  billingEmail: agent.billingEmail ?? '',
  headshot: agent.headshot?.original ?? null,
  logo: agent.logo?.original ?? null,
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

/** A booking as the agent sees it: its public view and the link to manage it. */
const bookingView = (
  sources: AccountSources,
  booking: Parameters<typeof publicBooking>[1],
  siteOrigin: string,
  now: number,
) => ({
  ...publicBooking(sources.bookings.settings, booking, now),
  manageUrl: manageUrl(siteOrigin, sources.bookings.manageToken(booking.id)),
})

/**
 * Where the account's links lead: `site`, the public site's origin (bookings, deliveries, Book again);
 * `service`, the prefix of the service's own pages (an invoice): '' where the account is on the service's host.
 */
export type AccountOrigins = { site: string; service: string }

/** The agent's orders and invoices (`clientOrders`), each invoice's links on the service's own host name. */
function ordersOf(sources: AccountSources, origins: AccountOrigins, belongs: (order: StoredOrder) => boolean) {
  const { orders, invoices } = clientOrders(sources.payments.store, sources.payments.links, belongs)
  return {
    orders,
    invoices: invoices.map((i) => ({ ...i, url: origins.service + i.url, pdfUrl: origins.service + i.pdfUrl })),
  }
}

/** Whether an order is the agent's: booked with their e-mail, or naming one of their listings. */
export const orderOf = (agent: Agent, isTheirListing: (listingId: string) => boolean) => (order: StoredOrder) =>
  sameAddress(order.client.email, agent.email) || (order.listingId !== null && isTheirListing(order.listingId))

/**
 * Everything of one agent's, and nothing else, newest first: their bookings (made with their e-mail, with
 * the manage link), their listings (the agent named on them), their orders (booked with their e-mail, or
 * naming one of their listings) and those orders' invoices, each with its link to pay it; and where to book again.
 */
export function accountView(sources: AccountSources, agent: Agent, origins: AccountOrigins, now = Date.now()) {
  const siteOrigin = origins.site
  const listingIds = new Set(sources.listings.listings.filter((l) => l.agentId === agent.id).map((l) => l.id))
  const theirs = orderOf(agent, (id) => listingIds.has(id))
  const { orders, invoices } = ordersOf(sources, origins, theirs)
  return {
    agent: agentView(agent),
    /** Booking again: `/book` on the public site, which fills in the agent's details (bookingDetails.ts). */
    bookUrl: `${siteOrigin}${bookHref()}`,
    bookings: bookingsOf(sources, agent.email).map((b) => bookingView(sources, b, siteOrigin, now)),
    listings: sources.listings.listings
      .filter((l) => l.agentId === agent.id)
      .map((l) => listingView(l, siteOrigin))
      .sort((a, b) => (b.deliveredAt ?? '').localeCompare(a.deliveredAt ?? '')),
    orders,
    invoices,
  }
}

export type AccountItemKind = 'bookings' | 'listings' | 'orders' | 'invoices'

/**
 * One item of the agent's, looked up by its id alone (not by building the whole account), as `accountView`
 * shows it; undefined when there is none by that id or it is not theirs.
 */
export function accountItem(
  sources: AccountSources,
  agent: Agent,
  kind: AccountItemKind,
  id: string,
  origins: AccountOrigins,
  now = Date.now(),
) {
  const siteOrigin = origins.site
  const theirs = orderOf(agent, (listingId) => sources.listings.get(listingId)?.agentId === agent.id)
  const ordersBy = (orderId: string) => ordersOf(sources, origins, (o) => o.id === orderId && theirs(o))
  switch (kind) {
    case 'bookings': {
      const booking = sources.bookings.data.bookings.find((b) => b.id === id && sameAddress(b.email, agent.email))
      return booking && bookingView(sources, booking, siteOrigin, now)
    }
    case 'listings': {
      const listing = sources.listings.get(id)
      return listing?.agentId === agent.id ? listingView(listing, siteOrigin) : undefined
    }
    case 'orders':
      return ordersBy(id).orders[0]
    case 'invoices': {
      const orderId = sources.payments.store.data.invoices.find((i) => i.id === id)?.orderId
      return orderId ? ordersBy(orderId).invoices.find((i) => i.id === id) : undefined
    }
  }
}
