/**
 * The admin service's lead store file (`<data dir>/leads.json`): every quote request with its status,
 * the owner's notes and the state of its notifications, plus the inbox's retention setting. Validated
 * when the service opens the file; the `/admin` inbox reads the same types.
 */
import { z } from 'zod'
import { outboxDelivery } from '../outbox/delivery.ts'
import { deliveryKinds, LEAD_LIMITS, leadStatuses, MAX_NOTES, MAX_RETENTION_MONTHS } from './fields.ts'

const isoTime = z.iso.datetime()

export const storedLead = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/),
  receivedAt: isoTime,
  status: z.enum(leadStatuses),
  /** False until the owner has opened it: the inbox's unread count. */
  read: z.boolean(),
  spam: z.boolean(),
  /** Why it is spam: the hidden field filled in, sent too fast, or marked by the owner. */
  spamReason: z.enum(['honeypot', 'too-fast', 'owner']).nullable(),
  name: z.string().max(LEAD_LIMITS.name),
  email: z.string().max(LEAD_LIMITS.email),
  phone: z.string().max(LEAD_LIMITS.phone),
  services: z.array(z.string().max(40)).max(20),
  area: z.string().max(40),
  size: z.string().max(40),
  date: z.string().max(10),
  message: z.string().max(LEAD_LIMITS.message),
  consent: z.literal(true),
  notes: z.string().max(MAX_NOTES),
  /**
   * A question sent from a listing's page: the listing it is about, its address when it arrived,
   * and the agent's e-mail when the owner has the listing's questions forwarded to the agent.
   */
  listing: z
    .object({ id: z.string().max(40), address: z.string().max(300), forwardTo: z.string().max(254).nullable() })
    .nullable()
    .default(null),
  deliveries: z.partialRecord(z.enum(deliveryKinds), outboxDelivery),
})
export type StoredLead = z.infer<typeof storedLead>

export const leadSettings = z.object({
  retentionMonths: z.number().int().min(1).max(MAX_RETENTION_MONTHS),
})
export type LeadSettings = z.infer<typeof leadSettings>

export const leadsFile = z.object({
  settings: leadSettings,
  leads: z.array(storedLead),
})
export type LeadsFile = z.infer<typeof leadsFile>

export const emptyLeadsFile = (): LeadsFile => ({ settings: { retentionMonths: MAX_RETENTION_MONTHS }, leads: [] })

/** What the owner may change on a lead (`PATCH /api/leads/{id}`). */
export const leadPatch = z
  .object({
    status: z.enum(leadStatuses),
    notes: z.string().max(MAX_NOTES),
    /**
     * A question sent from a listing's page: the listing it is about, its address when it arrived,
     * and the agent's e-mail when the owner has the listing's questions forwarded to the agent.
     */
    listing: z
      .object({ id: z.string().max(40), address: z.string().max(300), forwardTo: z.string().max(254).nullable() })
      .nullable()
      .default(null),
    read: z.boolean(),
    spam: z.boolean(),
  })
  .partial()
  .strict()
export type LeadPatch = z.infer<typeof leadPatch>
