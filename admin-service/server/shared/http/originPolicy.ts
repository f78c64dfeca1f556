import type { Context } from 'koa'
import { HttpError, messages } from './errors.ts'
import { requestOrigin } from './requestOrigin.ts'

/** What follows from the one public-origin setting (ADMIN_PUBLIC_ORIGIN). */
export type OriginPolicy = {
  /** The origin browsers use, or null for a local service (its own origin from the request). */
  publicOrigin: string | null
  /** Host names the service answers to; any other Host is refused (DNS rebinding). */
  hosts: ReadonlySet<string>
  /** `Secure` cookies with the `__Host-` prefix (an https public origin). */
  secureCookies: boolean
  /** Reverse proxies in front (Koa's maxIpsCount): the client address is the one the nearest appended. 0: none. */
  proxyHops: number
  /**
   * The public site's origin (SITE_ORIGIN) when it is served apart from the service (a public origin is
   * set): its quote form, booking island, delivery pages and the agents' door reach the service on its own
   * host name, through the proxy (hostGuard lists the paths). Null for a local service, which serves both.
   */
  siteOrigin: string | null
}

/** The public quote form's endpoint. */
export const LEAD_PATH = '/api/leads'

/** The booking API's public calls, which the public host passes on like LEAD_PATH (deploy/nginx.conf). */
export function isPublicBookingPath(method: string, path: string): boolean {
  if (method === 'GET')
    return path === '/api/booking/options' || path === '/api/booking/slots' || path.startsWith('/api/bookings/manage/')
  if (method === 'POST')
    return path === '/api/booking/holds' || path === '/api/bookings' || path.startsWith('/api/bookings/manage/')
  return false
}

/**
 * A delivery page's downloads, previews and payment state (listings/deliveryRoutes.ts), which the public host
 * passes on beside its static delivery page (deploy/nginx.conf).
 */
export function isPublicDeliveryPath(method: string, path: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    /^\/delivery\/[A-Za-z0-9_-]+\/(files\/[^/]+|previews\/[^/]+\.webp|access)$/.test(path)
  )
}

/**
 * The agents' door (server/account): its page, sign-in link and API, which the public host passes on too
 * (deploy/nginx.conf), so that an agent's session belongs to the site's host name and `/book` reads it.
 */
export function isPublicAccountPath(path: string): boolean {
  return /^\/(api\/)?account(\/|$)/.test(path)
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * The policy of a service reached at `publicOrigin` (e.g. https://admin.example.com) through `proxyHops`
 * reverse proxies, or, without one, of a local service: loopback host names (and `listenHost` when it is
 * a specific address), plain cookies, no proxy.
 */
export function originPolicy(
  publicOrigin: string | undefined,
  options: { proxyHops?: number; listenHost?: string; siteOrigin?: string } = {},
): OriginPolicy {
  if (!publicOrigin) {
    const listen = options.listenHost && !['0.0.0.0', '::'].includes(options.listenHost) ? [options.listenHost] : []
    const hosts = [...LOOPBACK_HOSTS, ...listen.map((h) => (h.includes(':') ? `[${h}]` : h).toLowerCase())]
    return { publicOrigin: null, hosts: new Set(hosts), secureCookies: false, proxyHops: 0, siteOrigin: null }
  }
  let url: URL
  try {
    url = new URL(publicOrigin)
  } catch {
    throw new Error(`ADMIN_PUBLIC_ORIGIN must be an origin such as https://admin.example.com, got "${publicOrigin}"`)
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== publicOrigin.replace(/\/$/, '')) {
    throw new Error(`ADMIN_PUBLIC_ORIGIN must be an origin such as https://admin.example.com, got "${publicOrigin}"`)
  }
  return {
    publicOrigin: url.origin,
    hosts: new Set([url.hostname]),
    secureCookies: url.protocol === 'https:',
    proxyHops: options.proxyHops ?? 1,
    siteOrigin: options.siteOrigin ? new URL(options.siteOrigin).origin : null,
  }
}

/** The public site's host name when it is served apart from the service (SITE_ORIGIN), else null. */
const siteHostOf = (policy: OriginPolicy) => (policy.siteOrigin ? new URL(policy.siteOrigin).hostname : null)

/**
 * The origin of the host name a request came through, as configured: the public site's (SITE_ORIGIN) for its
 * host name, else the service's public origin, else (a local service) its own origin from the request. Links
 * a browser must open on the host it is on (a sign-in link, bound to a cookie of that host) are made with it.
 */
export function doorOrigin(policy: OriginPolicy, ctx: Pick<Context, 'hostname' | 'protocol' | 'host'>): string {
  if (policy.siteOrigin && ctx.hostname.toLowerCase() === siteHostOf(policy)) return policy.siteOrigin
  return policy.publicOrigin ?? requestOrigin(ctx)
}

/**
 * Refuses requests for any other host with 421 Misdirected Request (DNS rebinding, stray virtual hosts),
 * except, for the public site's host name, a quote request (POST LEAD_PATH), the booking island's public calls,
 * a delivery's downloads and the agents' door. The owner's routes and `/admin` answer on the service's own host
 * name only.
 */
export function hostGuard(policy: OriginPolicy) {
  const siteHost = siteHostOf(policy)
  return async (ctx: { hostname: string; method: string; path: string }, next: () => Promise<unknown>) => {
    // Koa reports IPv6 literals in brackets, as the set holds them.
    const host = ctx.hostname.toLowerCase()
    const publicPath =
      host === siteHost &&
      ((ctx.method === 'POST' && ctx.path === LEAD_PATH) ||
        isPublicBookingPath(ctx.method, ctx.path) ||
        isPublicDeliveryPath(ctx.method, ctx.path) ||
        isPublicAccountPath(ctx.path))
    if (!policy.hosts.has(host) && !publicPath) throw new HttpError(421, messages.wrongHost)
    return next()
  }
}
