/**
 * A quote request ("lead") as a visitor sends it: the one schema the quote form's island and the admin
 * service's `POST /api/leads` both validate with. Written with `zod/mini` (about 6 KB gz in the
 * browser, against about 90 KB for the full zod build the other content modules use at build time).
 */
import * as z from 'zod/mini'
import { isShownName, isSingleLineText, MULTI_LINE } from '../schemas/singleLine.ts'
import { LEAD_LIMITS, leadAreas, leadServices, leadSizes } from './fields.ts'

// The submission's bot checks and reading, which the quote form's island needs before it loads this schema.
export {
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
  submissionFromEntries,
  type LeadSubmission,
} from './submission.ts'

/** Largest request body `POST /api/leads` reads (413 above). */
export const MAX_LEAD_BYTES = 16 * 1024

/** What the form says about each field that needs fixing. */
export const leadMessages = {
  name: 'Enter your name (up to 100 characters)',
  email: 'Enter an e-mail address like name@example.com',
  phone: 'Enter a phone number with digits, spaces, +, ( ) or -',
  services: 'Choose at least one service',
  area: 'Choose the area from the list',
  size: 'Choose a size from the list',
  date: 'Choose a date from today on, within two years',
  message: `Keep the message under ${LEAD_LIMITS.message} characters`,
  consent: 'Please agree to the privacy policy so we can answer you',
  listing: 'This listing is not on offer any more',
} as const

/** A listing's id (content/listings/store.ts ENTITY_ID), without loading the listings' zod schema. */
const LISTING_ID = /^[A-Za-z0-9_-]{16}$/

const PHONE = /^(\+?[0-9 ().-]{7,24})?(\s*(x|ext\.?)\s*[0-9]{1,6})?$/i
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000

const serviceOrder = leadServices.map((s) => s.value)
const oneLine = (max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.maxLength(max, message), z.refine(isSingleLineText, message))
const optional = (schema: z.ZodMiniType<string, string>) => z._default(schema, '')
const oneOf = (values: readonly string[], message: string) =>
  z.string({ error: message }).check(z.refine((v) => v === '' || values.includes(v), message))

/** A preferred date: a real calendar day, not in the past (a day of slack for time zones), within two years. */
function plausibleDate(value: string): boolean {
  if (value === '') return true
  if (!ISO_DATE.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return false
  return time >= Date.now() - 2 * DAY_MS && time <= Date.now() + 731 * DAY_MS
}

export const leadInput = z
  .object({
    name: oneLine(LEAD_LIMITS.name, leadMessages.name).check(
      z.overwrite((v) => v.normalize('NFC')),
      z.minLength(1, leadMessages.name),
      // Shown in the owner's e-mail subject and inbox: it may not hide or disguise text.
      z.refine(isShownName, leadMessages.name),
    ),
    email: z
      .string({ error: leadMessages.email })
      .check(z.trim(), z.maxLength(LEAD_LIMITS.email, leadMessages.email), z.email(leadMessages.email)),
    phone: optional(oneLine(LEAD_LIMITS.phone, leadMessages.phone).check(z.regex(PHONE, leadMessages.phone))),
    services: z
      .array(z.enum(leadServices.map((s) => s.value) as [string, ...string[]], { error: leadMessages.services }), {
        error: leadMessages.services,
      })
      .check(
        z.maxLength(leadServices.length, leadMessages.services),
        z.refine((list) => new Set(list).size === list.length, leadMessages.services),
        // Stored in the catalogue's order, however they were sent.
        z.overwrite((list) => serviceOrder.filter((key) => list.includes(key))),
      ),
    area: optional(
      oneOf(
        leadAreas.map((a) => a.value),
        leadMessages.area,
      ),
    ),
    size: optional(
      oneOf(
        leadSizes.map((s) => s.value),
        leadMessages.size,
      ),
    ),
    date: optional(z.string({ error: leadMessages.date }).check(z.refine(plausibleDate, leadMessages.date))),
    message: optional(
      z.string({ error: leadMessages.message }).check(
        z.overwrite((v) => v.replace(/\r\n?/g, '\n').trim()),
        z.maxLength(LEAD_LIMITS.message, leadMessages.message),
        z.regex(MULTI_LINE, leadMessages.message),
      ),
    ),
    consent: z.literal(true, { error: leadMessages.consent }),
    /** Sent from a listing's page: the listing's id, which tags the lead; no services asked then. */
    listing: z.optional(z.string({ error: leadMessages.listing }).check(z.regex(LISTING_ID, leadMessages.listing))),
  })
  .check(
    // A quote request names at least one service; a question about a listing needs none.
    z.refine((lead) => Boolean(lead.listing) || (Array.isArray(lead.services) && lead.services.length > 0), {
      error: leadMessages.services,
      path: ['services'],
      // Reported with the other fields' messages, not only once they are right.
      when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'services'),
    }),
  )

/** A valid quote request, as stored and shown to the owner. */
export type LeadInput = z.infer<typeof leadInput>
export type LeadField = keyof LeadInput

/** One message per field that needs fixing, in the form's order. */
export function leadFieldErrors(error: z.core.$ZodError): Partial<Record<LeadField, string>> {
  const fields: Partial<Record<LeadField, string>> = {}
  for (const issue of error.issues) {
    const key = issue.path[0]
    if (typeof key === 'string' && Object.hasOwn(leadMessages, key)) fields[key as LeadField] ??= issue.message
  }
  return fields
}
