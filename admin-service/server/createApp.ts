import Koa from 'koa'
import type { Publisher } from '../../publisher/Publisher.ts'
import { logServerError, staticSite } from '../../generator/staticSite.ts'
import { LeadStore } from '../store/LeadStore.ts'
import type { PortfolioStore } from '../store/PortfolioStore.ts'
import { LoginLimiter } from './auth/LoginLimiter.ts'
import type { OwnerAccount } from './auth/ownerAccount.ts'
import { SessionStore } from './auth/SessionStore.ts'
import { LeadLimiter } from './leads/LeadLimiter.ts'
import { LeadNotifier } from './leads/LeadNotifier.ts'
import { csrfGuard } from './middleware/csrfGuard.ts'
import { errorHandler } from './middleware/errorHandler.ts'
import { securityHeaders } from './middleware/securityHeaders.ts'
import { sessionAuth } from './middleware/sessionAuth.ts'
import { authRoutes } from './routes/authRoutes.ts'
import { leadRoutes, publicLeadRoutes } from './routes/leadRoutes.ts'
import { portfolioRoutes } from './routes/portfolioRoutes.ts'
import { publishRoutes } from './routes/publishRoutes.ts'
import { serveAdminPage, serveUploads } from './routes/staticRoutes.ts'
import { uploadRoutes } from './routes/uploadRoutes.ts'

export type AppOptions = {
  store: PortfolioStore
  /** The owner account (name and scrypt hash); a function so a changed password applies at once. */
  owner: OwnerAccount | (() => OwnerAccount)
  uploadsDir: string
  sessions?: SessionStore
  limiter?: LoginLimiter
  /** The built admin page (Vite output). */
  webDir?: string
  /**
   * The published public site, served at `/`: a folder, or a function giving the live release's folder
   * (null until the first publish, answered with 503).
   */
  siteDir?: string | (() => string | null)
  /** Publishes the site after portfolio changes (`/api/publish/*` reports it). */
  publisher?: Publisher
  /** Origins accepted on state-changing requests besides the service's own. */
  allowedOrigins?: string[]
  /** Trust X-Forwarded-* (behind a reverse proxy), so `ctx.secure` and the origin are the public ones. */
  trustProxy?: boolean
  /** Off by default: a header set by a trusted auth proxy naming the signed-in user. */
  trustedHeader?: string
  maxUploadBytes?: number
  /**
   * Quote requests: their store (in memory when absent), the outbox that sends them (started by the
   * caller; without channels the inbox is the only notification) and the public form's rate limits.
   */
  leads?: { store: LeadStore; notifier?: LeadNotifier; limiter?: LeadLimiter }
}

/** Answer of the public site before its first release is live. */
const PUBLISHING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="10"><title>Publishing the site</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>The site is being published</h1><p>This page reloads in a few seconds.</p></body></html>`

/** Builds the admin service: `/api/*`, `/uploads/*`, `/admin` and the public site at `/`. */
export function createApp(options: AppOptions): Koa {
  const app = new Koa({ proxy: options.trustProxy ?? false })
  const owner = typeof options.owner === 'function' ? options.owner : () => options.owner as OwnerAccount
  const sessions = options.sessions ?? new SessionStore()
  const limiter = options.limiter ?? new LoginLimiter()
  const leadStore = options.leads?.store ?? LeadStore.inMemory()
  const leads = {
    store: leadStore,
    notifier: options.leads?.notifier ?? new LeadNotifier(leadStore, {}),
    limiter: options.leads?.limiter ?? new LeadLimiter(),
    allowedOrigins: options.allowedOrigins ?? [],
  }

  app.use(errorHandler())
  app.use(securityHeaders)
  app.use(serveUploads(options.uploadsDir))
  if (options.webDir) app.use(serveAdminPage(options.webDir))
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store')
    return next()
  })
  // The public quote form posts without the CSRF header a plain HTML form cannot send; it checks the Origin itself.
  app.use(publicLeadRoutes(leads).routes())
  app.use(csrfGuard(options.allowedOrigins))
  app.use(sessionAuth(sessions, options.trustedHeader))
  for (const router of [
    authRoutes({ owner, sessions, limiter }),
    leadRoutes(leads),
    portfolioRoutes(options.store),
    uploadRoutes(options.uploadsDir, options.maxUploadBytes),
    publishRoutes(options.publisher),
  ]) {
    app.use(router.routes())
    app.use(router.allowedMethods())
  }
  if (options.siteDir) {
    const siteDir = options.siteDir
    const rootOf = typeof siteDir === 'function' ? siteDir : () => siteDir
    const site = staticSite(() => rootOf()!)
    app.use(async (ctx, next) => {
      if (ctx.path.startsWith('/api/')) return next()
      if (rootOf() === null) {
        if (!['GET', 'HEAD'].includes(ctx.method)) return next()
        ctx.status = 503
        ctx.set('Retry-After', '10')
        ctx.set('Cache-Control', 'no-store')
        ctx.type = 'html'
        ctx.body = PUBLISHING_PAGE
        return
      }
      return site.reduceRight<() => Promise<void>>((inner, mw) => () => Promise.resolve(mw(ctx, inner)), next)()
    })
  }
  app.on('error', (error: Error) => {
    if (process.env.NODE_ENV !== 'test') logServerError(error)
  })
  return app
}
