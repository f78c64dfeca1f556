import { Router } from '@koa/router'
import { z } from 'zod'
import type { LoginLimiter } from '../auth/LoginLimiter.ts'
import type { OwnerAccount } from '../auth/ownerAccount.ts'
import { verifyPassword } from '../auth/password.ts'
import type { SessionStore } from '../auth/SessionStore.ts'
import { HttpError, messages } from '../errors.ts'
import { jsonOnly } from '../middleware/jsonOnly.ts'
import { SESSION_COOKIE, setSessionCookie } from '../middleware/sessionAuth.ts'

const loginBody = z.object({ password: z.string().min(1).max(1024) })

/** `/api/auth/*`: sign-in, sign-out and the current user (spec section 7, decisions.md). */
export function authRoutes(deps: { owner: () => OwnerAccount; sessions: SessionStore; limiter: LoginLimiter }) {
  const router = new Router({ prefix: '/api/auth' })

  router.get('/user', (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    const user = ctx.state.user as { name: string } | null
    ctx.body = user ? { authenticated: true, name: user.name } : { authenticated: false, name: null }
  })

  router.post('/login', jsonOnly(), async (ctx) => {
    const client = ctx.ip || 'unknown'
    const wait = deps.limiter.retryAfter(client)
    if (wait > 0) {
      ctx.set('Retry-After', String(Math.ceil(wait / 1000)))
      throw new HttpError(429, messages.lockedOut)
    }
    const body = loginBody.safeParse(ctx.request.body)
    const owner = deps.owner()
    if (!body.success || !(await verifyPassword(body.data.password, owner.passwordHash))) {
      deps.limiter.fail(client)
      throw new HttpError(401, messages.badPassword)
    }
    deps.limiter.succeed(client)
    // A fresh session id at every sign-in (no fixation); the old one, if any, is dropped.
    deps.sessions.destroy(ctx.cookies.get(SESSION_COOKIE))
    setSessionCookie(ctx, deps.sessions.create(owner.name), deps.sessions.limits.absoluteMs)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { authenticated: true, name: owner.name }
  })

  router.post('/logout', (ctx) => {
    deps.sessions.destroy(ctx.cookies.get(SESSION_COOKIE))
    setSessionCookie(ctx, null, 0)
    ctx.body = { authenticated: false, name: null }
  })

  return router
}
