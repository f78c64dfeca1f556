import type { OutboxDelivery as Delivery } from '../../../../content/outbox/delivery.ts'

/** Sends one item somewhere; rejects when it could not (the outbox retries later). */
export type Channel<T> = (item: T) => Promise<void>
export type Channels<T, K extends string> = Partial<Record<K, Channel<T>>>

/** An item with its pending deliveries, stored in the same write as the item itself. */
export type OutboxItem = { id: string; receivedAt: string; deliveries: object }

/**
 * What the outbox needs of a store: its items (the quote requests of the lead store, the e-mails of the
 * booking store...), a change event and a durable record of each attempt's outcome.
 */
export type OutboxStore<T, K extends string> = {
  readonly outbox: readonly T[]
  onChange(listener: () => void): () => void
  setDelivery(id: string, kind: K, delivery: Delivery): Promise<void>
}

export type OutboxOptions<K extends string> = {
  /**
   * Every kind of delivery an item of this store may hold: each has a lane even when its channel is not
   * configured (any more), so a delivery an earlier run left pending is given up there, not kept forever.
   */
  possibleKinds: readonly K[]
  /** Kinds a new item gets only when its caller asks for them (a listing's question forwarded to its agent), not by default. */
  optIn?: readonly K[]
  /** What the log calls an item ("Lead", "Booking e-mail"). */
  label: string
  /** Wait before the first retry; it doubles each time up to `maxRetryMs`. */
  retryBaseMs?: number
  maxRetryMs?: number
  /** A delivery still failing this long after its item arrived (`receivedAt`) is given up ("failed"). */
  giveUpMs?: number
  /** Deliveries of one channel under way at once (its lane's width). */
  concurrency?: number
  log?: (line: string) => void
  /** The clock the items' times are written by (their store's; the system's unless told). */
  now?: () => number
}

const RETRY_BASE_MS = 5_000
const MAX_RETRY_MS = 15 * 60_000
const GIVE_UP_MS = 3 * 86_400_000
/**
 * Two at a time per channel: a slow or silent receiver (a webhook that never answers costs its 10 s
 * timeout) holds at most two of its own deliveries, and a retry and a new item can go together.
 */
const LANE_WIDTH = 2

type Due<T, K> = { item: T; kind: K; delivery: Delivery }

/** One channel's queue: its own deliveries under way, its own retry timer and its own wake-up. */
type Lane<K> = {
  kind: K
  underWay: Set<string>
  running: Promise<void> | null
  timer: NodeJS.Timeout | null
  /** Wakes a lane that waits for a delivery under way when a new item arrives. */
  poke: () => void
}

/**
 * The durable outbox the quote requests (leads/leadOutbox.ts) and the bookings' e-mails
 * (booking/startBooking.ts) share: every item's pending deliveries (for a lead: owner e-mail, visitor
 * confirmation, webhook) are stored in the item itself, in the same write that stores the item, so an
 * item is never accepted without them. Each channel has a lane of its own (its queue, `concurrency`
 * deliveries at once, its retry timer), so a webhook that never answers or a hanging SMTP server delays
 * only its own channel. In a lane an item's first attempt goes before retries, oldest item first, so
 * retries never hold back a new item. A failure is retried with exponential backoff (5 s doubling to
 * 15 min), across restarts, until it succeeds or three days have passed. A delivery is attempted once at
 * a time and marked sent once the receiver accepted it, so each is sent once; only a process killed
 * between the acceptance and that record sends it again after the restart (with the same Message-ID or
 * delivery id). Which kinds an item may hold, and which are opt-in, are the caller's (`OutboxOptions`).
 */
export class Outbox<T extends OutboxItem, K extends string> {
  readonly #store: OutboxStore<T, K>
  readonly #channels: Channels<T, K>
  readonly #label: string
  readonly #optIn: ReadonlySet<K>
  readonly #retryBaseMs: number
  readonly #maxRetryMs: number
  readonly #giveUpMs: number
  readonly #concurrency: number
  readonly #log: (line: string) => void
  readonly #now: () => number
  readonly #lanes: Lane<K>[]
  #stopped = true
  #unsubscribe: () => void = () => {}
  /** Deliveries left pending by an earlier run, tried at start whatever their schedule said. */
  readonly #retryNow = new Set<string>()

