import { HttpError, messages } from './errors.ts'

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
   * set): its quote form posts to `/api/leads` on its own host name, which the proxy passes on (LEAD_PATH).
   * Null for a local service, whose own pages carry the form.
   */
  siteOrigin: string | null
}

/** The public quote form's endpoint, the one path the public site's host name may reach. */
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

/**
 * Refuses requests for any other host with 421 Misdirected Request (DNS rebinding, stray virtual hosts),
 * except a quote request (POST LEAD_PATH), the booking island's public calls and a delivery's downloads for the
 * public site's host name.
 */
export function hostGuard(policy: OriginPolicy) {
  const siteHost = policy.siteOrigin ? new URL(policy.siteOrigin).hostname : null
  return async (ctx: { hostname: string; method: string; path: string }, next: () => Promise<unknown>) => {
    // Koa reports IPv6 literals in brackets, as the set holds them.
    const host = ctx.hostname.toLowerCase()
    const lead =
      host === siteHost &&
      ((ctx.method === 'POST' && ctx.path === LEAD_PATH) ||
        isPublicBookingPath(ctx.method, ctx.path) ||
        isPublicDeliveryPath(ctx.method, ctx.path))
    if (!policy.hosts.has(host) && !lead) throw new HttpError(421, messages.wrongHost)
    return next()
  }
}
