/**
 * The owner's booking settings: who shoots what and when, how long each service takes by
 * property size, the travel zones, the notice, horizon and cut-off, and the prices where the owner has
 * set them. One zod schema for the admin service's store (`bookings.json`) and the /admin settings form.
 * Times of day are Toronto wall-clock times ("08:00"); every instant is computed from them in that zone.
 */
import { z } from 'zod'
import { servicesCatalog } from '../services-catalog.ts'
import { addOnUnits, TWILIGHT_ID } from './addOns.ts'
import { weekdays, type Weekday } from './weekdays.ts'

export { weekdays, type Weekday } from './weekdays.ts'

export { TWILIGHT_ID } from './addOns.ts'

/** Where every booking's times are read (and written in e-mails); ICS carries UTC. */
export const BOOKING_TIME_ZONE = 'America/Toronto'

const serviceKeys = servicesCatalog.map((s) => s.key) as [string, ...string[]]
const id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'use lower-case letters, digits and hyphens')
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use a time like 08:00 (24-hour clock)')
const day = z.iso.date({ message: 'use a date like 2026-12-24' })
const minutes = (max: number) => z.number().int('whole minutes').min(0).max(max)
const cents = z.number().int('a price in cents').min(0).max(10_000_000)
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))

const hours = z
  .object({ start: clock, end: clock })
  .refine((h) => toMinutes(h.end) > toMinutes(h.start), { message: 'the end must be after the start', path: ['end'] })

const period = z
  .object({ from: day, to: day, reason: z.string().max(200).default('') })
  .refine((p) => p.to >= p.from, { message: 'the last day must not be before the first', path: ['to'] })

const teamMember = z.object({
  id,
  name: z.string().trim().min(1, 'enter a name').max(100),
  email: z.email('enter an e-mail address').or(z.literal('')).default(''),
  /** The catalogue services (and twilight) this person shoots. */
  services: z.array(z.enum([...serviceKeys, TWILIGHT_ID])).min(1, 'choose at least one service'),
  weeklyHours: z.object(
    Object.fromEntries(weekdays.map((d) => [d, z.array(hours).max(4)])) as Record<Weekday, z.ZodArray<typeof hours>>,
  ),
  daysOff: z.array(period).max(200).default([]),
  /** A secret iCal address (https) whose busy times close this person's slots. */
  busyFeedUrl: z
    .url({ protocol: /^https$/, message: 'use the calendar’s https address' })
    .or(z.literal(''))
    .default(''),
})

const bookableService = z.object({
  id: z.enum(serviceKeys),
  /** Minutes on site per size band id. */
  durations: z.record(id, minutes(600)),
  bufferMinutes: minutes(240),
  /** Price per size band in cents before tax; a band without one is "price confirmed by e-mail". */
  prices: z.record(id, cents).default({}),
})

const zone = z.object({
  id,
  name: z.string().trim().min(1).max(60),
  /** Forward sortation areas (the postal code's first three characters) or shorter prefixes ("M5"). */
  prefixes: z.array(z.string().regex(/^[A-Z]\d?[A-Z]?$/, 'use a postal-code prefix like M5V or L4')).min(1),
  /** Where sunset is computed for the zone. */
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Cents before HST; null (none set) is $0, never "no price". */
  travelFeeCents: cents.nullable().default(null),
})
export type Zone = z.infer<typeof zone>

const addOn = z.object({
  id,
  name: z.string().trim().min(1, 'enter a name').max(60, 'keep the name under 60 characters'),
  /** Cents before HST, for the shoot or for each image; null: "price confirmed by e-mail". */
  priceCents: cents.nullable().default(null),
  per: z.enum(addOnUnits, { error: 'choose per shoot or per image' }),
  /** Whether /book offers it (twilight's: whether twilight shoots are booked online). */
  offered: z.boolean(),
})
export type AddOn = z.infer<typeof addOn>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Settings written before add-ons kept twilight's switch and price on `twilight` (`enabled`, `priceCents`):
 * read, they become its add-on. Settings without a twilight add-on get one, offered as `twilight.enabled`
 * says (not offered when it says nothing).
 */