  constructor(store: OutboxStore<T, K>, channels: Channels<T, K>, options: OutboxOptions<K>) {
    this.#store = store
    this.#channels = channels
    this.#label = options.label
    this.#optIn = new Set(options.optIn)
    this.#retryBaseMs = options.retryBaseMs ?? RETRY_BASE_MS
    this.#maxRetryMs = options.maxRetryMs ?? MAX_RETRY_MS
    this.#giveUpMs = options.giveUpMs ?? GIVE_UP_MS
    this.#concurrency = Math.max(1, options.concurrency ?? LANE_WIDTH)
    this.#log = options.log ?? ((line) => console.warn(line))
    this.#now = options.now ?? Date.now
    // A lane for every kind a stored item may still have pending, configured or not (a channel removed
    // since is given up in its lane), and for every channel.
    const kinds = new Set<K>([...options.possibleKinds, ...(Object.keys(channels) as K[])])
    this.#lanes = [...kinds].map((kind) => ({
      kind,
      underWay: new Set(),
      running: null,
      timer: null,
      poke: () => {},
    }))
  }

  /** The deliveries each new item gets: one per configured channel, but the opt-in ones. */
  get kinds(): K[] {
    return (Object.keys(this.#channels) as K[]).filter((k) => this.#channels[k] && !this.#optIn.has(k))
  }

  /** Whether a channel is configured (an opt-in one: whether a caller may ask for it). */
  has(kind: K): boolean {
    return Boolean(this.#channels[kind])
  }

  start(): void {
    if (!this.#stopped) return
    this.#stopped = false
    for (const { item, kind } of this.#pending()) this.#retryNow.add(`${item.id}:${kind}`)
    this.#unsubscribe = this.#store.onChange(() => this.#wakeAll())
    this.#wakeAll()
  }

  /** Stops retrying; attempts under way finish and are recorded first. */
  async stop(): Promise<void> {
    this.#stopped = true
    this.#unsubscribe()
    for (const lane of this.#lanes) {
      if (lane.timer) clearTimeout(lane.timer)
      lane.timer = null
      lane.poke()
    }
    await this.idle()
  }

  /** Resolves once nothing is due now in any lane (tests wait on it). */
  async idle(): Promise<void> {
    for (;;) {
      const running = this.#lanes.map((lane) => lane.running).filter((r) => r !== null)
      if (running.length === 0) return
      await Promise.all(running)
    }
  }

  *#pending(kind?: K): Generator<Due<T, K>> {
    for (const item of this.#store.outbox) {
      for (const [k, delivery] of Object.entries(item.deliveries) as [K, Delivery][]) {
        if (delivery.state === 'pending' && (kind === undefined || k === kind)) yield { item, kind: k, delivery }
      }
    }
  }

  /** The lane's next delivery due now: a first attempt before any retry, each oldest item first. */
  #nextDue(lane: Lane<K>, now: number, tried: Set<string>): Due<T, K> | null {
    let retry: Due<T, K> | null = null
    for (const due of this.#pending(lane.kind)) {
      const key = `${due.item.id}:${due.kind}`
      if (tried.has(key) || lane.underWay.has(key)) continue
      if (!this.#retryNow.has(key) && !(Date.parse(due.delivery.nextAttemptAt ?? '') <= now)) continue
      if (due.delivery.attempts === 0) return due
      retry ??= due
    }
    return retry
  }

  #wakeAll(): void {
    for (const lane of this.#lanes) this.#wake(lane)
  }

  #wake(lane: Lane<K>): void {
    if (this.#stopped) return
    if (lane.running) return lane.poke()
    if (lane.timer) clearTimeout(lane.timer)
    lane.timer = null
    lane.running = this.#drain(lane).finally(() => {
      lane.running = null
      this.#arm(lane)
    })
  }

  /** Sets the lane's timer for its earliest scheduled retry. */
  #arm(lane: Lane<K>): void {
    if (this.#stopped) return
    let earliest = Infinity
    for (const { delivery } of this.#pending(lane.kind))
      earliest = Math.min(earliest, Date.parse(delivery.nextAttemptAt ?? ''))
    if (!Number.isFinite(earliest)) return
    lane.timer = setTimeout(() => this.#wake(lane), Math.max(0, earliest - this.#now()))
    lane.timer.unref()
  }

  async #drain(lane: Lane<K>): Promise<void> {
    // Each delivery at most once per pass, so a failing store write cannot spin this loop.
    const tried = new Set<string>()
    const underWay = new Set<Promise<void>>()
    for (;;) {
      while (!this.#stopped && underWay.size < this.#concurrency) {
        const due = this.#nextDue(lane, this.#now(), tried)
        if (!due) break
        const key = `${due.item.id}:${due.kind}`
        tried.add(key)
        lane.underWay.add(key)
        this.#retryNow.delete(key)
        const attempt = this.#deliver(due).finally(() => {
          lane.underWay.delete(key)
          underWay.delete(attempt)
        })
        underWay.add(attempt)
      }
      if (underWay.size === 0) return
      // Until one finishes, or a new item (or stop) pokes the lane.
      await new Promise<void>((resolve) => {
        lane.poke = resolve
        for (const attempt of underWay) void attempt.then(resolve)
      })
      lane.poke = () => {}
    }
  }

  async #deliver(due: Due<T, K>): Promise<void> {
    try {
      await this.#store.setDelivery(due.item.id, due.kind, await this.#attempt(due))
    } catch (error) {
      this.#log(`${this.#label} ${due.item.id}: could not record the ${due.kind} delivery: ${(error as Error).message}`)
    }
  }

  async #attempt({ item, kind, delivery }: Due<T, K>): Promise<Delivery> {
    const channel = this.#channels[kind]
    const attempts = delivery.attempts + 1
    const now = () => new Date(this.#now()).toISOString()
    if (!channel) {
      return {
        state: 'failed',
        attempts,
        nextAttemptAt: null,
        lastError: `${kind} is no longer configured`,
        doneAt: now(),
      }
    }
    try {
      await channel(item)
      return { state: 'sent', attempts, nextAttemptAt: null, lastError: null, doneAt: now() }
    } catch (error) {
      const lastError = String((error as Error).message ?? error).slice(0, 500)
      if (this.#now() - Date.parse(item.receivedAt) > this.#giveUpMs) {
        this.#log(`${this.#label} ${item.id}: ${kind} delivery given up after ${attempts} attempts: ${lastError}`)
        return { state: 'failed', attempts, nextAttemptAt: null, lastError, doneAt: now() }
      }
      const wait = Math.min(this.#retryBaseMs * 2 ** (attempts - 1), this.#maxRetryMs)
      this.#log(
        `${this.#label} ${item.id}: ${kind} delivery failed (attempt ${attempts}: ${lastError}); next try in ${wait / 1000} s`,
      )
      return {
        state: 'pending',
        attempts,
        nextAttemptAt: new Date(this.#now() + wait).toISOString(),
        lastError,
        doneAt: null,
      }
    }
  }
}
