import { useState } from 'react'
import { Alert, Badge, Button, ListGroup } from 'react-bootstrap'
import useSWR, { useSWRConfig } from 'swr'
import { apiRequest, errorText } from '../api.ts'
import { LISTINGS_KEY } from './listingsApi.ts'

/** `GET /api/agents/deletion-requests` (admin-service/server/account/agentDeletion.ts). */
type DeletionRequest = {
  id: string
  agentId: string
  name: string
  email: string
  requestedAt: string
  confirmedAt: string | null
}
const DELETION_REQUESTS_KEY = '/api/agents/deletion-requests'

/** An entry of `GET /api/listings/history` about an agent's profile. */
type AgentChange = {
  id: number
  at: string
  action: string
  subjectId: string | null
  by?: 'owner' | 'agent'
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}
const HISTORY_KEY = '/api/listings/history?limit=200'
/** The profile's fields in words, in the order they are listed. */
const FIELD_NAMES: Record<string, string> = {
  name: 'name',
  phone: 'phone',
  brokerage: 'brokerage',
  email: 'e-mail',
  billingEmail: 'billing e-mail',
  terms: 'payment terms',
  headshot: 'headshot',
  logo: 'brokerage logo',
}

/** Which of the profile's fields a change changed, in words: "phone, billing e-mail". */
function changed(entry: AgentChange): string {
  const keys = Object.keys(FIELD_NAMES).filter(
    (k) => JSON.stringify(entry.before?.[k]) !== JSON.stringify(entry.after?.[k]),
  )
  return keys.map((k) => FIELD_NAMES[k]).join(', ')
}

const when = (iso: string) => new Date(iso).toLocaleString()

/**
 * What agents asked for and changed, in the Agents panel: their requests to erase their data, each with
 * Confirm (which erases it, keeps the invoices and e-mails the agent), and the profile changes, newest first,
 * saying who made each (the agent on /account, or you), what changed and when.
 */
export function AgentRequests() {
  const requests = useSWR<{ requests: DeletionRequest[] }>(DELETION_REQUESTS_KEY)
  const history = useSWR<{ changes: AgentChange[] }>(HISTORY_KEY)
  const { mutate } = useSWRConfig()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const confirm = async (request: DeletionRequest) => {
    setBusy(request.id)
    setProblem(null)
    try {
      await apiRequest('POST', `${DELETION_REQUESTS_KEY}/${encodeURIComponent(request.id)}/confirm`)
      // The erased profile shows in the agents list (the listings' answer) and in the history.
      await Promise.all([requests.mutate(), history.mutate(), mutate(LISTINGS_KEY)])
    } catch (error) {
      setProblem(errorText(error))
    } finally {
      setBusy(null)
    }
  }
  const open = (requests.data?.requests ?? []).filter((r) => !r.confirmedAt)
  const changes = (history.data?.changes ?? []).filter((c) => c.action === 'agent-update').slice(0, 10)
  return (
    <>
      <h3 id="agent-deletion-heading" className="h6 mt-3">
        Requests to erase an agent&apos;s data
      </h3>
      <div aria-live="polite">{problem && <Alert variant="danger">{problem}</Alert>}</div>
      {open.length === 0 ? (
        <p className="text-muted small">None waiting.</p>
      ) : (
        <ListGroup as="ul" aria-labelledby="agent-deletion-heading" className="mb-2">
          {open.map((r) => (
            <ListGroup.Item as="li" key={r.id} className="d-flex flex-wrap gap-2 align-items-center">
              <span className="me-auto">
                {r.name} <span className="text-muted small">{r.email}</span>
                <span className="d-block small">
                  asked <time dateTime={r.requestedAt}>{when(r.requestedAt)}</time>. Confirming erases their profile,
                  headshot, logo, sign-ins, their contact and access notes on past bookings (refused while a shoot is
                  still ahead), their name and contact on orders never invoiced, and their quote requests; their
                  invoices, with their orders and payments, are kept six years (CRA).
                </span>
              </span>
              <Button size="sm" variant="danger" disabled={busy !== null} onClick={() => void confirm(r)}>
                {busy === r.id ? 'Erasing...' : 'Confirm'}
                <span className="visually-hidden"> erasing the data of {r.name}</span>
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <h3 id="agent-changes-heading" className="h6 mt-3">
        Profile changes
      </h3>
      {changes.length === 0 ? (
        <p className="text-muted small">None yet.</p>
      ) : (
        <ul aria-labelledby="agent-changes-heading" className="list-unstyled small" data-testid="agent-changes">
          {changes.map((c) => (
            <li key={c.id} className="mb-1">
              <strong>{String(c.after?.name ?? '')}</strong> {changed(c) || 'saved'} ·{' '}
              <Badge bg={c.by === 'agent' ? 'info' : 'light'} text="dark">
                {c.by === 'agent' ? 'by the agent' : 'by you'}
              </Badge>{' '}
              · <time dateTime={c.at}>{when(c.at)}</time>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
