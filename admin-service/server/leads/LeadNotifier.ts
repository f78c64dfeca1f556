import type { DeliveryKind } from '../../../content/leads/fields.ts'
import type { Delivery, StoredLead } from '../../../content/leads/store.ts'
import type { LeadStore } from '../../store/LeadStore.ts'

/** Sends one lead somewhere; rejects when it could not (the notifier retries later). */
export type Channel = (lead: StoredLead) => Promise<void>
export type Channels = Partial<Record<DeliveryKind, Channel>>

export type NotifierOptions = {
  /** Wait before the first retry; it doubles each time up to `maxRetryMs`. */
  retryBaseMs?: number
  maxRetryMs?: number
  /** A delivery still failing this long after the lead arrived is given up ("failed" in the inbox). */
  giveUpMs?: number
  log?: (line: string) => void
}

const RETRY_BASE_MS = 5_000
const MAX_RETRY_MS = 15 * 60_000
const GIVE_UP_MS = 3 * 86_400_000

type Due = { lead: StoredLead; kind: DeliveryKind; delivery: Delivery }

/**
 * The outbox: every lead's pending deliveries (owner e-mail, visitor confirmation, webhook) are stored
 * in the lead itself, in the same write that stores the lead, so a lead is never accepted without
 * them. This worker sends them one at a time and records each outcome; a failure is retried with
 * exponential backoff (5 s doubling to 15 min), across restarts, until it succeeds or three days have
 * passed. A delivery is attempted by one worker at a time and marked sent once the receiver accepted
 * it, so each is sent once; only a process killed between the acceptance and that record sends it again
 * after the restart (with the same Message-ID).
 */
export class LeadNotifier {
  readonly #store: LeadStore
  readonly #channels: Channels
  readonly #retryBaseMs: number
  readonly #maxRetryMs: number
  readonly #giveUpMs: number
  readonly #log: (line: string) => void
  #running: Promise<void> | null = null
  #timer: NodeJS.Timeout | null = null
  #stopped = true
  #unsubscribe: () => void = () => {}
  /** Deliveries left pending by an earlier run, tried at start whatever their schedule said. */
  readonly #retryNow = new Set<string>()

  constructor(store: LeadStore, channels: Channels, options: NotifierOptions = {}) {
    this.#store = store
    this.#channels = channels
    this.#retryBaseMs = options.retryBaseMs ?? RETRY_BASE_MS
    this.#maxRetryMs = options.maxRetryMs ?? MAX_RETRY_MS
    this.#giveUpMs = options.giveUpMs ?? GIVE_UP_MS
    this.#log = options.log ?? ((line) => console.warn(line))
  }

  /** The deliveries each new lead gets: one per configured channel (but `agent`, for some listings' questions). */
  get kinds(): DeliveryKind[] {
    return (Object.keys(this.#channels) as DeliveryKind[]).filter((k) => this.#channels[k] && k !== 'agent')
  }

  /** Whether a channel is configured (`agent`: a listing's question can be forwarded to its agent). */
  has(kind: DeliveryKind): boolean {
    return Boolean(this.#channels[kind])
  }

  start(): void {
    if (!this.#stopped) return
    this.#stopped = false
    for (const { lead, kind } of this.#pending()) this.#retryNow.add(`${lead.id}:${kind}`)
    this.#unsubscribe = this.#store.onChange(() => this.#wake())
    this.#wake()
  }

  /** Stops retrying; an attempt under way finishes and is recorded first. */
  async stop(): Promise<void> {
    this.#stopped = true
    this.#unsubscribe()
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = null
    while (this.#running) await this.#running
  }

  /** Resolves once nothing is due now (tests wait on it). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running
  }

  *#pending(): Generator<Due> {
    for (const lead of this.#store.leads) {
      for (const [kind, delivery] of Object.entries(lead.deliveries) as [DeliveryKind, Delivery][]) {
        if (delivery.state === 'pending') yield { lead, kind, delivery }
      }
    }
  }

  #nextDue(now: number, tried: Set<string>): Due | null {
    for (const due of this.#pending()) {
      const key = `${due.lead.id}:${due.kind}`
      if (tried.has(key)) continue
      if (this.#retryNow.has(key) || Date.parse(due.delivery.nextAttemptAt ?? '') <= now) return due
    }
    return null
  }

  #wake(): void {
    if (this.#running || this.#stopped) return
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = null
    this.#running = this.#drain().finally(() => {
      this.#running = null
      this.#arm()
    })
  }

  /** Sets a timer for the earliest scheduled retry. */
  #arm(): void {
    if (this.#stopped) return
    let earliest = Infinity
    for (const { delivery } of this.#pending()) earliest = Math.min(earliest, Date.parse(delivery.nextAttemptAt ?? ''))
    if (!Number.isFinite(earliest)) return
    this.#timer = setTimeout(() => this.#wake(), Math.max(0, earliest - Date.now()))
    this.#timer.unref()
  }

  async #drain(): Promise<void> {
    // Each delivery at most once per pass, so a failing store write cannot spin this loop.
    const tried = new Set<string>()
    for (let due = this.#nextDue(Date.now(), tried); due && !this.#stopped; due = this.#nextDue(Date.now(), tried)) {
      const key = `${due.lead.id}:${due.kind}`
      tried.add(key)
      this.#retryNow.delete(key)
      try {
        await this.#store.setDelivery(due.lead.id, due.kind, await this.#attempt(due))
      } catch (error) {
        this.#log(`Lead ${due.lead.id}: could not record the ${due.kind} delivery: ${(error as Error).message}`)
      }
    }
  }

  async #attempt({ lead, kind, delivery }: Due): Promise<Delivery> {
    const channel = this.#channels[kind]
    const attempts = delivery.attempts + 1
    const now = () => new Date().toISOString()
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
      await channel(lead)
      return { state: 'sent', attempts, nextAttemptAt: null, lastError: null, doneAt: now() }
    } catch (error) {
      const lastError = String((error as Error).message ?? error).slice(0, 500)
      if (Date.now() - Date.parse(lead.receivedAt) > this.#giveUpMs) {
        this.#log(`Lead ${lead.id}: ${kind} delivery given up after ${attempts} attempts: ${lastError}`)
        return { state: 'failed', attempts, nextAttemptAt: null, lastError, doneAt: now() }
      }
      const wait = Math.min(this.#retryBaseMs * 2 ** (attempts - 1), this.#maxRetryMs)
      this.#log(
        `Lead ${lead.id}: ${kind} delivery failed (attempt ${attempts}: ${lastError}); next try in ${wait / 1000} s`,
      )
      return {
        state: 'pending',
        attempts,
        nextAttemptAt: new Date(Date.now() + wait).toISOString(),
        lastError,
        doneAt: null,
      }
    }
  }
}
