import { Router } from '@koa/router'
import type { Context } from 'koa'
import { LISTING_TEXT as T } from '../../../content/listings/limits.ts'
import type { Address } from '../../../content/listings/store.ts'
import { requireAuth } from '../auth/index.ts'
import { ListingExistsError, type StoredOrder } from '../payments/index.ts'
import { HttpError } from '../shared/http/errors.ts'
import { listingMessages } from './listingErrors.ts'
import type { ListingStore } from './ListingStore.ts'

/** The orders a listing names (the payments store, given by createApp.ts): read, and linked to their listing. */
export type OrderDesk = {
  readonly data: { readonly orders: readonly StoredOrder[] }
  linkListing(orderId: string, listingId: string): Promise<unknown>
}

/** The bookings an order came from (the booking store): what was shot, and where. */
export type BookingDesk = {
  get(id: string): { services: string[]; address: string; postal: string } | undefined
}

/** The city of an address that names none: the studio's own. */
const HOME_CITY = 'Toronto'
const POSTAL = /\b([A-Z]\d[A-Z]) ?(\d[A-Z]\d)\b/i
const PROVINCE = /^(ON|Ontario)$/i
const UNIT = /^(?:unit|suite|apt\.?|#)\s*([\w-]+)$/i

/**
 * A one-line address ("12 Maple Ave, Unit 5, Toronto, ON M4E 1A1") as the listing's fields: the first part is
 * the street, a "Unit 5" part the unit, the next part the city (Toronto when none is named), a postal code
 * wherever it is (else `postal`). The owner corrects the draft where the line was unusual.
 */
export function addressOf(line: string, postal = ''): Address {
  const postalCode = (POSTAL.exec(line) ?? POSTAL.exec(postal))?.slice(1, 3).join(' ').toUpperCase() ?? ''
  const parts = line
    .split(',')
    .map((p) => p.replace(POSTAL, '').trim())
    .filter((p) => p && !PROVINCE.test(p))
  const unitPart = parts.find((p) => UNIT.test(p))
  const rest = parts.filter((p) => p !== unitPart)
  return {
    street: (rest[0] ?? '').slice(0, T.street),
    unit: unitPart ? UNIT.exec(unitPart)![1]!.slice(0, T.unit) : '',
    city: (rest[1] ?? HOME_CITY).slice(0, T.city),
    region: 'ON',
    postalCode,
  }
}

/** The order's id named in a listing's fields must be an order's: 400 naming the field otherwise. */
export function checkOrderId(orders: OrderDesk | undefined, input: unknown): void {
  const orderId = (input && typeof input === 'object' ? (input as Record<string, unknown>) : {}).orderId
  if (orderId === undefined || orderId === null) return
  if (typeof orderId !== 'string' || !orders?.data.orders.some((o) => o.id === orderId))
    throw new HttpError(400, listingMessages.unknownOrder, {
      orderId: listingMessages.noOrder(String(orderId).slice(0, 40)),
    })
}

/**
 * `POST /api/orders/{id}/listing` ("Create listing from this booking"): a draft listing for the order with
 * its agent (the listings' profile with the client's e-mail, else a new one made from the client), the
 * address and, for a booking's order, the services shot; the order then names it. 201 `{listingId}`; 409
 * `{error, listingId}` when the order already has one. Calls for one order run one after the other, so two
 * clicks make one listing.
 */
export function orderListingRoutes(options: { store: ListingStore; orders: OrderDesk; bookings: BookingDesk }) {
  const { store, orders, bookings } = options
  const router = new Router({ prefix: '/api' })
  const running = new Map<string, Promise<unknown>>()
  const oneAtATime = <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const next = (running.get(key) ?? Promise.resolve()).then(task, task)
    const settled = next.catch(() => undefined)
    running.set(key, settled)
    void settled.then(() => running.get(key) === settled && running.delete(key))
    return next
  }

  router.post('/orders/:id/listing', requireAuth, async (ctx: Context) => {
    const orderId = (ctx as Context & { params: Record<string, string> }).params.id!
    const listingId = await oneAtATime(orderId, async () => {
      const order = orders.data.orders.find((o) => o.id === orderId)
      if (!order) throw new HttpError(404, listingMessages.orderNotFound)
      if (order.listingId) throw new ListingExistsError(listingMessages.orderHasListing, order.listingId)
      const booking = order.bookingId ? bookings.get(order.bookingId) : undefined
      const email = order.client.email.toLowerCase()
      const agent =
        store.agents.find((a) => a.email.toLowerCase() === email) ??
        (await store.addAgent({
          name: order.client.name.slice(0, T.name),
          email: order.client.email,
          phone: /^[+()\d\s.-]{7,30}$/.test(order.client.phone) ? order.client.phone : '',
        }))
      const listing = await store.create({
        address: booking ? addressOf(booking.address, booking.postal) : addressOf(order.address),
        agentId: agent.id,
        bookingId: order.bookingId,
        orderId: order.id,
        services: booking?.services ?? [],
      })
      await orders.linkListing(order.id, listing.id)
      return listing.id
    })
    ctx.status = 201
    ctx.body = { listingId }
  })

  return router
}
