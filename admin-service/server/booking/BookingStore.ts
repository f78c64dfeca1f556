import type { z } from 'zod'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { BookingRequest } from '../../../content/booking/requests.ts'
import { BOOKING_RETENTION_MONTHS } from '../../../content/booking/retention.ts'
import { sampleBookingSettings } from '../../../content/booking/sampleSettings.ts'
import { bookingSettings, TWILIGHT_ID, type BookingSettings } from '../../../content/booking/settings.ts'
import {
  bookingsFile,
  type BookingChange,
  type BookingsFile,
  type BookingStatus,
  type FeedState,
  type MailKind,
  type StoredBooking,
  type StoredHold,
  type StoredMail,
} from '../../../content/booking/store.ts'
import { pendingDelivery, type OutboxDelivery } from '../../../content/outbox/delivery.ts'
import { mailboxMayGetMore, recipientKey } from '../shared/intake/visitorMail.ts'
import { GroupCommit } from '../shared/persistence/GroupCommit.ts'
import type { StoreLogger } from '../shared/persistence/openJsonFile.ts'
import { openStore } from '../shared/persistence/openStore.ts'
import {
  BookingLockedError,
  BookingNotFoundError,
  HoldGoneError,
  InvalidBookingError,
  StillBookedError,
  SlotTakenError,
  TooManyBookingsError,
  TooManyHoldsError,
} from './bookingErrors.ts'
import { priceOf } from './price.ts'
import { serviceName } from './publicView.ts'
import { computeSlots, fitsAmong, ownerSlot, shootLength, type Busy, type Slot, type SlotQuery } from './slots.ts'
import { addDays, torontoDay, torontoText } from './torontoTime.ts'

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

/** Bookings one mailbox may make in a day: each sends it a confirmation, to an address anyone can type. */
export const BOOKINGS_PER_MAILBOX_PER_DAY = 3
/** History entries kept (newest). */
const HISTORY_LIMIT = 1000
/** E-mails kept once sent or failed, for the owner's view of what went out. */
const SENT_MAILS_KEPT = 500

/** A shoot a visitor asks about, checked against the settings (bookingRoutes.ts resolves it). */
export type ShootQuery = { services: string[]; sizeId: string; postal: string; zoneId: string }

const newId = () => randomBytes(12).toString('base64url')
const iso = (ms: number) => new Date(ms).toISOString()

export const emptyBookingsFile = (settings: BookingSettings = sampleBookingSettings): BookingsFile => ({
  settings,
  secret: randomBytes(32).toString('base64url'),
  feedToken: randomBytes(24).toString('base64url'),
  holds: [],
  bookings: [],
  mails: [],
  feeds: [],
  history: [],
})

/**
 * The bookings: one JSON file written like the other stores (atomic, fsync'ed, rotating
 * backups, one owner by lease, group commits). Every change is checked against the state it applies
 * to inside the commit, one change after the other, so two requests can never take one slot: the
 * second finds the first's hold or booking. The e-mails a change sends are queued in the same write
 * (the outbox, sent by shared/outbox/Outbox.ts), so none is lost and none is sent twice.
 */
export class BookingStore {
  readonly #writes: GroupCommit<BookingsFile>
  readonly #rules: HoldRules

  private constructor(writes: GroupCommit<BookingsFile>, rules: HoldRules) {
    this.#writes = writes
    this.#rules = rules
  }

  static inMemory(
    initial: z.input<typeof bookingsFile> = emptyBookingsFile(),
    rules = DEFAULT_HOLD_RULES,
  ): BookingStore {
    return new BookingStore(GroupCommit.inMemory(bookingsFile.parse(initial)), rules)
  }

  static async open(
    file: string,
    options: { logger?: StoreLogger; onLockLost?: (error: Error) => void; rules?: HoldRules } = {},
  ): Promise<BookingStore> {
    const writes = await openStore(file, bookingsFile, {
      label: 'Booking store',
      initial: () => emptyBookingsFile(),
      backups: 5,
      logger: options.logger,
      onLockLost: options.onLockLost,
    })
    return new BookingStore(writes, options.rules ?? DEFAULT_HOLD_RULES)
  }

