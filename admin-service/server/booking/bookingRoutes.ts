import { Router } from '@koa/router'
import type { Context } from 'koa'
import {
  bookingFieldErrors,
  bookingMessages,
  bookingRequest,
  holdRequest,
  MAX_BOOKING_BYTES,
  shootRequest,
  type BookingRequest,
} from '../../../content/booking/requests.ts'
import { TWILIGHT_ID, type BookingSettings } from '../../../content/booking/settings.ts'
import { twilightOffered } from '../../../content/booking/addOns.ts'
import { bookingStatuses, type StoredBooking } from '../../../content/booking/store.ts'
import { FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_MS } from '../../../content/leads/schema.ts'
import { requireAuth } from '../auth/index.ts'
import { HttpError } from '../shared/http/errors.ts'
import { jsonOnly } from '../shared/http/jsonOnly.ts'
import { connectionOf, type Door, type IntakeGuard } from '../shared/intake/IntakeGuard.ts'
import type { IntakeWatch } from '../shared/intake/IntakeWatch.ts'
import type { BookingBudgets } from './bookingLimits.ts'
import { bookingTexts as texts, HoldGoneError, SlotTakenError } from './bookingErrors.ts'
import type { BookingStore, ShootQuery } from './BookingStore.ts'
import { bookingCalendar, invitation } from './invitation.ts'
import { ordering, type DepositDesk, type OrderBook } from './bookingOrder.ts'
import { priceOf } from './price.ts'
import { changeWindow, manageUrl, publicBooking, serviceName } from './publicView.ts'
import { DEPOSIT_PAID } from '../../../content/booking/depositReturn.ts'
import { normalPostal, shootLength, zoneOf } from './slots.ts'
import { upcomingHolidays } from './holidays.ts'
import { addDays, torontoDay } from './torontoTime.ts'
import { TORONTO_TIME_ZONE } from '../../shared/torontoDate.ts'
import { requestOrigin } from '../shared/http/requestOrigin.ts'

export type BookingRoutesOptions = {
  store: BookingStore
  /** The booking doors of the public-intake guard, and their budgets. */
  guard: IntakeGuard
  budgets: BookingBudgets
  /** The public site's origin for the manage links (null: the origin the request came to). */
  siteOrigin: string | null
  /** Where each booking's order goes (the payments store); without it bookings make no orders. */
  orders?: OrderBook
  /** A booking's deposit by card (the payments feature): offered with a confirmed booking when asked. */
  deposits?: DepositDesk
  /** Hears an order the payments store refused (the booking stands). */
  log?: (line: string) => void
  now?: () => number
}

const slotJson = (s: { start: number; end: number }) => ({
  start: new Date(s.start).toISOString(),
  end: new Date(s.end).toISOString(),
})

/**
 * Runs a change that takes a slot; a slot lost meanwhile (taken, or its hold gone) is answered with the
 * day's open slots for the same shoot, so the visitor can choose again at once.
 */
function slotsOnLoss(store: BookingStore, now: () => number) {
  return async <T>(shoot: ShootQuery, day: string, change: () => Promise<T>): Promise<T> => {
    try {
      return await change()
    } catch (error) {
      if (error instanceof SlotTakenError || error instanceof HoldGoneError)
        throw error.offer(store.slots(shoot, day, day, now()).map(slotJson))
      throw error
    }
  }
}

