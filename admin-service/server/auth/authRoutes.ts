import { Router } from '@koa/router'
import { z } from 'zod'
import type { DeviceCookies } from './DeviceCookies.ts'
import type { LoginGuard } from './LoginGuard.ts'
import { firstRunExpired, type OwnerAccount } from './ownerAccount.ts'
import { verifyPassword } from './password.ts'
import type { SessionStore } from './SessionStore.ts'
import { HttpError, messages } from '../shared/http/errors.ts'
import { jsonOnly } from '../shared/http/jsonOnly.ts'
import { requireAuth, setCookie, type CookieNames } from './sessionAuth.ts'

const loginBody = z.object({ password: z.string().min(1).max(1024) })

/** How long a browser stays a trusted device after its last sign-in. */
const DEVICE_COOKIE_MS = 180 * 24 * 60 * 60 * 1000

export type AuthDeps = {
  owner: () => OwnerAccount
  sessions: SessionStore
  guard: LoginGuard
  devices: DeviceCookies
  cookies: CookieNames
  /** Called after each successful sign-in (confirms a first-run password). */
  onSignIn?: () => Promise<void>
}

/** `/api/auth/*`: sign-in, sign-out (here or everywhere) and the current user (spec section 7, decisions.md). */
export function authRoutes(deps: AuthDeps) {
  const router = new Router({ prefix: '/api/auth' })
  const { cookies } = deps

  router.get('/user', (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    const user = ctx.state.user as { name: string } | null
    ctx.body = user ? { authenticated: true, name: user.name } : { authenticated: false, name: null }
  })

  router.post('/login', jsonOnly(), async (ctx) => {
    const owner = deps.owner()
    if (firstRunExpired(owner)) throw new HttpError(401, messages.firstRunExpired)
    const device = deps.devices.verify(ctx.cookies.get(cookies.device))
    const body = loginBody.safeParse(ctx.request.body)
    const ok = await deps.guard.attempt({ ip: ctx.ip, device }, async () =>
      body.success ? verifyPassword(body.data.password, owner.passwordHash) : false,
    )
    if (!ok) throw new HttpError(401, messages.badPassword)
    await deps.onSignIn?.()
    // A fresh session id at every sign-in (no fixation); the old one, if any, is dropped.
    deps.sessions.destroy(ctx.cookies.get(cookies.session))
    const session = deps.sessions.create(owner.name, owner.credentialVersion)
    setCookie(ctx, cookies, cookies.session, session, deps.sessions.limits.absoluteMs)
    setCookie(
      ctx,
      cookies,
      cookies.device,
      device ? ctx.cookies.get(cookies.device)! : deps.devices.issue(),
      DEVICE_COOKIE_MS,
    )
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { authenticated: true, name: owner.name }
  })

  router.post('/logout', (ctx) => {
    deps.sessions.destroy(ctx.cookies.get(cookies.session))
    setCookie(ctx, cookies, cookies.session, null, 0)
    ctx.body = { authenticated: false, name: null }
  })

  /** Ends every session of the owner, on every browser, this one included. */
  router.post('/logout-everywhere', requireAuth, (ctx) => {
    deps.sessions.destroyAll()
    setCookie(ctx, cookies, cookies.session, null, 0)
    ctx.body = { authenticated: false, name: null }
  })

  return router
}
