import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export type LeadLimits = {
  /** Requests one address may send per window. */
  perAddress: number
  /** Requests all addresses together may send per window: a cap on a distributed flood. */
  global: number
  windowSeconds: number
}

/**
 * A person sends one request, perhaps two after a correction; five an hour from one address is
 * already unusual. Two hundred an hour from everyone is far beyond a small studio's busiest day.
 */
export const DEFAULT_LEAD_LIMITS: LeadLimits = { perAddress: 5, global: 200, windowSeconds: 3600 }

/** The lead form's rate limits (rate-limiter-flexible, in memory: a restart forgets them). */
export class LeadLimiter {
  readonly #perAddress: RateLimiterMemory
  readonly #global: RateLimiterMemory

  constructor(readonly limits: LeadLimits = DEFAULT_LEAD_LIMITS) {
    this.#perAddress = new RateLimiterMemory({
      keyPrefix: 'lead-ip',
      points: limits.perAddress,
      duration: limits.windowSeconds,
    })
    this.#global = new RateLimiterMemory({
      keyPrefix: 'lead-all',
      points: limits.global,
      duration: limits.windowSeconds,
    })
  }

  /** Counts one request from `address`: 0 when allowed, else the milliseconds until the next is. */
  async take(address: string): Promise<number> {
    for (const [limiter, key] of [
      [this.#perAddress, address],
      [this.#global, 'all'],
    ] as const) {
      try {
        await limiter.consume(key)
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return Math.max(1000, refusal.msBeforeNext)
        throw refusal
      }
    }
    return 0
  }
}
