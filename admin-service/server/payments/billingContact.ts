import type { PaymentTerms } from '../../../content/payments/requests.ts'
import { agentOfOrder, type AgentTerms } from './orderTerms.ts'
import type { StoredOrder } from './paymentsFile.ts'

type Person = { id: string; name: string; email: string; terms: PaymentTerms; billingEmail?: string }

/** What billing needs of the agent profiles and their teams (the listings store). */
export type BillingDirectory = {
  readonly agents: readonly Person[]
  readonly teams: readonly {
    name: string
    memberIds: readonly string[]
    billingContactId: string | null
    terms: PaymentTerms
  }[]
  get: AgentTerms['get']
}

/** Where an order's invoice e-mails go instead of its client: the team's billing contact, with its member. */
export type BillTo = { contact: Person; member: Person; team: string }

/**
 * Who is billed for an order when its agent (`agentOfOrder`) is in a team with a billing contact other than
 * themselves: that contact, with the member and the team's name; null otherwise (the order's client is).
 * Read when each e-mail is sent, so a member removed from the team is billed themselves from then on.
 */
export function billingContactOf(
  order: Pick<StoredOrder, 'listingId' | 'client'>,
  directory: BillingDirectory | undefined,
): BillTo | null {
  const member = directory && agentOfOrder<Person>(order, directory)
  if (!directory || !member) return null
  const team = directory.teams.find((t) => t.memberIds.includes(member.id))
  const contactId = team?.billingContactId
  const contact = contactId && contactId !== member.id ? directory.agents.find((a) => a.id === contactId) : undefined
  return team && contact ? { contact, member, team: team.name } : null
}
