import { addOnLabel, type ChosenAddOn } from '../../../content/booking/addOns.ts'
import { TWILIGHT_ID, type BookingSettings, type Zone } from '../../../content/booking/settings.ts'
import type { Price } from '../../../content/booking/store.ts'
import { hstOf } from '../../../content/payments/money.ts'
import { serviceName } from './publicView.ts'

/**
 * The whole price of a shoot before it is booked: each service for the size band (twilight at its add-on's
 * price), each add-on (a per-image one times its images), the zone's travel fee (none set: $0), and HST (13 %, rounded once,
 * half up: content/payments/money.ts, as the order's invoice rounds it). Null when any part has no price
 * set: the page then says the price is confirmed by e-mail, and never shows a made-up figure.
 */
export function priceOf(
  settings: BookingSettings,
  shoot: { services: readonly string[]; sizeId: string; addOns?: readonly ChosenAddOn[] },
  zone: Zone,
): Price {
  const lines: { label: string; cents: number }[] = []
  const twilight = settings.addOns.find((a) => a.id === TWILIGHT_ID)
  for (const id of shoot.services) {
    const cents =
      id === TWILIGHT_ID ? twilight?.priceCents : settings.services.find((s) => s.id === id)?.prices[shoot.sizeId]
    if (cents === undefined || cents === null) return null
    lines.push({ label: id === TWILIGHT_ID ? twilight!.name : serviceName(id), cents })
  }
  for (const chosen of shoot.addOns ?? []) {
    const addOn = settings.addOns.find((a) => a.id === chosen.id)
    if (!addOn || addOn.priceCents === null) return null
    lines.push({ label: addOnLabel(addOn, chosen.quantity), cents: addOn.priceCents * chosen.quantity })
  }
  // A zone without a travel fee travels free: never "no price".
  if (zone.travelFeeCents) lines.push({ label: `Travel (${zone.name})`, cents: zone.travelFeeCents })
  const subtotalCents = lines.reduce((sum, line) => sum + line.cents, 0)
  const hstCents = hstOf(subtotalCents)
  return { lines, subtotalCents, hstCents, totalCents: subtotalCents + hstCents }
}
