/**
 * A build's phases, each timed by name (`site build --timings` prints them; `npm run bench:build` too).
 * Times are milliseconds since the Unix epoch (`performance.timeOrigin + performance.now()`), which hold
 * across the build's processes and threads: a phase timed in the prerender process comes back with its
 * summary and is printed beside the parent's.
 */
import type { MemoCount } from '../lib/memo.ts'
import type { PhaseName } from './buildPhases.ts'

export interface PhaseTime {
  name: PhaseName
  /** Start and end, in ms since the epoch. */
  start: number
  end: number
}

/** Now, in ms since the epoch, with a fraction. */
export const now = (): number => performance.timeOrigin + performance.now()

export class Timings {
  readonly phases: PhaseTime[] = []

  /** Runs `run` as the phase `name`: phases started while another runs are side by side with it. */
  async phase<T>(name: PhaseName, run: () => T | Promise<T>): Promise<T> {
    const start = now()
    try {
      return await run()
    } finally {
      this.phases.push({ name, start, end: now() })
    }
  }

  /** Records a phase that ran from `start` until now. */
  since(name: PhaseName, start: number): void {
    this.phases.push({ name, start, end: now() })
  }

  /** Adds phases timed elsewhere (another process or thread). */
  add(phases: readonly PhaseTime[] = []): void {
    this.phases.push(...phases)
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(8)

/**
 * The table `site build --timings` prints: each phase by its start, with its start since `startedAt`
 * and its length (phases whose spans overlap ran side by side), then each memo's hits and misses.
 */
export function formatTimings(phases: readonly PhaseTime[], startedAt: number, memos: readonly MemoCount[] = []) {
  const width = Math.max(5, ...phases.map((phase) => phase.name.length), ...memos.map((memo) => memo.name.length))
  const lines = [`${'phase'.padEnd(width)}     start     time`]
  for (const phase of [...phases].sort((a, b) => a.start - b.start || b.end - a.end))
    lines.push(`${phase.name.padEnd(width)} ${seconds(phase.start - startedAt)} ${seconds(phase.end - phase.start)}`)
  if (memos.length > 0) {
    lines.push('', `${'memo'.padEnd(width)}      hits   misses`)
    for (const memo of memos.filter(({ hits, misses }) => hits + misses > 0))
      lines.push(`${memo.name.padEnd(width)} ${String(memo.hits).padStart(8)} ${String(memo.misses).padStart(8)}`)
  }
  return lines.join('\n')
}
