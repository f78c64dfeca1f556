import { useState } from 'react'
import { Alert, Button, Spinner } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import { errorText } from '../api.ts'
import { useToast } from '../toast.tsx'
import { deliverListing, LISTINGS_KEY, type ListingView } from './listingsApi.ts'

/**
 * Deliver: what the listing still lacks (the button waits until nothing does), the delivery's state
 * (delivering, live, failed with the reason) and, once live, the three addresses to hand on.
 */
export function DeliverPanel({ listing }: { listing: ListingView }) {
  const [sending, setSending] = useState(false)
  const { mutate } = useSWRConfig()
  const toast = useToast()
  const state = listing.delivery?.state
  const deliver = async () => {
    setSending(true)
    try {
      await deliverListing(listing.id)
      toast({ title: 'Delivery started' })
    } catch (error) {
      toast({ title: 'Could not deliver the listing', description: errorText(error), variant: 'destructive' })
    } finally {
      setSending(false)
      await mutate(LISTINGS_KEY)
    }
  }
  const links = [
    ['Property website', listing.brandedUrl],
    ['Unbranded tour (MLS)', listing.unbrandedUrl],
    ['Delivery page for the agent', listing.deliveryUrl],
  ] as const
  return (
    <section aria-labelledby="listing-deliver-heading" className="card">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-3">
          <h2 id="listing-deliver-heading" className="h5 mb-0 me-auto">
            Delivery
          </h2>
          <Button onClick={deliver} disabled={sending || state === 'delivering' || listing.missing.length > 0}>
            {listing.deliveredAt ? 'Deliver again' : 'Deliver'}
          </Button>
        </div>
        <div role="status" className="mt-2" data-testid="delivery-state">
          {listing.missing.length > 0 ? (
            <p className="mb-0 text-muted">Draft: it still needs {listing.missing.join(', ')}.</p>
          ) : state === 'delivering' ? (
            <p className="mb-0">
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
              Delivering: preparing the media and publishing the pages...
            </p>
          ) : state === 'failed' ? (
            <Alert variant="danger" className="mb-0">
              The delivery failed: {listing.delivery?.error}
            </Alert>
          ) : state === 'live' ? (
            <p className="mb-0 text-success">Live.</p>
          ) : (
            <p className="mb-0 text-muted">Ready to deliver.</p>
          )}
        </div>
        {listing.agentMail && (
          <p className="mt-2 mb-0 small" data-testid="agent-mail">
            E-mail to the agent:{' '}
            {listing.agentMail.state === 'sent'
              ? 'sent.'
              : listing.agentMail.state === 'failed'
                ? `failed (${listing.agentMail.lastError}).`
                : listing.agentMail.lastError
                  ? `not accepted yet (${listing.agentMail.lastError}); trying again.`
                  : state === 'live'
                    ? 'sending...'
                    : 'sent once the listing is live.'}
          </p>
        )}
        {listing.deliveredAt && (
          <ul className="list-unstyled mt-3 mb-0">
            {links.map(([label, url]) => (
              <li key={label}>
                {label}:{' '}
                <a href={url} target="_blank" rel="noopener">
                  {url}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
