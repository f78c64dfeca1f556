/**
 * Bookings under a crash: 200 visitors (each from its own loopback address, 127.0.0.2...)
 * race to hold and book 20 slots of the real service (admin-service/server/main.ts, a child process);
 * it is killed with SIGKILL during the race and restarted over the same data directory. After the
 * restart every booking the service answered 201 for is in bookings.json, and no slot is booked twice;
 * a second race after the restart fills the remaining slots, each once.
 */
import type { ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { recordFigures } from './figures.ts'
import { killSpawned, removeTempDirs, send, spawnMain, tempDir } from './service.ts'

afterAll(async () => {
  await killSpawned()
  await removeTempDirs()
})

async function startMain(dataDir: string): Promise<{ child: ChildProcess; base: URL }> {
  const { child, base, output } = await spawnMain({
    ADMIN_DATA_DIR: dataDir,
    ADMIN_SEED_DIR: path.join(dataDir, 'no-seed'),
    ADMIN_WEB_DIR: path.join(dataDir, 'no-web'),
    SITE_DIR: path.join(dataDir, 'no-site'),
    ADMIN_PASSWORD: 'reliability booking password',
  })
  if (!base) throw new Error(`main.ts exited before it listened:\n${output()}`)
  return { child, base }
}

type Stored = { id: string; start: string; status: string }
type File = { bookings: Stored[]; holds: { start: string; expiresAt: string }[] }
const storedFile = async (dataDir: string): Promise<File> =>
  JSON.parse(await readFile(path.join(dataDir, 'bookings.json'), 'utf8')) as File
const storedBookings = async (dataDir: string) => (await storedFile(dataDir)).bookings

/** Hold and book one slot from `address`; resolves to the booking id on 201, else null (refused or cut off). */
async function attempt(
  agent: http.Agent,
  base: URL,
  address: string,
  start: string,
  n: number,
): Promise<string | null> {
  const headers = { Origin: base.origin, 'Content-Type': 'application/json' }
  try {
    const hold = await send(agent, base, {
      method: 'POST',
      path: '/api/booking/holds',
      headers,
      localAddress: address,
      body: JSON.stringify({ services: ['photography'], size: 'condo', postal: 'M5V2T6', start }),
    })
    if (hold.status !== 201) return null
    const booked = await send(agent, base, {
      method: 'POST',
      path: '/api/bookings',
      headers,
      localAddress: address,
      body: JSON.stringify({
        holdId: (JSON.parse(hold.text) as { holdId: string }).holdId,
        name: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        phone: '+1 416 555 0100',
        address: `${n} King St W`,
        consent: true,
        website: '',
        fillMs: 9000,
      }),
    })
    return booked.status === 201 ? (JSON.parse(booked.text) as { id: string }).id : null
  } catch {
    return null // The connection died with the service.
  }
}

describe('bookings under SIGKILL', () => {
  it('keeps every booking it confirmed and books no slot twice, across a kill -9 and a restart', async ({ task }) => {
    const dataDir = await tempDir('booking')
    let { child, base } = await startMain(dataDir)
    const agent = new http.Agent({ keepAlive: false })
    const slots = await send(agent, base, {
      path:
        '/api/booking/slots?services=photography&size=condo&postal=M5V2T6&to=' +
        new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
    })
    // 20 starts two hours apart on the hour (8, 10, 12, 14, 16 Toronto), which one photographer can all shoot.
    const hour = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Toronto',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    const starts = (JSON.parse(slots.text) as { slots: { start: string }[] }).slots
      .map((s) => s.start)
      .filter((s) => ['08:00', '10:00', '12:00', '14:00', '16:00'].includes(hour.format(new Date(s))))
      .slice(0, 20)
    expect(starts).toHaveLength(20)

    const race = (from: number, kill: boolean) => {
      const confirmed: string[] = []
      return new Promise<string[]>((resolve) => {
        // Spread over about a second, so the kill lands while visitors are still arriving.
        const all = Array.from({ length: 200 }, async (_, i) => {
          await new Promise((wait) => setTimeout(wait, i * 5))
          const address = `127.0.${1 + Math.floor((from + i) / 250)}.${2 + ((from + i) % 250)}`
          const id = await attempt(agent, base, address, starts[i % 20]!, from + i)
          if (id) confirmed.push(id)
          // Killed once some bookings are confirmed and others are still on their way.
          if (kill && confirmed.length === 8) child.kill('SIGKILL')
        })
        void Promise.all(all).then(() => resolve(confirmed))
      })
    }

    const first = await race(0, true)
    await new Promise((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
    )
    ;({ child, base } = await startMain(dataDir))
    const afterKill = await storedBookings(dataDir)
    for (const id of first) expect(afterKill.map((b) => b.id)).toContain(id)
    expect(new Set(afterKill.map((b) => b.start)).size).toBe(afterKill.length)

    const second = await race(200, false)
    const file = await storedFile(dataDir)
    const finally_ = file.bookings
    for (const id of [...first, ...second]) expect(finally_.map((b) => b.id)).toContain(id)
    expect(new Set(finally_.map((b) => b.start)).size).toBe(finally_.length)
    // A hold the kill left (its visitor's connection died before booking) keeps its slot until it expires.
    const held = new Set(file.holds.filter((h) => Date.parse(h.expiresAt) > Date.now()).map((h) => h.start))
    expect(finally_.length + [...held].filter((start) => !finally_.some((b) => b.start === start)).length).toBe(20)
    child.kill('SIGTERM')
    recordFigures(task, 'booking', {
      'confirmed before the kill': first.length,
      'stored after the restart': afterKill.length,
      'confirmed after the restart': second.length,
      'slots booked (of 20)': finally_.length,
      'slots still held by a killed visit': 20 - finally_.length,
    })
  })
})