function withTwilightAddOn(input: unknown): unknown {
  // Anything but an object with a list (or none) of add-ons is left for the schema to refuse.
  if (!isRecord(input) || (input.addOns !== undefined && !Array.isArray(input.addOns))) return input
  const addOns: unknown[] = input.addOns ?? []
  if (addOns.some((a) => isRecord(a) && a.id === TWILIGHT_ID)) return input
  const old = isRecord(input.twilight) ? input.twilight : {}
  const twilight = {
    id: TWILIGHT_ID,
    name: 'Twilight',
    priceCents: old.priceCents ?? null,
    per: 'shoot',
    offered: old.enabled === true,
  }
  return { ...input, addOns: [twilight, ...addOns] }
}

const settingsObject = z
  .object({
    sizes: z.array(z.object({ id, label: z.string().trim().min(1).max(60) })).min(1),
    services: z.array(bookableService),
    /** When a twilight shoot takes place; its name, price and whether it is offered are its add-on's. */
    twilight: z.object({
      /** The shoot ends this many minutes after sunset (dusk light lasts about half an hour). */
      minutesAfterSunset: minutes(90),
      durationMinutes: minutes(240),
    }),
    /** Floor plan, twilight, virtual staging, rush delivery, extra photos...: what /book offers besides services. */
    addOns: z.array(addOn).max(20, 'keep to 20 add-ons'),
    team: z.array(teamMember).min(1, 'at least one person shoots'),
    zones: z.array(zone).min(1),
    /** Minutes between zones, either way; a zone to itself is `sameZoneMinutes`, a missing pair `otherMinutes`. */
    travel: z.array(z.object({ from: id, to: id, minutes: minutes(300) })),
    sameZoneMinutes: minutes(180),
    otherMinutes: minutes(300),
    noticeHours: z
      .number()
      .int()
      .min(0)
      .max(24 * 30),
    horizonDays: z.number().int().min(1).max(365),
    /** Clients reschedule or cancel themselves until this many hours before the start. */
    cutoffHours: z
      .number()
      .int()
      .min(0)
      .max(24 * 14),
    holdMinutes: z.number().int().min(2).max(60),
    /** Candidate starts every this many minutes. */
    stepMinutes: z.number().int().min(5).max(120),
    confirmation: z.enum(['instant', 'approval']),
    /** Ontario's statutory holidays are closed to visitors' bookings; these days ("YYYY-MM-DD") the owner opens. */
    openHolidays: z.array(day).max(100).default([]),
    /** The reminder e-mail goes out the day before at this Toronto time. */
    reminderTime: clock,
  })
  .superRefine((s, ctx) => {
    const sizes = new Set(s.sizes.map((x) => x.id))
    const zones = new Set(s.zones.map((z) => z.id))
    s.services.forEach((service, i) => {
      for (const size of sizes) {
        if (!(size in service.durations))
          ctx.addIssue({ code: 'custom', path: ['services', i, 'durations', size], message: 'enter the minutes' })
      }
      for (const key of [...Object.keys(service.durations), ...Object.keys(service.prices)]) {
        if (!sizes.has(key))
          ctx.addIssue({ code: 'custom', path: ['services', i, 'durations', key], message: 'no such size band' })
      }
    })
    const addOnIds = new Set<string>()
    s.addOns.forEach((a, i) => {
      if (addOnIds.has(a.id))
        ctx.addIssue({ code: 'custom', path: ['addOns', i, 'id'], message: 'already used by another add-on' })
      addOnIds.add(a.id)
      if (a.id === TWILIGHT_ID && a.per !== 'shoot')
        ctx.addIssue({ code: 'custom', path: ['addOns', i, 'per'], message: 'twilight is priced per shoot' })
    })
    s.travel.forEach((t, i) => {
      for (const end of ['from', 'to'] as const) {
        if (!zones.has(t[end])) ctx.addIssue({ code: 'custom', path: ['travel', i, end], message: 'no such zone' })
      }
    })
    const seen = new Set<string>()
    s.zones.forEach((z, i) =>
      z.prefixes.forEach((p, j) => {
        if (seen.has(p))
          ctx.addIssue({ code: 'custom', path: ['zones', i, 'prefixes', j], message: 'already in another zone' })
        seen.add(p)
      }),
    )
  })
/** The settings, with twilight's switch and price of older files read into its add-on (`withTwilightAddOn`). */
export const bookingSettings = z.preprocess(withTwilightAddOn, settingsObject)
export type BookingSettings = z.infer<typeof bookingSettings>

/** Minutes since midnight of a clock time "HH:MM". */
export const clockMinutes = toMinutes
