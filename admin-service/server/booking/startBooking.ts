import path from 'node:path'
import type { StoredMail } from '../../../content/booking/store.ts'
import type { LeadDeliveryConfig } from '../leads/index.ts'
import { Outbox, type Channels } from '../shared/outbox/Outbox.ts'
import { fetchRemoteImage } from '../uploads/index.ts'
import { bookingMessage } from './bookingMail.ts'
import { BookingStore } from './BookingStore.ts'
import { FEED_LIMITS } from './busyFeed.ts'
import { readBusyFeed } from './readBusyFeed.ts'
import { mailTransport } from '../shared/mail/mailTransport.ts'
import { serviceMail } from '../shared/mail/serviceMail.ts'
import { watchDoors } from '../shared/intake/watchDoors.ts'
import { outboxHealth } from '../shared/outbox/outboxHealth.ts'

const TICK_MS = 60_000
const FEED_EVERY_MS = 10 * 60_000

/**
 * Fetches a calendar feed's text (https only, no private addresses: the remote images' filtering agent),
 * at most FEED_LIMITS.bytes.
 */
export type FetchFeed = (url: string) => Promise<string>
const fetchFeed: FetchFeed = async (url) =>
  (await fetchRemoteImage(url, { maxBytes: FEED_LIMITS.bytes })).toString('utf8')

/**
 * Reads every team member's busy feed once, each in a thread of its own within the feeds' bounds
 * (readBusyFeed.ts), and records its busy times, or the error, shown on /admin: a feed that cannot be
 * fetched or read, or is over a bound. A failing feed keeps its last busy times: a calendar that cannot
 * be read now was still busy then.
 */
export async function refreshFeeds(store: BookingStore, fetch: FetchFeed = fetchFeed, now = Date.now()): Promise<void> {
  const horizon = now + (store.settings.horizonDays + 1) * 86_400_000
  for (const member of store.settings.team) {
    const previous = store.data.feeds.find((f) => f.memberId === member.id)
    if (!member.busyFeedUrl) {
      if (previous) await store.setFeed({ memberId: member.id, fetchedAt: null, error: null, busy: [] })
      continue
    }
    try {
      const busy = (await readBusyFeed(await fetch(member.busyFeedUrl), now - 86_400_000, horizon)).map((b) => ({
        start: new Date(b.start).toISOString(),
        end: new Date(b.end).toISOString(),
      }))
      await store.setFeed({ memberId: member.id, fetchedAt: new Date(now).toISOString(), error: null, busy })
    } catch (error) {
      await store.setFeed({
        memberId: member.id,
        fetchedAt: previous?.fetchedAt ?? null,
        error: `Could not read the calendar: ${String((error as Error).message).slice(0, 300)}`,
        busy: previous?.busy ?? [],
      })
    }
  }
}

/**
 * Opens `<dataDir>/bookings.json` and starts what runs beside the API: the outbox that e-mails clients,
 * photographers and the owner (outbox/Outbox.ts, shared with the leads, over the booking store's e-mails, retried across
 * restarts), the minute tick that drops expired holds, queues reminders and removes bookings past their retention, and the busy feeds read every
 * 10 minutes. Without SMTP the e-mails are recorded as not sent, which /admin shows.
 */
export async function startBooking(
  dataDir: string,
  delivery: LeadDeliveryConfig,
  options: {
    /** The public site's origin and the admin's, for the links in e-mails (known once the service listens). */
    siteOrigin: () => string
    adminOrigin: () => string
    /** Where the manage links the public routes answer point: the public site served apart, or null for the origin a request came to. */
    manageOrigin?: string | null
    retryBaseMs?: number
    log: (line: string) => void
    onLockLost?: (error: Error) => void
    fetch?: FetchFeed
  },
) {
  const store = await BookingStore.open(path.join(dataDir, 'bookings.json'), { onLockLost: options.onLockLost })
  const channels: Channels<StoredMail, 'email'> = {}
  if (delivery.smtpUrl && delivery.notifyTo) {
    const transport = mailTransport(delivery.smtpUrl)
    const from = delivery.mailFrom ?? delivery.notifyTo
    const ownerTo = delivery.notifyTo
    channels.email = async (mail) => {
      const config = {
        from,
        ownerTo,
        siteOrigin: options.siteOrigin(),
        agendaUrl: `${options.adminOrigin()}/admin#bookings`,
      }
      await transport.sendMail(bookingMessage(store.settings, mail, store.manageToken(mail.bookingId), config))
    }
  }
  const notifier = new Outbox<StoredMail, 'email'>(store, channels, {
    possibleKinds: ['email'],
    retryBaseMs: options.retryBaseMs,
    log: options.log,
    label: 'Booking e-mail',
  })
  const { watch, alerts } = watchDoors(
    {
      title: 'Booking',
      request: 'booking request',
      tab: { name: 'Bookings', url: () => `${options.adminOrigin()}/admin#bookings` },
    },
    { mail: serviceMail(delivery, options.retryBaseMs), log: options.log },
  )
  const report = (what: string) => (error: Error) => options.log(`Bookings: ${what} failed: ${error.message}`)
  const tick = () => {
    store.pruneHolds().catch(report('dropping expired holds'))
    store.queueReminders().catch(report('queueing reminders'))
    store.pruneBookings().catch(report('removing bookings past their retention'))
  }
  const feeds = () => refreshFeeds(store, options.fetch).catch(report('reading the busy feeds'))
  const ticker = setInterval(tick, TICK_MS).unref()
  const feeder = setInterval(feeds, FEED_EVERY_MS).unref()
  tick()
  void feeds()
  notifier.start()
  if (!channels.email)
    options.log('Bookings: no SMTP_URL, so confirmations and invitations are not e-mailed (shown in /admin)')
  const stop = async () => {
    clearInterval(ticker)
    clearInterval(feeder)
    await alerts.stop()
    await notifier.stop()
    await store.close()
  }
  return {
    name: 'booking',
    routes: { booking: { store, siteOrigin: options.manageOrigin ?? null, watch } },
    store,
    notifier,
    stop,
    health: () => outboxHealth(store.outbox, 'booking e-mails'),
  }
}
