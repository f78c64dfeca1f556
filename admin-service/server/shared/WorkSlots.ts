import { ServiceError } from './errors/ServiceError.ts'

/**
 * A bound on work that costs much memory or CPU (password checks, image encoding): at most `capacity`
 * jobs run at once, at most `maxWaiting` wait for a turn, each at most `maxWaitMs`; beyond that
 * `acquire` fails with 503 (`busyMessage`, Retry-After) instead of queueing without end.
 */
export class WorkSlots {
  #running = 0
  readonly #waiting: (() => void)[] = []

  constructor(
    readonly capacity: number,
    readonly maxWaiting: number,
    readonly maxWaitMs: number,
    readonly busyMessage: string,
  ) {}

  /** Waits for a slot; returns its release function. */
  async acquire(): Promise<() => void> {
    if (this.#running >= this.capacity) {
      if (this.#waiting.length >= this.maxWaiting) throw this.#busy()
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(turn), 1)
          reject(this.#busy())
        }, this.maxWaitMs)
        this.#waiting.push(turn)
      })
    } else this.#running++
    let released = false
    return () => {
      if (released) return
      released = true
      // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
      const next = this.#waiting.shift()
      if (next) next()
      else this.#running--
    }
  }

  #busy() {
    return new ServiceError('busy', this.busyMessage, { headers: { 'Retry-After': '2' } })
  }
}
