import { type ReactNode, useState } from 'react'
import { Button, Card, Form, Stack } from 'react-bootstrap'
import { leadLabels } from '../../../../content/leads/labels.ts'
import { leadFieldLabels, leadStatuses, MAX_NOTES } from '../../../../content/leads/fields.ts'
import type { LeadPatch, StoredLead } from '../../../../content/leads/store.ts'
import { DeliveryDetails } from './DeliveryState.tsx'
import { formatTime } from './leadsApi.ts'

const SPAM_REASONS = {
  honeypot: 'it filled in a field hidden from people',
  'too-fast': 'it was sent faster than a person can type',
  owner: 'you marked it',
} as const

/** One request in full: every field, its notifications, status, notes, spam and delete. */
export function LeadDetail(props: {
  lead: StoredLead
  busy: boolean
  onChange: (patch: LeadPatch) => Promise<void>
  onDelete: () => Promise<void>
}) {
  const { lead } = props
  const [notes, setNotes] = useState(lead.notes)
  const phone = lead.phone ? <a href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`}>{lead.phone}</a> : null
  const fields: [string, ReactNode][] = [
    ...(lead.listing ? [[leadFieldLabels.listing, lead.listing.address] as [string, ReactNode]] : []),
    [leadFieldLabels.email, <a href={`mailto:${lead.email}`}>{lead.email}</a>],
    [leadFieldLabels.phone, phone],
    [leadFieldLabels.services, leadLabels.services(lead.services)],
    [leadFieldLabels.area, leadLabels.area(lead.area)],
    [leadFieldLabels.size, leadLabels.size(lead.size)],
    [leadFieldLabels.date, lead.date],
  ]
  return (
    <Card as="article" aria-labelledby="lead-detail-name" data-testid="lead-detail">
      <Card.Body>
        <h3 id="lead-detail-name" className="h5 mb-1">
          {lead.name}
        </h3>
        <p className="text-muted small">Received {formatTime(lead.receivedAt)}</p>
        {lead.spam && lead.spamReason && (
          <p className="alert alert-warning py-2">Stored as spam: {SPAM_REASONS[lead.spamReason]}.</p>
        )}
        <dl className="admin-lead-fields">
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || '-'}</dd>
            </div>
          ))}
        </dl>
        <h4 className="h6">{leadFieldLabels.message}</h4>
        <p className="admin-lead-message">{lead.message || '-'}</p>
        <DeliveryDetails lead={lead} />
        <hr />
        <Form.Group className="mb-3" controlId="lead-status">
          <Form.Label>Status</Form.Label>
          <Form.Select
            value={lead.status}
            disabled={props.busy}
            onChange={(e) => void props.onChange({ status: e.target.value as StoredLead['status'] })}
          >
            {leadStatuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form
          onSubmit={(e) => {
            e.preventDefault()
            void props.onChange({ notes })
          }}
        >
          <Form.Group className="mb-2" controlId="lead-notes">
            <Form.Label>Notes</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={MAX_NOTES}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          </Form.Group>
          <Stack direction="horizontal" gap={2} className="flex-wrap">
            <Button type="submit" size="sm" disabled={props.busy || notes === lead.notes}>
              Save notes
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={props.busy}
              onClick={() => void props.onChange({ spam: !lead.spam })}
            >
              {lead.spam ? 'Not spam' : 'Mark as spam'}
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              className="ms-auto"
              disabled={props.busy}
              onClick={() => void props.onDelete()}
            >
              Delete
            </Button>
          </Stack>
        </Form>
      </Card.Body>
    </Card>
  )
}
