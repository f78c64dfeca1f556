import { describe, expect, it } from 'vitest'
import { busyCalendar } from '../../../tests/support/busyCalendar.ts'
import { busyTimes, FEED_LIMITS, FeedError } from './busyFeed.ts'
import { readBusyFeed } from './readBusyFeed.ts'

const ALL = [0, Date.parse('2040-01-01')] as const

describe('busyTimes', () => {
  it("puts each event's own exceptions in place of the occurrences they replace, and no other event's", () => {
    // Two weekly events whose exceptions carry the same RECURRENCE-ID times: each applies to its own UID only.
    const { text, busy } = busyCalendar(60)
    expect(busyTimes(text, ...ALL)).toEqual(busy)
    const twin = text.replace(/UID:weekly-20@/g, 'UID:weekly-0@')
    expect(busyTimes(twin, ...ALL)).toHaveLength(busy.length)
  })

  it('refuses a feed over its bounds, naming the bound', () => {
    const { text } = busyCalendar(100)
    expect(() => busyTimes(text, ...ALL, { ...FEED_LIMITS, events: 99 })).toThrow(
      new FeedError('the calendar has 100 events, more than the 99 read'),
    )
    expect(() => busyTimes(text, ...ALL, { ...FEED_LIMITS, bytes: 1024 })).toThrow(/larger than 0 MB/)
    expect(() => busyTimes(text, ...ALL, { ...FEED_LIMITS, repeats: 20 })).toThrow(/repeat more than the 20 times/)
  })
})

describe('readBusyFeed', () => {
  it('reads in a worker thread and brings back its result or its error', async () => {
    const { text, busy } = busyCalendar(200)
    expect(await readBusyFeed(text, ...ALL)).toEqual(busy)
    await expect(readBusyFeed('BEGIN:VCARD', ...ALL)).rejects.toThrow(FeedError)
    await expect(readBusyFeed(text, ...ALL, { timeoutMs: 1 })).rejects.toThrow(/took longer than/)
  })
})
