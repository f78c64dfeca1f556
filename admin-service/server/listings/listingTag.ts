import type { StoredLead } from '../../../content/leads/store.ts'
import { listingUrls } from '../../../content/listings/publication.ts'
import { addressLine } from '../../../content/listings/store.ts'
import type { ListingStore } from './ListingStore.ts'

/** Where a buyer's question from a listing's branded page goes, and where the buyer lands after sending it. */
export type ListingQuestionTarget = {
  /** What the lead is tagged with in the Leads inbox; `forwardTo` is the agent's e-mail (null without an agent). */
  tag: NonNullable<StoredLead['listing']>
  /** The owner asked for an e-mailed copy of each question (`copyStudio`). */
  copyStudio: boolean
  /** The branded page, site-relative: a form sent without JavaScript comes back to it. */
  page: string
}

/**
 * The target of a question from a listing's page: the listing's id and address, its agent's e-mail (the
 * question goes to the agent by default), the owner's copy choice and the page. Null for an id that names no
 * delivered listing, or one whose branded page (and so its form) is gone.
 */
export const listingTagOf =
  (store: ListingStore) =>
  (id: string): ListingQuestionTarget | null => {
    const listing = store.get(id)
    if (!listing?.deliveredAt || listing.status === 'archived' || listing.status === 'draft') return null
    const agent = listing.agentId ? store.getAgent(listing.agentId) : undefined
    return {
      tag: { id: listing.id, address: addressLine(listing.address), forwardTo: agent?.email ?? null },
      copyStudio: listing.copyStudio,
      page: listingUrls(listing).brandedUrl,
    }
  }
