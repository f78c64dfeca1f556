import { rm } from 'node:fs/promises'
import path from 'node:path'
import { Router } from '@koa/router'
import type { Context } from 'koa'
import { parseListingLink } from '../../../content/listings/links.ts'
import { ENTITY_ID } from '../../../content/listings/store.ts'
import type { ListingStore } from './ListingStore.ts'
import { HttpError, messages } from '../shared/http/errors.ts'
import { jsonOnly } from '../shared/http/jsonOnly.ts'
import { requireAuth } from '../auth/index.ts'
import type { DeliveryCoordinator } from './DeliveryCoordinator.ts'
import type { ListingViews } from './ListingViews.ts'
import type { ViewBudgets } from './listingViewRoutes.ts'
import type { IntakeWatch } from '../shared/intake/IntakeWatch.ts'
import { listingMessages } from './listingErrors.ts'
import { listingView } from './listingView.ts'
import { checkOrderId, type OrderDesk } from './orderListing.ts'
import type { FileLimits } from './receiveFile.ts'
import { uploadMedia } from './uploadMedia.ts'

export type ListingRouteOptions = {
  store: ListingStore
  delivery: DeliveryCoordinator
  /** The property websites' views (in memory when absent); each listing shows its own. */
  views?: ListingViews
  /** The views door's watch (what it refused, the owner's alerts) and budgets (the defaults when absent). */
  viewWatch?: IntakeWatch
  viewBudgets?: ViewBudgets
  /** Upload limits (tests lower them). */
  limits?: FileLimits
  /** The orders a listing may name (`orderId`); without them a listing names none. */
  orders?: OrderDesk
}

const params = (ctx: Context) => (ctx as Context & { params: Record<string, string> }).params

/**
 * The listings API (admin-service/server/listings/README.md lists it), owner session and CSRF like the rest.
 * Uploads stream to the listing's folder of the media directory; photos are then prepared in the background.
 */
export function listingRoutes({ store, delivery, limits, views, orders }: ListingRouteOptions) {
  const router = new Router({ prefix: '/api' })
  const preparer = delivery.preparer
  const listingOf = (ctx: Context) => {
    const id = params(ctx).id!
    const listing = ENTITY_ID.test(id) ? store.get(id) : undefined
    if (!listing) throw new HttpError(404, listingMessages.listingNotFound)
    return listing
  }
  const view = (id: string) => listingView(store.require(id), store.agents, views)

  router.get('/listings', requireAuth, (ctx) => {
    ctx.body = {
      listings: store.listings.map((l) => listingView(l, store.agents, views)),
      agents: store.agents,
      teams: store.teams,
      settings: store.settings,
    }
  })

  router.get('/listings/history', requireAuth, (ctx) => {
    const limit = Number(ctx.query.limit ?? 50)
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new HttpError(400, messages.badHistoryLimit)
    ctx.body = { changes: store.history(limit) }
  })

  router.put('/listings/settings', requireAuth, jsonOnly(), async (ctx) => {
    const settings = await store.setSettings(ctx.request.body)
    ctx.body = { settings }
  })

  router.post('/listings', requireAuth, jsonOnly(), async (ctx) => {
    checkOrderId(orders, ctx.request.body)
    const listing = await store.create(ctx.request.body)
    ctx.status = 201
    ctx.body = { listing: view(listing.id) }
  })

  router.get('/listings/:id', requireAuth, (ctx) => {
    ctx.body = { listing: view(listingOf(ctx).id) }
  })

  router.put('/listings/:id', requireAuth, jsonOnly(), async (ctx) => {
    checkOrderId(orders, ctx.request.body)
    const listing = await store.update(listingOf(ctx).id, ctx.request.body)
    ctx.body = { listing: view(listing.id) }
  })

  // Files (multipart, field `files`, an optional `kind: floorPlan` first), or a film or tour link (JSON).
  router.post('/listings/:id/media', requireAuth, async (ctx) => {
    const listing = listingOf(ctx)
    let added
    if (ctx.is('multipart/form-data')) {
      const items = await uploadMedia(ctx, preparer.listingDir(listing.id), limits)
      try {
        added = await store.addMedia(listing.id, items)
      } catch (error) {
        await Promise.all(
          items.map(
            (i) =>
              'file' in i && i.file && rm(path.join(preparer.listingDir(listing.id), i.file.name), { force: true }),
          ),
        )
        throw error
      }
      preparer.warm(store.require(listing.id), store.settings)
    } else if (ctx.is('application/json')) {
      await jsonOnly()(ctx, async () => {})
      const body = (ctx.request.body ?? {}) as { kind?: unknown; url?: unknown; caption?: unknown }
      if (body.kind !== 'film' && body.kind !== 'tour')
        throw new HttpError(400, `${listingMessages.badLink}: kind must be "film" or "tour"`, {
          kind: 'must be "film" or "tour"',
        })
      const link = parseListingLink(typeof body.url === 'string' ? body.url : '', body.kind)
      if (!link.ok) throw new HttpError(400, `${listingMessages.badLink}: url ${link.error}`, { url: link.error })
      const caption = typeof body.caption === 'string' ? body.caption : ''
      added = await store.addMedia(listing.id, [
        { kind: body.kind, caption, link: { src: link.src, provider: link.provider } },
      ])
    } else throw new HttpError(415, listingMessages.multipartOnly)
    ctx.status = 201
    ctx.body = { media: added, listing: view(listing.id) }
  })

  router.put('/listings/:id/media/order', requireAuth, jsonOnly(), async (ctx) => {
    const ids = await store.reorderMedia(listingOf(ctx).id, (ctx.request.body as { ids?: unknown } | null)?.ids)
    ctx.body = { ids }
  })

  router.put('/listings/:id/media/:mediaId', requireAuth, jsonOnly(), async (ctx) => {
    const item = await store.updateMedia(listingOf(ctx).id, params(ctx).mediaId!, ctx.request.body)
    ctx.body = { item }
  })

  router.delete('/listings/:id/media/:mediaId', requireAuth, async (ctx) => {
    const listing = listingOf(ctx)
    const removed = await store.removeMedia(listing.id, params(ctx).mediaId!)
    // The file goes with its item: releases that published it hold their own copy.
    if ('file' in removed && removed.file)
      await rm(path.join(preparer.listingDir(listing.id), removed.file.name), { force: true })
    ctx.body = { ok: true, listing: view(listing.id) }
  })

  router.post('/listings/:id/deliver', requireAuth, async (ctx) => {
    const listing = await delivery.deliver(listingOf(ctx).id)
    ctx.status = 202
    ctx.body = { listing: listingView(listing, store.agents, views) }
  })

  return router
}