/** The visitor's choice checked against the settings: 400 naming the field otherwise. */
function resolveShoot(settings: BookingSettings, input: unknown): ShootQuery {
  const parsed = shootRequest.safeParse(input)
  if (!parsed.success) throw new HttpError(400, texts.invalid, bookingFieldErrors(parsed.error))
  const { services, addOns, size, postal } = parsed.data
  const bookable = new Set([...settings.services.map((s) => s.id), ...(twilightOffered(settings) ? [TWILIGHT_ID] : [])])
  const fields: Record<string, string> = {}
  if (
    new Set(services).size !== services.length ||
    services.some((s) => !bookable.has(s)) ||
    services.every((s) => s === TWILIGHT_ID)
  ) {
    fields.services = bookingMessages.services
  }
  // Twilight is chosen among the services; every other add-on offered once, a per-shoot one once only.
  const offered = new Map(offeredAddOns(settings).map((a) => [a.id, a]))
  if (
    new Set(addOns.map((a) => a.id)).size !== addOns.length ||
    addOns.some((chosen) => {
      const addOn = offered.get(chosen.id)
      return !addOn || (addOn.per === 'shoot' && chosen.quantity !== 1)
    })
  ) {
    fields.addOns = bookingMessages.addOns
  }
  if (!settings.sizes.some((s) => s.id === size)) fields.size = bookingMessages.size
  const code = normalPostal(postal)
  const zone = code ? zoneOf(settings, code) : null
  if (!code) fields.postal = bookingMessages.postal
  else if (!zone) fields.postal = bookingMessages.zone
  if (Object.keys(fields).length) throw new HttpError(400, texts.invalid, fields)
  // Catalogue order, twilight last, add-ons in the settings' order: the same shoot however the list was sent.
  const order = [...settings.services.map((s) => s.id), TWILIGHT_ID]
  return {
    services: order.filter((id) => services.includes(id)),
    addOns: settings.addOns.flatMap((a) => addOns.filter((chosen) => chosen.id === a.id)),
    sizeId: size,
    postal: code!,
    zoneId: zone!.id,
  }
}

/** The add-ons /book offers besides the services (twilight is one of the services there). */
const offeredAddOns = (settings: BookingSettings) => settings.addOns.filter((a) => a.offered && a.id !== TWILIGHT_ID)

function shootFromQuery(settings: BookingSettings, query: Record<string, string | string[] | undefined>): ShootQuery {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''
  const services = one(query.services)
  // "floor-plan,virtual-staging:3": an add-on, and a per-image one with how many images.
  const addOns = one(query.addOns)
  return resolveShoot(settings, {
    services: services ? services.split(',') : [],
    addOns: addOns
      ? addOns.split(',').map((item) => {
          const [id, quantity] = item.split(':')
          return { id, quantity: quantity === undefined ? 1 : /^\d{1,3}$/.test(quantity) ? Number(quantity) : NaN }
        })
      : [],
    size: one(query.size),
    postal: one(query.postal),
  })
}

