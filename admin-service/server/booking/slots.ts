import { getTimes } from 'suncalc'
import {
  clockMinutes,
  TWILIGHT_ID,
  weekdays,
  type BookingSettings,
  type Zone,
} from '../../../content/booking/settings.ts'
import { twilightOffered } from '../../../content/booking/addOns.ts'
import { closedHoliday } from './holidays.ts'
import { addDays, torontoInstant } from './torontoTime.ts'

const MINUTE = 60_000

/**
 * Something that occupies a team member (or, with `memberId` null, everyone): a booking or a live hold
 * (with its zone and buffer: travel to and from it is kept free), a busy time of the member's own
 * calendar or a blocked period (no zone: only the time itself).
 */
export type Busy = { memberId: string | null; start: number; end: number; zoneId: string | null; bufferMinutes: number }

export type SlotQuery = {
  /** Catalogue ids of the chosen services; `TWILIGHT_ID` among them puts the shoot around sunset. */
  services: readonly string[]
  sizeId: string
  zoneId: string
  /** Toronto calendar days, inclusive. */
  from: string
  to: string
  now: number
}

export type Slot = { start: number; end: number; memberId: string }

/** The shoot's minutes on site and its buffer after, for services and a size band (null: one is not bookable). */
export function shootLength(
  settings: BookingSettings,
  services: readonly string[],
  sizeId: string,
): { minutes: number; bufferMinutes: number } | null {
  let minutes = 0
  let bufferMinutes = 0
  for (const id of services) {
    if (id === TWILIGHT_ID) {
      if (!twilightOffered(settings)) return null
      minutes += settings.twilight.durationMinutes
      continue
    }
    const service = settings.services.find((s) => s.id === id)
    const duration = service?.durations[sizeId]
    if (!service || duration === undefined) return null
    minutes += duration
    bufferMinutes = Math.max(bufferMinutes, service.bufferMinutes)
  }
  return services.length ? { minutes, bufferMinutes } : null
}

/** Travel minutes between two zones, either way (the settings' table). */
export function travelMinutes(settings: BookingSettings, from: string, to: string): number {
  if (from === to) return settings.sameZoneMinutes
  const row = settings.travel.find((t) => (t.from === from && t.to === to) || (t.from === to && t.to === from))
  return row?.minutes ?? settings.otherMinutes
}

/** A Canadian postal code without spaces, upper-case; null when it is not one. */
export function normalPostal(input: string): string | null {
  const postal = input.replace(/\s+/g, '').toUpperCase()
  return /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/.test(postal) ? postal : null
}

/** The zone of a postal code (the longest matching prefix), or null outside every zone. */
export function zoneOf(settings: BookingSettings, postal: string): Zone | null {
  let best: Zone | null = null
  let length = 0
  for (const zone of settings.zones) {
    for (const prefix of zone.prefixes) {
      if (postal.startsWith(prefix) && prefix.length > length) {
        best = zone
        length = prefix.length
      }
    }
  }
  return best
}

/** Sunset in a zone on a Toronto day (suncalc; computed at local noon so the right day's sunset comes back). */
export function sunset(zone: Zone, day: string): number | null {
  // Null only where the sun does not set (polar days), never in a Canadian zone south of 60°.
  return getTimes(new Date(torontoInstant(day, 12 * 60)), zone.latitude, zone.longitude).sunset?.getTime() ?? null
}

/**
 * Whether a shoot in `zoneId` from `start` to `end`, then `bufferMinutes`, overlaps none of `list` and
 * leaves room for travel and buffers to and from each (a busy time of a feed has no zone: no travel).
 */
export function fitsAmong(settings: BookingSettings, zoneId: string, bufferMinutes: number) {
  const travel = new Map<string, number>()
  const travelTo = (other: string) => {
    let minutes = travel.get(other)
    if (minutes === undefined) travel.set(other, (minutes = travelMinutes(settings, other, zoneId)))
    return minutes * MINUTE
  }
  return (list: readonly Busy[], start: number, end: number) =>
    list.every((b) => {
      if (b.zoneId === null) return b.end <= start || end <= b.start
      const gap = travelTo(b.zoneId)
      return b.end + b.bufferMinutes * MINUTE + gap <= start || end + bufferMinutes * MINUTE + gap <= b.start
    })
}

