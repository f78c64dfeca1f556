/**
 * What the admin service hands the publisher to put one listing online: the listing, its agent,
 * its prepared files (prepared.ts) and which of its three pages exist. The contract between a delivery
 * (admin-service/server/listings/DeliveryCoordinator.ts) and the partial publish that renders the pages.
 */
import type { PreparedListing, PublishedFile } from './prepared.ts'
import type { Agent, Listing } from './store.ts'

export type ListingPublication = {
  listing: Listing
  agent: Agent
  /** The agent's headshot and brokerage logo as published files (`/listing-media/agent-...`), when set. */
  agentImages: { headshot: PublishedFile | null; logo: PublishedFile | null }
  prepared: PreparedListing
  /**
   * The branded page `/listings/<slug>/`: `live`, `sold` (kept with a "Sold" band), or `removed` (a sold or
   * archived listing whose owner chose to take it down: the page and its sitemap entry go). The unbranded
   * tour `/tour/<tourId>/` and the delivery page `/delivery/<token>/` exist for every delivered listing.
   */
  branded: 'live' | 'sold' | 'removed'
}

/** The branded page's fate for a listing's status and the owner's after-sale choice. */
export function brandedPageOf(listing: Pick<Listing, 'status' | 'afterSale'>): ListingPublication['branded'] {
  if (listing.status === 'sold' || listing.status === 'archived')
    return listing.afterSale === 'keep' ? 'sold' : 'removed'
  return 'live'
}

/** The three site-relative addresses of a delivered listing. */
export function listingUrls(listing: Pick<Listing, 'slug' | 'tourId' | 'deliveryToken'>) {
  return {
    brandedUrl: `/listings/${listing.slug}/`,
    unbrandedUrl: `/tour/${listing.tourId}/`,
    deliveryUrl: `/delivery/${listing.deliveryToken}/`,
  }
}

/**
 * The delivery page's addresses that the admin service answers at request time, since they depend on
 * whether the listing's order is paid: each photo's preview (watermarked while the downloads are locked)
 * and the lock's state the page's banner shows. Its downloads (`/delivery/<token>/files/...`) are the
 * service's too.
 */
export function deliveryServiceUrls(listing: Pick<Listing, 'deliveryToken'>) {
  const base = `/delivery/${listing.deliveryToken}`
  return { access: `${base}/access`, preview: (photoId: string) => `${base}/previews/${photoId}.webp` }
}

/**
 * Renders and publishes one listing's pages and files: the step a delivery ends with
 * (publisher/ListingSitePublisher.ts, over the publisher's partial publish). It checks the rendered unbranded
 * tour with the MLS compliance check (generator/checks/mlsCompliance.ts) and publishes nothing of the listing
 * when it fails, and makes the listing's pages live together (atomically) or not at all. It resolves once they are live and
 * rejects with an Error whose message the owner reads ("The unbranded tour ... contains a link ...").
 */
export interface ListingPublisher {
  publish(publication: ListingPublication): Promise<void>
}
