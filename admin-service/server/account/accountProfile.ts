import { z } from 'zod'
import { LISTING_TEXT as T } from '../../../content/listings/limits.ts'
import { isShownName, isSingleLineText } from '../../../content/schemas/singleLine.ts'
import type { AgentPatch } from '../listings/index.ts'
import { accountMessages } from './accountErrors.ts'

const M = accountMessages.profile

/** Single-line text of at most `max` characters (the shared rule, content/schemas/singleLine.ts), trimmed. */
const line = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message).refine(isSingleLineText, message)

const anEmail = z.email()
const isEmail = (value: string) => anEmail.safeParse(value).success

/** An e-mail address, or '' for none. */
const emailOrNone = z
  .string({ error: M.billingEmail })
  .trim()
  .max(T.email, M.billingEmail)
  .refine((value) => value === '' || isEmail(value), M.billingEmail)

/**
 * `PUT /api/account/profile`: what an agent may change of their own profile, each field with the message the
 * form shows beside it. Their e-mail is how they sign in and is not here; terms are the owner's to set.
 */
const profileRequest = z.strictObject(
  {
    name: line(T.name, M.name).min(1, M.name).refine(isShownName, M.name),
    phone: line(T.phone, M.phone).regex(/^(\+?[0-9 ().-]{7,24})?$/, M.phone),
    brokerage: line(T.brokerage, M.brokerage),
    billingEmail: emailOrNone,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? M.unknownField : M.notAnObject) },
)

/** The request's fields, as the message of each one that is wrong, or the agent's patch. */
export function profilePatch(body: unknown): { fields: Record<string, string> } | { patch: AgentPatch } {
  const parsed = profileRequest.safeParse(body)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'profile')] ??= issue.message
    return { fields }
  }
  const { billingEmail, ...rest } = parsed.data
  return { patch: { ...rest, billingEmail: billingEmail || undefined } }
}
