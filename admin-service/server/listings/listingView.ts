import { listingUrls } from '../../../content/listings/publication.ts'
import { missingForDelivery, type Agent, type Listing } from '../../../content/listings/store.ts'
import type { ListingViews } from './ListingViews.ts'

/**
 * A listing as the API shows it: the stored listing, what it lacks before delivery (`missing`), once a
 * delivery made it live its three site-relative addresses (`brandedUrl`, `unbrandedUrl`, `deliveryUrl`), and
 * its property website's `views` (total and per day) when they are counted.
 */
export function listingView(listing: Listing, agents: readonly Agent[], views?: ListingViews) {
  return {
    ...listing,
    missing: missingForDelivery(listing, agents),
    ...(listing.deliveredAt ? listingUrls(listing) : {}),
    ...(views ? { views: views.of(listing.id) } : {}),
  }
}
