/** The publish feature's public surface: what the service's start and the other features use. */
export { publishRoutes } from './publishRoutes.ts'
export { startPublish } from './startPublish.ts'
