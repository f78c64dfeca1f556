/**
 * One notification's delivery record in a durable outbox (admin-service/server/shared/outbox/Outbox.ts): an owner's
 * or a visitor's e-mail about a quote request, its webhook, a booking's e-mail, the agent's e-mail of a
 * listing's delivery. Each store keeps it in the same write as its item (`leads.json`, `bookings.json`,
 * `listings.json`), so the shape is one for all of them: a file stored by an earlier version loads as it is.
 */
import { z } from 'zod'

const isoTime = z.iso.datetime()

export const outboxDelivery = z.object({
  /** Pending until the receiver accepted it (sent), or given up after its retries (failed). */
  state: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().min(0),
  /** When the next attempt is due; null once sent or failed. */
  nextAttemptAt: isoTime.nullable(),
  /** The last attempt's error, for the owner. */
  lastError: z.string().max(500).nullable(),
  doneAt: isoTime.nullable(),
})
export type OutboxDelivery = z.infer<typeof outboxDelivery>

/** A new delivery, pending and due at `at` (an ISO time). */
export const pendingDelivery = (at: string): OutboxDelivery => ({
  state: 'pending',
  attempts: 0,
  nextAttemptAt: at,
  lastError: null,
  doneAt: null,
})
