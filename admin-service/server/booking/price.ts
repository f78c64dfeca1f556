import { TWILIGHT_ID, type BookingSettings, type Zone } from '../../../content/booking/settings.ts'
import type { Price } from '../../../content/booking/store.ts'
import { servicesCatalog } from '../../../content/services-catalog.ts'

/** Ontario's HST, added to every price. */
const HST_PERCENT = 13

/**
 * The whole price of a shoot before it is booked: each service for the size band, twilight, the zone's
 * travel fee, and HST. Null when any part has no price set: the page then says the price is confirmed
 * by e-mail, and never shows a made-up figure.
 */
export function priceOf(settings: BookingSettings, services: readonly string[], sizeId: string, zone: Zone): Price {
  const lines: { label: string; cents: number }[] = []
  for (const id of services) {
    const cents =
      id === TWILIGHT_ID ? settings.twilight.priceCents : settings.services.find((s) => s.id === id)?.prices[sizeId]
    if (cents === undefined || cents === null) return null
    lines.push({
      label: id === TWILIGHT_ID ? 'Twilight' : (servicesCatalog.find((s) => s.key === id)?.name ?? id),
      cents,
    })
  }
  if (zone.travelFeeCents === null) return null
  if (zone.travelFeeCents > 0) lines.push({ label: `Travel (${zone.name})`, cents: zone.travelFeeCents })
  const subtotalCents = lines.reduce((sum, line) => sum + line.cents, 0)
  const hstCents = Math.round((subtotalCents * HST_PERCENT) / 100)
  return { lines, subtotalCents, hstCents, totalCents: subtotalCents + hstCents }
}
