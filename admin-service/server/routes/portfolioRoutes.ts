import { Router } from '@koa/router'
import type { Context } from 'koa'
import { resolveStoreKey, type StoreKey } from '../../../content/portfolio/store.ts'
import type { PortfolioStore } from '../../store/PortfolioStore.ts'
import { HttpError, messages } from '../errors.ts'
import { jsonOnly } from '../middleware/jsonOnly.ts'
import { requireAuth } from '../middleware/sessionAuth.ts'

const storeKeyOf = (ctx: Context): StoreKey => {
  const key = resolveStoreKey(String((ctx as Context & { params: Record<string, string> }).params.service))
  if (!key) throw new HttpError(404, messages.unknownService)
  return key
}

/**
 * The portfolio API of spec section 7, plus the order of a group. Every route needs a signed-in owner.
 * Each change answers with the history entry it recorded (`change`, null when nothing changed), whose id
 * `POST /api/history/{id}/undo` takes.
 */
export function portfolioRoutes(store: PortfolioStore) {
  const router = new Router({ prefix: '/api' })

  router.get('/admin/portfolio', requireAuth, (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = store.data
  })

  router.post('/portfolio/:service', requireAuth, jsonOnly(), async (ctx) => {
    const { item, change } = await store.add(storeKeyOf(ctx), ctx.request.body)
    ctx.status = 201
    ctx.body = { ok: true, item, change }
  })

  router.put('/portfolio/:service', requireAuth, jsonOnly(), async (ctx) => {
    const { item, change } = await store.update(storeKeyOf(ctx), ctx.request.body)
    ctx.body = { ok: true, item, change }
  })

  router.put('/portfolio/:service/order', requireAuth, jsonOnly(), async (ctx) => {
    const { ids, change } = await store.reorder(storeKeyOf(ctx), (ctx.request.body as { ids?: unknown } | null)?.ids)
    ctx.body = { ok: true, ids, change }
  })

  router.delete('/portfolio/:service/:itemId', requireAuth, async (ctx) => {
    const { change } = await store.remove(storeKeyOf(ctx), ctx.params.itemId!)
    ctx.body = { ok: true, change }
  })

  return router
}
