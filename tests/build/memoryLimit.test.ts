import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * A full build on a small server: the admin service builds the site where it runs, and a 1 GB
 * server leaves it about 768 MiB. The build runs inside a memory cgroup (v1) that this test makes, with
 * that limit: the kernel reclaims its page cache and kills it if it needs more. Needs root and a
 * writable cgroup v1 memory hierarchy (CI and the developers' machines have both); without them the test
 * fails, saying so, rather than passing unchecked.
 */
const LIMIT = 768 * 1024 * 1024

/** The folder of this process's memory cgroup (v1), or an explanation of why there is none. */
function ownMemoryCgroup(): string {
  const line = readFileSync('/proc/self/cgroup', 'utf8')
    .split('\n')
    .find((entry) => entry.split(':')[1]?.split(',').includes('memory'))
  // mountinfo: "... <mount point> <options> ... - cgroup cgroup rw,memory"
  const mount = readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .map((entry) => entry.split(' '))
    .find((fields) => {
      const tail = fields.slice(fields.indexOf('-') + 1)
      return tail[0] === 'cgroup' && tail[2]?.split(',').includes('memory')
    })
  if (!line || !mount)
    throw new Error(
      'No cgroup v1 memory controller here (/proc/self/cgroup, /proc/self/mountinfo): this test needs one to limit the build',
    )
  return path.join(mount[4]!, line.split(':')[2]!)
}

const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

describe('a full build on a 1 GB server', () => {
  it('succeeds inside a 768 MiB memory cgroup', async () => {
    const group = path.join(ownMemoryCgroup(), `site-build-${process.pid}-${Date.now()}`)
    try {
      mkdirSync(group)
    } catch (error) {
      throw new Error(`Cannot make the memory cgroup ${group} (root and a writable cgroup v1 are needed)`, {
        cause: error,
      })
    }
    try {
      writeFileSync(path.join(group, 'memory.limit_in_bytes'), String(LIMIT))
      // No swap to lean on either (where the kernel accounts swap).
      const memsw = path.join(group, 'memory.memsw.limit_in_bytes')
      if (existsSync(memsw)) writeFileSync(memsw, String(LIMIT))
      expect(Number(readFileSync(path.join(group, 'memory.limit_in_bytes'), 'utf8'))).toBe(LIMIT)

      const out = mkdtempSync(path.join(os.tmpdir(), 'build-in-cgroup-'))
      made.push(out)
      // The shell joins the cgroup, then becomes the build: every process of the build is in it.
      const child = spawn(
        '/bin/sh',
        [
          '-c',
          'echo $$ > "$1/cgroup.procs" && exec "$0" bin/site.js build --out-dir "$2"',
          process.execPath,
          group,
          out,
        ],
        // Bundled by Vite, never copied from an earlier build (generator/bundleCache.ts): the bundling peak counts.
        {
          env: { ...process.env, NODE_ENV: 'production', BUNDLE_CACHE_DIR: 'off' },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      )
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
      const code = await new Promise((resolve) => child.on('exit', (exitCode, signal) => resolve(signal ?? exitCode)))

      const used = Number(readFileSync(path.join(group, 'memory.max_usage_in_bytes'), 'utf8'))
      const oomKills = /oom_kill (\d+)/.exec(readFileSync(path.join(group, 'memory.oom_control'), 'utf8'))?.[1]
      console.log(
        `Build in a ${LIMIT / 2 ** 20} MiB cgroup: peak ${(used / 2 ** 20).toFixed(0)} MiB (page cache included)`,
      )
      expect(code, stderr).toBe(0)
      expect(oomKills ?? '0').toBe('0')
      expect(existsSync(path.join(out, 'client', 'index.html'))).toBe(true)
      // The build really ran in the group (it takes hundreds of MiB).
      expect(used).toBeGreaterThan(200 * 2 ** 20)
    } finally {
      rmdirSync(group)
    }
  }, 300_000)
})
