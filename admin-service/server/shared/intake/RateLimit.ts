import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export type RateLimitConfig = {
  /** What one key may spend per window. */
  points: number
  windowSeconds: number
}

/**
 * The service's one rate limiter: a budget of `points` per key and window (rate-limiter-flexible, in
 * memory: a restart forgets). Each feature configures its own budgets with it, and the public doors
 * (IntakeGuard.ts) spend them. A refused spend spends nothing.
 */
export class RateLimit {
  readonly #limiter: RateLimiterMemory

  constructor(
    readonly name: string,
    readonly config: RateLimitConfig,
  ) {
    this.#limiter = new RateLimiterMemory({ keyPrefix: name, points: config.points, duration: config.windowSeconds })
  }

  /** Milliseconds until `key` may spend `points`, 0 when it may now; spends nothing. */
  async waitFor(key: string, points = 1): Promise<number> {
    const res = await this.#limiter.get(key)
    if (!res || res.consumedPoints + points <= this.config.points) return 0
    return Math.max(1000, res.msBeforeNext)
  }

  /** Spends `points` of `key`'s budget: 0 when spent, else the milliseconds until it may (nothing spent then). */
  async take(key: string, points = 1): Promise<number> {
    try {
      await this.#limiter.consume(key, points)
      return 0
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      // The memory store counts a refused consume too: give it back, so a refusal costs nothing.
      await this.#limiter.reward(key, points)
      return Math.max(1000, refusal.msBeforeNext)
    }
  }

  /** Returns points spent for a request that did not happen after all (a later budget refused it). */
  async giveBack(key: string, points = 1): Promise<void> {
    await this.#limiter.reward(key, points)
  }

  /** Forgets what `key` has spent in this window (a success that clears earlier failures). */
  async forget(key: string): Promise<void> {
    await this.#limiter.delete(key)
  }

  /**
   * Counts one more for `key`, never refusing, and returns how many it has counted in this window: for a
   * slow-down that grows past the budget instead of a refusal.
   */
  async count(key: string): Promise<number> {
    try {
      return (await this.#limiter.consume(key)).consumedPoints
    } catch (over) {
      if (!(over instanceof RateLimiterRes)) throw over
      return over.consumedPoints
    }
  }
}
