/** The backup feature's public surface: what the service's start and the other features use. */
export { BackupScheduler } from './BackupScheduler.ts'
export { backupRoutes } from './backupRoutes.ts'
export { startBackup } from './startBackup.ts'
export { backupFromEnv, type BackupSettings } from './backupSettings.ts'
