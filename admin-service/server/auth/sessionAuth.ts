import type { Context, Middleware } from 'koa'
import type { SessionStore } from './SessionStore.ts'
import { HttpError, messages } from '../shared/http/errors.ts'

/** The service's cookies; over https `Secure` with the `__Host-` prefix (no Domain, Path=/, this host only). */
export type CookieNames = { secure: boolean; session: string; device: string }

export const cookieNames = (secure: boolean): CookieNames => ({
  secure,
  session: secure ? '__Host-admin_sid' : 'admin_sid',
  device: secure ? '__Host-admin_device' : 'admin_device',
})

/**
 * Resolves `ctx.state.user` from the session cookie (a session of the owner's current credential
 * version), or, only when `trustedHeader` is configured (deployments behind an auth proxy that strips
 * it from client requests), from that request header.
 */
export function sessionAuth(
  sessions: SessionStore,
  cookies: CookieNames,
  credential: () => number,
  trustedHeader?: string,
): Middleware {
  return async (ctx, next) => {
    const session = sessions.get(ctx.cookies.get(cookies.session), credential())
    const proxied = trustedHeader ? ctx.get(trustedHeader).trim() : ''
    ctx.state.user = session ? { name: session.name } : proxied ? { name: proxied.slice(0, 80) } : null
    return next()
  }
}

export const requireAuth: Middleware = async (ctx, next) => {
  if (!ctx.state.user) throw new HttpError(401, messages.unauthenticated)
  return next()
}

/** Sets (or, with `value` null, clears) one of the service's cookies: httpOnly, SameSite=Strict, Path=/. */
export function setCookie(ctx: Context, cookies: CookieNames, name: string, value: string | null, maxAgeMs: number) {
  // Behind a TLS-terminating proxy the hop to this service is plain http; the public origin says https.
  if (cookies.secure) ctx.cookies.secure = true
  ctx.cookies.set(name, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: cookies.secure,
    path: '/',
    overwrite: true,
    ...(value ? { maxAge: maxAgeMs } : { maxAge: 0, expires: new Date(0) }),
  })
}
