import type { Listing } from '../../../content/listings/store.ts'
import { orderView, type PaymentsFile } from '../payments/index.ts'
import { recipientKey } from '../shared/intake/visitorMail.ts'
import type { ReviewsFile, ReviewTrigger } from './reviewsFile.ts'

const DAY_MS = 86_400_000

/** An order whose client may be asked for a review: who, and since when (paid in full, or delivered). */
export type ReviewCandidate = { orderId: string; email: string; name: string; address: string; dueFrom: string }

/**
 * The orders that have met the owner's trigger, with the time they met it: paid in full (the last payment or
 * deposit that left nothing owing), or their listing delivered. A void order, or one with nothing paid, is none.
 */
export function reviewCandidates(
  payments: PaymentsFile,
  listings: readonly Pick<Listing, 'id' | 'deliveredAt'>[],
  after: ReviewTrigger,
): ReviewCandidate[] {
  const candidates: ReviewCandidate[] = []
  for (const order of payments.orders) {
    let dueFrom: string | null = null
    if (after === 'delivered') {
      dueFrom = listings.find((l) => l.id === order.listingId)?.deliveredAt ?? null
      if (order.bookingCancelledAt && !payments.invoices.some((i) => i.orderId === order.id)) dueFrom = null
    } else if (orderView(payments, order, () => '').status === 'paid') {
      const invoiceIds = new Set(payments.invoices.filter((i) => i.orderId === order.id).map((i) => i.id))
      const times = [
        ...payments.payments.filter((p) => invoiceIds.has(p.invoiceId)).map((p) => p.recordedAt),
        ...payments.deposits.filter((d) => d.orderId === order.id).map((d) => d.recordedAt),
      ]
      dueFrom = times.sort().at(-1) ?? null
    }
    if (dueFrom && order.client.email.includes('@'))
      candidates.push({
        orderId: order.id,
        email: order.client.email,
        name: order.client.name,
        address: order.address,
        dueFrom,
      })
  }
  return candidates
}

/** An order that met the trigger longer ago than its delay and this is no longer asked about (a service down for days). */
const STALE_AFTER_DAYS = 7

/**
 * The candidates to ask now, at most one per agent (their latest order): requests are on (a link), the order met
 * the trigger after they were turned on, at least `delayDays` ago and not a week more, it was never asked about,
 * its agent did not opt out and was not asked within `quietDays` (however their address is written:
 * `recipientKey`). An order skipped because its agent was asked recently is never asked about later.
 */
export function dueReviewRequests(candidates: readonly ReviewCandidate[], file: ReviewsFile, now: number) {
  const { link, enabledAt, delayDays, quietDays } = file.settings
  if (!link || !enabledAt) return []
  const asked = new Set(file.requests.map((r) => r.orderId))
  const optedOut = new Set(file.optOuts.map((o) => o.emailKey))
  const quietSince = now - quietDays * DAY_MS
  const recentlyAsked = new Set(file.requests.filter((r) => Date.parse(r.queuedAt) > quietSince).map((r) => r.emailKey))
  const due: (ReviewCandidate & { emailKey: string })[] = []
  for (const candidate of [...candidates].sort((a, b) => b.dueFrom.localeCompare(a.dueFrom))) {
    const emailKey = recipientKey(candidate.email.trim())
    const since = Date.parse(candidate.dueFrom)
    if (since < Date.parse(enabledAt) || since + delayDays * DAY_MS > now) continue
    if (since + (delayDays + STALE_AFTER_DAYS) * DAY_MS < now) continue
    if (asked.has(candidate.orderId) || optedOut.has(emailKey) || recentlyAsked.has(emailKey)) continue
    recentlyAsked.add(emailKey)
    due.push({ ...candidate, emailKey })
  }
  return due
}
