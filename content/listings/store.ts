/**
 * The admin service's listings store file (`<data dir>/listings.json`): the listings with their media, the
 * reusable agent profiles and the owner's listing settings. Validated when the service opens the file and on
 * every change; the publisher reads the same schema to render the listings' pages, and
 * the /admin page its types.
 */
import { z } from 'zod'
import {
  afterSaleChoices,
  deliveryStates,
  LISTING_TEXT as T,
  listingStatuses,
  MEDIA_LIMITS,
  mediaKinds,
  MLS_LONG_EDGE,
} from './limits.ts'
import { outboxDelivery } from '../outbox/delivery.ts'
import { paymentTerms } from '../payments/requests.ts'
import { parseListingLink } from './links.ts'
import { team } from './team.ts'

const isoTime = z.iso.datetime()
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`)
const required = (max: number) => text(max).min(1, 'is required')

/** Ids of listings, agents and media items: 16 random base64url characters (96 bits). */
export const ENTITY_ID = /^[A-Za-z0-9_-]{16}$/
const entityId = z.string().regex(ENTITY_ID, 'must be an id of 16 letters, digits, dashes or underscores')
/** The delivery page's token: 32 base64url characters, 192 random bits (at least 128 asked). */
export const DELIVERY_TOKEN = /^[A-Za-z0-9_-]{32}$/
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** A file the service stored: its random name in the listing's folder, what it was called, its size and type. */
export const storedFile = z.object({
  name: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp|avif|tif|mp4|pdf)$/, 'must be a stored file name'),
  /** The uploaded file's own name, for the owner (never used as a path). */
  original: z.string().max(255),
  bytes: z.number().int().nonnegative(),
  mime: z.string().max(60),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
})
export type StoredFile = z.infer<typeof storedFile>

const link = z.object({ src: z.url({ protocol: /^https$/ }), provider: z.string().max(40) })

const mediaBase = { id: entityId, caption: text(T.caption).default('') }

export const photoItem = z.object({
  ...mediaBase,
  kind: z.literal('photo'),
  file: storedFile,
  /** Virtually staged: labelled as such on every page, the MLS tour included. */
  staged: z.boolean().default(false),
  /** A staged photo's unstaged original, another photo of the same listing. */
  originalId: entityId.nullable().default(null),
})
export const filmItem = z.object({
  ...mediaBase,
  kind: z.literal('film'),
  /** An uploaded MP4 (self-hosted `<video>`), or a provider's player behind a click-to-load facade. */
  file: storedFile.optional(),
  link: link.optional(),
})
export const tourItem = z.object({ ...mediaBase, kind: z.literal('tour'), link })
export const floorPlanItem = z.object({ ...mediaBase, kind: z.literal('floorPlan'), file: storedFile })

export const mediaItem = z
  .discriminatedUnion('kind', [photoItem, filmItem, tourItem, floorPlanItem])
  .superRefine((item, ctx) => {
    if (item.kind === 'film' && Boolean(item.file) === Boolean(item.link))
      ctx.addIssue({ code: 'custom', path: ['file'], message: 'a film is either an uploaded file or a link' })
    if (item.kind === 'film' && item.link && !parseListingLink(item.link.src, 'film').ok)
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'is not an allowed film provider' })
    if (item.kind === 'tour' && !parseListingLink(item.link.src, 'tour').ok)
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'is not an allowed 3D tour provider' })
  })
export type MediaItem = z.infer<typeof mediaItem>
export type PhotoItem = z.infer<typeof photoItem>

export const address = z.object({
  street: required(T.street),
  unit: text(T.unit).default(''),
  city: required(T.city),
  region: required(T.region).default('ON'),
  postalCode: text(T.postalCode).default(''),
})
export type Address = z.infer<typeof address>

const count = (max: number) => z.number().min(0).max(max).multipleOf(0.5, 'must be a whole or half number').nullable()

/** What the owner writes of a listing (`POST` / `PUT /api/listings`): everything but media, ids and delivery. */
export const listingFields = z.object({
  address,
  /** The branded page's address, `/listings/<slug>/`; made from the street address when not given. */
  slug: z.string().regex(SLUG, 'must be lowercase letters, digits and single dashes').max(100).optional(),
  status: z.enum(listingStatuses).default('draft'),
  /** Asking price in Canadian dollars; optional. */
  price: z.number().int().min(1).max(1_000_000_000).nullable().default(null),
  bedrooms: count(100).default(null),
  bathrooms: count(100).default(null),
  /** Finished area in square feet. */
  sizeSqFt: z.number().int().min(1).max(1_000_000).nullable().default(null),
  description: text(T.description).default(''),
  agentId: entityId.nullable().default(null),
  /** The booking this shoot came from, when there is one. */
  bookingId: text(T.bookingId).nullable().default(null),
  /** Its order in the payments store (checked by the admin service), when there is one. */
  orderId: text(T.bookingId).nullable().default(null),
  /** The services shot (the services catalogue's keys), as booked. */
  services: z.array(z.string().max(40)).max(12).default([]),
  /** Sold or archived: keep the branded page with a "Sold" band, or take it down. */
  afterSale: z.enum(afterSaleChoices).default('keep'),
  /**
   * Whether the owner is e-mailed a copy of each buyer's question from the branded page; the question goes to
   * the agent either way, and is kept in the Leads inbox tagged with the listing.
   */
  copyStudio: z.boolean().default(false),
})
export type ListingFields = z.infer<typeof listingFields>

export const delivery = z.object({
  state: z.enum(deliveryStates),
  /** Why the last delivery failed, for the owner. */
  error: z.string().max(2000).nullable(),
  /** When the state last changed. */
  at: isoTime,
})
export type Delivery = z.infer<typeof delivery>

export const listing = listingFields.extend({
  id: entityId,
  slug: z.string().regex(SLUG).max(100),
  /** `/tour/<tourId>/`: the unbranded MLS tour; random, unrelated to the listing's other ids. */
  tourId: z.string().regex(ENTITY_ID),
  /** `/delivery/<deliveryToken>/`: the agent's delivery page. */
  deliveryToken: z.string().regex(DELIVERY_TOKEN),
  media: z.array(mediaItem),
  /** The last delivery's state; null before the first. */
  delivery: delivery.nullable(),
  /** When a delivery first made it live: from then on its three addresses exist. */
  deliveredAt: isoTime.nullable(),
  /**
   * The e-mail that sends the agent the delivery page's address: pending from the owner's Deliver until the
   * mail server accepted it once the listing is live (retried with backoff, across restarts), null when
   * none was asked for (no mail server, or not delivered yet).
   */
  agentMail: outboxDelivery.nullable().default(null),
  /**
   * What the live pages were made from (a hash of the listing's content, DeliveryCoordinator.ts), recorded
   * when a publish went live: an edit a stopped process had not published yet is published at the next start.
   */
  publishedKey: z.string().max(64).nullable().default(null),
  createdAt: isoTime,
  updatedAt: isoTime,
})
export type Listing = z.infer<typeof listing>

/** An agent's profile fields (`POST` / `PUT /api/agents`). */
export const agentFields = z.object({
  name: required(T.name),
  /** Empty on a profile made from a client's order until the owner fills it in (delivery needs it). */
  brokerage: text(T.brokerage).default(''),
  /** Empty on a profile made from an order without one, until the owner fills it in (delivery needs it). */
  phone: text(T.phone)
    .regex(/^([+()\d\s.-]{7,30})?$/, 'must be a phone number (digits, spaces, + ( ) - .)')
    .default(''),
  email: z.email('must be an e-mail address').max(T.email),
  /** Where the agent's invoices are e-mailed, when not to `email` (their office's accounts, say). */
  billingEmail: z.email('must be an e-mail address').max(T.email).optional(),
  /** The agent's payment terms: net 30 makes their invoices due 30 days after issue and frees their downloads at once. */
  terms: z.enum(paymentTerms, { error: `must be one of ${paymentTerms.join(', ')}` }).default('due-on-receipt'),
})
export type AgentFields = z.infer<typeof agentFields>

export const agent = agentFields.extend({
  id: entityId,
  /** Stored images (re-encoded, no metadata) in the listings media folder's `agents/`. */
  headshot: storedFile.nullable(),
  logo: storedFile.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
})
export type Agent = z.infer<typeof agent>

export const listingSettings = z.object({
  /** The MLS download's long edge in pixels. */
  mlsLongEdge: z.number().int().min(MLS_LONG_EDGE.min).max(MLS_LONG_EDGE.max),
})
export type ListingSettings = z.infer<typeof listingSettings>

export const listingsFile = z
  .object({
    settings: listingSettings,
    agents: z.array(agent),
    listings: z.array(listing),
    teams: z.array(team).default([]),
  })
  .superRefine((file, ctx) => {
    const agents = new Set(file.agents.map((a) => a.id))
    const inTeam = new Set<string>()
    file.teams.forEach((t, i) => {
      for (const member of t.memberIds) {
        if (inTeam.has(member))
          ctx.addIssue({ code: 'custom', path: ['teams', i, 'memberIds'], message: `"${member}" is in two teams` })
        inTeam.add(member)
      }
    })
    const unique = (key: 'id' | 'slug' | 'tourId' | 'deliveryToken') => {
      const seen = new Set<string>()
      file.listings.forEach((l, i) => {
        if (seen.has(l[key])) ctx.addIssue({ code: 'custom', path: ['listings', i, key], message: `duplicate ${key}` })
        seen.add(l[key])
      })
    }
    for (const key of ['id', 'slug', 'tourId', 'deliveryToken'] as const) unique(key)
    file.listings.forEach((l, i) => {
      if (l.agentId && !agents.has(l.agentId))
        ctx.addIssue({ code: 'custom', path: ['listings', i, 'agentId'], message: `names no agent "${l.agentId}"` })
      for (const kind of mediaKinds) {
        const n = l.media.filter((m) => m.kind === kind).length
        if (n > MEDIA_LIMITS.perListing[kind])
          ctx.addIssue({
            code: 'custom',
            path: ['listings', i, 'media'],
            message: `more than ${MEDIA_LIMITS.perListing[kind]} ${kind} items`,
          })
      }
    })
  })
export type ListingsFile = z.infer<typeof listingsFile>

export const emptyListingsFile = (): ListingsFile => ({
  settings: { mlsLongEdge: MLS_LONG_EDGE.default },
  agents: [],
  listings: [],
  teams: [],
})

/** "12 Maple Ave, Unit 5, Toronto" → "12-maple-ave-unit-5-toronto": the branded page's address. */
export function slugOf(a: Pick<Address, 'street' | 'unit' | 'city'>): string {
  return [a.street, a.unit && `unit ${a.unit}`, a.city]
    .filter(Boolean)
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '')
}

/** "12 Maple Ave, Unit 5, Toronto, ON M4E 1A1": the address on one line. */
export function addressLine(a: Address): string {
  const street = a.unit ? `${a.street}, Unit ${a.unit}` : a.street
  return [street, a.city, [a.region, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
}

/**
 * What a listing still lacks before it can be delivered, each as a short phrase for the owner ("an agent",
 * "at least one photo"); empty when it is complete.
 */
export function missingForDelivery(l: Listing, agents: readonly Agent[]): string[] {
  const missing: string[] = []
  const agent = agents.find((a) => a.id === l.agentId)
  if (!l.agentId) missing.push('an agent')
  else if (!agent) missing.push('an agent (the chosen profile no longer exists)')
  else {
    if (!agent.brokerage) missing.push('the agent’s brokerage')
    if (!agent.phone) missing.push('the agent’s phone')
  }
  if (!l.media.some((m) => m.kind === 'photo')) missing.push('at least one photo')
  if (!l.description.trim()) missing.push('a description')
  if (l.bedrooms === null) missing.push('the number of bedrooms')
  if (l.bathrooms === null) missing.push('the number of bathrooms')
  return missing
}