/** The booking's public API (no session): options, slots, holds, bookings and the manage link's routes. */
export function publicBookingRoutes(options: BookingRoutesOptions) {
  const { store, guard, budgets } = options
  const now = options.now ?? Date.now
  const router = new Router()
  const originOf = (ctx: Context) => options.siteOrigin ?? requestOrigin(ctx)
  const body = { maxBytes: MAX_BOOKING_BYTES, types: ['json'] } as const

  const byToken = (token: string | undefined) => {
    const booking = store.byToken(token ?? '')
    if (!booking) throw new HttpError(404, texts.badToken)
    return booking
  }
  /** A read: no body, any origin, the connection's read budget. */
  const reading = <T>(name: string, read: Door<T>['read']) =>
    guard.door<T>({
      name,
      body: null,
      sameSite: false,
      read,
      budgets: (_, ctx) => [{ kind: 'connection', limit: budgets.reads, key: connectionOf(ctx) }],
      texts,
    })
  /** A change through a manage link: its own budget (the link's), whoever sends it, and everyone's. */
  const changing = <T extends { booking: StoredBooking }>(name: string, read: Door<T>['read']) =>
    guard.door<T>({
      name,
      body,
      sameSite: true,
      read,
      budgets: ({ booking }) => [
        { kind: 'identity', limit: budgets.changes, key: booking.id },
        { kind: 'global', limit: budgets.changesGlobal, key: 'all' },
      ],
      texts,
    })
  const params = (ctx: Context) => (ctx as Context & { params: Record<string, string> }).params

  const offeringSlots = slotsOnLoss(store, now)
  const ordered = ordering(store, { ...options, now })
  /** The deposit asked on a booking: a confirmed one's order, while the payments feature asks one. */
  const depositOf = (booking: StoredBooking) =>
    booking.status === 'confirmed' && booking.orderId ? (options.deposits?.offer(booking.orderId) ?? null) : null

  router.get(
    '/api/booking/options',
    reading('booking options', () => null),
    (ctx) => {
      const s = store.settings
      ctx.body = {
        services: [
          ...s.services.map((service) => ({
            id: service.id,
            name: serviceName(service.id),
            durations: service.durations,
          })),
          ...(twilightOffered(s)
            ? [
                {
                  id: TWILIGHT_ID,
                  name: serviceName(TWILIGHT_ID),
                  durations: null,
                  twilight: true,
                  minutesAfterSunset: s.twilight.minutesAfterSunset,
                },
              ]
            : []),
        ],
        addOns: offeredAddOns(s).map(({ id, name, per }) => ({ id, name, per })),
        sizes: s.sizes,
        noticeHours: s.noticeHours,
        horizonDays: s.horizonDays,
        holdMinutes: s.holdMinutes,
        cutoffHours: s.cutoffHours,
        confirmation: s.confirmation,
        timeZone: TORONTO_TIME_ZONE,
        today: torontoDay(now()),
      }
    },
  )

  router.get(
    '/api/booking/slots',
    reading('slots', (ctx) => {
      const shoot = shootFromQuery(store.settings, ctx.query)
      const dateOf = (name: 'from' | 'to', fallback: string) => {
        const value = ctx.query[name]
        if (value === undefined) return fallback
        if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
          throw new HttpError(400, texts.invalid, { [name]: bookingMessages[name] })
        return value
      }
      const from = dateOf('from', torontoDay(now()))
      const to = dateOf('to', addDays(from, 13))
      if (to < from || Date.parse(to) - Date.parse(from) > 62 * 86_400_000)
        throw new HttpError(400, texts.invalid, { to: `${bookingMessages.to}, at most 62 days` })
      return { shoot, from, to }
    }),
    (ctx) => {
      const { shoot, from, to } = ctx.state.intake as { shoot: ShootQuery; from: string; to: string }
      const settings = store.settings
      const manage = typeof ctx.query.manage === 'string' ? store.byToken(ctx.query.manage) : undefined
      const zone = settings.zones.find((z) => z.id === shoot.zoneId)!
      ctx.body = {
        from,
        to,
        zone: { id: zone.id, name: zone.name },
        minutes: shootLength(settings, shoot.services, shoot.sizeId)!.minutes,
        price: priceOf(settings, shoot, zone),
        slots: store.slots(shoot, from, to, now(), manage?.id ?? null).map(slotJson),
      }
    },
  )

  type HoldAsked = { shoot: ShootQuery; at: number; booking: StoredBooking | null }
  router.post(
    '/api/booking/holds',
    guard.door<HoldAsked>({
      name: 'holds',
      body,
      sameSite: true,
      read: (_, input) => {
        const fields = input as Record<string, unknown>
        // A new time for a booking is held for the booking's own shoot, whatever else the request says.
        const booking = typeof fields.manage === 'string' ? byToken(fields.manage) : null
        const shoot = booking ? shootOf(booking) : resolveShoot(store.settings, fields)
        const start = holdRequest.shape.start.safeParse(fields.start)
        if (!start.success) throw new HttpError(400, texts.invalid, { start: bookingMessages.start })
        const at = Date.parse(start.data)
        const { noticeHours, horizonDays } = store.settings
        if (at < now() + noticeHours * 3_600_000)
          throw new HttpError(400, texts.invalid, {
            start: `That time is too soon: we need ${noticeHours} hours' notice`,
          })
        if (at > now() + horizonDays * 86_400_000)
          throw new HttpError(400, texts.invalid, {
            start: `We book up to ${horizonDays} days ahead: choose an earlier day`,
          })
        return { shoot, at, booking }
      },
      budgets: ({ booking }, ctx) => [
        { kind: 'connection', limit: budgets.holds, key: connectionOf(ctx) },
        ...(booking ? [{ kind: 'identity' as const, limit: budgets.changes, key: booking.id }] : []),
        { kind: 'global', limit: budgets.holdsGlobal, key: 'all' },
      ],
      texts,
    }),
    async (ctx) => {
      const { shoot, at, booking } = ctx.state.intake as HoldAsked
      const hold = await offeringSlots(shoot, torontoDay(at), () =>
        store.hold(shoot, at, connectionOf(ctx), { now: now(), rescheduleOf: booking?.id ?? null }),
      )
      ctx.status = 201
      ctx.body = { holdId: hold.id, expiresAt: hold.expiresAt, start: hold.start, end: hold.end, firm: hold.firm }
    },
  )

  // "Choose another time": the visitor gives their hold back, so its time opens at once and stops counting
  // against the time they may hold. Spends the holds budget: a release is part of choosing a time.
  router.post(
    '/api/booking/holds/:id/release',
    guard.door<{ holdId: string }>({
      name: 'holds',
      body,
      sameSite: true,
      read: (ctx) => {
        const holdId = params(ctx).id ?? ''
        if (holdId.length > 64) throw new HttpError(400, texts.invalid, { holdId: bookingMessages.holdId })
        return { holdId }
      },
      budgets: (_, ctx) => [{ kind: 'connection', limit: budgets.holds, key: connectionOf(ctx) }],
      texts,
    }),
    async (ctx) => {
      const { holdId } = ctx.state.intake as { holdId: string }
      await store.release(holdId, connectionOf(ctx), now())
      ctx.status = 204
    },
  )

  router.post(
    '/api/bookings',
    guard.door<BookingRequest>({
      name: 'bookings',
      body,
      sameSite: true,
      read: (_, input) => {
        const fields = input as Record<string, unknown>
        const honeypot = fields[HONEYPOT_FIELD]
        const fillMs = fields[FILL_TIME_FIELD]
        if ((honeypot !== undefined && honeypot !== '') || typeof fillMs !== 'number' || fillMs < MIN_FILL_MS)
          throw new HttpError(400, texts.bot)
        const parsed = bookingRequest.safeParse(fields)
        if (!parsed.success) throw new HttpError(400, texts.invalid, bookingFieldErrors(parsed.error))
        return parsed.data
      },
      budgets: (_, ctx) => [
        { kind: 'connection', limit: budgets.bookings, key: connectionOf(ctx) },
        { kind: 'global', limit: budgets.bookingsGlobal, key: 'all' },
      ],
      texts,
    }),
    async (ctx) => {
      const details = ctx.state.intake as BookingRequest
      const hold = store.data.holds.find((h) => h.id === details.holdId)
      const book = () => store.book(details.holdId, details, { now: now(), client: connectionOf(ctx) })
      const booking = await ordered(
        await (hold ? offeringSlots(shootOf(hold), torontoDay(Date.parse(hold.start)), book) : book()),
      )
      const token = store.manageToken(booking.id)
      const deposit = depositOf(booking)
      ctx.status = 201
      ctx.body = {
        id: booking.id,
        orderId: booking.orderId,
        status: booking.status,
        start: booking.start,
        end: booking.end,
        manageUrl: manageUrl(originOf(ctx), token),
        icsUrl: `/api/bookings/manage/${token}/invitation.ics`,
        deposit: deposit && { ...deposit, checkoutPath: `/api/bookings/manage/${token}/deposit` },
      }
    },
  )

  /**
   * The deposit as the manage page shows it: the amount paid and its day, and while none is paid the one
   * asked with the path that opens its Stripe page; null when the booking has neither.
   */
  const depositView = (booking: StoredBooking, token: string) => {
    if (!options.deposits || !booking.orderId) return null
    const { paid } = options.deposits.state(booking.orderId)
    const asked = paid ? null : depositOf(booking)
    if (!paid && !asked) return null
    return { paid, asked: asked && { ...asked, checkoutPath: `/api/bookings/manage/${token}/deposit` } }
  }
  /** The booking as its manage link shows it (publicView.ts), with its deposit. */
  const managed = (booking: StoredBooking, ctx: Context) => ({
    ...publicBooking(store.settings, booking, now()),
    deposit: depositView(booking, params(ctx).token!),
  })

  router.get(
    '/api/bookings/manage/:token',
    reading('manage link', (ctx) => byToken(params(ctx).token)),
    (ctx) => {
      ctx.body = managed(ctx.state.intake as StoredBooking, ctx)
    },
  )

  router.get(
    '/api/bookings/manage/:token/invitation.ics',
    reading('manage link', (ctx) => byToken(params(ctx).token)),
    (ctx) => {
      const booking = ctx.state.intake as StoredBooking
      ctx.type = 'text/calendar; charset=utf-8'
      ctx.attachment('northframe-booking.ics')
      ctx.body = invitation(store.settings, booking, {
        method: booking.status === 'cancelled' ? 'CANCEL' : 'PUBLISH',
        manageUrl: manageUrl(originOf(ctx), params(ctx).token!),
        organizer: null,
      })
    },
  )

  const canChange = (booking: StoredBooking) => {
    if (!changeWindow(store.settings, booking, now()).canChange && booking.status !== 'cancelled')
      throw new HttpError(409, texts.cutoff)
  }

  router.post(
    '/api/bookings/manage/:token/cancel',
    changing('manage link', (ctx) => ({ booking: byToken(params(ctx).token) })),
    async (ctx) => {
      const { booking } = ctx.state.intake as { booking: StoredBooking }
      canChange(booking)
      const cancelled = await ordered(await store.cancel(booking.id, 'client', now()))
      ctx.body = managed(cancelled, ctx)
    },
  )

  // The deposit by card: the manage link is its guard; Stripe's page comes back to the manage page, which
  // says the payment went through when it comes back paid.
  router.post(
    '/api/bookings/manage/:token/deposit',
    changing('manage link', (ctx) => ({ booking: byToken(params(ctx).token) })),
    async (ctx) => {
      const { booking } = ctx.state.intake as { booking: StoredBooking }
      if (!options.deposits || !depositOf(booking)) throw new HttpError(409, texts.noDeposit)
      const token = params(ctx).token!
      const url = await options.deposits.checkoutUrl(booking.orderId!, {
        successUrl: manageUrl(originOf(ctx), token, `?${DEPOSIT_PAID}`),
        cancelUrl: manageUrl(originOf(ctx), token),
        email: booking.email,
      })
      ctx.body = { url }
    },
  )

  router.post(
    '/api/bookings/manage/:token/reschedule',
    changing('manage link', (ctx, input) => {
      const booking = byToken(params(ctx).token)
      const holdId = (input as Record<string, unknown>).holdId
      if (typeof holdId !== 'string' || holdId.length > 64)
        throw new HttpError(400, texts.invalid, { holdId: bookingMessages.holdId })
      return { booking, holdId }
    }),
    async (ctx) => {
      const { booking, holdId } = ctx.state.intake as { booking: StoredBooking; holdId: string }
      canChange(booking)
      const hold = store.data.holds.find((h) => h.id === holdId)
      const moved = await offeringSlots(shootOf(booking), torontoDay(Date.parse(hold?.start ?? booking.start)), () =>
        store.reschedule(booking.id, holdId, 'client', now()),
      )
      ctx.body = managed(moved, ctx)
    },
  )

  // The owner's calendar subscription: a secret address (rotatable in /admin), every booking but cancelled ones.
  router.get(
    '/api/booking/feed/:token.ics',
    reading('calendar feed', (ctx) => {
      if (params(ctx).token !== store.data.feedToken) throw new HttpError(404, texts.badFeed)
      return null
    }),
    (ctx) => {
      ctx.type = 'text/calendar; charset=utf-8'
      ctx.body = bookingCalendar(
        store.settings,
        store.data.bookings.filter((b) => b.status !== 'cancelled'),
      )
    },
  )

  return router
}

