import type { z } from 'zod'
import type { BookingRequest } from '../../../content/booking/requests.ts'
import { sampleBookingSettings } from '../../../content/booking/sampleSettings.ts'
import { bookingSettings, type BookingSettings } from '../../../content/booking/settings.ts'
import {
  bookingsFile,
  type BookingsFile,
  type BookingStatus,
  type FeedState,
  type StoredBooking,
  type StoredHold,
  type StoredMail,
} from '../../../content/booking/store.ts'
import type { OutboxDelivery } from '../../../content/outbox/delivery.ts'
import { GroupCommit } from '../shared/persistence/GroupCommit.ts'
import type { StoreLogger } from '../shared/persistence/openJsonFile.ts'
import { openStore } from '../shared/persistence/openStore.ts'
import { bookChange, cancelChange, rescheduleChange, updateChange } from './bookingChanges.ts'
import { InvalidBookingError } from './bookingErrors.ts'
import { eraseClientChange } from './bookingErasure.ts'
import { undoChange } from './bookingHistory.ts'
import { deliveryChange, remindersChange } from './bookingMailQueue.ts'
import { newFeedToken, newSecret } from './bookingRecords.ts'
import { pruneBookingsChange, pruneHoldsChange } from './bookingRetention.ts'
import { manageToken, manageTokenId } from './bookingTokens.ts'
import {
  busyTimes,
  DEFAULT_HOLD_RULES,
  holdChange,
  type HoldRules,
  releaseChange,
  type ShootQuery,
} from './holdRules.ts'
import { settingsChange } from './settingsChange.ts'
import { computeSlots, type Busy, type Slot } from './slots.ts'

export { BOOKINGS_PER_MAILBOX_PER_DAY } from './bookingChanges.ts'
export { DEFAULT_HOLD_RULES, type HoldRules, type ShootQuery } from './holdRules.ts'

export const emptyBookingsFile = (settings: BookingSettings = sampleBookingSettings): BookingsFile => ({
  settings,
  secret: newSecret(),
  feedToken: newFeedToken(),
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
 * Each change is a function of the state in a file of its job: holds and slot rules (`holdRules.ts`),
 * bookings (`bookingChanges.ts`), History and undo (`bookingHistory.ts`), settings (`settingsChange.ts`),
 * the e-mail queue and reminders (`bookingMailQueue.ts`), retention (`bookingRetention.ts`), a client's
 * erasure (`bookingErasure.ts`); manage links
 * are signed by `bookingTokens.ts`.
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
    return manageToken(this.#writes.data.secret, id)
  }

  /** The booking a manage token names, or undefined for any token this store did not sign. */
  byToken(token: string): StoredBooking | undefined {
    const id = manageTokenId(this.#writes.data.secret, token)
    return id === undefined ? undefined : this.get(id)
  }

  /**
   * Everything that closes slots at `now`: bookings, live holds that close their time (`holds: false`:
   * none), feed busy times (`ignore`: a booking being moved).
   */
  busy(state: BookingsFile, now: number, ignore: string | null = null, holds = true): Busy[] {
    return busyTimes(state, now, ignore, holds)
  }

  /** The open slots for a shoot between two Toronto days. */
  slots(shoot: ShootQuery, from: string, to: string, now = Date.now(), ignore: string | null = null): Slot[] {
    const state = this.#writes.data
    return computeSlots(state.settings, { ...shoot, from, to, now }, busyTimes(state, now, ignore))
  }

  /** Holds a slot for a visitor or the owner (holdRules.ts `holdChange`), checked inside the commit. */
  hold(
    shoot: ShootQuery,
    start: number,
    client: string,
    options: { now?: number; rescheduleOf?: string | null } = {},
  ): Promise<StoredHold> {
    return this.#commit((state) => holdChange(state, this.#rules, shoot, start, client, options))
  }

  /** Gives back a hold its visitor no longer wants (holdRules.ts `releaseChange`). */
  release(holdId: string, client: string, now = Date.now()): Promise<void> {
    return this.#commit((state) => releaseChange(state, holdId, client, now))
  }

  /** Turns a live hold into a booking and queues its e-mails (bookingChanges.ts `bookChange`). */
  book(
    holdId: string,
    details: BookingRequest,
    options: { now?: number; leadId?: string | null; client?: string; owner?: boolean } = {},
  ): Promise<StoredBooking> {
    return this.#commit((state) => bookChange(state, holdId, details, options))
  }

  /** Moves a booking to a held time (bookingChanges.ts `rescheduleChange`). */
  reschedule(id: string, holdId: string, by: 'client' | 'owner', now = Date.now()): Promise<StoredBooking> {
    return this.#commit((state) => rescheduleChange(state, id, holdId, by, now))
  }

  /** Cancels a booking (bookingChanges.ts `cancelChange`). */
  cancel(id: string, by: 'client' | 'owner', now = Date.now()): Promise<StoredBooking> {
    return this.#commit((state) => cancelChange(state, id, by, now))
  }

  /** The owner's changes: status and notes (bookingChanges.ts `updateChange`). */
  update(id: string, patch: { status?: BookingStatus; ownerNotes?: string }, now = Date.now()): Promise<StoredBooking> {
    return this.#commit((state) => updateChange(state, id, patch, now))
  }

  /** The owner's availability settings, validated, then checked against the bookings (settingsChange.ts). */
  setSettings(input: unknown, now = Date.now()): Promise<BookingSettings> {
    const parsed = bookingSettings.safeParse(input)
    if (!parsed.success) {
      const fields: Record<string, string> = {}
      for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message
      return Promise.reject(new InvalidBookingError(fields))
    }
    return this.#commit((state) => settingsChange(state, parsed.data, now))
  }

  /** Undoes the last change of a booking (bookingHistory.ts `undoChange`). */
  undo(id: string, now = Date.now()): Promise<StoredBooking> {
    return this.#commit((state) => undoChange(state, id, now))
  }

  /** A new secret address for the owner's calendar feed; the old one stops working. */
  rotateFeedToken(): Promise<string> {
    const token = newFeedToken()
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
    return this.#commit((state) => deliveryChange(state, id, kind, delivery))
  }

  /** Queues the reminders due at `now` (bookingMailQueue.ts); resolves to how many were queued. */
  queueReminders(now = Date.now()): Promise<number> {
    return this.#commit((state) => remindersChange(state, now))
  }

  /** Removes bookings past their retention (bookingRetention.ts); resolves to how many were removed. */
  pruneBookings(now = Date.now()): Promise<number> {
    return this.#commit((state) => pruneBookingsChange(state, now))
  }

  /**
   * Erases the personal data of the client who booked with `email` from their bookings over or cancelled at
   * `now` (bookingErasure.ts `eraseClientChange`); resolves to how many were erased.
   */
  eraseClient(email: string, now = Date.now()): Promise<number> {
    return this.#commit((state) => eraseClientChange(state, email, now))
  }

  /** Drops expired holds from the file (they already close nothing). */
  pruneHolds(now = Date.now()): Promise<number> {
    return this.#commit((state) => pruneHoldsChange(state, now))
  }

  /** Waits for queued writes, then releases the file lock. */
  close(): Promise<void> {
    return this.#writes.close()
  }

  #commit<R>(change: (state: BookingsFile) => [BookingsFile, R]): Promise<R> {
    return this.#writes.commit(change)
  }
}
