import type { DeliveryKind } from '../../../../content/leads/fields.ts'
import type { LeadPatch, LeadSettings, StoredLead } from '../../../../content/leads/store.ts'
import type { IntakeSummary } from '../../../shared/intake.ts'
import { apiRequest } from '../api.ts'

/** `GET /api/leads` (admin-service/server/leads/leadRoutes.ts): newest first, and the form's health. */
export type LeadsBody = { leads: StoredLead[]; settings: LeadSettings; channels: DeliveryKind[]; intake: IntakeSummary }

export const LEADS_KEY = '/api/leads'
export const LEADS_CSV = '/api/leads.csv'
/** New requests show up without a reload: the list is fetched again every half minute. */
export const LEADS_REFRESH_MS = 30_000

/** Requests the owner has not opened yet, spam left out: the Leads tab's count. */
export const unreadCount = (leads: readonly StoredLead[] | undefined) =>
  (leads ?? []).filter((l) => !l.read && !l.spam).length

export const patchLead = (id: string, patch: LeadPatch) =>
  apiRequest<{ lead: StoredLead }>('PATCH', `${LEADS_KEY}/${encodeURIComponent(id)}`, patch)

export const deleteLead = (id: string) => apiRequest('DELETE', `${LEADS_KEY}/${encodeURIComponent(id)}`)

export const saveLeadSettings = (settings: LeadSettings) =>
  apiRequest<{ settings: LeadSettings }>('PUT', `${LEADS_KEY}/settings`, settings)

// One formatter for every row: creating one per call costs more than the rest of a row's render.
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
export const formatTime = (iso: string) => timeFormat.format(new Date(iso))
