import { Router } from '@koa/router'
import { isbot } from 'isbot'
import { brandedPageOf } from '../../../content/listings/publication.ts'
import { ENTITY_ID } from '../../../content/listings/store.ts'
import { HttpError } from '../shared/http/errors.ts'
import { connectionOf, type Door, type IntakeGuard } from '../shared/intake/IntakeGuard.ts'
import { RateLimit } from '../shared/intake/RateLimit.ts'
import { listingMessages } from './listingErrors.ts'
import type { ListingStore } from './ListingStore.ts'
import type { ListingViews } from './ListingViews.ts'

/**
 * Views one connection may have counted per hour, and all together: an office or a family behind one address
 * opens a few dozen property pages; a script counting the same page again and again is cut off. The global cap
 * is far beyond a small studio's listings' busiest hour. Thirty refusals in ten minutes is a script.
 */
export const DEFAULT_VIEW_LIMITS = { perConnection: 60, global: 20_000, junkPerConnection: 30 }

/** The views door's budgets: the service's one rate limiter (shared/intake/RateLimit.ts). */
export function viewBudgets(limits: Partial<typeof DEFAULT_VIEW_LIMITS> = {}) {
  const l = { ...DEFAULT_VIEW_LIMITS, ...limits }
  return {
    connection: new RateLimit('view-ip', { points: l.perConnection, windowSeconds: 3600 }),
    global: new RateLimit('view-all', { points: l.global, windowSeconds: 3600 }),
    junk: new RateLimit('view-junk', { points: l.junkPerConnection, windowSeconds: 600 }),
  }
}
export type ViewBudgets = ReturnType<typeof viewBudgets>

/**
 * `POST /api/listings/{id}/views`: one view of a property website, sent by its page's island once per page view
 * (templates/islands/PropertyViews.tsx), no session, no cookie, no body. Only the site's own pages (Origin),
 * through the views door of the public-intake guard with its budgets; a listing whose branded page is not
 * published is 404; a bot's user agent (isbot) is answered 204 and not counted. 204 once counted.
 */
export function listingViewRoutes(options: {
  listings: ListingStore
  views: ListingViews
  guard: IntakeGuard
  budgets: ViewBudgets
}) {
  const { listings, views, guard, budgets } = options
  const router = new Router()
  const door: Door<string> = {
    name: 'property website views',
    body: null,
    sameSite: true,
    read: (ctx) => {
      const id = (ctx as typeof ctx & { params: Record<string, string> }).params.id!
      const listing = ENTITY_ID.test(id) ? listings.get(id) : undefined
      if (!listing?.deliveredAt || brandedPageOf(listing) === 'removed')
        throw new HttpError(404, listingMessages.listingNotFound)
      return listing.id
    },
    budgets: (_id, ctx) => [
      { kind: 'connection', limit: budgets.connection, key: connectionOf(ctx) },
      { kind: 'global', limit: budgets.global, key: 'all' },
    ],
    texts: {
      origin: listingMessages.viewOrigin,
      tooLarge: listingMessages.viewJunk,
      type: listingMessages.viewJunk,
      connection: listingMessages.viewTooMany,
      identity: listingMessages.viewTooMany,
      global: listingMessages.viewBusy,
      junk: listingMessages.viewJunk,
    },
  }

  router.post('/api/listings/:id/views', async (ctx) => {
    // A crawler that runs the page's script is still a crawler: answered like a view, counted nowhere.
    const agent = ctx.get('User-Agent')
    if (!agent || isbot(agent)) {
      ctx.status = 204
      return
    }
    const id = await guard.admit(ctx, door)
    await views.count(id)
    ctx.status = 204
  })
  return router
}
