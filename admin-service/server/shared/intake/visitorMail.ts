/**
 * E-mail sent to an address a visitor typed (a quote request's confirmation, a booking's confirmation,
 * change and reminder): anyone can type someone else's address, so each such e-mail says it was sent
 * automatically (RFC 3834 `Auto-Submitted: auto-replied`: no out-of-office answers back, no loops) and
 * one mailbox gets a bounded number a day, however its address is written.
 */

/** The headers of every e-mail to a typed address. */
export const AUTO_REPLIED = { 'Auto-Submitted': 'auto-replied' } as const

const DAY_MS = 86_400_000

/** One mailbox however it is written: case ignored, a `+tag` dropped from the local part. */
export const recipientKey = (email: string): string => {
  const at = email.lastIndexOf('@')
  return `${email.slice(0, at).replace(/\+.*$/, '')}${email.slice(at)}`.toLowerCase()
}

/** What one of a store's records sent to a typed address, and when; null when it sent nothing there. */
export type SentTo = { email: string; at: string } | null

/**
 * Whether `email`'s mailbox may get one more within a day of `now`, given a store's records (oldest first:
 * the count stops at the first older than a day), what each sent (`sentOf`) and how many a day it may get.
 */
export function mailboxMayGetMore<T>(
  records: readonly T[],
  sentOf: (record: T) => SentTo,
  email: string,
  perDay: number,
  now: number,
): boolean {
  const key = recipientKey(email)
  const since = now - DAY_MS
  let count = 0
  for (let i = records.length - 1; i >= 0; i--) {
    const sent = sentOf(records[i]!)
    if (!sent) continue
    if (Date.parse(sent.at) < since) break
    if (recipientKey(sent.email) === key && ++count >= perDay) return false
  }
  return true
}
