import { Badge, ListGroup } from 'react-bootstrap'
import { leadLabels } from '../../../../content/leads/labels.ts'
import type { StoredLead } from '../../../../content/leads/store.ts'
import { DeliveryBadge } from './DeliveryState.tsx'
import { formatTime } from './leadsApi.ts'

/** The requests of the current view, newest first; unread ones in bold. */
export function LeadList(props: { leads: StoredLead[]; selected: string | null; onSelect: (id: string) => void }) {
  return (
    <ListGroup className="admin-leads">
      {props.leads.map((lead) => (
        <ListGroup.Item
          as="button"
          type="button"
          key={lead.id}
          action
          active={lead.id === props.selected}
          aria-current={lead.id === props.selected ? 'true' : undefined}
          onClick={() => props.onSelect(lead.id)}
          data-testid="lead-row"
        >
          <div className="d-flex justify-content-between gap-2">
            <span className={lead.read ? '' : 'fw-bold'}>
              {!lead.read && <span className="visually-hidden">Unread: </span>}
              {lead.name}
            </span>
            <small className="text-nowrap">{formatTime(lead.receivedAt)}</small>
          </div>
          <div className="small text-truncate">{leadLabels.services(lead.services)}</div>
          <div className="d-flex gap-1 flex-wrap mt-1">
            <Badge bg="light" text="dark" className="border">
              {lead.status}
            </Badge>
            <DeliveryBadge lead={lead} />
          </div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  )
}
