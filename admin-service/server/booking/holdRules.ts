import type { BookingSettings } from '../../../content/booking/settings.ts'
import { TWILIGHT_ID } from '../../../content/booking/settings.ts'
import type { ChosenAddOn } from '../../../content/booking/addOns.ts'
import type { BookingsFile, StoredHold } from '../../../content/booking/store.ts'
import { recipientKey } from '../shared/intake/visitorMail.ts'
import {
  BookingLockedError,
  BookingNotFoundError,
  HoldGoneError,
  InvalidBookingError,
  SlotTakenError,
  TooManyHoldsError,
} from './bookingErrors.ts'
import { iso, newId } from './bookingRecords.ts'
import { computeSlots, fitsAmong, ownerSlot, shootLength, type Busy, type SlotQuery } from './slots.ts'
import { torontoDay } from './torontoTime.ts'

const MINUTE = 60_000

/**
 * How much of the photographers' time visitors may hold (the owner's own holds are never limited): by
 * the time held, not the number of holds, since one hold of a long shoot closes more than one start.
 */
export type HoldRules = {
  /**
   * Minutes of shoots (with their buffers) one client address may hold at once, and one booking's e-mail
   * when it moves its bookings; a first hold is always allowed, however long its shoot.
   */
  minutesPerClient: number
  /** The share of a day's open starts that live holds may close, and how many they may close on any day. */
  dayShare: number
  dayStarts: number
}

/**
 * A visitor holds one time, perhaps a second while choosing (two long shoots: 480 minutes). Holds close
 * at most 10 % of a day's open starts (2 on a day with fewer than 20): past that share a hold still keeps
 * its visitor's place but closes nothing (`firm: false`), so holds from many addresses cannot close a day.
 */
export const DEFAULT_HOLD_RULES: HoldRules = { minutesPerClient: 480, dayShare: 0.1, dayStarts: 2 }

/** A shoot a visitor asks about, checked against the settings (bookingRoutes.ts resolves it). */
export type ShootQuery = {
  services: string[]
  /** Add-ons change the price, never the time: none when left out. */
  addOns?: readonly ChosenAddOn[]
  sizeId: string
  postal: string
  zoneId: string
}

/**
 * Everything that closes slots at `now`: bookings, live holds that close their time (`holds: false`:
 * none), feed busy times (`ignore`: a booking being moved).
 */
export function busyTimes(state: BookingsFile, now: number, ignore: string | null = null, holds = true): Busy[] {
  const busy: Busy[] = []
  for (const b of state.bookings) {
    if (b.status === 'cancelled' || b.id === ignore) continue
    busy.push({
      memberId: b.memberId,
      start: Date.parse(b.start),
      end: Date.parse(b.end),
      zoneId: b.zoneId,
      bufferMinutes: b.bufferMinutes,
    })
  }
  for (const h of holds ? state.holds : []) {
    if (Date.parse(h.expiresAt) <= now || !h.firm) continue
    busy.push({
      memberId: h.memberId,
      start: Date.parse(h.start),
      end: Date.parse(h.end),
      zoneId: h.zoneId,
      bufferMinutes: h.bufferMinutes,
    })
  }
  for (const feed of state.feeds) {
    for (const period of feed.busy) {
      busy.push({
        memberId: feed.memberId,
        start: Date.parse(period.start),
        end: Date.parse(period.end),
        zoneId: null,
        bufferMinutes: 0,
      })
    }
  }
  return busy
}

/**
 * Holds the slot starting at `start` for `holdMinutes`: checked against the state inside the commit, so
 * of any number of simultaneous holds for one slot exactly one succeeds (SlotTakenError for the others)
 * while holds close no more of the day than the rules allow. Past that share the hold closes nothing
 * (`firm: false`): its visitor keeps the place and books unless someone books the time first. A
 * visitor's holds are limited by the time they hold (TooManyHoldsError); the owner's (`client`
 * 'owner') never are. A new time for a booking (`rescheduleOf`) is held for that booking's own shoot.
 */
