/**
 * ADMIN_BACKUP_* (admin-service/server/backup/README.md): where the data folder's snapshots go, how long they
 * are kept, and whether secrets go with them. A malformed setting stops the start naming the variable.
 */
import { parseTarget } from '../../../publisher/deploy/bucket.ts'
import type { BackupTarget } from '../../../publisher/backup/BackupBucket.ts'
import { DEFAULT_RETENTION, type Retention } from '../../../publisher/backup/retention.ts'

export type BackupSettings = {
  target: BackupTarget
  retention: Retention
  /** The owner's password hash and the session keys go into snapshots too (ADMIN_BACKUP_SECRETS=1). */
  secrets: boolean
  /** How often the data folder is looked at for changes; the recovery point is about this plus a snapshot. */
  pollMs: number
  /** How often snapshots the retention does not keep are pruned. */
  pruneEveryMs: number
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const value = env[name]
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > max)
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${value}"`)
  return n
}

const sameStorage = (a: BackupTarget, b: BackupTarget) =>
  a.bucket === b.bucket &&
  (a.endpoint ?? '') === (b.endpoint ?? '') &&
  (a.prefix.startsWith(b.prefix) || b.prefix.startsWith(a.prefix))

/**
 * The backup settings, or undefined without ADMIN_BACKUP_TARGET. `deployTarget` is the public site's:
 * a backup prefix inside it (or around it) is refused, since the site's bucket is public.
 */
export function backupFromEnv(env: NodeJS.ProcessEnv, deployTarget?: BackupTarget): BackupSettings | undefined {
  if (!env.ADMIN_BACKUP_TARGET) return undefined
  const endpoint = env.ADMIN_BACKUP_ENDPOINT || undefined
  if (endpoint && (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol)))
    throw new Error(`ADMIN_BACKUP_ENDPOINT must be an http(s) URL, got "${endpoint}"`)
  const target = parseTarget(
    env.ADMIN_BACKUP_TARGET,
    { endpoint, region: env.ADMIN_BACKUP_REGION || undefined },
    'ADMIN_BACKUP_TARGET',
  )
  if (deployTarget && sameStorage(target, deployTarget))
    throw new Error(
      `ADMIN_BACKUP_TARGET must not share the public site's prefix (ADMIN_DEPLOY_TARGET): give backups a private bucket or prefix`,
    )
  const secrets = env.ADMIN_BACKUP_SECRETS ?? ''
  if (!['', '0', '1'].includes(secrets)) throw new Error(`ADMIN_BACKUP_SECRETS must be 1 or 0, got "${secrets}"`)
  return {
    target,
    retention: {
      hours: count(env, 'ADMIN_BACKUP_KEEP_HOURS', DEFAULT_RETENTION.hours, 24 * 365),
      days: count(env, 'ADMIN_BACKUP_KEEP_DAYS', DEFAULT_RETENTION.days, 3650),
      weeks: count(env, 'ADMIN_BACKUP_KEEP_WEEKS', DEFAULT_RETENTION.weeks, 520),
    },
    secrets: secrets === '1',
    pollMs: count(env, 'ADMIN_BACKUP_POLL_MS', 5000, 60_000) || 5000,
    pruneEveryMs: 60 * 60 * 1000,
  }
}
