import type { Context, Middleware } from 'koa'
import type { SessionStore } from '../auth/SessionStore.ts'
import { HttpError, messages } from '../errors.ts'

export const SESSION_COOKIE = 'admin_sid'

/**
 * Resolves `ctx.state.user` from the session cookie, or, only when `trustedHeader` is configured
 * (deployments behind an auth proxy), from that request header.
 */
export function sessionAuth(sessions: SessionStore, trustedHeader?: string): Middleware {
  return async (ctx, next) => {
    const session = sessions.get(ctx.cookies.get(SESSION_COOKIE))
    const proxied = trustedHeader ? ctx.get(trustedHeader).trim() : ''
    ctx.state.user = session ? { name: session.name } : proxied ? { name: proxied.slice(0, 80) } : null
    return next()
  }
}

export const requireAuth: Middleware = async (ctx, next) => {
  if (!ctx.state.user) throw new HttpError(401, messages.unauthenticated)
  return next()
}

export function setSessionCookie(ctx: Context, value: string | null, maxAgeMs: number): void {
  ctx.cookies.set(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: '/',
    overwrite: true,
    ...(value ? { maxAge: maxAgeMs } : { maxAge: 0, expires: new Date(0) }),
  })
}