export function holdChange(
  state: BookingsFile,
  rules: HoldRules,
  shoot: ShootQuery,
  start: number,
  client: string,
  options: { now?: number; rescheduleOf?: string | null } = {},
): [BookingsFile, StoredHold] {
  const now = options.now ?? Date.now()
  const rescheduleOf = options.rescheduleOf ?? null
  const owner = client === 'owner'
  const live = state.holds.filter((h) => Date.parse(h.expiresAt) > now)
  // The owner's move of a booking whose zone has since been removed (an upcoming one's cannot be).
  if (!state.settings.zones.some((z) => z.id === shoot.zoneId))
    throw new BookingLockedError('Its service zone is no longer in the settings: book the address again instead')
  const booking = rescheduleOf === null ? null : state.bookings.find((b) => b.id === rescheduleOf)
  if (booking === undefined) throw new BookingNotFoundError('No such booking')
  if (booking && !sameShoot(booking, shoot))
    throw new InvalidBookingError({ services: 'A new time for a booking is held for its own shoot' })
  const length = shootLength(state.settings, shoot.services, shoot.sizeId)!
  if (!owner) {
    const minutes = length.minutes + length.bufferMinutes
    const email = booking ? recipientKey(booking.email) : null
    const byEmail = (h: StoredHold) => {
      const moved = h.rescheduleOf ? state.bookings.find((b) => b.id === h.rescheduleOf) : undefined
      return moved !== undefined && recipientKey(moved.email) === email
    }
    for (const mine of [live.filter((h) => h.client === client), email ? live.filter(byEmail) : []]) {
      const held = mine.reduce((sum, h) => sum + heldMinutes(h), 0)
      if (mine.length && held + minutes > rules.minutesPerClient)
        throw new TooManyHoldsError(
          `You are already holding ${held} minutes of our time: book it, or wait until your hold expires (${state.settings.holdMinutes} minutes)`,
        )
    }
  }
  const fresh = { ...state, holds: live }
  const day = torontoDay(start)
  const busy = busyTimes(fresh, now, rescheduleOf)
  // The owner may book any free time, also outside the hours and notice that visitors are offered.
  const slot =
    computeSlots(state.settings, { ...shoot, from: day, to: day, now }, busy).find((s) => s.start === start) ??
    (owner && start >= now ? ownerSlot(state.settings, shoot, start, busy) : null)
  if (!slot) throw new SlotTakenError('That time has just been taken or is no longer open: choose another')
  const hold: StoredHold = {
    id: newId(),
    ...shoot,
    addOns: [...(shoot.addOns ?? [])],
    memberId: slot.memberId,
    start: iso(slot.start),
    end: iso(slot.end),
    bufferMinutes: length.bufferMinutes,
    expiresAt: iso(now + state.settings.holdMinutes * MINUTE),
    client,
    rescheduleOf,
    firm: true,
  }
  if (!owner) hold.firm = closesWithinShare(fresh, rules, hold, shoot, now)
  return [{ ...fresh, holds: [...live, hold] }, hold]
}

/**
 * Whether live holds, `hold` among them, close at most the rules' share of its day's open starts, for
 * the shoot held and for every single service at every size in every zone (what a visitor may ask for).
 */
function closesWithinShare(
  state: BookingsFile,
  rules: HoldRules,
  hold: StoredHold,
  shoot: ShootQuery,
  now: number,
): boolean {
  const { settings } = state
  const day = torontoDay(Date.parse(hold.start))
  const withHolds = [...busyTimes(state, now), busyOf(hold)]
  const withoutHolds = busyTimes(state, now, null, false)
  for (const query of referenceShoots(settings, shoot)) {
    const asked: SlotQuery = { ...query, from: day, to: day, now }
    const open = computeSlots(settings, asked, withoutHolds).length
    if (open === 0) continue
    const closed = open - computeSlots(settings, asked, withHolds).length
    if (closed > Math.max(rules.dayStarts, Math.floor(open * rules.dayShare))) return false
  }
  return true
}

