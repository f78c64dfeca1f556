/** The portfolio feature's public surface: what the service's start and the other features use. */
export { PortfolioStore } from './PortfolioStore.ts'
export { historyRoutes } from './historyRoutes.ts'
export { type FetchImage } from './importRemoteImages.ts'
export { portfolioRoutes } from './portfolioRoutes.ts'
export { startPortfolio } from './startPortfolio.ts'
