import { useState, type FormEvent } from 'react'
import { Badge, Form } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import { TEAM_LIMITS, teamKinds, type TeamKind } from '../../../../content/listings/limits.ts'
import { errorFields, errorText } from '../api.ts'
import { ErrorSummary, type Failure } from '../ErrorSummary.tsx'
import { fieldProblems } from '../fieldProblems.tsx'
import { useToast } from '../toast.tsx'
import {
  createTeam,
  deleteTeam,
  LISTINGS_KEY,
  updateTeam,
  type Agent,
  type Team,
  type TeamFields,
} from './listingsApi.ts'
import { FormActions } from './FormActions.tsx'
import { PanelHeader } from './PanelHeader.tsx'
import { PanelRow } from './PanelRow.tsx'

const KIND_NAMES: Record<TeamKind, string> = { brokerage: 'Brokerage', team: 'Team inside a brokerage' }
const TERMS_NAMES: Record<TeamFields['terms'], string> = {
  'due-on-receipt': 'Due on receipt',
  net30: 'Net 30',
}
const empty: TeamFields = {
  name: '',
  kind: 'team',
  brokerage: '',
  memberIds: [],
  billingContactId: null,
  terms: 'due-on-receipt',
}

/**
 * The teams of agents, in the Agents panel: each with its members, billing contact (who receives the
 * members' invoices and sees their orders on /account) and terms (for members without net 30 of their own);
 * make one, change one, or delete one once the owner confirms it.
 */
export function TeamsPanel({ teams, agents }: { teams: Team[]; agents: Agent[] }) {
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const { mutate } = useSWRConfig()
  const toast = useToast()
  const nameOf = (id: string | null) => agents.find((a) => a.id === id)?.name
  const remove = async (team: Team) => {
    const question = `Delete the team "${team.name}"? Its members stay, each with their own payment terms, and are billed themselves again.`
    if (!window.confirm(question)) return
    try {
      await deleteTeam(team.id)
      if (editing === team.id) setEditing(null)
      toast({ title: 'Team deleted' })
      await mutate(LISTINGS_KEY)
    } catch (error) {
      toast({ title: 'Could not delete the team', description: errorText(error), variant: 'destructive' })
    }
  }
  return (
    <section aria-labelledby="listing-teams-heading" className="mt-3">
      <PanelHeader id="listing-teams-heading" level={3} title="Teams" add="New team" onAdd={() => setEditing('new')} />
      {teams.length === 0 && <p className="text-muted small">No teams yet.</p>}
      <ul className="list-unstyled">
        {teams.map((t) => (
          <PanelRow
            key={t.id}
            name={t.name}
            note={t.brokerage || KIND_NAMES[t.kind]}
            details={
              <>
                {t.memberIds.map(nameOf).filter(Boolean).join(', ') || 'No members'}
                {t.billingContactId && nameOf(t.billingContactId) && ` · billed to ${nameOf(t.billingContactId)}`}
              </>
            }
            aside={
              <Badge bg="light" text="dark">
                {TERMS_NAMES[t.terms]}
              </Badge>
            }
            onEdit={() => setEditing(t.id)}
            onDelete={() => void remove(t)}
          />
        ))}
      </ul>
      {editing && (
        <TeamForm
          key={editing}
          team={teams.find((t) => t.id === editing)}
          teams={teams}
          agents={agents}
          onDone={() => setEditing(null)}
        />
      )}
    </section>
  )
}

