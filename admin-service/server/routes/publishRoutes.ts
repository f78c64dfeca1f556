import { Router } from '@koa/router'
import type { SiteDeployer } from '../../../publisher/deploy/SiteDeployer.ts'
import type { Publisher } from '../../../publisher/Publisher.ts'
import { HttpError, messages } from '../errors.ts'
import { requireAuth } from '../middleware/sessionAuth.ts'

/**
 * What the admin page shows about the public site: the publisher's state, the releases kept and, when
 * releases are deployed to object storage, the deploy's state (null otherwise).
 */
async function statusBody(publisher: Publisher, deployer: SiteDeployer | undefined) {
  const releases = await publisher.releases()
  const canRollback = (await publisher.previousRelease()) !== null
  return { enabled: true, ...publisher.getStatus(), releases, canRollback, deploy: deployer?.getStatus() ?? null }
}

/**
 * `/api/publish/*`: the publish status (idle, queued, building, failed; the deploy's state), a retry
 * after a failure, a rollback to the previous release (deployed like any release) and a retry of a
 * failed deploy. Every route needs a signed-in owner. Without a publisher (the service serves a site
 * built elsewhere) the status says `enabled: false` and the rest answers 409.
 */
export function publishRoutes(publisher: Publisher | undefined, deployer?: SiteDeployer) {
  const router = new Router({ prefix: '/api/publish' })
  const publishing = () => {
    if (!publisher) throw new HttpError(409, messages.publishingOff)
    return publisher
  }

  router.get('/status', requireAuth, async (ctx) => {
    ctx.body = publisher ? await statusBody(publisher, deployer) : { enabled: false }
  })

  router.post('/', requireAuth, async (ctx) => {
    publishing().schedule()
    ctx.status = 202
    ctx.body = { ok: true, status: await statusBody(publishing(), deployer) }
  })

  router.post('/rollback', requireAuth, async (ctx) => {
    const { state } = publishing().getStatus()
    if (state === 'building' || state === 'queued') throw new HttpError(409, messages.publishBusy)
    if ((await publishing().previousRelease()) === null) throw new HttpError(409, messages.noEarlierRelease)
    await publishing().rollback()
    ctx.body = { ok: true, status: await statusBody(publishing(), deployer) }
  })

  router.post('/deploy', requireAuth, async (ctx) => {
    const live = publishing()
    if (!deployer) throw new HttpError(409, messages.deployOff)
    if (!deployer.retry()) throw new HttpError(409, messages.nothingToDeploy)
    ctx.status = 202
    ctx.body = { ok: true, status: await statusBody(live, deployer) }
  })

  return router
}
