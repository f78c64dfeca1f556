import { Router } from '@koa/router'
import type { Context } from 'koa'
import { resolveStoreKey, type StoreKey } from '../../../content/portfolio/store.ts'
import type { PortfolioStore } from '../../store/PortfolioStore.ts'
import { HttpError, messages } from '../errors.ts'
import { jsonOnly } from '../middleware/jsonOnly.ts'
import { requireAuth } from '../middleware/sessionAuth.ts'
import { requireStoredUploads } from '../uploads/storedUploads.ts'

const storeKeyOf = (ctx: Context): StoreKey => {
  const key = resolveStoreKey(String((ctx as Context & { params: Record<string, string> }).params.service))
  if (!key) throw new HttpError(404, messages.unknownService)
  return key
}

/** The portfolio API of spec section 7. Every route needs a signed-in owner; uploads named must exist in `uploadsDir`. */
export function portfolioRoutes(store: PortfolioStore, uploadsDir: string) {
  const router = new Router({ prefix: '/api' })

  router.get('/admin/portfolio', requireAuth, (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = store.data
  })

  router.post('/portfolio/:service', requireAuth, jsonOnly(), async (ctx) => {
    await requireStoredUploads(ctx.request.body, uploadsDir)
    const item = await store.add(storeKeyOf(ctx), ctx.request.body)
    ctx.status = 201
    ctx.body = { ok: true, item }
  })

  router.put('/portfolio/:service', requireAuth, jsonOnly(), async (ctx) => {
    await requireStoredUploads(ctx.request.body, uploadsDir)
    ctx.body = { ok: true, item: await store.update(storeKeyOf(ctx), ctx.request.body) }
  })

  router.delete('/portfolio/:service/:itemId', requireAuth, async (ctx) => {
    await store.remove(storeKeyOf(ctx), ctx.params.itemId!)
    ctx.body = { ok: true }
  })

  return router
}
