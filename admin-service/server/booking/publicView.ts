import { addOnLabel } from '../../../content/booking/addOns.ts'
import { TWILIGHT_ID, type BookingSettings } from '../../../content/booking/settings.ts'
import type { StoredBooking } from '../../../content/booking/store.ts'
import { servicesCatalog } from '../../../content/services-catalog.ts'
import { siteConfig } from '../../../content/site-config.ts'

/** A service's name for people ("Photography", "Twilight"). */
export function serviceName(id: string): string {
  return id === TWILIGHT_ID ? 'Twilight' : (servicesCatalog.find((s) => s.key === id)?.name ?? id)
}

/** A booking's add-ons with their names ("Virtual staging (3 images)"); one the settings no longer have, by its id. */
export function addOnsOf(settings: BookingSettings, booking: Pick<StoredBooking, 'addOns'>) {
  return booking.addOns.map(({ id, quantity }) => {
    const addOn = settings.addOns.find((a) => a.id === id)
    return { id, name: addOn ? addOnLabel(addOn, quantity) : id, quantity }
  })
}

/** The path of the manage page on the public site; the token is in the fragment, never sent to a server or in a Referer. */
export const MANAGE_PATH = '/book/manage/'

/** The manage page's address; `search` ("?deposit=paid") tells the page why the client comes back. */
export function manageUrl(siteOrigin: string, token: string, search = ''): string {
  return `${siteOrigin}${MANAGE_PATH}${search}#${token}`
}

/** Whether a client may still change the booking themselves, and until when. */
export function changeWindow(settings: BookingSettings, booking: StoredBooking, now: number) {
  const until = Date.parse(booking.start) - settings.cutoffHours * 3_600_000
  return { canChange: booking.status !== 'cancelled' && now < until, changeUntil: new Date(until).toISOString() }
}

/** What the manage page shows of a booking: no owner notes, no internal ids of other people. */
export function publicBooking(settings: BookingSettings, booking: StoredBooking, now: number) {
  const member = settings.team.find((m) => m.id === booking.memberId)
  return {
    id: booking.id,
    status: booking.status,
    services: booking.services.map((id) => ({ id, name: serviceName(id) })),
    addOns: addOnsOf(settings, booking),
    size: booking.sizeId,
    sizeLabel: settings.sizes.find((s) => s.id === booking.sizeId)?.label ?? booking.sizeId,
    postal: booking.postal,
    address: booking.address,
    start: booking.start,
    end: booking.end,
    photographer: member?.name ?? null,
    price: booking.price,
    ...changeWindow(settings, booking, now),
    phone: siteConfig.phone,
    phoneHref: siteConfig.phoneHref,
  }
}
