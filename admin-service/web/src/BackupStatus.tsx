import { Badge } from 'react-bootstrap'
import useSWR from 'swr'
import { BACKUP_STATUS_KEY, type BackupStatusBody } from './keys.ts'

const when = (iso: string) => {
  const at = new Date(iso)
  const today = at.toDateString() === new Date().toDateString()
  return today
    ? at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : at.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })
}

/**
 * The backups' state beside the publish status: 'Backed up {time}', or 'Backup failing' with the error and
 * the last success (the owner is also e-mailed after 24 hours of failures). Nothing when backups are off.
 */
export function BackupStatus() {
  const { data, error } = useSWR<BackupStatusBody>(BACKUP_STATUS_KEY, {
    refreshInterval: 30_000,
    shouldRetryOnError: false,
  })
  if (error || !data?.enabled) return null
  if (data.state === 'failed')
    return (
      <span className="d-inline-flex align-items-center gap-2" role="status" data-testid="backup-status">
        <Badge bg="danger" title={data.target}>
          Backup failing
        </Badge>
        <span className="small text-danger text-truncate admin-publish-error">
          {data.lastError}
          {data.lastSuccessAt ? ` · last backup ${when(data.lastSuccessAt)}` : ' · no backup yet'}
        </span>
      </span>
    )
  return (
    <Badge bg={data.lastSuccessAt ? 'success' : 'secondary'} title={data.target} data-testid="backup-status">
      {data.lastSuccessAt ? `Backed up ${when(data.lastSuccessAt)}` : 'Backing up...'}
    </Badge>
  )
}
