/** The listings feature's public surface: what the service's start and the other features use. */
export { type ListingStore } from './ListingStore.ts'
export { agentRoutes } from './agentRoutes.ts'
export { type ListingRouteOptions, listingRoutes } from './listingRoutes.ts'
export { listingTagOf } from './listingTag.ts'
export { listingViewRoutes, viewBudgets } from './listingViewRoutes.ts'
export { ListingViews } from './ListingViews.ts'
export { startListings } from './startListings.ts'
export { orderListingRoutes } from './orderListing.ts'
