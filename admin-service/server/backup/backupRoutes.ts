import { Router } from '@koa/router'
import { HttpError, messages } from '../shared/http/errors.ts'
import { requireAuth } from '../auth/index.ts'
import type { BackupScheduler } from './BackupScheduler.ts'
import { exportZip } from './exportZip.ts'

/**
 * `GET /api/export.zip`: everything in the data folder for the owner to take away (exportZip.ts).
 * `/api/backup/*`: the backups' state for /admin (`enabled: false` without ADMIN_BACKUP_TARGET) and
 * "Back up now" (202: a snapshot is taken if anything changed, the status tells when it is done).
 */
export function backupRoutes(scheduler: BackupScheduler | undefined, dataDir: string | undefined) {
  const router = new Router({ prefix: '/api' })
  router.get('/export.zip', requireAuth, async (ctx) => {
    if (!dataDir) throw new HttpError(404, messages.notFound)
    ctx.attachment(`northframe-data-${new Date().toISOString().slice(0, 10)}.zip`)
    ctx.type = 'application/zip'
    ctx.body = await exportZip(dataDir)
  })
  router.get('/backup/status', requireAuth, (ctx) => {
    ctx.body = scheduler ? { enabled: true, ...scheduler.getStatus() } : { enabled: false }
  })
  router.post('/backup', requireAuth, (ctx) => {
    if (!scheduler) throw new HttpError(409, messages.backupsOff)
    void scheduler.backupNow()
    ctx.status = 202
    ctx.body = { ok: true, status: { enabled: true, ...scheduler.getStatus() } }
  })
  return router
}