/**
 * A time the owner books outside what visitors are offered (before the notice, outside the weekly hours or
 * beyond the horizon): the first member in team order who shoots every service and is free from `start`
 * for the shoot's length, with travel and buffers kept. Null when nobody is.
 */
export function ownerSlot(
  settings: BookingSettings,
  query: Pick<SlotQuery, 'services' | 'sizeId' | 'zoneId'>,
  start: number,
  busy: readonly Busy[],
): Slot | null {
  const length = shootLength(settings, query.services, query.sizeId)
  if (!length || !settings.zones.some((z) => z.id === query.zoneId)) return null
  const end = start + length.minutes * MINUTE
  const free = fitsAmong(settings, query.zoneId, length.bufferMinutes)
  const member = settings.team.find(
    (m) =>
      query.services.every((s) => m.services.includes(s)) &&
      free(
        busy.filter((b) => b.memberId === m.id || b.memberId === null),
        start,
        end,
      ),
  )
  return member ? { start, end, memberId: member.id } : null
}

/**
 * The open slots for a query: for each day from `from` to `to` (within notice and horizon, but a statutory
 * holiday the owner has not opened), each member
 * who shoots every chosen service, each start on the step grid of their weekly hours (twilight: the one
 * start that ends the shoot `minutesAfterSunset` after sunset), kept when the shoot fits the hours and
 * leaves room for travel and buffers to and from every neighbouring booking or hold, and overlaps no busy
 * time. One slot per start: the first member in team order who is free takes it. Pure: `busy` and
 * `now` are all it knows of the world.
 */
export function computeSlots(settings: BookingSettings, query: SlotQuery, busy: readonly Busy[]): Slot[] {
  const length = shootLength(settings, query.services, query.sizeId)
  const zone = settings.zones.find((z) => z.id === query.zoneId)
  if (!length || !zone) return []
  const twilight = query.services.includes(TWILIGHT_ID)
  const earliest = query.now + settings.noticeHours * 60 * MINUTE
  const latest = query.now + settings.horizonDays * 1440 * MINUTE
  const members = settings.team.filter((m) => query.services.every((s) => m.services.includes(s)))
  const duration = length.minutes * MINUTE
  // Furthest another shoot's travel and buffers can reach: busy times further away never matter.
  const reach = (settings.otherMinutes + 2 * 240 + 600) * MINUTE
  const byMember = new Map(
    members.map((m) => [m.id, busy.filter((b) => b.memberId === m.id || b.memberId === null)] as const),
  )
  const free = fitsAmong(settings, zone.id, length.bufferMinutes)

  const slots: Slot[] = []
  for (let day = query.from; day <= query.to; day = addDays(day, 1)) {
    if (closedHoliday(settings, day)) continue
    const weekday = weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()]!
    const dayStart = torontoInstant(day, 0)
    if (dayStart - 1440 * MINUTE > latest) break
    const taken = new Map<number, Slot>()
    for (const member of members) {
      const windows = member.weeklyHours[weekday]
      if (windows.length === 0 || member.daysOff.some((p) => p.from <= day && day <= p.to)) continue
      const near = byMember
        .get(member.id)!
        .filter((b) => b.end > dayStart - reach && b.start < dayStart + 1440 * MINUTE + reach)
      const candidates: [number, number][] = []
      const sunsetAt = twilight ? sunset(zone, day) : null
      if (sunsetAt !== null) {
        const end = Math.round((sunsetAt + settings.twilight.minutesAfterSunset * MINUTE) / (5 * MINUTE)) * 5 * MINUTE
        candidates.push([end - duration, end])
      } else if (!twilight) {
        for (const window of windows) {
          const open = torontoInstant(day, clockMinutes(window.start))
          const close = torontoInstant(day, clockMinutes(window.end))
          for (let start = open; start + duration <= close; start += settings.stepMinutes * MINUTE) {
            candidates.push([start, start + duration])
          }
        }
      }
      for (const [start, end] of candidates) {
        if (start < earliest || start > latest || taken.has(start)) continue
        if (free(near, start, end)) taken.set(start, { start, end, memberId: member.id })
      }
    }
    slots.push(...[...taken.values()].sort((a, b) => a.start - b.start))
  }
  return slots
}
