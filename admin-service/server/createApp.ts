import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Koa from 'koa'
import type { SiteDeployer } from '../../publisher/deploy/SiteDeployer.ts'
import type { Publisher, PublishStatus } from '../../publisher/Publisher.ts'
import { staticSite } from '../../generator/index.ts'
import { siteConfig } from '../../content/site-config.ts'
import {
  leadBudgets,
  type LeadBudgets,
  leadOutbox,
  type LeadOutbox,
  leadRoutes,
  LeadStore,
  publicLeadRoutes,
} from './leads/index.ts'
import {
  bookingBudgets,
  type BookingBudgets,
  bookingRoutes,
  BookingStore,
  publicBookingRoutes,
} from './booking/index.ts'
import { type FetchImage, historyRoutes, portfolioRoutes, type PortfolioStore } from './portfolio/index.ts'
import { backupRoutes, type BackupScheduler } from './backup/index.ts'
import {
  authRoutes,
  cookieNames,
  DeviceCookies,
  LoginGuard,
  type OwnerAccount,
  requireAuth,
  sessionAuth,
  SessionStore,
} from './auth/index.ts'
import {
  agentRoutes,
  deliveryRoutes,
  type ListingRouteOptions,
  listingRoutes,
  listingTagOf,
  listingViewRoutes,
  ListingViews,
  LiveDeliveries,
  viewBudgets,
  orderListingRoutes,
  teamRoutes,
  WatermarkedPreviews,
} from './listings/index.ts'
import { IntakeGuard } from './shared/intake/IntakeGuard.ts'
import { IntakeWatch } from './shared/intake/IntakeWatch.ts'
import { intakeRoutes } from './shared/intake/intakeRoutes.ts'
import { csrfGuard } from './shared/http/csrfGuard.ts'
import { errorHandler } from './shared/errors/errorHandler.ts'
import { healthRoutes } from './shared/http/healthRoutes.ts'
import type { ServiceHealth } from './shared/lifecycle/Features.ts'
import { securityHeaders } from './shared/http/securityHeaders.ts'
import { hostGuard, originPolicy } from './shared/http/originPolicy.ts'
import { serviceErrorLog } from './shared/http/serviceErrorLog.ts'
import { publishRoutes } from './publish/index.ts'
import { serveAdminPage } from './shared/http/serveAdminPage.ts'
import { fetchRemoteImage, serveUploads, uploadRoutes } from './uploads/index.ts'
import {
  cardRoutes,
  Deposits,
  downloadLockOf,
  invoiceRoutes,
  InvoiceLinks,
  paymentBudgets,
  type PaymentBudgets,
  paymentsRoutes,
  PaymentsStore,
  type StripeCard,
} from './payments/index.ts'
import { accountBudgets, type AccountBudgets, accountRoutes, AccountStore, SignInMailer } from './account/index.ts'
import { OptOutLinks, publicReviewRoutes, type ReviewRouteOptions, reviewRoutes, ReviewStore } from './reviews/index.ts'

