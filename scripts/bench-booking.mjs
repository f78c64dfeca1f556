#!/usr/bin/env node
// Booking: the slot computation's time and /book's bytes. Prints figures; asserts nothing.
// 1. computeSlots over a 60-day horizon with 500 bookings and 50 busy periods (two photographers), 200 runs
//    after 20 warm-up runs: p50 and p95 (goal: p95 <= 30 ms on the 2-core machine).
// 2. /book in Chromium as a 375 px phone, served with the booking API by the admin service (SITE_DIR, a temp
//    data dir): loaded, hydrated, then used up to the open times; every JavaScript file it loaded, gzip -9
//    each (goal: <= 70 KB gz in all), and how much of it came before `load`.
// Usage: npm run bench:booking [-- --dir dist/client]   (build the site first; KB = 1024 bytes).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { register } from 'tsx/esm/api'
import { startBenchService } from './lib/benchService.mjs'

register()
const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist/client' } } })
const siteDir = path.resolve(values.dir)
const { computeSlots } = await import('../admin-service/server/booking/slots.ts')
const { torontoInstant } = await import('../admin-service/server/booking/torontoTime.ts')
const { sampleBookingSettings } = await import('../content/booking/sampleSettings.ts')

// 1. Slot computation.
const settings = structuredClone(sampleBookingSettings)
settings.horizonDays = 60
settings.team.push({ ...structuredClone(settings.team[0]), id: 'marcus-lee', name: 'Marcus Lee', email: '' })
const now = Date.parse('2026-12-01T12:00:00Z')
const day = (n) => new Date(now + n * 86_400_000).toISOString().slice(0, 10)
let seed = 7
const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
const zones = settings.zones.map((z) => z.id)
const busy = []
for (let i = 0; i < 500; i++) {
  const start = torontoInstant(day(Math.floor(random() * 60)), 8 * 60 + Math.floor(random() * 16) * 30)
  const memberId = settings.team[i % 2].id
  busy.push({
    memberId,
    start,
    end: start + 90 * 60_000,
    zoneId: zones[Math.floor(random() * zones.length)],
    bufferMinutes: 15,
  })
}
for (let i = 0; i < 50; i++) {
  const start = torontoInstant(day(Math.floor(random() * 60)), 7 * 60 + Math.floor(random() * 20) * 30)
  busy.push({ memberId: settings.team[i % 2].id, start, end: start + 120 * 60_000, zoneId: null, bufferMinutes: 0 })
}
const query = {
  services: ['photography', 'drone'],
  sizeId: 'under-2500',
  zoneId: 'york',
  from: day(0),
  to: day(59),
  now,
}
const times = []
let count = 0
for (let i = 0; i < 220; i++) {
  const started = performance.now()
  count = computeSlots(settings, query, busy).length
  if (i >= 20) times.push(performance.now() - started)
}
times.sort((a, b) => a - b)
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1)
console.log(
  `Slot computation, 60 days, 500 bookings + 50 busy periods, 2 photographers: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms ` +
    `(max ${times.at(-1).toFixed(1)} ms, ${count} open slots; goal p95 <= 30 ms)`,
)

// 2. /book's bytes.
if (!existsSync(path.join(siteDir, 'book', 'index.html'))) {
  console.log(`No built /book in ${siteDir}: build the site (site build) for the page's bytes.`)
  process.exit(0)
}
const tmp = mkdtempSync(path.join(tmpdir(), 'bench-booking-'))
const { base, stop } = await startBenchService({
  tmp,
  password: 'bench booking owner password',
  env: { ADMIN_SEED_DIR: path.join(tmp, 'no-seed'), SITE_DIR: siteDir },
  signIn: false,
})
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } })
  const scripts = new Map()
  let loaded = false
  page.on('response', (res) => {
    const url = new URL(res.url())
    if (url.pathname.endsWith('.js') && !scripts.has(url.pathname)) scripts.set(url.pathname, { beforeLoad: !loaded })
  })
  page.on('load', () => (loaded = true))
  await page.goto(`${base}/book?service=photography`, { waitUntil: 'load' })
  await page.waitForSelector('[data-island="BookingForm"][data-hydrated]')
  await page.getByLabel('Postal code').fill('M5V 2T6')
  await page.getByRole('button', { name: 'Show open times' }).click()
  await page.getByLabel('Day').waitFor()
  const size = (file) => gzipSync(readFileSync(path.join(siteDir, file)), { level: 9 }).length
  let total = 0
  let before = 0
  for (const [file, { beforeLoad }] of scripts) {
    const bytes = size(file)
    total += bytes
    if (beforeLoad) before += bytes
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`
  console.log(
    `/book JavaScript (375 px, hydrated and used to the open times): ${kb(total)} gz in ${scripts.size} files, ` +
      `${kb(before)} before load (goal <= 70 KB gz in all)`,
  )
} finally {
  await browser.close()
  await stop()
}
