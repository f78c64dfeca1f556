import { HttpError, messages } from '../errors.ts'

/**
 * A bound on work that costs memory and a libuv thread (password checks): at most `capacity` run at
 * once, at most `maxWaiting` wait for a turn, each at most `maxWaitMs`; beyond that `acquire` fails
 * with 503 at once instead of queueing without end.
 */
export class CheckSlots {
  #running = 0
  readonly #waiting: (() => void)[] = []

  constructor(
    readonly capacity: number,
    readonly maxWaiting: number,
    readonly maxWaitMs: number,
  ) {}

  /** Waits for a slot; returns its release function. */
  async acquire(): Promise<() => void> {
    if (this.#running >= this.capacity) {
      if (this.#waiting.length >= this.maxWaiting) throw busy()
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(turn), 1)
          reject(busy())
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
}

const busy = () => new HttpError(503, messages.signInBusy)
