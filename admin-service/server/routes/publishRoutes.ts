import { Router } from '@koa/router'
import type { Publisher } from '../../../publisher/Publisher.ts'
import { HttpError, messages } from '../errors.ts'
import { requireAuth } from '../middleware/sessionAuth.ts'

/** What the admin page shows about the public site: the publisher's state and the releases kept. */
async function statusBody(publisher: Publisher) {
  const releases = await publisher.releases()
  const canRollback = (await publisher.previousRelease()) !== null
  return { enabled: true, ...publisher.getStatus(), releases, canRollback }
}

/**
 * `/api/publish/*`: the publish status (idle, queued, building, failed), a retry after a failure and a
 * rollback to the previous release. Every route needs a signed-in owner. Without a publisher (the
 * service serves a site built elsewhere) the status says `enabled: false` and the rest answers 409.
 */
export function publishRoutes(publisher: Publisher | undefined) {
  const router = new Router({ prefix: '/api/publish' })
  const publishing = () => {
    if (!publisher) throw new HttpError(409, messages.publishingOff)
    return publisher
  }

  router.get('/status', requireAuth, async (ctx) => {
    ctx.body = publisher ? await statusBody(publisher) : { enabled: false }
  })

  router.post('/', requireAuth, async (ctx) => {
    publishing().schedule()
    ctx.status = 202
    ctx.body = { ok: true, status: await statusBody(publishing()) }
  })

  router.post('/rollback', requireAuth, async (ctx) => {
    const { state } = publishing().getStatus()
    if (state === 'building' || state === 'queued') throw new HttpError(409, messages.publishBusy)
    if ((await publishing().previousRelease()) === null) throw new HttpError(409, messages.noEarlierRelease)
    await publishing().rollback()
    ctx.body = { ok: true, status: await statusBody(publishing()) }
  })

  return router
}
