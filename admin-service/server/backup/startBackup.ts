import type { LeadDeliveryConfig } from '../leads/index.ts'
import { type Feature, healthy } from '../shared/lifecycle/Feature.ts'
import { backupAlertByMail } from './backupAlert.ts'
import { BackupScheduler } from './BackupScheduler.ts'
import type { BackupSettings } from './backupSettings.ts'

/**
 * Continuous backups of `dataDir` with `settings` (ADMIN_BACKUP_*), the owner e-mailed when they keep
 * failing; off without settings (`/api/backup/status` says so). It stops after the other features: its
 * last snapshot takes their last writes.
 */
export async function startBackup(
  dataDir: string,
  settings: BackupSettings | undefined,
  options: { delivery: LeadDeliveryConfig; log: (line: string) => void },
): Promise<Feature<{ backups?: BackupScheduler; dataDir: string }>> {
  const backups = settings
    ? new BackupScheduler(settings, dataDir, { log: options.log, alert: backupAlertByMail(options.delivery) })
    : undefined
  await backups?.start()
  return {
    name: 'backup',
    routes: { backups, dataDir },
    stopsAfterOthers: true,
    stop: async () => backups?.stop(),
    health: () =>
      backups?.getStatus().state === 'failed' ? { ok: false, problem: 'The last backup of the data failed' } : healthy,
  }
}
