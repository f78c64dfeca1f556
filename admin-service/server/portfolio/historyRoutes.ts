import { Router } from '@koa/router'
import { HISTORY_LIMIT } from '../../shared/history.ts'
import type { PortfolioStore } from './PortfolioStore.ts'
import { HttpError, messages } from '../shared/http/errors.ts'
import { requireAuth } from '../auth/index.ts'

const DEFAULT_LIMIT = 50

/**
 * `/api/history`: the recorded changes to the portfolio, newest first (`?limit=N`, 1-500, default 50),
 * and `POST /api/history/{id}/undo`, which reverts one change as a new change: 404 for an unknown id,
 * 409 when a later change to the same item is in the way. Every route needs a signed-in owner.
 */
export function historyRoutes(store: PortfolioStore) {
  const router = new Router({ prefix: '/api/history' })

  router.get('/', requireAuth, (ctx) => {
    const raw = ctx.query.limit
    const limit = raw === undefined ? DEFAULT_LIMIT : typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : 0
    if (limit < 1 || limit > HISTORY_LIMIT) throw new HttpError(400, messages.badHistoryLimit)
    ctx.body = store.history(limit)
  })

  router.post('/:id/undo', requireAuth, async (ctx) => {
    const id = ctx.params.id!
    if (!/^\d{1,15}$/.test(id)) throw new HttpError(404, messages.notFound)
    const { change } = await store.undo(Number(id))
    ctx.body = { ok: true, change }
  })

  return router
}
