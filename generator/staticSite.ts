import { access } from 'node:fs/promises'
import path from 'node:path'
import type { Middleware } from 'koa'
import compress from 'koa-compress'
import send from 'koa-send'
import serve from 'koa-static'
import { constants as zlib } from 'node:zlib'
import { FRAME_HEADERS } from './contentSecurityPolicy.ts'

/** Cache policy: fingerprinted build assets are immutable, everything else revalidates. */
export function cacheControlFor(filePath: string): string {
  if (/[\\/]assets[\\/]/.test(filePath)) return 'public, max-age=31536000, immutable'
  if (filePath.endsWith('.html')) return 'no-cache'
  return 'public, max-age=3600'
}

/** Errors a response hits when its client goes away mid-transfer: not the server's to report. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED'])

/** Koa `error` listener for a server of the site: logs real errors, not clients that hung up. */
export function logServerError(error: Error & { code?: string }): void {
  if (!CLIENT_GONE.has(error.code ?? '')) console.error(error)
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/**
 * Koa middleware serving a built site: clean URLs (/about → about/index.html), compression, caching,
 * and on a miss the nearest not-found page with status 404 (`blog/404/index.html` for /blog/..., else
 * `404.html`). `root` may be a function so a publisher can swap releases atomically.
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
    const dir = rootOf(ctx)
    // koa-static is created per request so a swapped release directory is picked up at once.
    await serve(dir, { extensions: ['html'], setHeaders, hidden: false })(ctx, next)
  }
  const notFound: Middleware = async (ctx, next) => {
    await next()
    if (ctx.status !== 404 || ctx.body != null || !['GET', 'HEAD'].includes(ctx.method)) return
    const dir = rootOf(ctx)
    const segments = ctx.path.split('/').filter(Boolean)
    for (let depth = segments.length - 1; depth >= 0; depth--) {
      const candidate = path.posix.join(...segments.slice(0, depth), depth ? '404/index.html' : '404.html')
      if (await exists(path.join(dir, candidate))) {
        await send(ctx, candidate, { root: dir, setHeaders })
        ctx.status = 404
        return
      }
    }
  }
  return [pick, compress({ threshold: 1024, br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } }), notFound, files]
}
