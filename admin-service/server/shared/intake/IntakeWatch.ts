import type { IntakeSummary, RefusalReason } from '../../../shared/intake.ts'

const HOUR_MS = 3_600_000
const HOURS_KEPT = 24
/** Distinct addresses told apart per hour; beyond, a flood from more costs no more memory. */
const MAX_ADDRESSES = 10_000
/** Refusals in one hour that are worth an e-mail to the owner (a person's typos never come near it). */
export const JUNK_ALERT_THRESHOLD = 100

type Hour = {
  start: number
  refused: number
  byReason: Partial<Record<RefusalReason, number>>
  byDoor: Record<string, number>
  reasonsByDoor: Record<string, Partial<Record<RefusalReason, number>>>
  addresses: Set<string>
  capRefused: number
}

/**
 * What the owner is told by e-mail: the global cap was reached (`door`: the door whose cap it was), or junk
 * crossed the threshold this hour.
 */
export type IntakeAlert = { kind: 'cap' | 'junk'; door: string | null; summary: IntakeSummary }

/**
 * Watches a feature's public doors for the owner (IntakeGuard.ts reports to it): the requests refused as
 * junk (by reason, door and address, in hourly buckets over the last 24 hours) and a global cap being
 * reached. `summary()` is what `/admin` shows;
 * `onAlert` hears, at most once an hour each, that the cap was reached or that junk passed
 * `JUNK_ALERT_THRESHOLD` in an hour (`watchDoors.ts` e-mails the owner).
 */
export class IntakeWatch {
  readonly #startedAt: number
  readonly #now: () => number
  #hours: Hour[] = []
  #lastRefusedAt: number | null = null
  #capReachedAt: number | null = null
  #capUntil: number | null = null
  #capDoor: string | null = null
  readonly #lastAlertAt = { cap: -Infinity, junk: -Infinity }
  onAlert: (alert: IntakeAlert) => void = () => {}

  constructor(now: () => number = Date.now) {
    this.#now = now
    this.#startedAt = now()
  }

  /** A request refused as junk at `door` (what the owner reads: "holds", "quote form"...). */
  refused(reason: RefusalReason, address: string, door = ''): void {
    const hour = this.#hour()
    hour.refused++
    hour.byReason[reason] = (hour.byReason[reason] ?? 0) + 1
    if (door) {
      hour.byDoor[door] = (hour.byDoor[door] ?? 0) + 1
      const reasons = (hour.reasonsByDoor[door] ??= {})
      reasons[reason] = (reasons[reason] ?? 0) + 1
    }
    if (hour.addresses.size < MAX_ADDRESSES) hour.addresses.add(address)
    this.#lastRefusedAt = this.#now()
    if (hour.refused >= JUNK_ALERT_THRESHOLD) this.#alert('junk', null)
  }

  /** A valid request turned away by `door`'s global cap, which frees again in `retryMs`. */
  capReached(retryMs: number, door: string | null = null): void {
    this.#hour().capRefused++
    const now = this.#now()
    this.#capReachedAt = now
    this.#capUntil = now + retryMs
    this.#capDoor = door
    this.#alert('cap', door)
  }

  summary(): IntakeSummary {
    const now = this.#now()
    const hours = this.#recent(now)
    const addresses = new Set<string>()
    const byReason: Partial<Record<RefusalReason, number>> = {}
    const byDoor: Record<string, number> = {}
    const reasonsByDoor: Record<string, Partial<Record<RefusalReason, number>>> = {}
    for (const hour of hours) {
      for (const [door, count] of Object.entries(hour.byDoor)) byDoor[door] = (byDoor[door] ?? 0) + count
      for (const [door, reasons] of Object.entries(hour.reasonsByDoor)) {
        const sum = (reasonsByDoor[door] ??= {})
        for (const [reason, count] of Object.entries(reasons) as [RefusalReason, number][])
          sum[reason] = (sum[reason] ?? 0) + count
      }
      for (const address of hour.addresses) if (addresses.size < MAX_ADDRESSES) addresses.add(address)
      for (const [reason, count] of Object.entries(hour.byReason) as [RefusalReason, number][])
        byReason[reason] = (byReason[reason] ?? 0) + count
    }
    const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString())
    return {
      since: new Date(Math.max(this.#startedAt, now - HOURS_KEPT * HOUR_MS)).toISOString(),
      refused: hours.reduce((sum, h) => sum + h.refused, 0),
      byReason,
      byDoor,
      reasonsByDoor,
      addresses: addresses.size,
      lastRefusedAt: iso(this.#lastRefusedAt),
      capRefused: hours.reduce((sum, h) => sum + h.capRefused, 0),
      capReachedAt: iso(this.#capReachedAt),
      capUntil: iso(this.#capUntil),
      capDoor: this.#capDoor,
    }
  }

  #recent(now: number): Hour[] {
    this.#hours = this.#hours.filter((h) => h.start > now - HOURS_KEPT * HOUR_MS)
    return this.#hours
  }

  #hour(): Hour {
    const now = this.#now()
    const start = now - (now % HOUR_MS)
    const hours = this.#recent(now)
    let hour = hours.at(-1)
    if (hour?.start !== start) {
      hour = { start, refused: 0, byReason: {}, byDoor: {}, reasonsByDoor: {}, addresses: new Set(), capRefused: 0 }
      hours.push(hour)
    }
    return hour
  }

  #alert(kind: IntakeAlert['kind'], door: string | null): void {
    const now = this.#now()
    if (now - this.#lastAlertAt[kind] < HOUR_MS) return
    this.#lastAlertAt[kind] = now
    this.onAlert({ kind, door, summary: this.summary() })
  }
}
