import type { Context } from 'koa'

/**
 * The service's own origin as this request reached it, from its protocol and host (behind a proxy, as the
 * proxy forwarded them). Koa 3's `ctx.origin` is the request's `Origin` header instead, which a client
 * chooses and which is absent from most GETs, so it never stands for the service's origin.
 */
export const requestOrigin = (ctx: Pick<Context, 'protocol' | 'host'>): string => `${ctx.protocol}://${ctx.host}`
