import { useState } from 'react'
import { Badge, Button, Col, Container, ListGroup, Row } from 'react-bootstrap'
import useSWR from 'swr'
import { WatchedDoors } from '../leads/IntakeHealth.tsx'
import { FetchFailed, Status } from '../LoadState.tsx'
import { AgentsPanel } from './AgentsPanel.tsx'
import { DeliverPanel } from './DeliverPanel.tsx'
import { deliveryBrief } from './deliveryBrief.ts'
import { ListingForm } from './ListingForm.tsx'
import {
  DELIVERY_POLL_MS,
  LISTINGS_KEY,
  listingOfHash,
  REPUBLISH_POLL_MS,
  type ListingsBody,
  type ListingView,
} from './listingsApi.ts'
import { MediaPanel } from './MediaPanel.tsx'
import { SettingsPanel } from './SettingsPanel.tsx'
import { torontoToday } from '../../../shared/torontoDate.ts'

const STATUS_BG = { draft: 'secondary', live: 'success', sold: 'danger', archived: 'dark' } as const

const line = (l: ListingView) =>
  [l.address.street, l.address.unit && `Unit ${l.address.unit}`, l.address.city].filter(Boolean).join(', ')

/**
 * The Listings section (`/admin#listings`): what the agents' sign-in and the property websites' views
 * refused (the agents and the listings' pages are managed here), the listings with their status and
 * delivery state (a failed delivery's reason in brief under its address, whole in the Delivery panel), one
 * opened beside the list (details, media, Deliver), the agent profiles and the MLS size setting. Fetched
 * again every 1.5 s while a delivery runs, and every 5 s while a listing is delivered (an edit republishes
 * it), so each outcome shows by itself.
 */
export function ListingsTab() {
  const listings = useSWR<ListingsBody>(LISTINGS_KEY, {
    // An edit to a delivered listing republishes it by itself: its outcome shows within a few seconds too.
    refreshInterval: (latest) =>
      latest?.listings.some((l) => l.delivery?.state === 'delivering')
        ? DELIVERY_POLL_MS
        : latest?.listings.some((l) => l.deliveredAt)
          ? REPUBLISH_POLL_MS
          : 0,
  })
  // A listing named in the address (`#listings/<id>`, as "Create listing from this booking" opens it) opens first.
  const [selected, setSelected] = useState<string | 'new' | null>(() => listingOfHash(location.hash))
  if (listings.error) return <FetchFailed what="Failed to fetch listings" error={listings.error} />
  if (!listings.data) return <Status text="Loading listings..." />
  const { data } = listings
  const open = data.listings.find((l) => l.id === selected)
  return (
    <Container>
      <WatchedDoors features={['account', 'listings']} />
      <Row className="g-4">
        <Col lg={4}>
          <div className="d-flex align-items-center mb-2">
            <h2 className="h5 mb-0 me-auto">Listings</h2>
            <Button size="sm" onClick={() => setSelected('new')}>
              New listing
            </Button>
          </div>
          {data.listings.length === 0 ? (
            <p className="text-muted">No listings yet.</p>
          ) : (
            <ListGroup as="ul" className="mb-4">
              {data.listings.map((l) => (
                <ListGroup.Item as="li" key={l.id} className="p-0">
                  <button
                    type="button"
                    className={`btn w-100 text-start d-flex gap-2 align-items-center admin-listing-row${l.id === selected ? ' btn-primary' : ''}`}
                    aria-current={l.id === selected ? 'true' : undefined}
                    onClick={() => setSelected(l.id)}
                  >
                    <span className="me-auto">
                      {line(l)}
                      {l.deliveredAt && l.views && (
                        <span className="d-block small" data-testid="listing-views">
                          {viewsLine(l.views)}
                        </span>
                      )}
                      {l.delivery?.state === 'failed' && l.delivery.error && (
                        <span
                          className={`d-block small admin-listing-error${l.id === selected ? '' : ' text-danger'}`}
                          data-testid="listing-delivery-error"
                        >
                          {deliveryBrief(l.delivery.error)}
                        </span>
                      )}
                    </span>
                    <Badge bg={STATUS_BG[l.status]}>{l.status}</Badge>
                    {l.delivery && l.delivery.state !== 'live' && (
                      <Badge
                        bg={l.delivery.state === 'failed' ? 'danger' : 'info'}
                        text={l.delivery.state === 'failed' ? undefined : 'dark'}
                      >
                        {l.delivery.state}
                      </Badge>
                    )}
                  </button>
                </ListGroup.Item>
              ))}
            </ListGroup>
          )}
          <AgentsPanel agents={data.agents} teams={data.teams} />
          <SettingsPanel settings={data.settings} />
        </Col>
        <Col lg={8}>
          {selected === 'new' ? (
            <ListingForm key="new" agents={data.agents} onSaved={(l) => setSelected(l.id)} />
          ) : open ? (
            <div key={open.id} className="d-flex flex-column gap-4">
              <DeliverPanel listing={open} />
              <ListingForm listing={open} agents={data.agents} onSaved={() => {}} />
              <MediaPanel listing={open} />
            </div>
          ) : (
            <p className="text-muted py-4">Choose a listing, or create a new one.</p>
          )}
        </Col>
      </Row>
    </Container>
  )
}

/** A listing's views in a line: the total and today's (the studio's day, Toronto). */
function viewsLine({ total, days }: NonNullable<ListingView['views']>): string {
  const today = torontoToday()
  const todays = days.find((d) => d.day === today)?.views ?? 0
  return `${total} ${total === 1 ? 'view' : 'views'} of the property website, ${todays} today`
}
