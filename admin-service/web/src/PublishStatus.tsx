import { useState } from 'react'
import { Badge, Button, Spinner } from 'react-bootstrap'
import useSWR from 'swr'
import { apiRequest, errorText } from './api.ts'
import { PUBLISH_STATUS_KEY, type PublishStatusBody } from './keys.ts'
import { useToast } from './toast.tsx'

const publishing = (s: PublishStatusBody | undefined) => s?.state === 'queued' || s?.state === 'building'
const delivering = (s: PublishStatusBody | undefined) => s?.listings?.some((l) => l.state === 'delivering') ?? false
/** A publish, a listing's delivery or a deploy under way: the status is polled every second and rollback waits. */
const busy = (s: PublishStatusBody | undefined) => publishing(s) || delivering(s) || s?.deploy?.state === 'deploying'

type Action = 'retry' | 'rollback' | 'retryDeploy'

const ACTIONS: Record<Action, { path: string; done: string; failed: string }> = {
  retry: { path: '/api/publish', done: 'Publishing again', failed: 'Retry failed' },
  rollback: { path: '/api/publish/rollback', done: 'Previous version restored', failed: 'Rollback failed' },
  retryDeploy: { path: '/api/publish/deploy', done: 'Deploying to the CDN again', failed: 'Retry failed' },
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

/**
 * Whether the public site shows the latest changes: 'Live', 'Publishing...' or 'Site publish failed' (or
 * 'Not enough memory to publish', when the server could not afford a full build) with Retry, plus a
 * rollback to the previous release and, with a deploy target, the CDN deploy's state (DeployBadge). Apart
 * from the site's state, each listing delivery under way or failed, named by its address
 * (ListingDeliveries): a listing's failure is never shown as the site's. Polls every second while a
 * publish, a delivery or a deploy runs. Renders nothing when the service serves a site built elsewhere.
 */
export function PublishStatus() {
  const toast = useToast()
  const [acting, setActing] = useState<Action | null>(null)
  const { data, error, mutate } = useSWR<PublishStatusBody>(PUBLISH_STATUS_KEY, {
    refreshInterval: (latest) => (busy(latest) ? 1000 : 15000),
    shouldRetryOnError: false,
  })
  if (error || !data?.enabled) return null

  const act = async (kind: Action) => {
    if (
      kind === 'rollback' &&
      !window.confirm(
        'Put the previous version of the public site back online? Your portfolio data stays as it is; the next change publishes it again.',
      )
    )
      return
    setActing(kind)
    try {
      const res = await apiRequest<{ status: PublishStatusBody }>('POST', ACTIONS[kind].path)
      await mutate(res.status, { revalidate: kind !== 'rollback' })
      toast({ title: ACTIONS[kind].done })
    } catch (e) {
      toast({
        title: ACTIONS[kind].failed,
        description: errorText(e),
        variant: 'destructive',
      })
    } finally {
      setActing(null)
    }
  }

  return (
    <div className="d-flex align-items-center gap-2 flex-wrap" role="status" data-testid="publish-status">
      {publishing(data) ? (
        <Badge bg="warning" text="dark" className="d-inline-flex align-items-center gap-1">
          <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> Publishing...
        </Badge>
      ) : data.state === 'failed' ? (
        <>
          <Badge bg="danger" title={data.lastError ?? undefined}>
            {data.failure === 'memory' ? 'Not enough memory to publish' : 'Site publish failed'}
          </Badge>
          <span className="small text-danger text-truncate admin-publish-error">Site: {data.lastError}</span>
          <Button size="sm" variant="outline-danger" onClick={() => act('retry')} disabled={acting !== null}>
            Retry
          </Button>
        </>
      ) : data.current ? (
        <Badge bg="success">Live{data.lastSuccessAt ? ` · published ${timeOf(data.lastSuccessAt)}` : ''}</Badge>
      ) : (
        <Badge bg="secondary">Not published yet</Badge>
      )}
      <ListingDeliveries listings={data.listings ?? []} />
      {data.deploy && (
        <DeployBadge deploy={data.deploy} onRetry={() => act('retryDeploy')} disabled={acting !== null} />
      )}
      {data.canRollback && !busy(data) && (
        <Button size="sm" variant="outline-secondary" onClick={() => act('rollback')} disabled={acting !== null}>
          Roll back
        </Button>
      )}
    </div>
  )
}

/**
 * The listing deliveries under way ('Delivering listing <address>...') or failed ('Listing <address>:
 * <message>'); the listing's own panel in the Listings tab says the same with Deliver again.
 */
function ListingDeliveries({ listings }: { listings: NonNullable<PublishStatusBody['listings']> }) {
  return listings.map((l) =>
    l.state === 'delivering' ? (
      <Badge key={l.id} bg="info" text="dark" className="d-inline-flex align-items-center gap-1">
        <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> Delivering listing {l.address}...
      </Badge>
    ) : (
      <a
        key={l.id}
        href="#listings"
        className="small text-danger text-truncate admin-publish-error"
        title={l.error ?? undefined}
        data-testid="listing-publish-error"
      >
        Listing {l.address}: {l.error}
      </a>
    ),
  )
}

/**
 * Whether the CDN's copy of the site is the live release: 'On the CDN', 'Deploying to the CDN...' or
 * 'CDN deploy failed' with its error and Retry (the site on this server stays live either way).
 */
function DeployBadge({
  deploy,
  onRetry,
  disabled,
}: {
  deploy: NonNullable<PublishStatusBody['deploy']>
  onRetry: () => void
  disabled: boolean
}) {
  if (deploy.state === 'deploying')
    return (
      <Badge bg="warning" text="dark" className="d-inline-flex align-items-center gap-1" title={deploy.target}>
        <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> Deploying to the CDN...
      </Badge>
    )
  if (deploy.state === 'failed')
    return (
      <>
        <Badge bg="danger" title={deploy.lastError ?? undefined}>
          CDN deploy failed
        </Badge>
        <span className="small text-danger text-truncate admin-publish-error">{deploy.lastError}</span>
        <Button size="sm" variant="outline-danger" onClick={onRetry} disabled={disabled}>
          Retry deploy
        </Button>
      </>
    )
  return deploy.lastDeployAt ? (
    <Badge bg="success" title={deploy.target}>
      On the CDN · {timeOf(deploy.lastDeployAt)}
    </Badge>
  ) : (
    <Badge bg="secondary" title={deploy.target}>
      Not on the CDN yet
    </Badge>
  )
}
