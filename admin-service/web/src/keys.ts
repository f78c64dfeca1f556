/** The API addresses the admin page reads with SWR (the keys it revalidates after a change), and their shapes. */
export const AUTH_KEY = '/api/auth/user'
export const PORTFOLIO_KEY = '/api/admin/portfolio'
export const THUMBNAILS_KEY = '/api/admin/thumbnails'
export const PUBLISH_STATUS_KEY = '/api/publish/status'
export const historyKey = (limit: number) => `/api/history?limit=${limit}`

/** `GET /api/publish/status` (admin-service/server/publish/publishRoutes.ts). */
export type PublishStatusBody = {
  /** False when the service serves a site built elsewhere and never publishes. */
  enabled: boolean
  state: 'idle' | 'queued' | 'building' | 'failed'
  lastSuccessAt: string | null
  lastError: string | null
  /** 'memory': a full build was not started because the server lacked the memory for it. */
  failure: 'memory' | 'build' | null
  current: string | null
  /** Every change up to this history id is on the live site. */
  liveRevision: number | null
  releases: string[]
  canRollback: boolean
  /** The deploy to object storage (publisher/deploy/SiteDeployer.ts), or null when releases stay local. */
  deploy: {
    target: string
    state: 'idle' | 'deploying' | 'failed'
    deployed: string | null
    lastDeployAt: string | null
    lastError: string | null
  } | null
  /**
   * The listings whose delivery (a partial publish of their own) is under way or failed, apart from the
   * site's state: a listing's failure is never the site's.
   */
  listings?: { id: string; address: string; state: 'delivering' | 'failed'; error: string | null; at: string }[]
}

/** `GET /api/admin/thumbnails`: a small copy of each referenced upload, null when the file is missing. */
export type Thumbnails = Record<string, string | null>

export const BACKUP_STATUS_KEY = '/api/backup/status'

/** `GET /api/backup/status` (admin-service/server/backup/backupRoutes.ts); only `enabled` when backups are off. */
export type BackupStatusBody = {
  enabled: boolean
  target?: string
  state?: 'idle' | 'backing-up' | 'failed'
  lastSuccessAt?: string | null
  lastError?: string | null
  failingSince?: string | null
}
