import { useState, type FormEvent } from 'react'
import { Form } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import { LISTING_TEXT as T } from '../../../../content/listings/limits.ts'
import { errorFields, errorText } from '../api.ts'
import { fieldProblems } from '../fieldProblems.tsx'
import { useToast } from '../toast.tsx'
import { AgentRequests } from './AgentRequests.tsx'
import {
  createAgent,
  LISTINGS_KEY,
  updateAgent,
  uploadAgentImage,
  type Agent,
  type AgentFields,
  type Team,
} from './listingsApi.ts'
import { FormActions } from './FormActions.tsx'
import { PanelHeader } from './PanelHeader.tsx'
import { PanelRow } from './PanelRow.tsx'
import { TeamsPanel } from './TeamsPanel.tsx'

const empty: AgentFields = { name: '', brokerage: '', phone: '', email: '', billingEmail: '', terms: 'due-on-receipt' }
type TextField = Exclude<keyof AgentFields, 'terms' | 'billingEmail'>
const LABELS: Record<TextField, string> = {
  name: 'Name',
  brokerage: 'Brokerage',
  phone: 'Phone',
  email: 'E-mail',
}

/**
 * The reusable agent profiles: add one, edit one, and give it a headshot and a brokerage logo; and their
 * teams (TeamsPanel.tsx).
 */
export function AgentsPanel({ agents, teams }: { agents: Agent[]; teams: Team[] }) {
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const current = agents.find((a) => a.id === editing)
  return (
    <section aria-labelledby="listing-agents-heading">
      <PanelHeader
        id="listing-agents-heading"
        level={2}
        title="Agents"
        add="New agent"
        onAdd={() => setEditing('new')}
      />
      <ul className="list-unstyled">
        {agents.map((a) => (
          <PanelRow key={a.id} name={a.name} note={a.brokerage} onEdit={() => setEditing(a.id)} />
        ))}
      </ul>
      {editing && <AgentForm key={editing} agent={current} onDone={() => setEditing(null)} />}
      <TeamsPanel teams={teams} agents={agents} />
      <AgentRequests />
    </section>
  )
}

/**
 * An agent's profile: name, brokerage, phone, e-mail, an optional billing e-mail (where their invoices go; sent
 * empty for none, which the service reads as none), payment terms, headshot and logo.
 */
function AgentForm({ agent, onDone }: { agent?: Agent; onDone: () => void }) {
  const [fields, setFields] = useState<AgentFields>(
    agent
      ? {
          name: agent.name,
          brokerage: agent.brokerage,
          phone: agent.phone,
          email: agent.email,
          billingEmail: agent.billingEmail ?? '',
          terms: agent.terms,
        }
      : empty,
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [images, setImages] = useState<{ headshot?: File; logo?: File }>({})
  const { mutate } = useSWRConfig()
  const toast = useToast()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    try {
      const { agent: saved } = agent ? await updateAgent(agent.id, fields) : await createAgent(fields)
      for (const which of ['headshot', 'logo'] as const) {
        const file = images[which]
        if (file) await uploadAgentImage(saved.id, which, file).done
      }
      toast({ title: agent ? 'Agent saved' : 'Agent added' })
      await mutate(LISTINGS_KEY)
      onDone()
    } catch (error) {
      setErrors(errorFields(error))
      toast({ title: 'Could not save the agent', description: errorText(error), variant: 'destructive' })
    }
  }
  const prefix = `agent-${agent?.id ?? 'new'}`
  const { invalid, feedback } = fieldProblems(errors, prefix)
  const billingHelp = `${prefix}-billingEmail-help`
  return (
    <Form
      onSubmit={submit}
      noValidate
      className="card card-body mb-3"
      aria-label={agent ? `Edit ${agent.name}` : 'New agent'}
    >
      {(Object.keys(LABELS) as TextField[]).map((key) => (
        <Form.Group key={key} controlId={`${prefix}-${key}`} className="mb-2">
          <Form.Label>{LABELS[key]}</Form.Label>
          <Form.Control
            type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
            value={fields[key]}
            maxLength={T[key]}
            required
            onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
            {...invalid(key)}
          />
          {feedback(key)}
        </Form.Group>
      ))}
      <Form.Group controlId={`${prefix}-billingEmail`} className="mb-2">
        <Form.Label>Billing e-mail (optional)</Form.Label>
        <Form.Control
          type="email"
          value={fields.billingEmail ?? ''}
          maxLength={T.email}
          onChange={(e) => setFields((f) => ({ ...f, billingEmail: e.target.value }))}
          {...invalid('billingEmail', billingHelp)}
        />
        <Form.Text id={billingHelp}>
          Their invoices, reminders and receipts go here instead of the e-mail above (their office&apos;s accounts,
          say). Leave it empty for none.
        </Form.Text>
        {feedback('billingEmail')}
      </Form.Group>
      <Form.Group controlId={`${prefix}-terms`} className="mb-2">
        <Form.Label>Payment terms</Form.Label>
        <Form.Select
          value={fields.terms}
          onChange={(e) => setFields((f) => ({ ...f, terms: e.target.value as AgentFields['terms'] }))}
        >
          <option value="due-on-receipt">Due on receipt (downloads after payment)</option>
          <option value="net30">Net 30 (invoices due on net terms, downloads at once)</option>
        </Form.Select>
      </Form.Group>
      {(['headshot', 'logo'] as const).map((which) => (
        <Form.Group key={which} controlId={`${prefix}-${which}`} className="mb-2">
          <Form.Label>
            {which === 'headshot' ? 'Headshot' : 'Brokerage logo'}
            {agent?.[which] ? ` (now ${agent[which]!.original})` : ''}
          </Form.Label>
          <Form.Control
            type="file"
            accept="image/*"
            onChange={(e) => setImages((i) => ({ ...i, [which]: (e.target as HTMLInputElement).files?.[0] }))}
          />
        </Form.Group>
      ))}
      <FormActions save={agent ? 'Save agent' : 'Add agent'} onCancel={onDone} />
    </Form>
  )
}
