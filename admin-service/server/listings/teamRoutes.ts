import { Router } from '@koa/router'
import type { Context } from 'koa'
import { requireAuth } from '../auth/index.ts'
import { HttpError } from '../shared/http/errors.ts'
import { jsonOnly } from '../shared/http/jsonOnly.ts'
import { listingMessages } from './listingErrors.ts'
import type { ListingStore } from './ListingStore.ts'
import { withMember, withoutMember } from './teamRules.ts'

const params = (ctx: Context) => (ctx as Context & { params: Record<string, string> }).params

/**
 * The owner's teams of agents (listings/README.md, "Teams"): list, create, change (name, kind, brokerage,
 * members, billing contact, terms), add or remove one member, and remove a team. Owner session only.
 */
export function teamRoutes(store: ListingStore) {
  const router = new Router({ prefix: '/api/teams' })
  router.use(requireAuth)
  const idOf = (ctx: Context) => {
    const id = params(ctx).id!
    if (!store.getTeam(id)) throw new HttpError(404, listingMessages.teamNotFound)
    return id
  }
  const agentIdOf = (ctx: Context) => {
    const agentId = (ctx.request.body as { agentId?: unknown } | undefined)?.agentId
    if (typeof agentId !== 'string' || !store.getAgent(agentId))
      throw new HttpError(400, listingMessages.agentNotFound, { agentId: 'names no agent profile' })
    return agentId
  }

  router.get('/', (ctx) => {
    ctx.body = { teams: store.teams }
  })

  router.post('/', jsonOnly(), async (ctx) => {
    ctx.status = 201
    ctx.body = { team: await store.addTeam(ctx.request.body) }
  })

  router.get('/:id', (ctx) => {
    ctx.body = { team: store.getTeam(idOf(ctx)) }
  })

  router.put('/:id', jsonOnly(), async (ctx) => {
    ctx.body = { team: await store.updateTeam(idOf(ctx), ctx.request.body) }
  })

  router.delete('/:id', async (ctx) => {
    await store.removeTeam(idOf(ctx))
    ctx.body = { ok: true }
  })

  router.post('/:id/members', jsonOnly(), async (ctx) => {
    const id = idOf(ctx)
    ctx.body = { team: await store.editTeam(id, withMember(agentIdOf(ctx))) }
  })

  router.delete('/:id/members/:agentId', async (ctx) => {
    const id = idOf(ctx)
    const agentId = params(ctx).agentId!
    if (!store.getTeam(id)!.memberIds.includes(agentId)) throw new HttpError(404, listingMessages.notMember)
    ctx.body = { team: await store.editTeam(id, withoutMember(agentId)) }
  })

  return router
}
