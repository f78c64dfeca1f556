import { spawn } from 'node:child_process'
import { optimisationOn } from '../lib/optimisations.ts'
import { projectRoot } from './config.ts'
import { isProgressMessage, relayProgress, type BuildProgress, type ProgressMessage } from './buildProgress.ts'
import { BuildProcessError, type ProcessReply } from './messages.ts'

/**
 * Allocator settings of a build's child processes, read by the allocators when a process starts (peaks of
 * the bundling process, three runs each):
 * - MALLOC_ARENA_MAX=2: glibc otherwise gives each of the ~30 threads (Rolldown's, libvips') an arena of
 *   its own, which keeps freed memory apart; about 50 MiB less at the bundling peak.
 * - MALLOC_TRIM_THRESHOLD_=1 MiB: setting it also fixes glibc's mmap threshold at 128 KiB. glibc otherwise
 *   raises that threshold each time a large block is freed, so that later buffers of up to 32 MiB (source
 *   text, encoded photos, chunks) are carved out of the heap, where what is freed around live blocks is
 *   never given back: bundling 361-421 -> 286-293 MiB with the next two, no measurable time.
 * - MIMALLOC_ARENA_EAGER_COMMIT=0, MIMALLOC_PURGE_DELAY=0, MIMALLOC_PURGE_DECOMMITS=1: Rolldown's mimalloc
 *   otherwise commits its 1 GiB arena eagerly as it grows (about 90 MiB), and keeps freed pages for a while
 *   before it returns them (about 30 MiB).
 */
const ALLOCATOR_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: String(1024 * 1024),
  MIMALLOC_ARENA_EAGER_COMMIT: '0',
  MIMALLOC_PURGE_DELAY: '0',
  MIMALLOC_PURGE_DECOMMITS: '1',
}

/**
 * V8 flags of a build's child processes:
 * - `--max-semi-space-size` (the young generation's semi-space, 16 MiB by default): a build's phases set
 *   their own (`youngGenerationMiB`). Bundling uses 4: about 40 MiB less at its peak for the same CPU time.
 *   The prerender uses 8: at 1000 extra posts it made 715 scavenges taking 1.31 s at 4 MiB, 363 taking
 *   0.83 s at 8 (peak RSS 398 -> 402 MiB), 214 taking 0.70 s at 16 (478 MiB).
 * - `--heap-growing-percent=50`: the old generation may grow to 1.5 times what survived the last full
 *   collection before the next one. V8 otherwise picks the factor (up to 4) from how fast its collector
 *   runs, which on a busy machine lets garbage pile up: peaks varied by 130 MiB from run to run at 1000
 *   extra posts. Measured on a machine at load 7-12: bundling 453 -> 370 MiB, prerender at 1000 new
 *   posts 541 -> 431 MiB, for about 7% more CPU time (12.1 -> 13.0 s for today's site).
 */
const nodeFlags = (youngGenerationMiB: number) => [
  `--max-semi-space-size=${youngGenerationMiB}`,
  '--heap-growing-percent=50',
]

/** V8's interrupt budget before V8 12: the bytecode a function runs between two of its tier-up checks. */
const V8_11_INTERRUPT_BUDGET = 66 * 1024

/**
 * Flags that have V8 optimise a function with TurboFan later (`lateTierUp`; optimisation `late-tier-up`),
 * for the V8 whose version is `v8Version`. Before V8 12 (Node 20) there is no tier between the baseline
 * code and TurboFan, which takes a function once three interrupt budgets of its bytecode have run. A
 * prerender starts with every function cold, and most of its functions run about once a page: TurboFan,
 * on V8's helper threads, spent more CPU compiling the page components and Vike's per-page functions than
 * their optimised code saved over a thousand pages (docs/decisions.md, "The prerender's JIT"). A budget
 * four times V8's waits until a function has run four times as much. Later V8s (Node 22 on) optimise
 * with Maglev first, cheaply, and with TurboFan only after thousands of calls; their flags differ
 * (`--interrupt-budget` is gone by V8 13), so they get none.
 */
export function tierUpFlags(v8Version: string = process.versions.v8): string[] {
  return Number.parseInt(v8Version, 10) < 12 ? [`--interrupt-budget=${4 * V8_11_INTERRUPT_BUDGET}`] : []
}

/**
 * `SITE_BUILD_NODE_FLAGS`: more flags for the build's processes, for profiling them
 * (`--cpu-prof --cpu-prof-dir=/tmp/prof`, which NODE_OPTIONS does not take).
 */
const extraFlags = (env: NodeJS.ProcessEnv) => (env.SITE_BUILD_NODE_FLAGS ?? '').split(' ').filter(Boolean)

export interface NodeProgramOptions {
  env?: NodeJS.ProcessEnv
  /** The young generation's semi-space in MiB (`--max-semi-space-size`, see above). */
  youngGenerationMiB: number
  /** Whether V8 optimises the program's functions later (`tierUpFlags`), unless `late-tier-up` is off. */
  lateTierUp?: boolean
  /** Hears the program's progress (buildProgress.ts); by default it goes on to this process's parent. */
  onProgress?: (progress: BuildProgress) => void
}

/**
 * Runs the compiled program `file` (a module that calls messages.ts's `runAsProgram`) in a new Node
 * process in the project folder, with `input` as JSON in its first argument, and resolves
 * with what the program returns; what it throws rejects as a `BuildProcessError` with its name, stack,
 * route and cause. Its output goes where this process's goes, its progress to `onProgress`.
 */
export function runNodeProgram<T>(
  file: string,
  input: unknown,
  { env = process.env, youngGenerationMiB, lateTierUp = false, onProgress = relayProgress }: NodeProgramOptions,
): Promise<T> {
  const tierUp = lateTierUp && optimisationOn('late-tier-up', env) ? tierUpFlags() : []
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...nodeFlags(youngGenerationMiB), ...tierUp, ...extraFlags(env), file, JSON.stringify(input)],
      {
        cwd: projectRoot,
        env: { ...env, ...ALLOCATOR_ENV },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    )
    let reply: ProcessReply<T> | undefined
    child.on('message', (message: ProcessReply<T> | ProgressMessage) => {
      if (isProgressMessage(message)) onProgress(message.progress)
      else reply = message
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (reply && 'error' in reply) reject(new BuildProcessError(reply.error))
      else if (reply && code === 0) resolve(reply.ok)
      else
        reject(new Error(`a build process ended with ${signal ?? `exit code ${code}`}; its errors are printed above`))
    })
  })
}
