/**
 * No process outlives the service: the real service (main.ts) is killed with SIGKILL at 0.2,
 * 0.5, 1, 2 and 5 s after it was started, and the moment its first child appears, over a releases folder
 * with a base build (so it starts the warm renderer at once) and over an empty one (so it starts a full
 * build, which starts processes of its own); 5 s after each kill no process it or its children started may be alive. Every process of a run
 * carries a marker in its environment (inherited by the whole tree), so the test finds them after their
 * parent is gone, when the tree itself is lost; it prints the tree at the kill and 5 s later.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordFigures } from './figures.ts'
import { PASSWORD, removeTempDirs, tempDir } from './service.ts'

const MARK = 'RELIABILITY_PROCESS_TREE'
const AFTER_KILL_MS = 5000
const root = path.resolve(import.meta.dirname, '../..')

/** `args` is the whole command line: on Node from the registry (CI), the node binary's path alone is 70
 * characters and a build process's program comes after the flags and a temporary folder's path. */
type Proc = { pid: number; ppid: number; args: string }

/** Every live process whose environment carries `MARK=<run>`, from /proc. */
async function markedProcesses(run: string): Promise<Proc[]> {
  const found: Proc[] = []
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const environ = await readFile(`/proc/${name}/environ`, 'latin1')
      if (!environ.split('\0').includes(`${MARK}=${run}`)) continue
      const stat = await readFile(`/proc/${name}/stat`, 'latin1')
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (state === 'Z') continue
      const args = (await readFile(`/proc/${name}/cmdline`, 'latin1')).replace(/[\0\s]+/g, ' ').trim()
      found.push({ pid: Number(name), ppid: Number(ppid), args })
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found
}

/** The processes as an indented tree (orphans at the top level, under their new parent's pid). */
function treeText(procs: Proc[]): string {
  const pids = new Set(procs.map((p) => p.pid))
  const lines: string[] = []
  const walk = (parent: number, depth: number) => {
    for (const p of procs.filter((q) => q.ppid === parent)) {
      lines.push(`${'  '.repeat(depth)}${p.pid} (parent ${p.ppid}) ${p.args.slice(0, 200)}`)
      walk(p.pid, depth + 1)
    }
  }
  for (const top of procs.filter((p) => !pids.has(p.ppid))) {
    lines.push(`${top.pid} (parent ${top.ppid}) ${top.args.slice(0, 200)}`)
    walk(top.pid, 1)
  }
  return lines.join('\n') || '(none)'
}

/**
 * Starts the service over `releasesDir`, kills it with SIGKILL when `when` resolves, and returns the
 * marked processes at the kill and `AFTER_KILL_MS` later.
 */
async function killDuringStart(releasesDir: string, when: (run: string) => Promise<void>) {
  const run = randomUUID()
  const child = spawn(process.execPath, ['--import', 'tsx', 'admin-service/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      [MARK]: run,
      ADMIN_PORT: '0',
      ADMIN_HOST: '127.0.0.1',
      ADMIN_DATA_DIR: await tempDir('lifetime-data'),
      ADMIN_RELEASES_DIR: releasesDir,
      ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await Promise.race([when(run), exited])
  const atKill = await markedProcesses(run)
  child.kill('SIGKILL')
  await exited
  await new Promise((r) => setTimeout(r, AFTER_KILL_MS))
  const after = await markedProcesses(run)
  // Whatever the outcome, nothing is left behind for the next test.
  for (const p of after) process.kill(p.pid, 'SIGKILL')
  return { service: child.pid!, atKill, after }
}

const afterMs = (ms: number) => () => new Promise<void>((r) => setTimeout(r, ms))
/** Resolves once a process of the run matches `pattern` (the first child of interest has started). */
const once = (pattern: RegExp) => async (run: string) => {
  while (!(await markedProcesses(run)).some((p) => pattern.test(p.args))) await new Promise((r) => setTimeout(r, 20))
}

let withBase = ''
beforeAll(async () => {
  // A releases folder with a base build: one service run until its first publish is live and its warm
  // renderer ready, then stopped as a process manager would. Bounded by the build's progress, not a clock:
  // the service says when the renderer is ready, or exits.
  withBase = await tempDir('lifetime-releases')
  const child = spawn(process.execPath, ['--import', 'tsx', 'admin-service/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ADMIN_PORT: '0',
      ADMIN_HOST: '127.0.0.1',
      ADMIN_DATA_DIR: await tempDir('lifetime-first'),
      ADMIN_RELEASES_DIR: withBase,
      ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d
      if (output.includes('Warm renderer ready')) resolve()
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the service exited (${code}) before its first publish:\n${output}`)))
  })
  await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))
}, 900_000)

afterAll(removeTempDirs)

describe('a service killed with SIGKILL during its start', () => {
  type Case = readonly [label: string, releases: () => Promise<string>, when: (run: string) => Promise<void>]
  const cases: Case[] = [
    ...[200, 500, 1000, 2000, 5000].map(
      (ms) => [`${ms / 1000} s after start, with a base`, async () => withBase, afterMs(ms)] as const,
    ),
    ['when its warm renderer has just started', async () => withBase, once(/publishWorker/)],
    ['2 s after start, with no base', () => tempDir('lifetime-empty'), afterMs(2000)],
    ['5 s after start, with no base', () => tempDir('lifetime-empty'), afterMs(5000)],
    ['when its full build has just started', () => tempDir('lifetime-empty'), once(/site\.js build/)],
    // The build's own children (bundling, then prerendering) are the service's grandchildren.
    [
      'when its full build has started a process of its own',
      () => tempDir('lifetime-empty'),
      // The compiled bundleProcess.ts or prerenderProcess.ts (generator/compilePrograms.ts)
      once(/(bundle|prerender)Process\.mjs/),
    ],
  ]
  for (const [label, releases, when] of cases) {
    it(`leaves no process alive 5 s after a kill ${label}`, async ({ task }) => {
      const { service, atKill, after } = await killDuringStart(await releases(), when)
      const children = atKill.filter((p) => p.pid !== service)
      console.log(
        `kill -9 ${label}\n  at the kill:\n${treeText(atKill).replace(/^/gm, '    ')}\n` +
          `  ${AFTER_KILL_MS / 1000} s later:\n${treeText(after).replace(/^/gm, '    ')}`,
      )
      recordFigures(task, `kill ${label}`, {
        'children at the kill':
          children.map((p) => p.args.split(' ').find((a) => /\.(ts|js|mjs)$/.test(a)) ?? p.args).join(', ') || 0,
        [`alive ${AFTER_KILL_MS / 1000} s later`]: after.length,
      })
      expect(after).toEqual([])
    })
  }
})
