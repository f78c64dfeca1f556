/**
 * A quote request as the form sends it, before validation: its two bot checks and the reading of form
 * entries. Plain code without zod, so that the quote form's island loads the schema (schema.ts, which
 * re-exports these) only when a visitor types or sends.
 */

/** A field people never see (hidden off-screen, out of the tab order): bots fill it in, people leave it empty. */
export const HONEYPOT_FIELD = 'website'
/** Milliseconds from the form becoming usable to its submission, measured by the island. */
export const FILL_TIME_FIELD = 'fillMs'
/** Faster than this is a script, not a person typing. */
export const MIN_FILL_MS = 3000

/** What a submission carries besides the lead: the two bot checks. */
export type LeadSubmission = Record<string, unknown> & { [HONEYPOT_FIELD]?: unknown; [FILL_TIME_FIELD]?: unknown }

const TEXT_FIELDS = new Set(['name', 'email', 'phone', 'area', 'size', 'date', 'message', 'listing', HONEYPOT_FIELD])

/**
 * A submission from form entries (the browser's FormData, or a urlencoded body's URLSearchParams):
 * `services` may repeat, the consent checkbox is present or not, and the fill time is a number.
 */
export function submissionFromEntries(entries: Iterable<[string, unknown]>): LeadSubmission {
  const submission: LeadSubmission = { services: [], consent: false }
  for (const [key, value] of entries) {
    if (typeof value !== 'string') continue
    if (key === 'services') (submission.services as string[]).push(value)
    else if (key === 'consent') submission.consent = value !== ''
    else if (key === FILL_TIME_FIELD) submission[key] = value === '' ? undefined : Number(value)
    else if (TEXT_FIELDS.has(key) && !Object.hasOwn(submission, key)) submission[key] = value
  }
  return submission
}
