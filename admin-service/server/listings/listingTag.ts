import type { StoredLead } from '../../../content/leads/store.ts'
import { addressLine } from '../../../content/listings/store.ts'
import type { ListingStore } from './ListingStore.ts'

/**
 * What a question from a listing's page is tagged with in the Leads inbox: the listing's id and address, and
 * its agent's e-mail when the owner has the listing's questions forwarded (`forwardLeads`). Null for an id
 * that names no delivered listing, or one whose branded page (and so its form) is gone.
 */
export const listingTagOf =
  (store: ListingStore) =>
  (id: string): StoredLead['listing'] => {
    const listing = store.get(id)
    if (!listing?.deliveredAt || listing.status === 'archived' || listing.status === 'draft') return null
    const agent = listing.forwardLeads && listing.agentId ? store.getAgent(listing.agentId) : undefined
    return { id: listing.id, address: addressLine(listing.address), forwardTo: agent?.email ?? null }
  }
