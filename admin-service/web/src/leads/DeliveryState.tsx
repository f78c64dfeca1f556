import { Badge } from 'react-bootstrap'
import type { StoredLead } from '../../../../content/leads/store.ts'
import { formatTime } from './leadsApi.ts'

/** The owner e-mail's state in a word: the badge in the list. */
export function DeliveryBadge({ lead }: { lead: StoredLead }) {
  const email = lead.deliveries.email
  if (!email || email.state === 'sent') return null
  return email.state === 'pending' ? (
    <Badge bg="warning" text="dark">
      Notification pending
    </Badge>
  ) : (
    <Badge bg="danger">Notification failed</Badge>
  )
}

const KIND_NAMES = {
  email: 'E-mail to you',
  autoreply: 'Confirmation to the visitor',
  webhook: 'Webhook',
  agent: "E-mail to the listing's agent",
} as const

/** Every delivery of a lead with its outcome, for the detail view. */
export function DeliveryDetails({ lead }: { lead: StoredLead }) {
  const entries = Object.entries(lead.deliveries) as [
    keyof typeof KIND_NAMES,
    NonNullable<StoredLead['deliveries']['email']>,
  ][]
  if (entries.length === 0) return null
  return (
    <ul className="list-unstyled small mb-0" data-testid="lead-deliveries">
      {entries.map(([kind, d]) => (
        <li key={kind}>
          {KIND_NAMES[kind]}:{' '}
          {d.state === 'sent'
            ? `sent ${formatTime(d.doneAt!)}`
            : d.state === 'pending'
              ? `notification pending${d.attempts > 0 ? ` (${d.attempts} attempts so far; last error: ${d.lastError})` : ''}`
              : `failed after ${d.attempts} attempts (${d.lastError})`}
        </li>
      ))}
    </ul>
  )
}
