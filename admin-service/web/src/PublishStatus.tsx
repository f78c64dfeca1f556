import { useState } from 'react'
import { Badge, Button, Spinner } from 'react-bootstrap'
import useSWR from 'swr'
import { apiRequest, errorText } from './api.ts'
import { PUBLISH_STATUS_KEY, type PublishStatusBody } from './keys.ts'
import { useToast } from './toast.tsx'

const busy = (s: PublishStatusBody | undefined) => s?.state === 'queued' || s?.state === 'building'

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

/**
 * Whether the public site shows the latest changes: 'Live', 'Publishing...' or 'Publish failed' (or 'Not
 * enough memory to publish', when the server could not afford a full build) with Retry, plus a rollback
 * to the previous release. Polls every second while a publish runs. Renders
 * nothing when the service serves a site built elsewhere.
 */
export function PublishStatus() {
  const toast = useToast()
  const [acting, setActing] = useState<'retry' | 'rollback' | null>(null)
  const { data, error, mutate } = useSWR<PublishStatusBody>(PUBLISH_STATUS_KEY, {
    refreshInterval: (latest) => (busy(latest) ? 1000 : 15000),
    shouldRetryOnError: false,
  })
  if (error || !data?.enabled) return null

  const act = async (kind: 'retry' | 'rollback') => {
    if (
      kind === 'rollback' &&
      !window.confirm(
        'Put the previous version of the public site back online? Your portfolio data stays as it is; the next change publishes it again.',
      )
    )
      return
    setActing(kind)
    try {
      const res = await apiRequest<{ status: PublishStatusBody }>(
        'POST',
        `/api/publish${kind === 'retry' ? '' : '/rollback'}`,
      )
      await mutate(res.status, { revalidate: kind === 'retry' })
      toast({ title: kind === 'retry' ? 'Publishing again' : 'Previous version restored' })
    } catch (e) {
      toast({
        title: kind === 'retry' ? 'Retry failed' : 'Rollback failed',
        description: errorText(e),
        variant: 'destructive',
      })
    } finally {
      setActing(null)
    }
  }

  return (
    <div className="d-flex align-items-center gap-2 flex-wrap" role="status" data-testid="publish-status">
      {busy(data) ? (
        <Badge bg="warning" text="dark" className="d-inline-flex align-items-center gap-1">
          <Spinner animation="border" size="sm" aria-hidden="true" /> Publishing...
        </Badge>
      ) : data.state === 'failed' ? (
        <>
          <Badge bg="danger" title={data.lastError ?? undefined}>
            {data.failure === 'memory' ? 'Not enough memory to publish' : 'Publish failed'}
          </Badge>
          <span className="small text-danger text-truncate admin-publish-error">{data.lastError}</span>
          <Button size="sm" variant="outline-danger" onClick={() => act('retry')} disabled={acting !== null}>
            Retry
          </Button>
        </>
      ) : data.current ? (
        <Badge bg="success">Live{data.lastSuccessAt ? ` · published ${timeOf(data.lastSuccessAt)}` : ''}</Badge>
      ) : (
        <Badge bg="secondary">Not published yet</Badge>
      )}
      {data.canRollback && !busy(data) && (
        <Button size="sm" variant="outline-secondary" onClick={() => act('rollback')} disabled={acting !== null}>
          Roll back
        </Button>
      )}
    </div>
  )
}