/** Where and what a hold or a booking shoots. */
const shootOf = ({ services, addOns, sizeId, postal, zoneId }: ShootQuery): ShootQuery => ({
  services,
  addOns,
  sizeId,
  postal,
  zoneId,
})

/** The owner's booking API: every route needs the owner's session (and the CSRF rules for changes). */
export function bookingRoutes(
  options: Pick<BookingRoutesOptions, 'store' | 'now' | 'orders' | 'log'> & {
    feedErrors?: () => unknown
    watch?: IntakeWatch
  },
) {
  const { store } = options
  const now = options.now ?? Date.now
  const router = new Router({ prefix: '/api' })
  const offeringSlots = slotsOnLoss(store, now)
  const ordered = ordering(store, { ...options, now })

  router.get('/bookings', requireAuth, (ctx) => {
    const data = store.data
    ctx.body = {
      bookings: data.bookings.map((b) => ({
        ...b,
        manageToken: store.manageToken(b.id),
        ...changeWindow(data.settings, b, now()),
      })),
      settings: data.settings,
      // The coming year's statutory holidays, closed to visitors unless opened (settings.openHolidays).
      holidays: upcomingHolidays(data.settings, torontoDay(now())),
      feeds: data.feeds.map(({ busy, ...feed }) => ({ ...feed, busyCount: busy.length })),
      feedPath: `/api/booking/feed/${data.feedToken}.ics`,
      // What the booking doors refused as junk (and whether a global cap was reached), as the Leads tab shows the form's.
      intake: options.watch?.summary() ?? null,
      // Each change without the booking copy it may keep; `undoable` on a booking's last change that has one.
      history: [...data.history]
        .reverse()
        .slice(0, 100)
        .map(({ before, ...change }) => ({ ...change, undoable: before !== null })),
      mails: data.mails
        .slice(-50)
        .reverse()
        .map((m) => ({
          id: m.id,
          kind: m.kind,
          bookingId: m.bookingId,
          at: m.receivedAt,
          delivery: m.deliveries.email ?? null,
        })),
    }
  })

  router.put('/booking/settings', requireAuth, jsonOnly(), async (ctx) => {
    ctx.body = { ok: true, settings: await store.setSettings(ctx.request.body, now()) }
  })

  router.post('/booking/feed/rotate', requireAuth, async (ctx) => {
    ctx.body = { ok: true, feedPath: `/api/booking/feed/${await store.rotateFeedToken()}.ics` }
  })

  router.patch('/bookings/:id', requireAuth, jsonOnly(), async (ctx) => {
    const body = ctx.request.body as Record<string, unknown>
    const fields: Record<string, string> = {}
    if (body.status !== undefined && !(bookingStatuses as readonly unknown[]).includes(body.status))
      fields.status = `Choose one of ${bookingStatuses.join(', ')}`
    if (body.ownerNotes !== undefined && (typeof body.ownerNotes !== 'string' || body.ownerNotes.length > 5000))
      fields.ownerNotes = 'Notes are text of 5,000 characters at most'
    if (Object.keys(fields).length) throw new HttpError(400, texts.invalid, fields)
    ctx.body = {
      ok: true,
      booking: await store.update(
        ctx.params.id!,
        body as { status?: (typeof bookingStatuses)[number]; ownerNotes?: string },
        now(),
      ),
    }
  })

  /** Undoes the booking's last change (History): 409 when nothing can be undone or its time is taken meanwhile. */
  router.post('/bookings/:id/undo', requireAuth, async (ctx) => {
    ctx.body = { ok: true, booking: await ordered(await store.undo(ctx.params.id!, now())) }
  })

  router.post('/bookings/:id/cancel', requireAuth, async (ctx) => {
    ctx.body = { ok: true, booking: await ordered(await store.cancel(ctx.params.id!, 'owner', now())) }
  })

  /** Moves a booking to another open start (the owner may do so after the cut-off too). */
  router.post('/bookings/:id/reschedule', requireAuth, jsonOnly(), async (ctx) => {
    const booking = store.get(ctx.params.id!)
    if (!booking) throw new HttpError(404, texts.noBooking)
    const start = Date.parse(String((ctx.request.body as Record<string, unknown>).start ?? ''))
    if (Number.isNaN(start)) throw new HttpError(400, texts.invalid, { start: bookingMessages.start })
    const shoot = shootOf(booking)
    ctx.body = await offeringSlots(shoot, torontoDay(start), async () => {
      const hold = await store.hold(shoot, start, 'owner', { now: now(), rescheduleOf: booking.id })
      return { ok: true, booking: await store.reschedule(booking.id, hold.id, 'owner', now()) }
    })
  })

  /**
   * A booking the owner makes (from a lead in the inbox, or a client who phoned): confirmed at once, at any
   * free time from now on, also outside the notice, hours and horizon that visitors are offered.
   */
  router.post('/bookings/owner', requireAuth, jsonOnly(), async (ctx) => {
    const body = ctx.request.body as Record<string, unknown>
    const shoot = resolveShoot(store.settings, body)
    const details = bookingRequest.safeParse({ ...body, holdId: 'owner', consent: true })
    if (!details.success) throw new HttpError(400, texts.invalid, bookingFieldErrors(details.error))
    const start = Date.parse(String(body.start ?? ''))
    if (Number.isNaN(start)) throw new HttpError(400, texts.invalid, { start: bookingMessages.start })
    if (start < now()) throw new HttpError(400, texts.invalid, { start: 'That time has passed: choose a later one' })
    const leadId = typeof body.leadId === 'string' ? body.leadId.slice(0, 40) : null
    const booking = await offeringSlots(shoot, torontoDay(start), async () => {
      const hold = await store.hold(shoot, start, 'owner', { now: now() })
      return store.book(hold.id, details.data, { now: now(), leadId, owner: true })
    })
    ctx.body = { ok: true, booking: await ordered(booking), orderId: booking.orderId }
    ctx.status = 201
  })

  return router
}
