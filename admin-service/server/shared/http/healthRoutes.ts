import { Router } from '@koa/router'
import type { ServiceHealth } from '../lifecycle/Features.ts'

/**
 * `GET /api/health`: 200 `{ok: true}` while every feature is well, 503 `{ok: false}` otherwise, for a
 * monitor without a session; the signed-in owner also gets each feature's health (`features`, with what is
 * wrong). `ctx.state.user` is set by the session middleware mounted before.
 */
export function healthRoutes(health: () => ServiceHealth) {
  const router = new Router({ prefix: '/api' })
  router.get('/health', (ctx) => {
    const { ok, features } = health()
    ctx.status = ok ? 200 : 503
    ctx.body = ctx.state.user ? { ok, features } : { ok }
  })
  return router
}
