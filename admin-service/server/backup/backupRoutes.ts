import { Router } from '@koa/router'
import { HttpError, messages } from '../errors.ts'
import { requireAuth } from '../middleware/sessionAuth.ts'
import type { BackupScheduler } from './BackupScheduler.ts'

/**
 * `/api/backup/*`: the backups' state for /admin (`enabled: false` without ADMIN_BACKUP_TARGET) and
 * "Back up now" (202: a snapshot is taken if anything changed, the status tells when it is done).
 */
export function backupRoutes(scheduler: BackupScheduler | undefined) {
  const router = new Router({ prefix: '/api/backup' })
  router.get('/status', requireAuth, (ctx) => {
    ctx.body = scheduler ? { enabled: true, ...scheduler.getStatus() } : { enabled: false }
  })
  router.post('/', requireAuth, (ctx) => {
    if (!scheduler) throw new HttpError(409, messages.backupsOff)
    void scheduler.backupNow()
    ctx.status = 202
    ctx.body = { ok: true, status: { enabled: true, ...scheduler.getStatus() } }
  })
  return router
}
