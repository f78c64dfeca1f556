import { Router } from '@koa/router'
import type { Middleware } from 'koa'
import { intakeFeatures, type IntakeFeature, type IntakeFigures } from '../../../shared/intake.ts'
import type { IntakeWatch } from './IntakeWatch.ts'

/**
 * `GET /api/intake`: every feature's doors' figures as its watch counts them (`IntakeWatch.summary`), null
 * for a feature without a watch here; for the owner only (`ownerOnly`: the session's guard, which the app
 * passes in, since this layer imports no feature).
 */
export function intakeRoutes(watches: Partial<Record<IntakeFeature, IntakeWatch>>, ownerOnly: Middleware) {
  const router = new Router({ prefix: '/api' })
  router.get('/intake', ownerOnly, (ctx) => {
    const figures = Object.fromEntries(intakeFeatures.map((f) => [f, watches[f]?.summary() ?? null]))
    ctx.body = figures as IntakeFigures
  })
  return router
}
