/**
 * The public-intake guard's README lists every public route with its budgets: the routes are read from the
 * routers the whole app mounts (every feature on), and each one a request reaches without the owner's
 * session must have its row there, and each route there must still be mounted.
 */
import { mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Router } from '@koa/router'
import type Koa from 'koa'
import { describe, expect, it } from 'vitest'
import { requireAuth } from './auth/index.ts'
import { listingsApp } from '../../tests/support/listingsApp.ts'

const README = path.join(import.meta.dirname, 'shared', 'intake', 'README.md')

/** `METHOD /path` of every route of the app's routers that neither it nor a guard of its router keeps for the owner. */
function publicRoutes(app: Koa): string[] {
  const routes: string[] = []
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: Router }).router
    if (!router) continue
    // `router.use(paths, requireAuth)`: a layer with no method that keeps its paths for the owner.
    const ownerOnly = router.stack.filter((layer) => layer.methods.length === 0 && layer.stack.includes(requireAuth))
    for (const layer of router.stack) {
      if (layer.methods.length === 0 || layer.stack.includes(requireAuth)) continue
      if (ownerOnly.some((guard) => guard.match(String(layer.path)))) continue
      for (const method of layer.methods) if (method !== 'HEAD') routes.push(`${method} ${String(layer.path)}`)
    }
  }
  return [...new Set(routes)]
}

/** The routes the README's table of public routes names (`METHOD /path` in code spans). */
async function listedRoutes(): Promise<string[]> {
  const text = await readFile(README, 'utf8')
  const section = text.slice(text.indexOf('## Public routes and their budgets'))
  const table = section.split('\n').filter((line) => line.startsWith('| `'))
  return table.flatMap((row) => [...row.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) \/[^`]*)`/g)].map((m) => m[1]!))
}

describe('the public routes and their budgets', () => {
  it('lists every route a request reaches without the owner, and no route that is gone', async () => {
    const siteDir = await mkdtemp(path.join(os.tmpdir(), 'public-routes-'))
    const { app } = await listingsApp({ app: { siteDir, health: () => ({ ok: true, features: {} }) } })
    const mounted = publicRoutes(app)
    // Read from the routers, not written out: the owner's routes are not among them, the doors are.
    expect(mounted).toContain('POST /api/bookings/manage/:token/deposit')
    expect(mounted).toContain('POST /api/account/sign-in')
    expect(mounted).not.toContain('GET /api/leads')
    expect(mounted).not.toContain('GET /api/orders')
    const listed = await listedRoutes()
    expect(mounted.filter((route) => !listed.includes(route))).toEqual([])
    expect(listed.filter((route) => !mounted.includes(route))).toEqual([])
  })
})
