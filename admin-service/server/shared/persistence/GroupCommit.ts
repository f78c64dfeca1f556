import type { Adapter } from 'lowdb'

/** A change to the whole state: returns the next state and what the caller gets back. */
export type Change<S, R> = (state: S) => [S, R]
type Queued<S> = { change: Change<S, unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void }

/**
 * The write path of a store kept as one JSON document: every change resolves only once it is on disk.
 * Changes that arrive while a write is in flight are applied together and written once (a group commit),
 * so a burst costs a few writes, not one each; a change that throws (an unknown id) is left out of its
 * group alone, and a failed write fails every change of its group and leaves the state as it was. States
 * are never modified in place.
 */
export class GroupCommit<S> {
  #data: S
  readonly #queue: Queued<S>[] = []
  #flushing: Promise<void> | null = null
  readonly #listeners = new Set<(data: S) => void>()

  constructor(
    readonly adapter: Adapter<S>,
    data: S,
  ) {
    this.#data = data
  }

  /** The current state. Treat as read-only. */
  get data(): S {
    return this.#data
  }

  /** Called after every write with the new state. */
  onChange(listener: (data: S) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  commit<R>(change: Change<S, R>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ change, resolve: resolve as (value: unknown) => void, reject })
      this.#flush()
    })
  }

  /** Resolves once every queued change is written (or has failed). */
  async settled(): Promise<void> {
    while (this.#flushing) await this.#flushing
  }

  #flush(): void {
    if (this.#flushing) return
    this.#flushing = this.#writeQueued().finally(() => {
      this.#flushing = null
      if (this.#queue.length > 0) this.#flush()
    })
  }

  async #writeQueued(): Promise<void> {
    // Lets the callers of this tick queue their changes first, so they share the write.
    await Promise.resolve()
    while (this.#queue.length > 0) {
      const group = this.#queue.splice(0)
      let state = this.#data
      const applied: (() => void)[] = []
      const failed: ((error: unknown) => void)[] = []
      for (const { change, resolve, reject } of group) {
        try {
          const [next, result] = change(state)
          state = next
          applied.push(() => resolve(result))
          failed.push(reject)
        } catch (error) {
          reject(error)
        }
      }
      if (state === this.#data) {
        for (const done of applied) done()
        continue
      }
      try {
        await this.adapter.write(state)
      } catch (error) {
        for (const reject of failed) reject(error)
        continue
      }
      this.#data = state
      for (const done of applied) done()
      for (const listener of this.#listeners) queueMicrotask(() => listener(state))
    }
  }
}
