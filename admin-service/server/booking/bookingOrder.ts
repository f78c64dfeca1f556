import { TWILIGHT_ID, type BookingSettings } from '../../../content/booking/settings.ts'
import type { StoredBooking } from '../../../content/booking/store.ts'
import type { BookingOrder, Deposits } from '../payments/index.ts'
import type { BookingStore } from './BookingStore.ts'
import { serviceName } from './publicView.ts'

/**
 * Where bookings' orders are kept: the payments store (createApp.ts hands it over). `data.orders` is read to
 * find the orders that fell behind their bookings; `syncBookingOrder` creates or updates one.
 */
export type OrderBook = {
  readonly data: { readonly orders: readonly { id: string; bookingCancelledAt: string | null }[] }
  syncBookingOrder(order: BookingOrder, now?: number): Promise<unknown>
}

/** A booking's deposit by card, as the payments feature asks and takes it. */
export type DepositDesk = Pick<Deposits, 'offer' | 'state' | 'checkoutUrl'>

type Line = BookingOrder['lines'][number]
const line = (description: string, amountCents: number): Line => ({
  description,
  amountCents,
  quantity: 1,
  discount: false,
})

/**
 * The order of a booking: the client, the address, and a line for each part of its price that the settings
 * price, as they are now: each service for its size band, twilight, each add-on (a per-image one with its
 * images as the quantity), and the zone's travel fee (none when it is $0). A part without a price ("price
 * confirmed by e-mail") has no line: the order says what is known.
 */
export function bookingOrderOf(settings: BookingSettings, booking: StoredBooking & { orderId: string }): BookingOrder {
  const size = settings.sizes.find((s) => s.id === booking.sizeId)?.label ?? booking.sizeId
  const lines: Line[] = []
  const addOnOf = (id: string) => settings.addOns.find((a) => a.id === id)
  for (const id of booking.services) {
    if (id === TWILIGHT_ID) {
      const twilight = addOnOf(TWILIGHT_ID)
      if (twilight && twilight.priceCents !== null) lines.push(line(twilight.name, twilight.priceCents))
      continue
    }
    const cents = settings.services.find((s) => s.id === id)?.prices[booking.sizeId]
    if (cents !== undefined) lines.push(line(`${serviceName(id)}, ${size}`, cents))
  }
  for (const chosen of booking.addOns) {
    const addOn = addOnOf(chosen.id)
    if (!addOn || addOn.priceCents === null) continue
    const description = addOn.per === 'image' ? `${addOn.name}, per image` : addOn.name
    lines.push({ ...line(description, addOn.priceCents), quantity: chosen.quantity })
  }
  const zone = settings.zones.find((z) => z.id === booking.zoneId)
  if (zone?.travelFeeCents) lines.push(line(`Travel fee (${zone.name})`, zone.travelFeeCents))
  return {
    id: booking.orderId,
    bookingId: booking.id,
    client: { name: booking.name, email: booking.email, phone: booking.phone },
    address: [booking.address, booking.postal.replace(/^(...)(...)$/, '$1 $2')].filter(Boolean).join(', '),
    lines,
    cancelled: booking.status === 'cancelled',
  }
}

/**
 * Brings the booking's order up to date after the booking was written (it names its order in that write).
 * The payments store is another file: when it refuses, the booking stands, the failure is logged, and
 * `syncOrders` at the next start makes the order.
 */
export async function syncOrder(
  orders: OrderBook | undefined,
  settings: BookingSettings,
  booking: StoredBooking,
  options: { now: number; log?: (line: string) => void },
): Promise<void> {
  if (!orders || !booking.orderId) return
  try {
    await orders.syncBookingOrder(bookingOrderOf(settings, { ...booking, orderId: booking.orderId }), options.now)
  } catch (error) {
    ;(options.log ?? console.error)(
      `Booking ${booking.id}: its order ${booking.orderId} was not saved (${(error as Error).message}); it is made at the next start`,
    )
  }
}

/** What a route runs on each booking it wrote: `syncOrder`, then the booking. */
export function ordering(
  store: BookingStore,
  options: { orders?: OrderBook; log?: (line: string) => void; now: () => number },
) {
  return async (booking: StoredBooking): Promise<StoredBooking> => {
    await syncOrder(options.orders, store.settings, booking, { now: options.now(), log: options.log })
    return booking
  }
}

/** Makes the orders missing for bookings, and marks cancelled those whose booking was cancelled meanwhile. */
export async function syncOrders(
  store: BookingStore,
  orders: OrderBook,
  options: { now?: number; log?: (line: string) => void } = {},
): Promise<number> {
  const known = new Map(orders.data.orders.map((o) => [o.id, o.bookingCancelledAt !== null]))
  const behind = store.data.bookings.filter(
    (b) => b.orderId !== null && known.get(b.orderId) !== (b.status === 'cancelled'),
  )
  for (const booking of behind)
    await syncOrder(orders, store.settings, booking, { now: options.now ?? Date.now(), log: options.log })
  return behind.length
}
