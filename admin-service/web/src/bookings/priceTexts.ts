import type { AddOn, BookingSettings } from '../../../../content/booking/settings.ts'
import { formatDollars, parseDollars, plainDollars } from '../../../../content/payments/money.ts'
import type { FieldProblems } from '../fieldProblems.tsx'

/**
 * The booking settings' prices as the owner types them, in dollars ("249", "249.00", "$1,249.50"), by a key
 * of each price's own: `addOn:{id}`, `price:{service}:{size}`, `travel:{zone}`. The draft keeps cents; a
 * price never typed keeps its cents.
 */
export type PriceTexts = Record<string, string>

export const priceKeys = {
  addOn: (id: string) => `addOn:${id}`,
  service: (service: string, size: string) => `price:${service}:${size}`,
  travel: (zone: string) => `travel:${zone}`,
}

/** What a price input shows: the text being typed, else the price in dollars ("" for none). */
export const priceText = (texts: PriceTexts, key: string, cents: number | null | undefined): string =>
  texts[key] ?? (cents === null || cents === undefined ? '' : plainDollars(cents))

/** An add-on's price as the owner reads it beside its name: "$149.00", "$25.00 per image", or by e-mail. */
export const addOnPriceText = ({ priceCents, per }: Pick<AddOn, 'priceCents' | 'per'>): string =>
  priceCents === null
    ? 'price confirmed by e-mail'
    : `${formatDollars(priceCents)}${per === 'image' ? ' per image' : ''} before HST`

type Read = { cents: number | null } | { error: string }
/** A typed price: empty is `empty` (no price, or $0 for a travel fee), else its cents or why it is refused. */
function readText(text: string, empty: null | 0): Read {
  if (text.trim() === '') return { cents: empty }
  return parseDollars(text)
}

/**
 * The settings with every typed price read into cents, and a message for each that cannot be read, by the
 * path the service names its own (`services.0.prices.condo`): an add-on's or a service's empty price is
 * "confirmed by e-mail", an empty travel fee is $0.
 */
export function readPrices(settings: BookingSettings, texts: PriceTexts) {
  const problems: FieldProblems = {}
  const read = (key: string, path: string, empty: null | 0): { cents: number | null } | undefined => {
    const text = texts[key]
    if (text === undefined) return undefined
    const result = readText(text, empty)
    if ('error' in result) {
      problems[path] = result.error
      return undefined
    }
    return result
  }
  const addOns = settings.addOns.map((addOn, i) => {
    const price = read(priceKeys.addOn(addOn.id), `addOns.${i}.priceCents`, null)
    return price ? { ...addOn, priceCents: price.cents } : addOn
  })
  const services = settings.services.map((service, s) => {
    const prices = { ...service.prices }
    for (const size of settings.sizes) {
      const price = read(priceKeys.service(service.id, size.id), `services.${s}.prices.${size.id}`, null)
      if (!price) continue
      if (price.cents === null) delete prices[size.id]
      else prices[size.id] = price.cents
    }
    return { ...service, prices }
  })
  const zones = settings.zones.map((zone, z) => {
    const fee = read(priceKeys.travel(zone.id), `zones.${z}.travelFeeCents`, 0)
    return fee ? { ...zone, travelFeeCents: fee.cents } : zone
  })
  return { settings: { ...settings, addOns, services, zones }, problems }
}
