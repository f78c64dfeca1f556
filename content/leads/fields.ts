/**
 * A lead's fields and the inbox's fixed values, as plain data: the quote form's schema (schema.ts), the
 * lead store's schema (store.ts) and the /admin page read them; the page imports no zod at all.
 */
import { serviceAreaCities } from '../service-area-cities.ts'
import { servicesCatalog } from '../services-catalog.ts'

/** The services a visitor can ask about: the services catalogue, by page slug. */
export const leadServices = servicesCatalog.map((s) => ({ value: s.key, label: s.name }))

/** The property's area: the service-area cities, or anywhere else. */
export const leadAreas = [
  ...serviceAreaCities.map((c) => ({ value: c.slug, label: c.name })),
  { value: 'other', label: 'Other area' },
]

/** Approximate size of the property, in the ranges the owner prices by. */
export const leadSizes = [
  { value: 'under-1000', label: 'Under 1,000 sq ft' },
  { value: '1000-2000', label: '1,000 to 2,000 sq ft' },
  { value: '2000-3500', label: '2,000 to 3,500 sq ft' },
  { value: '3500-5000', label: '3,500 to 5,000 sq ft' },
  { value: 'over-5000', label: 'Over 5,000 sq ft' },
  { value: 'not-a-property', label: 'Not about a property' },
]

export const LEAD_LIMITS = { name: 100, email: 254, phone: 30, message: 2000 } as const

/** Each field's label, in the form's order: the form, the no-JavaScript error page and the CSV export use it. */
export const leadFieldLabels = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  services: 'Services',
  area: 'Property area',
  size: 'Approximate size',
  date: 'Preferred date',
  message: 'Message',
  consent: 'Privacy consent',
  listing: 'Listing',
} as const

export const leadStatuses = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
/** Where a lead is sent: the owner's e-mail, the visitor's confirmation, the CRM webhook. */
/** `agent`: a listing's question forwarded to its agent. */
export const deliveryKinds = ['email', 'autoreply', 'webhook', 'agent'] as const
export type DeliveryKind = (typeof deliveryKinds)[number]
export const MAX_NOTES = 5000
/** The longest retention the privacy page promises; the owner may choose a shorter one. */
export const MAX_RETENTION_MONTHS = 24
/** Requests judged spam are removed after this many days, whatever the retention. */
export const SPAM_RETENTION_DAYS = 30
