/**
 * Busy feeds: a photographer's calendar of a few years (30,000 events, 4.5 MB) is read whole, within the
 * feeds' bounds, while the service's event loop keeps turning; feeds over a bound are refused and shown as
 * failed on /admin (the bookings API `/admin` reads), keeping their last busy times.
 */
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import { BookingStore } from '../../admin-service/server/booking/BookingStore.ts'
import { refreshFeeds } from '../../admin-service/server/booking/startBooking.ts'
import { testBookingSettings } from '../support/bookingSettings.ts'
import { busyCalendar } from '../support/busyCalendar.ts'
import { testApp } from '../support/testApp.ts'
import { recordFigures } from './figures.ts'

const DAY = 86_400_000
const NOW = Date.parse('2026-12-01T12:00:00Z')
const iso = (b: { start: number; end: number }) => ({
  start: new Date(b.start).toISOString(),
  end: new Date(b.end).toISOString(),
})

async function storeWithFeed() {
  const store = await BookingStore.open(path.join(await mkdtemp(path.join(os.tmpdir(), 'busy-feed-')), 'bookings.json'))
  const settings = testBookingSettings()
  settings.team[0]!.busyFeedUrl = 'https://calendar.example.com/secret.ics'
  await store.setSettings(settings)
  return store
}

/** A minimal VEVENT: 55 bytes, so that many fit under the byte bound. */
const tinyEvents = (count: number, extra = '') =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    ...Array.from({ length: count }, (_, i) =>
      [
        'BEGIN:VEVENT',
        `UID:${i}`,
        `DTSTART:${new Date(NOW + (i % 40) * DAY).toISOString().replace(/[-:]|\.\d{3}/g, '')}`,
        extra,
        'END:VEVENT',
      ]
        .filter(Boolean)
        .join('\r\n'),
    ),
    'END:VCALENDAR',
  ].join('\r\n')

describe('busy feeds', () => {
  it('reads a calendar of 30,000 events off the event loop, every busy time in the window', async ({ task }) => {
    const store = await storeWithFeed()
    const { text, busy } = busyCalendar(30_000)
    const horizon = NOW + (store.settings.horizonDays + 1) * DAY
    const expected = busy.filter((b) => b.end > NOW - DAY && b.start < horizon).map(iso)
    expect(expected.length).toBeGreaterThan(300)

    // The event loop's turns while the feed is read: a read on this thread makes none until it ends.
    let turns = 0
    const ticker = setInterval(() => turns++, 10)
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const started = performance.now()
    await refreshFeeds(store, async () => text, NOW)
    const seconds = (performance.now() - started) / 1000
    delay.disable()
    clearInterval(ticker)

    const feed = store.data.feeds.find((f) => f.memberId === store.settings.team[0]!.id)!
    expect(feed.error).toBeNull()
    expect(feed.busy).toEqual(expected)
    const maxDelayMs = delay.max / 1e6
    recordFigures(task, 'busy feed', {
      events: 30_000,
      'feed MB': Math.round((Buffer.byteLength(text) / 1024 / 1024) * 100) / 100,
      'read s': Math.round(seconds * 10) / 10,
      'event-loop turns during the read': turns,
      'max event-loop delay ms': Math.round(maxDelayMs),
      'p99 event-loop delay ms': Math.round(delay.percentile(99) / 1e6),
    })
    // The read took seconds; the loop turned all along (a 10 ms timer), never held for a whole second.
    expect(turns).toBeGreaterThan(10)
    expect(maxDelayMs).toBeLessThan(1_000)
  })

  it('refuses a feed over any bound, shows it as failed on /admin and keeps its last busy times', async () => {
    const store = await storeWithFeed()
    const good = tinyEvents(10, 'DURATION:PT1H')
    await refreshFeeds(store, async () => good, NOW)
    expect(store.data.feeds[0]).toMatchObject({ error: null })
    expect(store.data.feeds[0]!.busy).toHaveLength(10)

    const overBounds: [string, string, RegExp][] = [
      ['over 5 MB', `${good}\r\n${' '.repeat(5 * 1024 * 1024)}`, /larger than 5 MB/],
      ['60,000 events (3.3 MB)', tinyEvents(60_000), /60000 events, more than the 50000 read/],
      [
        'an event repeating every second since 2000',
        tinyEvents(1, 'RRULE:FREQ=SECONDLY').replace(/DTSTART:\d+T/, 'DTSTART:20000101T'),
        /repeat more than/,
      ],
      ['not iCalendar', 'BEGIN:VCARD\r\nEND:VCARD', /not an iCalendar feed/],
    ]
    const { agent, signIn } = await testApp({ booking: { store } })
    await signIn()
    for (const [what, text, message] of overBounds) {
      await refreshFeeds(store, async () => text, NOW)
      const feed = store.data.feeds[0]!
      expect(feed.error, what).toMatch(message)
      expect(feed.busy, what).toHaveLength(10)
      const shown = await agent.get('/api/bookings')
      expect(shown.body.feeds[0], what).toMatchObject({ error: feed.error, busyCount: 10 })
    }
  })
})
