import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export type LeadLimits = {
  /** Valid requests one address may send per window. */
  perAddress: number
  /** Valid requests (spam aside) all addresses together may send per window: a cap on a distributed flood. */
  global: number
  windowSeconds: number
  /** Requests one address may send that are not valid quote requests, per `junkWindowSeconds`. */
  junkPerAddress: number
  junkWindowSeconds: number
  /** Requests judged spam (the bot checks) stored per window from all addresses together; beyond, dropped. */
  spamGlobal: number
}

/**
 * A person sends one request, perhaps two after a correction; five an hour from one address is
 * already unusual. Two hundred an hour from everyone is far beyond a small studio's busiest day. A person
 * whose request is refused corrects it a few times; thirty refusals in ten minutes is a script.
 */
export const DEFAULT_LEAD_LIMITS: LeadLimits = {
  perAddress: 5,
  global: 200,
  windowSeconds: 3600,
  junkPerAddress: 30,
  junkWindowSeconds: 600,
  spamGlobal: 200,
}

/** Why a request is turned away before it is read: its address's budget, everyone's, or its address's junk. */
export type Refusal = { limit: 'address' | 'global' | 'junk'; retryMs: number }

const refusalOf = (limit: Refusal['limit'], res: RateLimiterRes): Refusal => ({
  limit,
  retryMs: Math.max(1000, res.msBeforeNext),
})

/**
 * The quote form's rate limits (rate-limiter-flexible, in memory: a restart forgets them). Only a valid
 * request spends the budgets (`spend`): one that is refused for its size, type, origin or content spends
 * its address's junk allowance instead (`junk`), so a flood of junk from many addresses can no longer use
 * up everyone's budget and switch the form off. `check` looks without spending, before the body is read.
 */
export class LeadLimiter {
  readonly limits: LeadLimits
  readonly #perAddress: RateLimiterMemory
  readonly #global: RateLimiterMemory
  readonly #junk: RateLimiterMemory
  readonly #spam: RateLimiterMemory

  constructor(limits: Partial<LeadLimits> = {}) {
    this.limits = { ...DEFAULT_LEAD_LIMITS, ...limits }
    const { windowSeconds: duration } = this.limits
    this.#perAddress = new RateLimiterMemory({ keyPrefix: 'lead-ip', points: this.limits.perAddress, duration })
    this.#global = new RateLimiterMemory({ keyPrefix: 'lead-all', points: this.limits.global, duration })
    this.#spam = new RateLimiterMemory({ keyPrefix: 'lead-spam', points: this.limits.spamGlobal, duration })
    this.#junk = new RateLimiterMemory({
      keyPrefix: 'lead-junk',
      points: this.limits.junkPerAddress,
      duration: this.limits.junkWindowSeconds,
    })
  }

  /** The refusal a request from `address` would get now, or null; spends nothing. */
  async check(address: string): Promise<Refusal | null> {
    for (const [limit, limiter, key, points] of [
      ['junk', this.#junk, address, this.limits.junkPerAddress],
      ['address', this.#perAddress, address, this.limits.perAddress],
      ['global', this.#global, 'all', this.limits.global],
    ] as const) {
      const res = await limiter.get(key)
      if (res && res.consumedPoints >= points) return refusalOf(limit, res)
    }
    return null
  }

  /**
   * Spends a valid request's points: its address's, and everyone's unless it is spam. Resolves to the
   * refusal when a budget ran out meanwhile (nothing is then spent), else null.
   */
  async spend(address: string, spam: boolean): Promise<Refusal | null> {
    try {
      await this.#perAddress.consume(address)
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return refusalOf('address', refusal)
      throw refusal
    }
    try {
      await (spam ? this.#spam : this.#global).consume(spam ? 'spam' : 'all')
      return null
    } catch (refusal) {
      await this.#perAddress.reward(address, 1)
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      // Spam over its own cap is answered as usual and dropped (the caller's choice); no visitor waits on it.
      return spam ? { limit: 'global', retryMs: 0 } : refusalOf('global', refusal)
    }
  }

  /** Counts a request from `address` that was not a valid quote request. */
  async junk(address: string): Promise<void> {
    await this.#junk.consume(address).catch((refusal: unknown) => {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
    })
  }
}
