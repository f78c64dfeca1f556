import type { ListingsFile } from '../../../content/listings/store.ts'
import { teamFields, type Team, type TeamFields } from '../../../content/listings/team.ts'
import { InvalidItemError } from '../shared/persistence/storeErrors.ts'

/**
 * A team's fields as `input` gives them over `stored` (none for a new team), checked against the store's
 * state: each member it adds is an agent and in no other team (an agent is in at most one). A member whose
 * profile is gone since stays listed; what reads the team skips them.
 */
export function checkedTeam(state: ListingsFile, input: unknown, stored?: Team): TeamFields {
  const given = input && typeof input === 'object' ? input : {}
  const parsed = teamFields.safeParse(stored ? { ...fieldsOf(stored), ...given } : given)
  if (!parsed.success) throw InvalidItemError.fromZod(parsed.error)
  const fields = parsed.data
  for (const agentId of fields.memberIds) {
    if (stored?.memberIds.includes(agentId)) continue
    const agent = state.agents.find((a) => a.id === agentId)
    if (!agent) throw new InvalidItemError('Unknown agent', { memberIds: `names no agent profile "${agentId}"` })
    const other = state.teams.find((t) => t.id !== stored?.id && t.memberIds.includes(agentId))
    if (other)
      throw new InvalidItemError('The agent is in another team', {
        memberIds: `${agent.name} is in the team "${other.name}": an agent is in one team at most`,
      })
  }
  return fields
}

/** The owner's fields of a stored team. */
const fieldsOf = ({ name, kind, brokerage, memberIds, billingContactId, terms }: Team): TeamFields => ({
  name,
  kind,
  brokerage,
  memberIds,
  billingContactId,
  terms,
})

/** Adds an agent to a team (a member already stays). */
export const withMember =
  (agentId: string) =>
  (stored: Team): Partial<TeamFields> => ({
    memberIds: stored.memberIds.includes(agentId) ? stored.memberIds : [...stored.memberIds, agentId],
  })

/** Takes an agent out of a team; the team has no billing contact any more when it was them. */
export const withoutMember =
  (agentId: string) =>
  (stored: Team): Partial<TeamFields> => ({
    memberIds: stored.memberIds.filter((id) => id !== agentId),
    billingContactId: stored.billingContactId === agentId ? null : stored.billingContactId,
  })