/**
 * Gives back a hold its visitor no longer wants ("Choose another time"), so that its time opens at once and
 * it stops counting against the time that visitor may hold. Only the client address that made it may; an
 * unknown, expired or someone else's hold is left as it is (HoldGoneError), and so is a hold already booked.
 */
export function releaseChange(
  state: BookingsFile,
  holdId: string,
  client: string,
  now: number,
): [BookingsFile, undefined] {
  const live = state.holds.filter((h) => Date.parse(h.expiresAt) > now)
  const hold = live.find((h) => h.id === holdId && h.client === client)
  if (!hold) throw new HoldGoneError('That hold has expired or was never yours: nothing to give back')
  return [{ ...state, holds: live.filter((h) => h !== hold) }, undefined]
}

/** A hold that closed nothing books only while its photographer's time is still free of bookings and firm holds. */
export function stillFree(state: BookingsFile, hold: StoredHold, now: number): void {
  if (hold.firm) return
  const others = busyTimes(state, now, hold.rescheduleOf).filter(
    (b) => b.memberId === hold.memberId || b.memberId === null,
  )
  if (!fitsAmong(state.settings, hold.zoneId, hold.bufferMinutes)(others, Date.parse(hold.start), Date.parse(hold.end)))
    throw new SlotTakenError('Someone else booked that time while you held it: choose another')
}

/** Minutes of a photographer's time a hold keeps: the shoot and its buffer. */
const heldMinutes = (h: StoredHold) => (Date.parse(h.end) - Date.parse(h.start)) / MINUTE + h.bufferMinutes

const busyOf = (h: StoredHold): Busy => ({
  memberId: h.memberId,
  start: Date.parse(h.start),
  end: Date.parse(h.end),
  zoneId: h.zoneId,
  bufferMinutes: h.bufferMinutes,
})

/** The same shoot: services, size band, postal code and zone. */
export function sameShoot(a: ShootQuery, b: ShootQuery): boolean {
  return (
    a.sizeId === b.sizeId &&
    a.postal === b.postal &&
    a.zoneId === b.zoneId &&
    a.services.length === b.services.length &&
    a.services.every((s, i) => b.services[i] === s)
  )
}

/**
 * The shoots whose open starts a hold may close: the one held, and each single service at each size in
 * each zone, once per distinct length, buffer, zone and team (the same slots otherwise).
 */
function referenceShoots(settings: BookingSettings, held: ShootQuery): Omit<SlotQuery, 'from' | 'to' | 'now'>[] {
  const shoots = new Map<string, Omit<SlotQuery, 'from' | 'to' | 'now'>>()
  const add = (services: string[], sizeId: string, zoneId: string) => {
    const length = shootLength(settings, services, sizeId)
    if (!length) return
    const team = settings.team.filter((m) => services.every((s) => m.services.includes(s))).map((m) => m.id)
    const key = `${services.includes(TWILIGHT_ID) ? services.join() : ''}|${length.minutes}|${length.bufferMinutes}|${zoneId}|${team.join()}`
    if (!shoots.has(key)) shoots.set(key, { services, sizeId, zoneId })
  }
  add(held.services, held.sizeId, held.zoneId)
  for (const zone of settings.zones)
    for (const service of settings.services) for (const size of settings.sizes) add([service.id], size.id, zone.id)
  return [...shoots.values()]
}

export function liveHold(state: BookingsFile, holdId: string, now: number): StoredHold {
  const hold = state.holds.find((h) => h.id === holdId)
  if (!hold || Date.parse(hold.expiresAt) <= now) {
    throw new HoldGoneError(
      'Your 10 minutes to book this time have run out, or the time is held by someone else: choose a time again',
    )
  }
  return hold
}
