import { messages } from '../shared/http/errors.ts'
import { LockedOutError } from './authErrors.ts'
import { WorkSlots } from '../shared/WorkSlots.ts'
import { clientKey } from '../shared/http/clientKey.ts'
import { RateLimit } from '../shared/intake/RateLimit.ts'

export type LoginLimits = {
  /** Password checks per client address (IPv6: per /64) in `windowSeconds`. */
  attempts: number
  /** Password checks per trusted device (a browser that signed in before) in `windowSeconds`. */
  deviceAttempts: number
  windowSeconds: number
  /** Checks from untrusted clients, all together, per `globalWindowSeconds` before each further one is slowed. */
  globalAttempts: number
  globalWindowSeconds: number
  /** Longest delay the global slow-down adds to one attempt. */
  maxSlowDownMs: number
  /** Password checks running at once for untrusted clients, and how many may wait for a turn. */
  concurrentChecks: number
  waitingChecks: number
  maxWaitMs: number
}

/**
 * OWASP's authentication cheat sheet: 5 checks per address per 15 minutes; a global slow-down that
 * never becomes a lock; one scrypt check at a time (32 MiB, one core for about 0.3 s) for strangers and
 * one more reserved for trusted devices, so on a two-core machine a burst can neither exhaust memory nor
 * take the CPU and libuv threads that serving files needs.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  attempts: 5,
  deviceAttempts: 5,
  windowSeconds: 15 * 60,
  globalAttempts: 60,
  globalWindowSeconds: 60,
  maxSlowDownMs: 2000,
  concurrentChecks: 1,
  waitingChecks: 8,
  maxWaitMs: 10_000,
}

/** Who is signing in: the client's address and, for a browser that signed in before, its device id. */
export type LoginClient = { ip: string | undefined; device: string | null }

/**
 * Sign-in protection with the service's rate limiter (RateLimit). A point is spent before the password is checked, so
 * requests in flight count too, and given back when the check succeeds (or never ran). A browser holding
 * a valid device cookie (OWASP "device cookies") is counted on its own key, so failures from anyone else,
 * even from its own address, never lock it out. Keys expire with their window.
 */
export class LoginGuard {
  readonly #clients: RateLimit
  readonly #devices: RateLimit
  readonly #global: RateLimit
  readonly #strangerSlots: WorkSlots
  readonly #deviceSlots: WorkSlots

  constructor(readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
    const { windowSeconds } = limits
    this.#clients = new RateLimit('login-clients', { points: limits.attempts, windowSeconds })
    this.#devices = new RateLimit('login-devices', { points: limits.deviceAttempts, windowSeconds })
    this.#global = new RateLimit('login-all', {
      points: limits.globalAttempts,
      windowSeconds: limits.globalWindowSeconds,
    })
    const { concurrentChecks, waitingChecks, maxWaitMs } = limits
    this.#strangerSlots = new WorkSlots(concurrentChecks, waitingChecks, maxWaitMs, messages.signInBusy)
    this.#deviceSlots = new WorkSlots(1, waitingChecks, maxWaitMs, messages.signInBusy)
  }

  /**
   * Runs `check` (the password verification) if the client may try now and returns its result;
   * throws 429 (with Retry-After) when the client has no attempts left, 503 when too many checks are queued.
   */
  async attempt(client: LoginClient, check: () => Promise<boolean>): Promise<boolean> {
    const trusted = client.device !== null
    const limiter = trusted ? this.#devices : this.#clients
    const key = trusted ? `device:${client.device}` : clientKey(client.ip)
    const wait = await limiter.take(key)
    if (wait > 0) throw new LockedOutError(Math.ceil(wait / 1000))
    let ok: boolean
    try {
      if (!trusted) await this.#slowDown()
      const release = await (trusted ? this.#deviceSlots : this.#strangerSlots).acquire()
      try {
        ok = await check()
      } finally {
        release()
      }
    } catch (error) {
      await limiter.giveBack(key)
      throw error
    }
    // Success clears the key: the owner's typos before it no longer count.
    if (ok) await limiter.forget(key)
    return ok
  }

  /** Over the global budget, each further attempt waits longer (up to maxSlowDownMs); it is never refused. */
  async #slowDown(): Promise<void> {
    const over = (await this.#global.count('all')) - this.limits.globalAttempts
    if (over > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(this.limits.maxSlowDownMs, over * 100)))
  }
}
