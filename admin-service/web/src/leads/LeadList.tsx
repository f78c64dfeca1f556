import { memo } from 'react'
import { Badge, ListGroup } from 'react-bootstrap'
import { leadLabels } from '../../../../content/leads/labels.ts'
import type { StoredLead } from '../../../../content/leads/store.ts'
import { DeliveryBadge } from './DeliveryState.tsx'
import { formatTime } from './leadsApi.ts'

type OnSelect = (lead: StoredLead) => void

const LeadRow = memo(function LeadRow({
  lead,
  active,
  onSelect,
}: {
  lead: StoredLead
  active: boolean
  onSelect: OnSelect
}) {
  return (
    <ListGroup.Item
      as="button"
      type="button"
      action
      active={active}
      aria-current={active ? 'true' : undefined}
      onClick={() => onSelect(lead)}
      data-testid="lead-row"
    >
      <div className="d-flex justify-content-between gap-2">
        <span className={lead.read ? '' : 'fw-bold'}>
          {!lead.read && <span className="visually-hidden">Unread: </span>}
          {lead.name}
        </span>
        <small className="text-nowrap">{formatTime(lead.receivedAt)}</small>
      </div>
      <div className="small text-truncate">
        {lead.listing ? `Listing: ${lead.listing.address}` : leadLabels.services(lead.services)}
      </div>
      <div className="d-flex gap-1 flex-wrap mt-1">
        <Badge bg="light" text="dark" className="border">
          {lead.status}
        </Badge>
        <DeliveryBadge lead={lead} />
      </div>
    </ListGroup.Item>
  )
})

/** The requests of the current view, newest first; unread ones in bold. */
export const LeadList = memo(function LeadList(props: {
  leads: StoredLead[]
  selected: string | null
  onSelect: OnSelect
}) {
  return (
    <ListGroup className="admin-leads">
      {props.leads.map((lead) => (
        <LeadRow key={lead.id} lead={lead} active={lead.id === props.selected} onSelect={props.onSelect} />
      ))}
    </ListGroup>
  )
})