export type AppOptions = {
  store: PortfolioStore
  /** The owner account (name and scrypt hash); a function so a changed password applies at once. */
  owner: OwnerAccount | (() => OwnerAccount)
  uploadsDir: string
  /** Called after each successful sign-in (confirms a first-run password). */
  onSignIn?: () => Promise<void>
  sessions?: SessionStore
  guard?: LoginGuard
  /** Key of the device cookies' HMAC (kept in the data directory, so trusted browsers survive restarts). */
  deviceKey?: Buffer
  /** The built admin page (Vite output). */
  webDir?: string
  /**
   * The published public site, served at `/`: a folder, or a function giving the live release's folder
   * (null until the first publish, answered with 503).
   */
  siteDir?: string | (() => string | null)
  /** Publishes the site after portfolio changes (`/api/publish/*` reports it). */
  publisher?: Publisher
  /** Deploys each release that goes live to object storage (ADMIN_DEPLOY_TARGET); its state is in the publish status. */
  deployer?: SiteDeployer
  /**
   * The origin browsers reach the service at (ADMIN_PUBLIC_ORIGIN, e.g. https://admin.example.com):
   * the only accepted Origin and Host, `Secure` `__Host-` cookies when https, and trust in the reverse
   * proxy's X-Forwarded-For (the address the nearest proxy appended) and X-Forwarded-Proto. Without it the
   * service is local: loopback host names, its own origin, plain cookies, no proxy.
   */
  publicOrigin?: string
  /**
   * The public site's origin (SITE_ORIGIN). With a public origin, the site is served apart (its own host
   * name, deploy/nginx.conf) and its quote form posts to /api/leads there, passed on by the proxy: those
   * posts are accepted for its Host and Origin.
   */
  siteOrigin?: string
  /** Reverse proxies in front of the service (default 1 with a public origin). */
  proxyHops?: number
  /** The address the service listens on, accepted as a Host name besides the loopback names. */
  listenHost?: string
  /** Origins accepted on state-changing requests besides the public (or own) one; for tests. */
  allowedOrigins?: string[]
  /** Off by default: a header set by a trusted auth proxy naming the signed-in user; needs a public origin. */
  trustedHeader?: string
  maxUploadBytes?: number
  /** Fetches https image addresses saved in items (tests point it at a local https server). */
  fetchImage?: FetchImage
  /**
   * Quote requests: their store (in memory when absent), the outbox that sends them (started by the
   * caller; without channels the inbox is the only notification), the public form's budgets and what
   * it refused (shown to the owner, who is e-mailed by the caller's watch: shared/intake/watchDoors.ts).
   */
  leads?: { store: LeadStore; notifier?: LeadOutbox; budgets?: LeadBudgets; watch?: IntakeWatch }
  /**
   * Bookings: their store (in memory when absent, with the sample settings), the public site's origin for
   * manage links (default: the origin a request came to), the public routes' budgets and what they refused.
   */
  booking?: { store: BookingStore; siteOrigin?: string | null; budgets?: BookingBudgets; watch?: IntakeWatch }
  /** The data folder, for the owner's export of everything (`GET /api/export.zip`). */
  dataDir?: string
  /** Continuous backups of the data folder (ADMIN_BACKUP_TARGET); their state is `/api/backup/status`. */
  backups?: BackupScheduler
  /** Listings: their store, the delivery coordinator (with the media preparer) and upload limits. */
  listings?: ListingRouteOptions
  /**
   * Orders, invoices and payments: their store and the invoice links' key (in memory, a random key, when
   * absent), and card payments when Stripe is set up (`log` hears card payments that were not recorded), with
   * the invoice checkout's budgets and what its door refused (the caller's watch e-mails the owner).
   */
  payments?: {
    store: PaymentsStore
    links: InvoiceLinks
    card?: StripeCard
    budgets?: PaymentBudgets
    watch?: IntakeWatch
    /** The payments clock (a test's, or the system's). */
    now?: () => number
    log?: (line: string) => void
  }
  /**
   * The agents' door (`/account`, with the listings' agents): its store and sign-in e-mails (in memory and
   * unsent when absent), and the sign-in door's budgets and what it refused (the caller's watch e-mails the owner).
   */
  account?: { store: AccountStore; mailer: SignInMailer; budgets?: AccountBudgets; watch?: IntakeWatch }
  /** Review requests: their store, the opt-out links and what sends them (in memory and unsent when absent). */
  reviews?: ReviewRouteOptions
  /** The features' health, answered at `GET /api/health` (shared/http/healthRoutes.ts); no such route when absent. */
  health?: () => ServiceHealth
}

/**
 * Answer of the public site before its first release is live: what the publish is doing (the counts of
 * its build, publisher/Publisher.ts), and that the page reloads itself every 10 seconds.
 */
