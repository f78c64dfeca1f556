import { Router } from '@koa/router'
import type { Context } from 'koa'
import { resolveStoreKey, type StoreKey } from '../../../content/portfolio/store.ts'
import type { PortfolioStore } from './PortfolioStore.ts'
import { HttpError, messages } from '../shared/http/errors.ts'
import { jsonOnly } from '../shared/http/jsonOnly.ts'
import { requireAuth } from '../auth/index.ts'
import { importRemoteImages, type FetchImage } from './importRemoteImages.ts'
import { requireStoredUploads } from '../uploads/index.ts'
import { thumbnailsOf } from '../uploads/index.ts'

const storeKeyOf = (ctx: Context): StoreKey => {
  const key = resolveStoreKey(String((ctx as Context & { params: Record<string, string> }).params.service))
  if (!key) throw new HttpError(404, messages.unknownService)
  return key
}

/**
 * The portfolio API of spec section 7, plus the order of a group. Every route needs a signed-in owner.
 * Each change answers with the history entry it recorded (`change`, null when nothing changed), whose id
 * `POST /api/history/{id}/undo` takes. https image addresses in an added or changed item are imported
 * as uploads first (importRemoteImages); `/uploads/` addresses must then name stored uploads in
 * `uploadsDir` (400 otherwise).
 */
export function portfolioRoutes(store: PortfolioStore, images: { fetchImage: FetchImage; uploadsDir: string }) {
  const router = new Router({ prefix: '/api' })
  const checkedInput = async (key: StoreKey, input: unknown, isNew: boolean) => {
    const id = (input as { id?: unknown } | null)?.id
    const stored = isNew ? undefined : store.data[key].find((item) => item.id === id)
    const imported = await importRemoteImages(input, stored, { ...images, requireAlt: isNew })
    await requireStoredUploads(imported, images.uploadsDir)
    return imported
  }

  router.get('/admin/portfolio', requireAuth, (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = store.data
  })

  // The admin list's thumbnails: `{ "/uploads/x.jpg": "/uploads/x-480w.webp" }`, null for a missing file.
  router.get('/admin/thumbnails', requireAuth, async (ctx) => {
    ctx.body = await thumbnailsOf(store.data, images.uploadsDir)
  })

  router.post('/portfolio/:service', requireAuth, jsonOnly(), async (ctx) => {
    const key = storeKeyOf(ctx)
    const { item, change } = await store.add(key, await checkedInput(key, ctx.request.body, true))
    ctx.status = 201
    ctx.body = { ok: true, item, change }
  })

  router.put('/portfolio/:service', requireAuth, jsonOnly(), async (ctx) => {
    const key = storeKeyOf(ctx)
    const { item, change } = await store.update(key, await checkedInput(key, ctx.request.body, false))
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
