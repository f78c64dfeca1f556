import helmet from 'koa-helmet'
import type { Middleware } from 'koa'

/** Strict CSP for the admin page, the API and uploads: only same-origin code, no framing, no inline script. */
export const adminCsp = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // blob: for the previews of photos being uploaded.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'same-origin' },
})

/**
 * The public site: each page carries its Content-Security-Policy in a <meta> written at build
 * (generator/contentSecurityPolicy.ts), and staticSite sends the frame-ancestors part a meta cannot;
 * here the generic hardening headers, framing refused.
 */
export const siteHeaders = helmet({
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: 'deny' },
})

export const isAdminPath = (path: string) =>
  path === '/admin' || path.startsWith('/admin/') || path.startsWith('/api/') || path.startsWith('/uploads/')

export const securityHeaders: Middleware = (ctx, next) => (isAdminPath(ctx.path) ? adminCsp : siteHeaders)(ctx, next)
