/**
 * The owner's booking settings: who shoots what and when, how long each service takes by
 * property size, the travel zones, the notice, horizon and cut-off, and the prices where the owner has
 * set them. One zod schema for the admin service's store (`bookings.json`) and the /admin settings form.
 * Times of day are Toronto wall-clock times ("08:00"); every instant is computed from them in that zone.
 */
import { z } from 'zod'
import { servicesCatalog } from '../services-catalog.ts'
import { weekdays, type Weekday } from './weekdays.ts'

export { weekdays, type Weekday } from './weekdays.ts'

/** Where every booking's times are read (and written in e-mails); ICS carries UTC. */
export const BOOKING_TIME_ZONE = 'America/Toronto'
/** The extra service whose slot sits before the day's sunset. */
export const TWILIGHT_ID = 'twilight'

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
  travelFeeCents: cents.nullable().default(null),
})
export type Zone = z.infer<typeof zone>

export const bookingSettings = z
  .object({
    sizes: z.array(z.object({ id, label: z.string().trim().min(1).max(60) })).min(1),
    services: z.array(bookableService),
    twilight: z.object({
      enabled: z.boolean(),
      /** The shoot ends this many minutes after sunset (dusk light lasts about half an hour). */
      minutesAfterSunset: minutes(90),
      durationMinutes: minutes(240),
      priceCents: cents.nullable().default(null),
    }),
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
export type BookingSettings = z.infer<typeof bookingSettings>

/** Minutes since midnight of a clock time "HH:MM". */
export const clockMinutes = toMinutes
