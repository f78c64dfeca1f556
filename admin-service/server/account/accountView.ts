import { bookHref } from '../../../content/booking/bookHref.ts'
import type { Agent, Listing } from '../../../content/listings/store.ts'
import { listingUrls } from '../../../content/listings/publication.ts'
import { manageUrl, publicBooking } from '../booking/index.ts'
import { billingContactOf, clientOrders, type StoredOrder } from '../payments/index.ts'
import { type AccountSources, bookingsOf } from './agentDirectory.ts'
import { sameAddress } from '../shared/mail/sameAddress.ts'

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

/** The team member an item shown to their billing contact is for (null on the agent's own). */
type Member = { id: string; name: string }

/**
 * The orders `belongs` picks and their invoices (`clientOrders`), each invoice's links on the service's own
 * host name, each marked with the member `belongs` named for it.
 */
function ordersOf(
  sources: AccountSources,
  origins: AccountOrigins,
  belongs: (order: StoredOrder) => Member | null | false,
) {
  const members = new Map<string, Member | null>()
  const { orders, invoices } = clientOrders(sources.payments.store, sources.payments.links, (order) => {
    const member = belongs(order)
    if (member !== false) members.set(order.id, member)
    return member !== false
  })
  return {
    orders: orders.map((o) => ({ ...o, member: members.get(o.id) ?? null })),
    invoices: invoices.map((i) => ({
      ...i,
      url: origins.service + i.url,
      pdfUrl: origins.service + i.pdfUrl,
      member: members.get(i.orderId) ?? null,
    })),
  }
}

/** Whether an order is the agent's own: booked with their e-mail, or naming one of their listings. */
export const orderOf = (agent: Agent, isTheirListing: (listingId: string) => boolean) => (order: StoredOrder) =>
  sameAddress(order.client.email, agent.email) || (order.listingId !== null && isTheirListing(order.listingId))

/**
 * Whether an order is shown to the agent: their own (booked with their e-mail, or naming one of their
 * listings: null), or one of a team member's they are the billing contact for (`billingContactOf`, the rule
 * their invoice e-mails follow: that member); false otherwise. Read from the stores at each request, so a
 * member taken out of the team, or another billing contact named, changes the answer at once.
 */
const shownOrderOf =
  (sources: AccountSources, agent: Agent, isTheirListing: (listingId: string) => boolean) =>
  (order: StoredOrder): Member | null | false => {
    if (orderOf(agent, isTheirListing)(order)) return null
    const billed = billingContactOf(order, sources.listings)
    return billed?.contact.id === agent.id ? { id: billed.member.id, name: billed.member.name } : false
  }

/** The members of the team `agent` is the billing contact of (not the agent), by id; empty when none. */
function billedMembers(sources: AccountSources, agent: Agent): Map<string, Member> {
  const team = sources.listings.teams.find((t) => t.billingContactId === agent.id && t.memberIds.includes(agent.id))
  const members = new Map<string, Member>()
  for (const id of team?.memberIds ?? []) {
    const member = id === agent.id ? undefined : sources.listings.getAgent(id)
    if (member) members.set(id, { id, name: member.name })
  }
  return members
}

/** Whose a listing is to the agent: null for their own, the member for a member's, false for neither. */
const listingOf =
  (agent: Agent, members: Map<string, Member>) =>
  (listing: Listing): Member | null | false => {
    if (listing.agentId === agent.id) return null
    return (listing.agentId && members.get(listing.agentId)) || false
  }

/**
 * Everything of one agent's, and nothing else, newest first: their bookings (made with their e-mail, with
 * the manage link), their listings (the agent named on them), their orders (booked with their e-mail, or
 * naming one of their listings) and those orders' invoices, each with its link to pay it; and where to book
 * again. A team's billing contact also sees the members' listings, orders and invoices, each marked with
 * its `member` (null on the agent's own).
 */
export function accountView(sources: AccountSources, agent: Agent, origins: AccountOrigins, now = Date.now()) {
  const siteOrigin = origins.site
  const listingIds = new Set(sources.listings.listings.filter((l) => l.agentId === agent.id).map((l) => l.id))
  const { orders, invoices } = ordersOf(
    sources,
    origins,
    shownOrderOf(sources, agent, (id) => listingIds.has(id)),
  )
  const whose = listingOf(agent, billedMembers(sources, agent))
  return {
    agent: agentView(agent),
    /** Booking again: `/book` on the public site, which fills in the agent's details (bookingDetails.ts). */
    bookUrl: `${siteOrigin}${bookHref()}`,
    bookings: bookingsOf(sources, agent.email).map((b) => bookingView(sources, b, siteOrigin, now)),
    listings: sources.listings.listings
      .flatMap((l) => {
        const member = whose(l)
        return member === false ? [] : [{ ...listingView(l, siteOrigin), member }]
      })
      .sort((a, b) => (b.deliveredAt ?? '').localeCompare(a.deliveredAt ?? '')),
    orders,
    invoices,
  }
}

export type AccountItemKind = 'bookings' | 'listings' | 'orders' | 'invoices'

/**
 * One item of the agent's (or, for a billing contact, of a member's), looked up by its id alone (not by
 * building the whole account), as `accountView` shows it; undefined when there is none by that id or it is
 * not theirs.
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
  const theirs = shownOrderOf(sources, agent, (listingId) => sources.listings.get(listingId)?.agentId === agent.id)
  const ordersBy = (orderId: string) => ordersOf(sources, origins, (o) => o.id === orderId && theirs(o))
  switch (kind) {
    case 'bookings': {
      const booking = sources.bookings.data.bookings.find((b) => b.id === id && sameAddress(b.email, agent.email))
      return booking && bookingView(sources, booking, siteOrigin, now)
    }
    case 'listings': {
      const listing = sources.listings.get(id)
      const member = listing ? listingOf(agent, billedMembers(sources, agent))(listing) : false
      return listing && member !== false ? { ...listingView(listing, siteOrigin), member } : undefined
    }
    case 'orders':
      return ordersBy(id).orders[0]
    case 'invoices': {
      const orderId = sources.payments.store.data.invoices.find((i) => i.id === id)?.orderId
      return orderId ? ordersBy(orderId).invoices.find((i) => i.id === id) : undefined
    }
  }
}
