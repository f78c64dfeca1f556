/**
 * The admin service's booking store file (`<data dir>/bookings.json`): the owner's settings, the live
 * holds, the bookings, the e-mails waiting in the outbox, the owner's calendar feeds' busy times and the
 * history of changes. Validated when the service opens the file; the /admin Bookings tab reads the types.
 */
import { z } from 'zod'
import { outboxDelivery } from '../outbox/delivery.ts'
import { MAX_ADD_ON_IMAGES } from './addOns.ts'
import { bookingSettings } from './settings.ts'
import { bookingStatuses } from './statuses.ts'

export { bookingStatuses, type BookingStatus } from './statuses.ts'

const isoTime = z.iso.datetime()
const key = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/)

/** The price shown before booking, in cents; null where the owner has not set every part of it. */
const price = z
  .object({
    lines: z.array(z.object({ label: z.string(), cents: z.number().int() })),
    subtotalCents: z.number().int(),
    hstCents: z.number().int(),
    totalCents: z.number().int(),
  })
  .nullable()
export type Price = z.infer<typeof price>

/** Where and what is shot, and when: shared by holds and bookings. */
const shoot = z.object({
  services: z.array(z.string().max(40)).min(1).max(12),
  /** The add-ons taken (settings' `addOns`), with how many images of a per-image one; none before add-ons. */
  addOns: z
    .array(z.object({ id: z.string().max(40), quantity: z.number().int().min(1).max(MAX_ADD_ON_IMAGES) }))
    .max(20)
    .default([]),
  sizeId: z.string().max(40),
  postal: z.string().max(6),
  zoneId: z.string().max(40),
  memberId: z.string().max(40),
  start: isoTime,
  end: isoTime,
  bufferMinutes: z.number().int().min(0),
})

export const storedHold = shoot.extend({
  id: key,
  expiresAt: isoTime,
  /** The client address's key (admin-service/server/shared/http/clientKey.ts): at most a few live holds each. */
  client: z.string().max(100),
  /** Set when the hold is a new time for this booking (its own time does not block it). */
  rescheduleOf: key.nullable(),
  /**
   * Whether the hold closes its time to others. Holds close at most a share of a day's open starts
   * (the booking store's hold rules); past it a hold still keeps the visitor's
   * place, and books unless someone books that time first.
   */
  firm: z.boolean().default(true),
})
export type StoredHold = z.infer<typeof storedHold>

export const storedBooking = shoot.extend({
  id: key,
  createdAt: isoTime,
  updatedAt: isoTime,
  status: z.enum(bookingStatuses),
  name: z.string().max(100),
  email: z.string().max(254),
  phone: z.string().max(30),
  address: z.string().max(200),
  /** The client's access notes: lockbox, occupied or vacant, parking. */
  notes: z.string().max(2000),
  ownerNotes: z.string().max(5000),
  price,
  /** The invitation's SEQUENCE: raised on every change the client's calendar must follow. */
  sequence: z.number().int().min(0),
  reminderSentFor: isoTime.nullable(),
  /** The lead it was made from, if any. */
  leadId: z.string().max(40).nullable(),
  /**
   * Its order in the payments store, chosen with the booking and written in the same change, the order
   * itself written just after (admin-service/server/booking/bookingOrder.ts); null on a booking made
   * before bookings had orders.
   */
  orderId: key.nullable().default(null),
})
export type StoredBooking = z.infer<typeof storedBooking>

export const mailKinds = ['confirmation', 'update', 'cancellation', 'reminder', 'owner'] as const
export type MailKind = (typeof mailKinds)[number]

/** One e-mail in the outbox, written in the same commit as the change it tells of. */
export const storedMail = z.object({
  id: key,
  receivedAt: isoTime,
  bookingId: key,
  kind: z.enum(mailKinds),
  /** The booking as it was when the e-mail was queued (what the e-mail and its invitation say). */
  booking: storedBooking,
  deliveries: z.partialRecord(z.enum(['email']), outboxDelivery),
})
export type StoredMail = z.infer<typeof storedMail>

export const feedState = z.object({
  memberId: z.string().max(40),
  fetchedAt: isoTime.nullable(),
  error: z.string().max(500).nullable(),
  busy: z.array(z.object({ start: isoTime, end: isoTime })),
})
export type FeedState = z.infer<typeof feedState>

export const bookingChange = z.object({
  id: key,
  at: isoTime,
  action: z.enum(['create', 'approve', 'reschedule', 'cancel', 'status', 'notes', 'settings', 'undo']),
  by: z.enum(['client', 'owner']),
  bookingId: key.nullable(),
  summary: z.string().max(300),
  /**
   * The booking as it was before this change, kept on a booking's last change only (what the owner's
   * undo restores); null on the others, on a booking's creation and on settings changes.
   */
  before: storedBooking.nullable().default(null),
})
export type BookingChange = z.infer<typeof bookingChange>

export const bookingsFile = z.object({
  settings: bookingSettings,
  /** Key of the manage links' HMAC. */
  secret: z.string().min(32),
  /** The secret part of the owner's calendar feed address (rotatable). */
  feedToken: key,
  holds: z.array(storedHold),
  bookings: z.array(storedBooking),
  mails: z.array(storedMail),
  feeds: z.array(feedState),
  history: z.array(bookingChange),
})
export type BookingsFile = z.infer<typeof bookingsFile>
