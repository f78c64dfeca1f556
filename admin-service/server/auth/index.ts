/** The auth feature's public surface: what the service's start and the other features use. */
export { DeviceCookies } from './DeviceCookies.ts'
export { LoginGuard } from './LoginGuard.ts'
export { SessionStore } from './SessionStore.ts'
export { authRoutes } from './authRoutes.ts'
export { type OwnerAccount } from './ownerAccount.ts'
export { startAuth } from './startAuth.ts'
export { cookieNames, requireAuth, sessionAuth, setCookie } from './sessionAuth.ts'
