import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { acquireLease, LeaseHeldError } from './leaseLock.ts'

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'lease-'))
/** Above Linux's largest pid (2^22), so no process has it. */
const DEAD_PID = 4_194_305

/** A lock directory whose only claim is `holder`'s (a process that died, by default). */
async function lockWithClaim(holder: Partial<{ pid: number; host: string; released: boolean }> = {}) {
  const dir = path.join(await tempDir(), '.lease')
  await mkdir(dir)
  const claim = { pid: DEAD_PID, host: os.hostname(), since: '2026-01-01T00:00:00.000Z', command: 'x', ...holder }
  await writeFile(path.join(dir, '7.json'), JSON.stringify(claim))
  return dir
}

describe('acquireLease', () => {
  it('refuses a second owner in this process and frees the lock on release', async () => {
    const dir = path.join(await tempDir(), '.lease')
    const release = await acquireLease(dir, 'The folder')
    await expect(acquireLease(dir, 'The folder')).rejects.toThrow(/already in use by this process/)
    await release()
    await (
      await acquireLease(dir, 'The folder')
    )()
  })

  it('refuses another process, naming it, while that process holds the lock', async () => {
    const dir = path.join(await tempDir(), '.lease')
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./lib/leaseLock.ts').then(async (m) => { await m.acquireLease(${JSON.stringify(dir)}, 'x'); console.log('held'); setInterval(() => {}, 1000) })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve))
      const refused = await acquireLease(dir, 'The releases folder').catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(LeaseHeldError)
      expect((refused as Error).message).toContain(
        `The releases folder is in use by process ${child.pid} on ${os.hostname()}`,
      )
    } finally {
      child.kill('SIGKILL')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    // The holder died: its claim is stale at once.
    await (
      await acquireLease(dir, 'The releases folder')
    )()
  })

  it('takes over a claim that was released, whose process died, or whose lease ran out', async () => {
    await (
      await acquireLease(await lockWithClaim({ pid: process.pid, released: true }), 'x')
    )()
    await (
      await acquireLease(await lockWithClaim(), 'x')
    )()
    const hung = await lockWithClaim({ pid: process.pid, host: 'another-host' })
    await expect(acquireLease(hung, 'x', { staleMs: 60_000 })).rejects.toThrow(/in use by process/)
    const old = new Date(Date.now() - 120_000)
    await utimes(path.join(hung, '7.json'), old, old)
    await (
      await acquireLease(hung, 'x', { staleMs: 60_000 })
    )()
  })

  it('lets exactly one of two contenders take over a stale lock, in 400 of 400 trials', async () => {
    let doubleWins = 0
    let noWinner = 0
    for (let trial = 0; trial < 400; trial++) {
      const dir = await lockWithClaim()
      const results = await Promise.allSettled([acquireLease(dir, 'x'), acquireLease(dir, 'x')])
      const winners = results.filter((r) => r.status === 'fulfilled')
      if (winners.length > 1) doubleWins++
      if (winners.length === 0) noWinner++
      for (const r of results) if (r.status === 'fulfilled') await r.value()
    }
    expect({ doubleWins, noWinner }).toEqual({ doubleWins: 0, noWinner: 0 })
  })

  it('keeps only the newest claim', async () => {
    const dir = await lockWithClaim()
    const release = await acquireLease(dir, 'x')
    expect(await readdir(dir)).toEqual(['8.json'])
    await release()
  })
})
