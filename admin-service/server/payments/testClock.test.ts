import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { testClock, testClockFileFromEnv } from './testClock.ts'

describe('the test clock (ADMIN_TEST_CLOCK_FILE)', () => {
  it('starts at the time in the file and runs on at the system pace', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'clock-')), 'clock.txt')
    await writeFile(file, '2027-01-10T15:00:00.000Z\n')
    let system = Date.parse('2026-11-29T05:00:00.000Z')
    const now = await testClock(file, () => system)
    expect(new Date(now()).toISOString()).toBe('2027-01-10T15:00:00.000Z')
    system += 90_000
    expect(new Date(now()).toISOString()).toBe('2027-01-10T15:01:30.000Z')
  })

  it('refuses a file that holds no ISO time', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'clock-')), 'clock.txt')
    await writeFile(file, 'next tuesday')
    await expect(testClock(file)).rejects.toThrow(/must hold an ISO 8601 time, got "next tuesday"/)
  })

  it('is refused for a service the public reaches', () => {
    const file = '/tmp/clock.txt'
    expect(testClockFileFromEnv({})).toBeUndefined()
    expect(testClockFileFromEnv({ ADMIN_TEST_CLOCK_FILE: file })).toBe(file)
    expect(testClockFileFromEnv({ ADMIN_TEST_CLOCK_FILE: file, ADMIN_HOST: '::1' })).toBe(file)
    expect(() =>
      testClockFileFromEnv({ ADMIN_TEST_CLOCK_FILE: file, ADMIN_PUBLIC_ORIGIN: 'https://admin.example.com' }),
    ).toThrow(/is for tests/)
    expect(() => testClockFileFromEnv({ ADMIN_TEST_CLOCK_FILE: file, ADMIN_HOST: '0.0.0.0' })).toThrow(/is for tests/)
  })
})