  get data(): BookingsFile {
    return this.#writes.data
  }

  get settings(): BookingSettings {
    return this.#writes.data.settings
  }

  /** The outbox's view (admin-service/server/shared/outbox/Outbox.ts): the e-mails. */
  get outbox(): readonly StoredMail[] {
    return this.#writes.data.mails
  }

  onChange(listener: () => void): () => void {
    return this.#writes.onChange(listener)
  }

  get(id: string): StoredBooking | undefined {
    return this.#writes.data.bookings.find((b) => b.id === id)
  }

  /** The manage link's token: the booking id and its HMAC, unguessable and checked without a lookup table. */
  manageToken(id: string): string {
    return `${id}.${this.#sign(id)}`
  }

  /** The booking a manage token names, or undefined for any token this store did not sign. */
  byToken(token: string): StoredBooking | undefined {
    const [id, signature, extra] = token.split('.')
    if (!id || !signature || extra !== undefined) return undefined
    const expected = Buffer.from(this.#sign(id))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    return this.get(id)
  }

  #sign(id: string): string {
    return createHmac('sha256', this.#writes.data.secret).update(`manage:${id}`).digest('base64url')
  }

  /**
   * Everything that closes slots at `now`: bookings, live holds that close their time (`holds: false`:
   * none), feed busy times (`ignore`: a booking being moved).
   */
  busy(state: BookingsFile, now: number, ignore: string | null = null, holds = true): Busy[] {
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

  /** The open slots for a shoot between two Toronto days. */
  slots(shoot: ShootQuery, from: string, to: string, now = Date.now(), ignore: string | null = null): Slot[] {
    const state = this.#writes.data
    return computeSlots(state.settings, { ...shoot, from, to, now }, this.busy(state, now, ignore))
  }

  /**
   * Holds the slot starting at `start` for `holdMinutes`: checked against the state inside the commit, so
   * of any number of simultaneous holds for one slot exactly one succeeds (SlotTakenError for the others)
   * while holds close no more of the day than the rules allow. Past that share the hold closes nothing
   * (`firm: false`): its visitor keeps the place and books unless someone books the time first. A
   * visitor's holds are limited by the time they hold (TooManyHoldsError); the owner's (`client`
   * 'owner') never are. A new time for a booking (`rescheduleOf`) is held for that booking's own shoot.
   */
  hold(
    shoot: ShootQuery,
    start: number,
    client: string,
    options: { now?: number; rescheduleOf?: string | null } = {},
  ): Promise<StoredHold> {
    const now = options.now ?? Date.now()
    const rescheduleOf = options.rescheduleOf ?? null
    const owner = client === 'owner'
    return this.#commit((state) => {
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
          if (mine.length && held + minutes > this.#rules.minutesPerClient)
            throw new TooManyHoldsError(
              `You are already holding ${held} minutes of our time: book it, or wait until your hold expires (${state.settings.holdMinutes} minutes)`,
            )
        }
      }
      const fresh = { ...state, holds: live }
      const day = torontoDay(start)
      const busy = this.busy(fresh, now, rescheduleOf)
      // The owner may book any free time, also outside the hours and notice that visitors are offered.
      const slot =
        computeSlots(state.settings, { ...shoot, from: day, to: day, now }, busy).find((s) => s.start === start) ??
        (owner && start >= now ? ownerSlot(state.settings, shoot, start, busy) : null)
      if (!slot) throw new SlotTakenError('That time has just been taken or is no longer open: choose another')
      const hold: StoredHold = {
        id: newId(),
        ...shoot,
        memberId: slot.memberId,
        start: iso(slot.start),
        end: iso(slot.end),
        bufferMinutes: length.bufferMinutes,
        expiresAt: iso(now + state.settings.holdMinutes * MINUTE),
        client,
        rescheduleOf,
        firm: true,
      }
      if (!owner) hold.firm = this.#closesWithinShare(fresh, hold, shoot, now)
      return [{ ...fresh, holds: [...live, hold] }, hold]
    })
  }

  /**
   * Whether live holds, `hold` among them, close at most the rules' share of its day's open starts, for
   * the shoot held and for every single service at every size in every zone (what a visitor may ask for).
   */
  #closesWithinShare(state: BookingsFile, hold: StoredHold, shoot: ShootQuery, now: number): boolean {
    const { settings } = state
    const day = torontoDay(Date.parse(hold.start))
    const withHolds = [...this.busy(state, now), busyOf(hold)]
    const withoutHolds = this.busy(state, now, null, false)
    for (const query of referenceShoots(settings, shoot)) {
      const asked: SlotQuery = { ...query, from: day, to: day, now }
      const open = computeSlots(settings, asked, withoutHolds).length
      if (open === 0) continue
      const closed = open - computeSlots(settings, asked, withHolds).length
      if (closed > Math.max(this.#rules.dayStarts, Math.floor(open * this.#rules.dayShare))) return false
    }
    return true
  }

  /**
   * Gives back a hold its visitor no longer wants ("Choose another time"), so that its time opens at once and
   * it stops counting against the time that visitor may hold. Only the client address that made it may; an
   * unknown, expired or someone else's hold is left as it is (HoldGoneError), and so is a hold already booked.
   */
  release(holdId: string, client: string, now = Date.now()): Promise<void> {
    return this.#commit((state) => {
      const live = state.holds.filter((h) => Date.parse(h.expiresAt) > now)
      const hold = live.find((h) => h.id === holdId && h.client === client)
      if (!hold) throw new HoldGoneError('That hold has expired or was never yours: nothing to give back')
      return [{ ...state, holds: live.filter((h) => h !== hold) }, undefined]
    })
  }

  /**
   * Turns a live hold into a booking (confirmed at once or requested, as the settings say) and queues its
   * e-mails. With `client` (a visitor), only the client address that made the hold may book it, a hold
   * that closed nothing only while its time is still free, and a mailbox gets at most
   * BOOKINGS_PER_MAILBOX_PER_DAY bookings (each sends it a confirmation).
   */
  book(
    holdId: string,
    details: BookingRequest,
    options: { now?: number; leadId?: string | null; client?: string; owner?: boolean } = {},
  ): Promise<StoredBooking> {
    const now = options.now ?? Date.now()
    return this.#commit((state) => {
      const hold = liveHold(state, holdId, now)
      if (hold.rescheduleOf) throw new HoldGoneError('That time was held to move a booking, not for a new one')
      // A hold is its holder's: an id seen elsewhere does not book it from another connection.
      if (options.client !== undefined && hold.client !== options.client) {
        throw new HoldGoneError('That time is held by someone else: choose a time again')
      }
      const zone = state.settings.zones.find((z) => z.id === hold.zoneId)
      if (!zone) throw new HoldGoneError('The service zone of that address was removed meanwhile: choose a time again')
      this.#stillFree(state, hold, now)
      const sentTo = (b: StoredBooking) => ({ email: b.email, at: b.createdAt })
      if (
        options.client !== undefined &&
        !mailboxMayGetMore(state.bookings, sentTo, details.email, BOOKINGS_PER_MAILBOX_PER_DAY, now)
      )
        throw new TooManyBookingsError(
          `This e-mail address has made ${BOOKINGS_PER_MAILBOX_PER_DAY} bookings today: please call us to book more`,
        )
      const { id: _id, expiresAt: _e, client: _c, rescheduleOf: _r, firm: _f, ...shoot } = hold
      const booking: StoredBooking = {
        ...shoot,
        id: newId(),
        createdAt: iso(now),
        updatedAt: iso(now),
        // The owner's own booking needs no approval: it is confirmed at once.
        status: options.owner || state.settings.confirmation === 'instant' ? 'confirmed' : 'requested',
        name: details.name,
        email: details.email,
        phone: details.phone,
        address: details.address,
        notes: details.notes,
        ownerNotes: '',
        price: priceOf(state.settings, hold.services, hold.sizeId, zone),
        sequence: 0,
        reminderSentFor: null,
        leadId: options.leadId ?? null,
        // The order's id is decided here, so the booking names it in its own write (bookingOrder.ts).
        orderId: newId(),
      }
      const next = {
        ...state,
        holds: state.holds.filter((h) => h.id !== holdId),
        bookings: [...state.bookings, booking],
      }
      return [
        withChange(
          withMails(next, booking, ['confirmation', 'owner'], now),
          now,
          'create',
          options.owner ? 'owner' : 'client',
          booking,
          `Booked ${describe(booking)}`,
        ),
        booking,
      ]
    })
  }

  /** Moves a booking to a held time: a new SEQUENCE, an updated invitation. Clients only before the cut-off. */
  reschedule(id: string, holdId: string, by: 'client' | 'owner', now = Date.now()): Promise<StoredBooking> {
    return this.#commit((state) => {
      const booking = changeable(state, id, by, now)
      const hold = liveHold(state, holdId, now)
      if (hold.rescheduleOf !== id) throw new HoldGoneError('That time was held for another booking')
      if (!sameShoot(booking, hold))
        throw new HoldGoneError('That time was held for another shoot: choose a time again')
      this.#stillFree(state, hold, now)
      const moved: StoredBooking = {
        ...booking,
        start: hold.start,
        end: hold.end,
        memberId: hold.memberId,
        bufferMinutes: hold.bufferMinutes,
        sequence: booking.sequence + 1,
        updatedAt: iso(now),
        reminderSentFor: null,
      }
      const next = { ...replace(state, moved), holds: state.holds.filter((h) => h.id !== holdId) }
      return [
        withChange(
          withMails(next, moved, ['update', 'owner'], now),
          now,
          'reschedule',
          by,
          moved,
          `Moved to ${describe(moved)}`,
          booking,
        ),
        moved,
      ]
    })
  }

  /** A hold that closed nothing books only while its photographer's time is still free of bookings and firm holds. */
  #stillFree(state: BookingsFile, hold: StoredHold, now: number): void {
    if (hold.firm) return
    const others = this.busy(state, now, hold.rescheduleOf).filter(
      (b) => b.memberId === hold.memberId || b.memberId === null,
    )
    if (
      !fitsAmong(state.settings, hold.zoneId, hold.bufferMinutes)(others, Date.parse(hold.start), Date.parse(hold.end))
    )
      throw new SlotTakenError('Someone else booked that time while you held it: choose another')
  }

  /** Cancels a booking: the client's calendar gets METHOD:CANCEL with the same UID. Clients only before the cut-off. */
  cancel(id: string, by: 'client' | 'owner', now = Date.now()): Promise<StoredBooking> {
    return this.#commit((state) => {
      const booking = changeable(state, id, by, now)
      const cancelled: StoredBooking = {
        ...booking,
        status: 'cancelled',
        sequence: booking.sequence + 1,
        updatedAt: iso(now),
      }
      return [
        withChange(
          withMails(replace(state, cancelled), cancelled, ['cancellation', 'owner'], now),
          now,
          'cancel',
          by,
          cancelled,
          `Cancelled ${describe(booking)}`,
          booking,
        ),
        cancelled,
      ]
    })
  }

  /** The owner's changes: status (approving a requested booking confirms it and tells the client) and notes. */
  update(id: string, patch: { status?: BookingStatus; ownerNotes?: string }, now = Date.now()): Promise<StoredBooking> {
    return this.#commit((state) => {
      const booking = state.bookings.find((b) => b.id === id)
      if (!booking) throw new BookingNotFoundError('No such booking')
      if (patch.status === 'cancelled')
        throw new InvalidBookingError({ status: 'Cancel a booking with Cancel, which tells the client' })
      if (booking.status === 'cancelled' && patch.status) throw new BookingLockedError('This booking is cancelled')
      const approving = booking.status === 'requested' && patch.status === 'confirmed'
      const changed: StoredBooking = {
        ...booking,
        ...(patch.status ? { status: patch.status } : {}),
        ...(patch.ownerNotes !== undefined ? { ownerNotes: patch.ownerNotes } : {}),
        ...(approving ? { sequence: booking.sequence + 1 } : {}),
        updatedAt: iso(now),
      }
      let next = replace(state, changed)
      if (approving) next = withMails(next, changed, ['confirmation'], now)
      const action = approving ? 'approve' : patch.status ? 'status' : 'notes'
      const summary = patch.status ? `Status ${booking.status} → ${patch.status}` : 'Notes changed'
      return [withChange(next, now, action, 'owner', changed, summary, booking), changed]
    })
  }

  setSettings(input: unknown, now = Date.now()): Promise<BookingSettings> {
    const parsed = bookingSettings.safeParse(input)
    if (!parsed.success) {
      const fields: Record<string, string> = {}
      for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message
      return Promise.reject(new InvalidBookingError(fields))
    }
    return this.#commit((state) => {
      // A photographer leaves the team only without upcoming bookings (they would have nobody to shoot them),
      // and a zone goes only without upcoming bookings in it (moving or restoring one needs its travel times).
      const upcomingWhere = (needs: (b: StoredBooking) => boolean) =>
        state.bookings.filter((b) => needs(b) && b.status !== 'cancelled' && Date.parse(b.end) > now)
      const members = new Set(parsed.data.team.map((m) => m.id))
      for (const member of state.settings.team.filter((m) => !members.has(m.id))) {
        const upcoming = upcomingWhere((b) => b.memberId === member.id)
        const them = upcoming.length === 1 ? 'it' : 'them'
        if (upcoming.length)
          throw stillBooked(member.name, upcoming, `reschedule ${them} with another photographer or cancel ${them}`)
      }
      const zones = new Set(parsed.data.zones.map((z) => z.id))
      for (const zone of state.settings.zones.filter((z) => !zones.has(z.id))) {
        const upcoming = upcomingWhere((b) => b.zoneId === zone.id)
        const they = upcoming.length === 1 ? 'it has' : 'they have'
        if (upcoming.length)
          throw stillBooked(
            zone.name,
            upcoming,
            `keep the zone until ${they} taken place, or cancel ${upcoming.length === 1 ? 'it' : 'them'},`,
          )
      }
      return [
        withChange(
          { ...state, settings: parsed.data },
          now,
          'settings',
          'owner',
          null,
          'Availability settings changed',
        ),
        parsed.data,
      ]
    })
  }

  /**
   * Undoes the last change of a booking (the owner's History): the booking as it was before comes back
   * with a higher SEQUENCE where the client's calendar must follow, and the client is told: a cancelled
   * booking restored gets a new confirmation, a time moved back an update, a restore undone the
   * cancellation. Refused for a booking's creation (cancel it instead), and when the time it goes back
   * to has been taken meanwhile or its photographer has left the team.
   */
  undo(id: string, now = Date.now()): Promise<StoredBooking> {
    return this.#commit((state) => {
      const current = state.bookings.find((b) => b.id === id)
      if (!current) throw new BookingNotFoundError('No such booking')
      const last = state.history.findLast((h) => h.bookingId === id)
      const before = last?.before
      if (!last || !before) {
        throw new BookingLockedError(
          last?.action === 'create'
            ? 'Nothing to undo: this booking has not changed since it was made (cancel it instead)'
            : 'Nothing to undo for this booking',
        )
      }
      const retakes =
        before.status !== 'cancelled' &&
        (current.status === 'cancelled' || current.start !== before.start || current.memberId !== before.memberId)
      if (retakes) {
        const member = state.settings.team.find((m) => m.id === before.memberId)
        if (!member) throw new BookingLockedError('Its photographer is no longer on the team: reschedule it instead')
        if (!state.settings.zones.some((z) => z.id === before.zoneId))
          throw new BookingLockedError('Its service zone is no longer in the settings: book the address again instead')
        const others = this.busy(state, now, id).filter((b) => b.memberId === member.id || b.memberId === null)
        if (
          !fitsAmong(state.settings, before.zoneId, before.bufferMinutes)(
            others,
            Date.parse(before.start),
            Date.parse(before.end),
          )
        )
          throw new SlotTakenError(`${describe(before)} has been taken meanwhile: reschedule the booking instead`)
      }
      const kinds: MailKind[] =
        before.status === 'cancelled'
          ? ['cancellation', 'owner']
          : current.status === 'cancelled'
            ? ['confirmation', 'owner']
            : current.start !== before.start || current.memberId !== before.memberId
              ? ['update', 'owner']
              : before.status !== current.status && [before.status, current.status].includes('requested')
                ? ['confirmation']
                : []
      const restored: StoredBooking = {
        ...before,
        sequence: current.sequence + (kinds.length ? 1 : 0),
        updatedAt: iso(now),
        reminderSentFor: before.start === current.start ? current.reminderSentFor : null,
      }
      const next = withMails(replace(state, restored), restored, kinds, now)
      return [withChange(next, now, 'undo', 'owner', restored, `Undid: ${last.summary}`, current), restored]
    })
  }

  /** A new secret address for the owner's calendar feed; the old one stops working. */
  rotateFeedToken(): Promise<string> {
    const token = randomBytes(24).toString('base64url')
    return this.#commit((state) => [{ ...state, feedToken: token }, token])
  }

  /** Records a member's calendar feed: its busy times, or why it could not be read (shown on /admin). */
  setFeed(feed: FeedState): Promise<void> {
    return this.#commit((state) => [
      { ...state, feeds: [...state.feeds.filter((f) => f.memberId !== feed.memberId), feed] },
      undefined,
    ])
  }

  /** The outcome of an e-mail's delivery attempt (the outbox calls it). */
  setDelivery(id: string, kind: 'email', delivery: OutboxDelivery): Promise<void> {
    return this.#commit((state) => {
      const index = state.mails.findIndex((m) => m.id === id)
      if (index < 0) return [state, undefined]
      const mails = [...state.mails]
      mails[index] = { ...mails[index]!, deliveries: { [kind]: delivery } }
      return [{ ...state, mails: pruneMails(mails) }, undefined]
    })
  }

  /**
   * Queues the reminders due at `now`: each confirmed booking starting tomorrow (Toronto) gets one once
   * the settings' reminder time has passed today. Resolves to how many were queued.
   */
  queueReminders(now = Date.now()): Promise<number> {
    return this.#commit((state) => {
      const today = torontoDay(now)
      const [h, m] = state.settings.reminderTime.split(':').map(Number) as [number, number]
      const clock = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/Toronto',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(now)
      if (clock < `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`) return [state, 0]
      const tomorrow = addDays(today, 1)
      let next = state
      let count = 0
      for (const booking of state.bookings) {
        if (booking.status !== 'confirmed' || booking.reminderSentFor === booking.start) continue
        if (torontoDay(Date.parse(booking.start)) !== tomorrow) continue
        const reminded = { ...booking, reminderSentFor: booking.start }
        next = withMails(replace(next, reminded), reminded, ['reminder'], now)
        count++
      }
      return [next, count]
    })
  }

  /**
   * Removes bookings whose shoot ended more than BOOKING_RETENTION_MONTHS ago, with their e-mails (the
   * privacy page's promise). Resolves to how many were removed.
   */
  pruneBookings(now = Date.now()): Promise<number> {
    const cutoff = new Date(now)
    cutoff.setUTCMonth(cutoff.getUTCMonth() - BOOKING_RETENTION_MONTHS)
    return this.#commit((state) => {
      const old = new Set(state.bookings.filter((b) => Date.parse(b.end) < cutoff.getTime()).map((b) => b.id))
      if (old.size === 0) return [state, 0]
      return [
        {
          ...state,
          bookings: state.bookings.filter((b) => !old.has(b.id)),
          mails: state.mails.filter((m) => !old.has(m.bookingId)),
          history: state.history.filter((h) => h.bookingId === null || !old.has(h.bookingId)),
        },
        old.size,
      ]
    })
  }

  /** Drops expired holds from the file (they already close nothing). */
  pruneHolds(now = Date.now()): Promise<number> {
    return this.#commit((state) => {
      const holds = state.holds.filter((h) => Date.parse(h.expiresAt) > now)
      return holds.length === state.holds.length ? [state, 0] : [{ ...state, holds }, state.holds.length - holds.length]
    })
  }

  /** Waits for queued writes, then releases the file lock. */
  close(): Promise<void> {
    return this.#writes.close()
  }

  #commit<R>(change: (state: BookingsFile) => [BookingsFile, R]): Promise<R> {
    return this.#writes.commit(change)
  }
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
function sameShoot(a: ShootQuery, b: ShootQuery): boolean {
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

function liveHold(state: BookingsFile, holdId: string, now: number): StoredHold {
  const hold = state.holds.find((h) => h.id === holdId)
  if (!hold || Date.parse(hold.expiresAt) <= now) {
    throw new HoldGoneError(
      'Your 10 minutes to book this time have run out, or the time is held by someone else: choose a time again',
    )
  }
  return hold
}

/** The booking, if `by` may change it now: not cancelled, and a client only before the cut-off. */
function changeable(state: BookingsFile, id: string, by: 'client' | 'owner', now: number): StoredBooking {
  const booking = state.bookings.find((b) => b.id === id)
  if (!booking) throw new BookingNotFoundError('No such booking')
  if (booking.status === 'cancelled') throw new BookingLockedError('This booking is already cancelled')
  if (by === 'client' && Date.parse(booking.start) - state.settings.cutoffHours * 60 * MINUTE <= now) {
    throw new BookingLockedError('This booking is too close to change online')
  }
  return booking
}

function replace(state: BookingsFile, booking: StoredBooking): BookingsFile {
  return { ...state, bookings: state.bookings.map((b) => (b.id === booking.id ? booking : b)) }
}

function withMails(state: BookingsFile, booking: StoredBooking, kinds: MailKind[], now: number): BookingsFile {
  const at = iso(now)
  const mails: StoredMail[] = kinds.map((kind) => ({
    id: newId(),
    receivedAt: at,
    bookingId: booking.id,
    kind,
    booking,
    deliveries: { email: pendingDelivery(at) },
  }))
  return { ...state, mails: [...state.mails, ...mails] }
}

/** Keeps every pending e-mail and the newest finished ones. */
function pruneMails(mails: StoredMail[]): StoredMail[] {
  const finished = mails.filter((m) => m.deliveries.email?.state !== 'pending')
  if (finished.length <= SENT_MAILS_KEPT) return mails
  const drop = new Set(finished.slice(0, finished.length - SENT_MAILS_KEPT).map((m) => m.id))
  return mails.filter((m) => !drop.has(m.id))
}

function withChange(
  state: BookingsFile,
  now: number,
  action: BookingChange['action'],
  by: BookingChange['by'],
  booking: StoredBooking | null,
  summary: string,
  before: StoredBooking | null = null,
): BookingsFile {
  const change: BookingChange = {
    id: newId(),
    at: iso(now),
    action,
    by,
    bookingId: booking?.id ?? null,
    summary: summary.slice(0, 300),
    before,
  }
  // Only a booking's last change can be undone: its earlier ones drop the copy they kept.
  const history = state.history.map((h) => (h.before && h.bookingId === change.bookingId ? { ...h, before: null } : h))
  return { ...state, history: [...history, change].slice(-HISTORY_LIMIT) }
}

/** The refusal to remove `what` (a photographer, a zone) while `upcoming` bookings need it. */
function stillBooked(what: string, upcoming: StoredBooking[], instead: string): StillBookedError {
  const which = upcoming.map((b) => `${b.name} on ${torontoText(Date.parse(b.start))}`).join('; ')
  const bookings = `${upcoming.length} upcoming booking${upcoming.length === 1 ? '' : 's'}`
  return new StillBookedError(
    `${what} still has ${bookings} (${which}): ${instead} before removing ${what}`,
    upcoming.map(({ id, start, name }) => ({ id, start, name })),
  )
}

/** A booking as History names it: "Photography, Drone Imagery at M5V 2T6, Mon, Dec 7, 2026, 10:00 a.m. EST". */
function describe(booking: StoredBooking): string {
  const when = torontoText(Date.parse(booking.start), { weekday: 'short', month: 'short' })
  return `${booking.services.map(serviceName).join(', ')} at ${booking.postal}, ${when}`
}
