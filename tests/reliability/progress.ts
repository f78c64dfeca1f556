/**
 * Time limits that follow the work, not a quiet machine's clock. A long test asks vitest only for a ceiling against a hung run (`NO_CLOCK_LIMIT`) and
 * fails instead when its work stops moving: no step (a request answered, a kill survived, a payload
 * checked) for `stallMs`. On a busy machine the work is slower, and the test waits for it.
 */
export const NO_CLOCK_LIMIT = 60 * 60_000

export function progressGuard(what: string, stallMs = 60_000) {
  let last = performance.now()
  let steps = 0
  let timer: NodeJS.Timeout | undefined
  let fail: (error: Error) => void = () => {}
  const stalled = new Promise<never>((_, reject) => (fail = reject))
  stalled.catch(() => {})
  const check = () => {
    const idle = performance.now() - last
    if (idle > stallMs) fail(new Error(`${what}: no progress for ${Math.round(idle / 1000)} s, after ${steps} steps`))
    else timer = setTimeout(check, 1000)
  }
  return {
    /** One unit of work done. */
    step(): void {
      steps++
      last = performance.now()
    },
    /** `work`, failed if it makes no step for `stallMs`. */
    async run<T>(work: Promise<T>): Promise<T> {
      last = performance.now()
      timer = setTimeout(check, 1000)
      try {
        return await Promise.race([work, stalled])
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
