import { listingUrls } from '../../../content/listings/publication.ts'
import { missingForDelivery, type Agent, type Listing } from '../../../content/listings/store.ts'

/**
 * A listing as the API shows it: the stored listing, what it lacks before delivery (`missing`), and once a
 * delivery made it live its three site-relative addresses (`brandedUrl`, `unbrandedUrl`, `deliveryUrl`).
 */
export function listingView(listing: Listing, agents: readonly Agent[]) {
  return {
    ...listing,
    missing: missingForDelivery(listing, agents),
    ...(listing.deliveredAt ? listingUrls(listing) : {}),
  }
}