function TeamForm({
  team,
  teams,
  agents,
  onDone,
}: {
  team?: Team
  teams: Team[]
  agents: Agent[]
  onDone: () => void
}) {
  const [fields, setFields] = useState<TeamFields>(
    team
      ? {
          name: team.name,
          kind: team.kind,
          brokerage: team.brokerage,
          memberIds: team.memberIds,
          billingContactId: team.billingContactId,
          terms: team.terms,
        }
      : empty,
  )
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<Failure | null>(null)
  const { mutate } = useSWRConfig()
  const toast = useToast()
  const prefix = `team-${team?.id ?? 'new'}`
  const { invalid, feedback, problem, errorId } = fieldProblems(problems, prefix)
  const set = <K extends keyof TeamFields>(key: K, value: TeamFields[K]) => setFields((f) => ({ ...f, [key]: value }))
  /** The team another agent is in, which this one cannot take them from. */
  const otherTeam = (agentId: string) => teams.find((t) => t.id !== team?.id && t.memberIds.includes(agentId))
  const toggle = (agentId: string, member: boolean) =>
    setFields((f) => {
      const memberIds = member ? [...f.memberIds, agentId] : f.memberIds.filter((id) => id !== agentId)
      // The billing contact is a member: taking them out leaves the team without one.
      return {
        ...f,
        memberIds,
        billingContactId: memberIds.includes(f.billingContactId ?? '') ? f.billingContactId : null,
      }
    })
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // A brokerage works inside no other.
    const sent = { ...fields, brokerage: fields.kind === 'team' ? fields.brokerage : '' }
    try {
      if (team) await updateTeam(team.id, sent)
      else await createTeam(sent)
      toast({ title: team ? 'Team saved' : 'Team added' })
      await mutate(LISTINGS_KEY)
      onDone()
    } catch (error) {
      setProblems(errorFields(error))
      setFailure({ text: errorText(error) })
    }
  }
  const members = agents.filter((a) => fields.memberIds.includes(a.id))
  return (
    <Form
      onSubmit={submit}
      noValidate
      className="card card-body mb-3"
      aria-label={team ? `Edit ${team.name}` : 'New team'}
    >
      {failure && <ErrorSummary failure={failure} />}
      <Form.Group controlId={`${prefix}-name`} className="mb-2">
        <Form.Label>Name</Form.Label>
        <Form.Control
          value={fields.name}
          maxLength={TEAM_LIMITS.name}
          required
          onChange={(e) => set('name', e.target.value)}
          {...invalid('name')}
        />
        {feedback('name')}
      </Form.Group>
      <Form.Group controlId={`${prefix}-kind`} className="mb-2">
        <Form.Label>Kind</Form.Label>
        <Form.Select value={fields.kind} onChange={(e) => set('kind', e.target.value as TeamKind)} {...invalid('kind')}>
          {teamKinds.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_NAMES[kind]}
            </option>
          ))}
        </Form.Select>
        {feedback('kind')}
      </Form.Group>
      {fields.kind === 'team' && (
        <Form.Group controlId={`${prefix}-brokerage`} className="mb-2">
          <Form.Label>Brokerage it works inside</Form.Label>
          <Form.Control
            value={fields.brokerage}
            maxLength={TEAM_LIMITS.brokerage}
            onChange={(e) => set('brokerage', e.target.value)}
            {...invalid('brokerage')}
          />
          {feedback('brokerage')}
        </Form.Group>
      )}
      <fieldset className="mb-2">
        <legend className="form-label fs-6 mb-1">Members</legend>
        {agents.length === 0 && <p className="text-muted small mb-0">Add agents first.</p>}
        {agents.map((a) => {
          const other = otherTeam(a.id)
          return (
            <Form.Check
              key={a.id}
              id={`${prefix}-member-${a.id}`}
              label={other ? `${a.name} (in ${other.name})` : a.name}
              checked={fields.memberIds.includes(a.id)}
              disabled={Boolean(other)}
              onChange={(e) => toggle(a.id, e.target.checked)}
              {...(problem('memberIds') ? { 'aria-invalid': true, 'aria-describedby': errorId('memberIds') } : {})}
            />
          )
        })}
        {problem('memberIds') && (
          <div className="invalid-feedback d-block" id={errorId('memberIds')}>
            {problem('memberIds')}
          </div>
        )}
      </fieldset>
      <Form.Group controlId={`${prefix}-billing`} className="mb-2">
        <Form.Label>Billing contact (receives the members’ invoices)</Form.Label>
        <Form.Select
          value={fields.billingContactId ?? ''}
          onChange={(e) => set('billingContactId', e.target.value || null)}
          {...invalid('billingContactId')}
        >
          <option value="">None: each member is billed</option>
          {members.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </Form.Select>
        {feedback('billingContactId')}
      </Form.Group>
      <Form.Group controlId={`${prefix}-terms`} className="mb-2">
        <Form.Label>Payment terms (for members without net 30 of their own)</Form.Label>
        <Form.Select
          value={fields.terms}
          onChange={(e) => set('terms', e.target.value as TeamFields['terms'])}
          {...invalid('terms')}
        >
          {(Object.keys(TERMS_NAMES) as TeamFields['terms'][]).map((terms) => (
            <option key={terms} value={terms}>
              {TERMS_NAMES[terms]}
            </option>
          ))}
        </Form.Select>
        {feedback('terms')}
      </Form.Group>
      <FormActions save={team ? 'Save team' : 'Add team'} onCancel={onDone} />
    </Form>
  )
}
