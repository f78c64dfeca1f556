import { readFile } from 'node:fs/promises'

/**
 * The payments clock an end-to-end test sets (`ADMIN_TEST_CLOCK_FILE`, test-only): the file holds an ISO
 * 8601 instant, read once when the service starts; the clock starts there and runs on at the system's
 * pace, so a test moves it past a due date by writing a later instant and restarting the service. No
 * request can change it (docs/decisions.md, "Payments: a test clock read at start").
 */
export async function testClock(file: string, systemNow: () => number = Date.now): Promise<() => number> {
  const text = (await readFile(file, 'utf8')).trim()
  const start = Date.parse(text)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(start))
    throw new Error(`ADMIN_TEST_CLOCK_FILE (${file}) must hold an ISO 8601 time, got "${text.slice(0, 40)}"`)
  const offset = start - systemNow()
  return () => systemNow() + offset
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])

/**
 * `ADMIN_TEST_CLOCK_FILE`, or undefined when unset. Refused (the service does not start) with a public
 * origin or on an interface other than loopback: a test clock is for a service no one else reaches.
 */
export function testClockFileFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const file = env.ADMIN_TEST_CLOCK_FILE || undefined
  if (!file) return undefined
  if (env.ADMIN_PUBLIC_ORIGIN || !LOOPBACK.has(env.ADMIN_HOST || '127.0.0.1'))
    throw new Error('ADMIN_TEST_CLOCK_FILE is for tests: it needs ADMIN_HOST on loopback and no ADMIN_PUBLIC_ORIGIN')
  return file
}
