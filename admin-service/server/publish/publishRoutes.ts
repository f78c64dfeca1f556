import { Router } from '@koa/router'
import type { SiteDeployer } from '../../../publisher/deploy/SiteDeployer.ts'
import type { Publisher } from '../../../publisher/Publisher.ts'
import { addressLine } from '../../../content/listings/store.ts'
import type { ListingStore } from '../listings/index.ts'
import { HttpError, messages } from '../shared/http/errors.ts'
import { requireAuth } from '../auth/index.ts'

/** A listing whose delivery (its own partial publish) is under way or failed, named by its address. */
export interface ListingPublishState {
  id: string
  address: string
  state: 'delivering' | 'failed'
  error: string | null
  at: string
}

function listingStates(listings: ListingStore | undefined): ListingPublishState[] {
  const states: ListingPublishState[] = []
  for (const l of listings?.listings ?? []) {
    const d = l.delivery
    if (d?.state === 'delivering' || d?.state === 'failed')
      states.push({ id: l.id, address: addressLine(l.address), state: d.state, error: d.error, at: d.at })
  }
  return states
}

/**
 * What the admin page shows about the public site: the site publisher's state (a listing's publish never
 * changes it), the releases kept, when releases are deployed to object storage the deploy's state (null
 * otherwise), and apart from those the listings whose delivery is under way or failed (`listings`).
 */
async function statusBody(publisher: Publisher, deployer: SiteDeployer | undefined, listings?: ListingStore) {
  const releases = await publisher.releases()
  const canRollback = (await publisher.previousRelease()) !== null
  return {
    enabled: true,
    ...publisher.getStatus(),
    releases,
    canRollback,
    deploy: deployer?.getStatus() ?? null,
    listings: listingStates(listings),
  }
}

/**
 * `/api/publish/*`: the publish status (idle, queued, building, failed; the deploy's state), a retry
 * after a failure, a rollback to the previous release (deployed like any release) and a retry of a
 * failed deploy. Every route needs a signed-in owner. Without a publisher (the service serves a site
 * built elsewhere) the status says `enabled: false` and the rest answers 409.
 */
export function publishRoutes(publisher: Publisher | undefined, deployer?: SiteDeployer, listings?: ListingStore) {
  const router = new Router({ prefix: '/api/publish' })
  const publishing = () => {
    if (!publisher) throw new HttpError(409, messages.publishingOff)
    return publisher
  }

  router.get('/status', requireAuth, async (ctx) => {
    ctx.body = publisher ? await statusBody(publisher, deployer, listings) : { enabled: false }
  })

  router.post('/', requireAuth, async (ctx) => {
    publishing().schedule()
    ctx.status = 202
    ctx.body = { ok: true, status: await statusBody(publishing(), deployer, listings) }
  })

  router.post('/rollback', requireAuth, async (ctx) => {
    const { state } = publishing().getStatus()
    if (state === 'building' || state === 'queued') throw new HttpError(409, messages.publishBusy)
    if ((await publishing().previousRelease()) === null) throw new HttpError(409, messages.noEarlierRelease)
    await publishing().rollback()
    ctx.body = { ok: true, status: await statusBody(publishing(), deployer, listings) }
  })

  router.post('/deploy', requireAuth, async (ctx) => {
    const live = publishing()
    if (!deployer) throw new HttpError(409, messages.deployOff)
    if (!deployer.retry()) throw new HttpError(409, messages.nothingToDeploy)
    ctx.status = 202
    ctx.body = { ok: true, status: await statusBody(live, deployer, listings) }
  })

  return router
}
