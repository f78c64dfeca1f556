/**
 * Memory a new process could use now, in bytes (Linux: the kernel's MemAvailable, which counts page
 * cache it can drop, and the limit of this process's memory cgroup, v1 or v2, when that is lower;
 * elsewhere Node's free memory).
 */
import { readFile } from 'node:fs/promises'
import os from 'node:os'

const read = (file: string) => readFile(file, 'utf8').catch(() => null)

/** A number of bytes from a stat file's "key value" lines. */
const statValue = (stat: string | null, key: string) =>
  Number(new RegExp(`^${key} (\\d+)$`, 'm').exec(stat ?? '')?.[1] ?? 0)

/** Room left under this process's cgroup limit, or Infinity without one. */
async function cgroupRoom(): Promise<number> {
  const own = (await read('/proc/self/cgroup')) ?? ''
  const v1 = /^\d+:(?:[^:]*,)?memory(?:,[^:]*)?:(.*)$/m.exec(own)?.[1]
  if (v1 !== undefined) {
    const dir = `/sys/fs/cgroup/memory${v1}`
    const limit = Number(await read(`${dir}/memory.limit_in_bytes`))
    const usage = Number(await read(`${dir}/memory.usage_in_bytes`))
    if (!limit || !Number.isFinite(usage) || limit >= os.totalmem()) return Infinity
    return limit - usage + statValue(await read(`${dir}/memory.stat`), 'total_inactive_file')
  }
  const v2 = /^0::(.*)$/m.exec(own)?.[1]
  if (v2 === undefined) return Infinity
  const dir = `/sys/fs/cgroup${v2}`
  const max = (await read(`${dir}/memory.max`))?.trim()
  if (!max || max === 'max') return Infinity
  const current = Number(await read(`${dir}/memory.current`))
  return Number(max) - current + statValue(await read(`${dir}/memory.stat`), 'inactive_file')
}

export async function availableMemory(): Promise<number> {
  const meminfo = await read('/proc/meminfo')
  const kib = Number(/^MemAvailable:\s+(\d+) kB$/m.exec(meminfo ?? '')?.[1])
  const system = Number.isFinite(kib) && kib > 0 ? kib * 1024 : os.freemem()
  return Math.min(system, await cgroupRoom())
}
