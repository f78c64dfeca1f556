/**
 * One live owner per folder (a data directory, a releases folder), across processes: a lock with a lease.
 *
 * The lock is a directory of numbered claims (`<n>.json`: pid, host, start time, command). The owner is
 * whoever holds the highest claim while it is live: not released, its lease (the file's mtime, renewed
 * every few seconds) fresh, and on this host its process alive. To take over, a process creates claim
 * n + 1 exclusively (a hard link, which fails when the name exists, so only one of several contenders
 * gets it) and then checks that no higher claim appeared meanwhile. Claims are never deleted on release,
 * only marked, so the numbers only grow and two contenders can never both see "free".
 *
 * Why not proper-lockfile: its stale takeover is stat → rmdir → mkdir, so two processes that both saw
 * the stale lock can both end up holding it (the store's earlier pid-file lock had the same race: two
 * winners in 67 of 400 trials).
 */
import { randomBytes } from 'node:crypto'
import { link, mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/** A claim as written into its file. */
export type LeaseHolder = { pid: number; host: string; since: string; command: string; released?: boolean }

export type LeaseOptions = {
  /** A claim whose lease was not renewed for this long is stale (its process hung or its host died). */
  staleMs?: number
  /** How often the owner renews its lease. */
  renewMs?: number
  /** Called when the lease is lost (another process took over after a long stall): stop writing. */
  onLost?: (error: Error) => void
}

/** The error a second instance gets: names the holder. */
export class LeaseHeldError extends Error {
  constructor(
    readonly target: string,
    readonly holder: LeaseHolder,
  ) {
    super(
      `${target} is in use by process ${holder.pid} on ${holder.host} since ${holder.since} (${holder.command}). ` +
        'Only one instance may use it: stop that one first, or give this one its own folder.',
    )
  }
}

const heldInProcess = new Set<string>()
const CLAIM = /^(\d+)\.json$/

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function claims(dir: string): Promise<number[]> {
  return (await readdir(dir))
    .map((name) => CLAIM.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b)
}

/** The live holder of claim `n`, or null when that claim is released, stale or gone. */
async function liveHolder(dir: string, n: number, staleMs: number): Promise<LeaseHolder | null> {
  const file = path.join(dir, `${n}.json`)
  const [text, info] = await Promise.all([readFile(file, 'utf8').catch(() => null), stat(file).catch(() => null)])
  if (text === null || info === null) return null
  const holder = JSON.parse(text) as LeaseHolder
  if (holder.released) return null
  if (Date.now() - info.mtimeMs > staleMs) return null
  if (holder.host === os.hostname() && !alive(holder.pid)) return null
  return holder
}

/**
 * Takes the lock directory `dir` for this process (`target` names what it guards, for messages), or
 * throws LeaseHeldError naming the live holder. Returns the release function; the lease is renewed
 * until then.
 */
export async function acquireLease(
  dir: string,
  target: string,
  options: LeaseOptions = {},
): Promise<() => Promise<void>> {
  const staleMs = options.staleMs ?? 30_000
  const renewMs = options.renewMs ?? Math.floor(staleMs / 4)
  if (heldInProcess.has(dir)) throw new Error(`${target} is already in use by this process`)
  await mkdir(dir, { recursive: true })
  const me: LeaseHolder = {
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
    command: process.argv
      .slice(1)
      .map((a) => path.relative(process.cwd(), a) || a)
      .join(' '),
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await claims(dir)
    const top = existing.at(-1) ?? 0
    const holder = top ? await liveHolder(dir, top, staleMs) : null
    if (holder) throw new LeaseHeldError(target, holder)
    const mine = top + 1
    const file = path.join(dir, `${mine}.json`)
    // Written in full under a private name, then linked: the claim appears complete or not at all.
    const temp = path.join(dir, `.tmp-${process.pid}-${randomBytes(6).toString('hex')}`)
    await writeFile(temp, JSON.stringify(me), { mode: 0o600 })
    try {
      await link(temp, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      continue // another process claimed `mine` first: look again
    } finally {
      await unlink(temp).catch(() => {})
    }
    if ((await claims(dir)).some((n) => n > mine)) {
      // A higher claim was made while we claimed: it wins.
      await unlink(file).catch(() => {})
      continue
    }
    for (const n of existing) await unlink(path.join(dir, `${n}.json`)).catch(() => {})
    heldInProcess.add(dir)
    return keep(dir, target, file, me, renewMs, options.onLost)
  }
  const top = (await claims(dir)).at(-1)
  const holder = top ? await liveHolder(dir, top, staleMs) : null
  if (holder) throw new LeaseHeldError(target, holder)
  throw new Error(`Could not lock ${target}: other processes kept claiming it`)
}

/** Renews the lease until released; reports a lost lease once. */
function keep(
  dir: string,
  target: string,
  file: string,
  me: LeaseHolder,
  renewMs: number,
  onLost = (error: Error) => console.error(error.message),
) {
  const mine = Number(CLAIM.exec(path.basename(file))![1])
  let released = false
  const renew = async () => {
    const now = new Date()
    try {
      await utimes(file, now, now)
    } catch {
      throw new Error('its claim was removed')
    }
    if ((await claims(dir)).some((n) => n > mine)) throw new Error('a newer claim exists')
  }
  const timer = setInterval(() => {
    renew().catch((error: Error) => {
      if (released) return
      clearInterval(timer)
      heldInProcess.delete(dir)
      onLost(new Error(`Lost the lock on ${target} (${error.message}): another process took it over`))
    })
  }, renewMs)
  timer.unref()
  return async () => {
    if (released) return
    released = true
    clearInterval(timer)
    heldInProcess.delete(dir)
    const temp = path.join(dir, `.tmp-${process.pid}-${randomBytes(6).toString('hex')}`)
    try {
      await writeFile(temp, JSON.stringify({ ...me, released: true }), { mode: 0o600 })
      await rename(temp, file)
    } catch (error) {
      // The lock's folder is gone (its owner removed it): there is no lock left to release.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
}
