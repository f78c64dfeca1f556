import path from 'node:path'
import type { Middleware } from 'koa'
import compress from 'koa-compress'
import send from 'koa-send'
import serve from 'koa-static'
import { constants as zlib } from 'node:zlib'
import { byteRanges } from './byteRanges.ts'
import { FRAME_HEADERS } from './contentSecurityPolicy.ts'
import { exists } from '../lib/exists.ts'

/**
 * Cache policy: fingerprinted build assets, the search index's files and the listings' media (named by
 * their content) are immutable; pages, the feed, the search index's manifest (which names the current
 * files) and a listing's downloads (named by the address, new content on a new delivery) revalidate on
 * every use; anything else (photographs, icons, the sitemap) may be kept for an hour.
 */
export function cacheControlFor(filePath: string): string {
  if (/(^|[\\/])(assets|search-index|listing-media)[\\/]/.test(filePath)) return 'public, max-age=31536000, immutable'
  if (/(^|[\\/])delivery[\\/]/.test(filePath)) return 'no-cache'
  if (filePath.endsWith('.html') || filePath.endsWith('feed.xml') || filePath.endsWith('search-index.json'))
    return 'no-cache'
  return 'public, max-age=3600'
}

/** Errors a response hits when its client goes away mid-transfer: not the server's to report. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED'])

/** Koa `error` listener for a server of the site: logs real errors, not clients that hung up. */
export function logServerError(error: Error & { code?: string }): void {
  if (!CLIENT_GONE.has(error.code ?? '')) console.error(error)
}

/** A request for a not-found page itself: `/404`, `/blog/404.html`... */
const NOT_FOUND_PAGE = /(^|\/)404(\.html)?\/?$/

/** A first path segment that can name a section folder (anything else has no section 404 page). */
const SECTION = /^[a-z0-9][a-z0-9-]{0,63}$/

/**
 * The not-found pages that may answer `urlPath`, nearest first: its section's `<section>/404.html`
 * (e.g. blog/404.html for /blog/...), then the root `404.html`. Sections are top-level folders, so
 * this is at most two file checks whatever the length of the path.
 */
export function notFoundCandidates(urlPath: string): string[] {
  const section = urlPath.split('/', 3)[1] ?? ''
  return SECTION.test(section) && urlPath.length > section.length + 1
    ? [`${section}/404.html`, '404.html']
    : ['404.html']
}

/**
 * Koa middleware serving a built site: clean URLs (/about → about/index.html), compression, caching,
 * films in byte ranges (byteRanges.ts), and on a miss the nearest not-found page with status 404 (`blog/404.html` for /blog/..., else
 * `404.html`: notFoundCandidates). `root` may be a function so a publisher can swap releases atomically.
 */
export function staticSite(root: string | (() => string)): Middleware[] {
  const resolve = typeof root === 'function' ? root : () => root
  // The root is resolved once per request, so a release swap mid-request never mixes two releases.
  const pick: Middleware = (ctx, next) => {
    ctx.state.siteRoot = resolve()
    return next()
  }
  const rootOf = (ctx: { state: Record<string, unknown> }) => ctx.state.siteRoot as string
  const setHeaders = (res: { setHeader(name: string, value: string): void }, filePath: string) => {
    res.setHeader('Cache-Control', cacheControlFor(filePath))
    res.setHeader('X-Content-Type-Options', 'nosniff')
    // The rest of each page's policy is in its own <meta>, which cannot say this part.
    for (const [name, value] of Object.entries(FRAME_HEADERS)) res.setHeader(name, value)
  }
  const files: Middleware = async (ctx, next) => {
    // A not-found page is never a page of its own: /blog/404 is answered by notFound, with status 404.
    if (NOT_FOUND_PAGE.test(ctx.path)) return next()
    const dir = rootOf(ctx)
    // koa-static is created per request so a swapped release directory is picked up at once.
    await serve(dir, { extensions: ['html'], setHeaders, hidden: false })(ctx, next)
  }
  const notFound: Middleware = async (ctx, next) => {
    await next()
    if (ctx.status !== 404 || ctx.body != null || !['GET', 'HEAD'].includes(ctx.method)) return
    const dir = rootOf(ctx)
    for (const candidate of notFoundCandidates(ctx.path)) {
      if (await exists(path.join(dir, candidate))) {
        await send(ctx, candidate, { root: dir, setHeaders })
        ctx.status = 404
        return
      }
    }
  }
  return [
    pick,
    compress({ threshold: 1024, br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } }),
    byteRanges,
    notFound,
    files,
  ]
}
