/** The account feature's public surface: what the service's start and the other features use. */
export { AccountStore } from './AccountStore.ts'
export { accountBudgets, type AccountBudgets } from './accountLimits.ts'
export { accountRoutes } from './accountRoutes.ts'
export { ErasureMailer } from './ErasureMailer.ts'
export { SignInMailer } from './SignInMailer.ts'
export { startAccount } from './startAccount.ts'