function publishingPage(status: PublishStatus | undefined): string {
  const progress = status?.progress
  const doing =
    status?.state === 'failed'
      ? 'The first publish failed; the site owner can retry it from the admin page.'
      : progress
        ? `Building the site: ${progress.images} photo sizes prepared, ${progress.pages} pages rendered. ` +
          'A first build takes a minute or two.'
        : 'The first build of the site is about to start.'
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="10"><title>Publishing the site</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>The site is being published</h1><p>${doing}</p>
<p>This page reloads every 10 seconds and shows the site as soon as it is live.</p></body></html>`
}

/** Builds the admin service: `/api/*`, `/uploads/*`, `/admin` and the public site at `/`. */
export function createApp(options: AppOptions): Koa {
  const policy = originPolicy(options.publicOrigin, {
    proxyHops: options.proxyHops,
    listenHost: options.listenHost,
    siteOrigin: options.siteOrigin,
  })
  if (options.trustedHeader && !policy.publicOrigin) {
    throw new Error('ADMIN_TRUSTED_HEADER needs ADMIN_PUBLIC_ORIGIN: only a proxy in front may set that header')
  }
  // maxIpsCount: of X-Forwarded-For, only the entries the proxies appended; a client's own claims come first.
  const app = new Koa({ proxy: policy.proxyHops > 0, maxIpsCount: policy.proxyHops })
  const owner = typeof options.owner === 'function' ? options.owner : () => options.owner as OwnerAccount
  const sessions = options.sessions ?? new SessionStore()
  const cookies = cookieNames(policy.secureCookies)
  const leadStore = options.leads?.store ?? LeadStore.inMemory()
  const allowedOrigins = options.allowedOrigins ?? []
  // Each feature's public doors: the one intake guard, with the feature's budgets and watch.
  const leadLimits = options.leads?.budgets ?? leadBudgets()
  const leadWatch = options.leads?.watch ?? new IntakeWatch()
  const leads = {
    store: leadStore,
    notifier: options.leads?.notifier ?? leadOutbox(leadStore, {}),
    budgets: leadLimits,
    watch: leadWatch,
    guard: new IntakeGuard({ watch: leadWatch, junk: leadLimits.junk, policy, allowedOrigins }),
    listingOf: options.listings ? listingTagOf(options.listings.store) : undefined,
  }
  const bookingLimits = options.booking?.budgets ?? bookingBudgets()
  const bookingWatch = options.booking?.watch ?? new IntakeWatch()
  const accountLimits = options.account?.budgets ?? accountBudgets()
  const accountWatch = options.account?.watch ?? new IntakeWatch()
  const listings = options.listings && { ...options.listings, views: options.listings.views ?? ListingViews.inMemory() }
  const viewWatch = listings?.viewWatch ?? new IntakeWatch()

  app.use(errorHandler())
  app.use(securityHeaders)
  app.use(hostGuard(policy))
  app.use(serveUploads(options.uploadsDir))
  if (options.webDir) app.use(serveAdminPage(options.webDir))
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store')
    return next()
  })
  // The public quote form posts without the CSRF header a plain HTML form cannot send; it checks the Origin itself.
  app.use(publicLeadRoutes(leads).routes())
  const payments = options.payments ?? { store: PaymentsStore.inMemory(), links: new InvoiceLinks(randomBytes(32)) }
  // Every booking makes an order in the payments store, and pays its deposit by card where one is asked.
  const bookingOrders = {
    orders: payments.store,
    deposits: new Deposits(payments.store, payments.card, options.payments?.log),
    log: options.payments?.log,
  }
  // The booking island's calls and the manage link check the Origin themselves, like the quote form.
  const bookingStore = options.booking?.store ?? BookingStore.inMemory()
  app.use(
    publicBookingRoutes({
      ...bookingOrders,
      store: bookingStore,
      guard: new IntakeGuard({ watch: bookingWatch, junk: bookingLimits.junk, policy, allowedOrigins }),
      budgets: bookingLimits,
      siteOrigin: options.booking?.siteOrigin ?? policy.siteOrigin,
    }).routes(),
  )
  // A property website's view beacon: no session, no cookie; the Origin is checked by its door.
  if (listings) {
    const budgets = listings.viewBudgets ?? viewBudgets()
    const guard = new IntakeGuard({ watch: viewWatch, junk: budgets.junk, policy, allowedOrigins })
    app.use(listingViewRoutes({ listings: listings.store, views: listings.views, guard, budgets }).routes())
  }
  // The client's invoice, reached by its signed link: no session, no state change.
  app.use(invoiceRoutes(payments).routes())
  // Paying by card: the client's form carries the signed invoice link (its door checks the Origin), Stripe's
  // webhook its signature.
  const checkoutLimits = options.payments?.budgets ?? paymentBudgets()
  const checkoutWatch = options.payments?.watch ?? new IntakeWatch()
  const checkoutGuard = new IntakeGuard({ watch: checkoutWatch, junk: checkoutLimits.junk, policy, allowedOrigins })
  app.use(
    cardRoutes({
      ...payments,
      publicOrigin: policy.publicOrigin,
      guard: checkoutGuard,
      budgets: checkoutLimits,
    }).routes(),
  )
  // A delivery's downloads and previews, by its token like the page: locked while its order is unpaid.
  const siteRoot = typeof options.siteDir === 'string' ? () => options.siteDir as string : options.siteDir
  if (siteRoot && options.listings) {
    const release = () => {
      const client = siteRoot()
      return client ? path.dirname(client) : null
    }
    const mediaDir = options.listings.delivery.preparer.mediaDir
    const delivery = deliveryRoutes({
      deliveries: new LiveDeliveries(release),
      lockOf: (listingId) => downloadLockOf(payments.store, payments.links, listingId, options.listings?.store),
      previews: new WatermarkedPreviews(path.join(mediaDir, '.cache', 'previews'), siteConfig.name),
      invoiceOrigin: policy.publicOrigin,
    })
    app.use(delivery.routes())
  }
  // An agent's opt-out from review requests: by its link, also posted by the e-mail program (no Origin).
  const reviews = options.reviews ?? { store: ReviewStore.inMemory(), links: new OptOutLinks(randomBytes(32)) }
  app.use(publicReviewRoutes(reviews).routes())
  app.use(csrfGuard(policy, options.allowedOrigins))
  app.use(sessionAuth(sessions, cookies, () => owner().credentialVersion, options.trustedHeader))
  for (const router of [
    authRoutes({
      owner,
      sessions,
      guard: options.guard ?? new LoginGuard(),
      devices: new DeviceCookies(options.deviceKey ?? randomBytes(32)),
      cookies,
      onSignIn: options.onSignIn,
    }),
    leadRoutes(leads),
    bookingRoutes({ ...bookingOrders, store: bookingStore, watch: bookingWatch }),
    portfolioRoutes(options.store, {
      fetchImage: options.fetchImage ?? ((url) => fetchRemoteImage(url)),
      uploadsDir: options.uploadsDir,
    }),
    historyRoutes(options.store),
    uploadRoutes(options.uploadsDir, options.maxUploadBytes),
    publishRoutes(options.publisher, options.deployer, options.listings?.store),
    backupRoutes(options.backups, options.dataDir),
    paymentsRoutes({ ...payments, agents: options.listings?.store }),
    // Every door's junk and caps for the owner's tabs; the sign-in's and the views' come with the listings.
    intakeRoutes(
      {
        leads: leadWatch,
        booking: bookingWatch,
        payments: checkoutWatch,
        ...(listings && { account: accountWatch, listings: viewWatch }),
      },
      requireAuth,
    ),
    reviewRoutes(reviews),
    ...(options.health ? [healthRoutes(options.health)] : []),
    ...(options.listings
      ? [
          accountRoutes({
            store: options.account?.store ?? AccountStore.inMemory(),
            mailer: options.account?.mailer ?? new SignInMailer(undefined),
            sources: { listings: options.listings.store, bookings: bookingStore, payments, leads: leadStore },
            budgets: accountLimits,
            guard: new IntakeGuard({
              watch: accountWatch,
              junk: accountLimits.junk,
              policy,
              allowedOrigins,
            }),
            policy,
            siteOrigin: options.booking?.siteOrigin ?? policy.siteOrigin,
            webDir: options.webDir,
            agentImagesDir: path.join(options.listings.delivery.preparer.mediaDir, 'agents'),
          }),
          listingRoutes({ ...listings!, orders: payments.store }),
          orderListingRoutes({ store: options.listings.store, orders: payments.store, bookings: bookingStore }),
          agentRoutes(options.listings.store, path.join(options.listings.delivery.preparer.mediaDir, 'agents')),
          teamRoutes(options.listings.store),
        ]
      : []),
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
        ctx.body = publishingPage(options.publisher?.getStatus())
        return
      }
      return site.reduceRight<() => Promise<void>>((inner, mw) => () => Promise.resolve(mw(ctx, inner)), next)()
    })
  }
  const logError = serviceErrorLog()
  app.on('error', (error: Error, ctx?: Koa.Context) => {
    if (process.env.NODE_ENV !== 'test') logError(error, ctx)
  })
  return app
}
