/**
 * Login throttling per client: the first `freeAttempts` failures cost nothing; every further failure
 * locks the client out for `baseLockMs`, doubling each time up to `maxLockMs`. Success clears it.
 */
export class LoginLimiter {
  readonly #clients = new Map<string, { failures: number; lockedUntil: number }>()

  constructor(
    readonly options = { freeAttempts: 5, baseLockMs: 30_000, maxLockMs: 60 * 60 * 1000 },
    readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds the client must still wait, or 0. */
  retryAfter(client: string): number {
    const entry = this.#clients.get(client)
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0
  }

  fail(client: string): void {
    const entry = this.#clients.get(client) ?? { failures: 0, lockedUntil: 0 }
    entry.failures++
    const over = entry.failures - this.options.freeAttempts
    if (over >= 0) {
      entry.lockedUntil = this.now() + Math.min(this.options.maxLockMs, this.options.baseLockMs * 2 ** over)
    }
    this.#clients.set(client, entry)
  }

  succeed(client: string): void {
    this.#clients.delete(client)
  }
}
