/** The review requests feature's public surface: what the service's start uses. */
export { OptOutLinks } from './OptOutLinks.ts'
export { publicReviewRoutes, type ReviewRouteOptions, reviewRoutes } from './reviewRoutes.ts'
export { ReviewStore } from './ReviewStore.ts'
export { startReviews } from './startReviews.ts'
