/**
 * A team of agents in the listings store file (`teams` in `listings.json`): a brokerage, or a team inside one,
 * whose billing contact receives its members' invoices and sees their orders on `/account`, and whose payment
 * terms apply to a member without net 30 of their own (admin-service/server/payments/orderTerms.ts).
 */
import { z } from 'zod'
import { paymentTerms } from '../payments/requests.ts'

import { TEAM_LIMITS, teamKinds } from './limits.ts'

/** The listings store's ids (ENTITY_ID in store.ts, which imports this file). */
const id = z.string().regex(/^[A-Za-z0-9_-]{16}$/, 'must be an id of 16 letters, digits, dashes or underscores')

const fields = z.object({
  name: z.string().trim().min(1, 'is required').max(TEAM_LIMITS.name, `must be at most ${TEAM_LIMITS.name} characters`),
  kind: z.enum(teamKinds, { error: `must be one of ${teamKinds.join(', ')}` }).default('team'),
  /** The brokerage a team works inside; empty for a brokerage itself. */
  brokerage: z
    .string()
    .trim()
    .max(TEAM_LIMITS.brokerage, `must be at most ${TEAM_LIMITS.brokerage} characters`)
    .default(''),
  /** The members' agent ids; an agent is in at most one team (the store checks it across teams). */
  memberIds: z
    .array(id)
    .max(TEAM_LIMITS.members, `must list at most ${TEAM_LIMITS.members} agents`)
    .refine((ids) => new Set(ids).size === ids.length, 'must list each agent once')
    .default([]),
  /** The member who receives the team's invoices and sees its orders; null when none is named. */
  billingContactId: id.nullable().default(null),
  /** The team's terms, for a member whose own are due on receipt. */
  terms: z.enum(paymentTerms, { error: `must be one of ${paymentTerms.join(', ')}` }).default('due-on-receipt'),
})

/** The billing contact is one of the members. */
const billingIsMember = (t: { memberIds: string[]; billingContactId: string | null }) =>
  t.billingContactId === null || t.memberIds.includes(t.billingContactId)
const notMember = { message: 'must be one of the team’s members', path: ['billingContactId'] }

/** What the owner writes of a team (`POST` / `PUT /api/teams`). */
export const teamFields = fields.refine(billingIsMember, notMember)
export type TeamFields = z.infer<typeof teamFields>

export const team = fields
  .extend({ id, createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() })
  .refine(billingIsMember, notMember)
export type Team = z.infer<typeof team>
