import { describe, expect, it } from 'vitest'
import type { BookingSettings } from '../../../content/booking/settings.ts'
import { testBookingSettings } from '../../../tests/support/bookingSettings.ts'
import { priceOf } from './price.ts'

/** Photography priced for condos, the add-ons priced but extra photos, a $25 travel fee downtown. */
function priced(): BookingSettings {
  const base = testBookingSettings()
  const prices: Record<string, number | null> = {
    'floor-plan': 9900,
    twilight: 14900,
    'virtual-staging': 3500,
    'rush-delivery': 7500,
    'extra-photos': null,
  }
  return testBookingSettings({
    services: base.services.map((s) => (s.id === 'photography' ? { ...s, prices: { condo: 24900 } } : s)),
    addOns: base.addOns.map((a) => ({ ...a, priceCents: prices[a.id] ?? null })),
    zones: base.zones.map((z) => (z.id === 'toronto-core' ? { ...z, travelFeeCents: 2500 } : z)),
  })
}
const settings = priced()
const downtown = settings.zones.find((z) => z.id === 'toronto-core')!

describe('priceOf', () => {
  it('adds each add-on, a per-image one times its images, and HST on the whole: subtotal + HST = total', () => {
    const price = priceOf(
      settings,
      {
        services: ['photography', 'twilight'],
        sizeId: 'condo',
        addOns: [
          { id: 'floor-plan', quantity: 1 },
          { id: 'virtual-staging', quantity: 3 },
        ],
      },
      downtown,
    )
    expect(price).toEqual({
      lines: [
        { label: 'Photography', cents: 24900 },
        { label: 'Twilight', cents: 14900 },
        { label: 'Floor plan', cents: 9900 },
        { label: 'Virtual staging (3 images)', cents: 10500 },
        { label: 'Travel (Downtown and midtown Toronto)', cents: 2500 },
      ],
      subtotalCents: 62700,
      hstCents: 8151,
      totalCents: 70851,
    })
    expect(price!.subtotalCents + price!.hstCents).toBe(price!.totalCents)
    expect(price!.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(price!.subtotalCents)
  })

  it('rounds the HST once, half up to the cent, and keeps subtotal + HST = total for every image count', () => {
    // $0.50 an image: 13 % of 150 cents is 19.5 cents, which rounds up to 20.
    const half = testBookingSettings({
      ...settings,
      addOns: settings.addOns.map((a) => (a.id === 'virtual-staging' ? { ...a, priceCents: 50 } : a)),
      services: settings.services.map((s) => (s.id === 'photography' ? { ...s, prices: { condo: 0 } } : s)),
      zones: settings.zones.map((z) => ({ ...z, travelFeeCents: 0 })),
    })
    const zone = half.zones.find((z) => z.id === 'toronto-core')!
    const three = priceOf(
      half,
      { services: ['photography'], sizeId: 'condo', addOns: [{ id: 'virtual-staging', quantity: 3 }] },
      zone,
    )
    expect(three).toMatchObject({ subtotalCents: 150, hstCents: 20, totalCents: 170 })
    for (let quantity = 1; quantity <= 100; quantity++) {
      const price = priceOf(
        half,
        { services: ['photography'], sizeId: 'condo', addOns: [{ id: 'virtual-staging', quantity }] },
        zone,
      )!
      expect(price.subtotalCents).toBe(50 * quantity)
      expect(price.subtotalCents + price.hstCents).toBe(price.totalCents)
    }
  })

  it('is null while any part chosen has no price: an add-on, twilight, or an unknown add-on', () => {
    const shoot = { services: ['photography'], sizeId: 'condo' }
    expect(priceOf(settings, { ...shoot, addOns: [{ id: 'extra-photos', quantity: 10 }] }, downtown)).toBeNull()
    expect(priceOf(settings, { ...shoot, addOns: [{ id: 'no-such-thing', quantity: 1 }] }, downtown)).toBeNull()
    const unpricedTwilight = testBookingSettings({
      ...settings,
      addOns: settings.addOns.map((a) => (a.id === 'twilight' ? { ...a, priceCents: null } : a)),
    })
    expect(priceOf(unpricedTwilight, { ...shoot, services: ['photography', 'twilight'] }, downtown)).toBeNull()
    // An add-on not chosen does not matter.
    expect(priceOf(settings, shoot, downtown)).toMatchObject({ subtotalCents: 27400, totalCents: 30962 })
  })

  it('counts a zone without a travel fee as $0, never as a price confirmed by e-mail', () => {
    const hamilton = settings.zones.find((z) => z.id === 'hamilton')!
    expect(hamilton.travelFeeCents).toBeNull()
    expect(priceOf(settings, { services: ['photography'], sizeId: 'condo' }, hamilton)).toEqual({
      lines: [{ label: 'Photography', cents: 24900 }],
      subtotalCents: 24900,
      hstCents: 3237,
      totalCents: 28137,
    })
  })
})
