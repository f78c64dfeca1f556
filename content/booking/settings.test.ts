import { describe, expect, it } from 'vitest'
import { sampleBookingSettings } from './sampleSettings.ts'
import { bookingSettings } from './settings.ts'

/** The settings as a file written before add-ons kept them: twilight's switch and price on `twilight`. */
function olderSettings(twilight: { enabled: boolean; priceCents?: number | null }) {
  const { addOns: _addOns, ...rest } = sampleBookingSettings
  return { ...rest, twilight: { ...sampleBookingSettings.twilight, ...twilight } }
}

/** Each refused field's message by its path ("addOns.1.per"). */
function refusals(input: unknown): Record<string, string> {
  const parsed = bookingSettings.safeParse(input)
  if (parsed.success) return {}
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the booking settings’ add-ons', () => {
  it('ship the five the studio sells, offered, without prices', () => {
    expect(sampleBookingSettings.addOns).toEqual([
      { id: 'floor-plan', name: 'Floor plan', priceCents: null, per: 'shoot', offered: true },
      { id: 'twilight', name: 'Twilight', priceCents: null, per: 'shoot', offered: true },
      { id: 'virtual-staging', name: 'Virtual staging', priceCents: null, per: 'image', offered: true },
      { id: 'rush-delivery', name: 'Rush delivery', priceCents: null, per: 'shoot', offered: true },
      { id: 'extra-photos', name: 'Extra photos', priceCents: null, per: 'image', offered: true },
    ])
  })

  it('read twilight’s switch and price of older settings into its add-on', () => {
    const on = bookingSettings.parse(olderSettings({ enabled: true, priceCents: 14900 }))
    expect(on.addOns).toEqual([{ id: 'twilight', name: 'Twilight', priceCents: 14900, per: 'shoot', offered: true }])
    expect(on.twilight).toEqual({ minutesAfterSunset: 20, durationMinutes: 60 })
    const off = bookingSettings.parse(olderSettings({ enabled: false }))
    expect(off.addOns).toEqual([{ id: 'twilight', name: 'Twilight', priceCents: null, per: 'shoot', offered: false }])
    // Read again, as the store writes them and opens them: the same.
    expect(bookingSettings.parse(JSON.parse(JSON.stringify(on)))).toEqual(on)
  })

  it('keep a twilight add-on the settings have, whatever an old switch says', () => {
    const addOns = sampleBookingSettings.addOns.map((a) => (a.id === 'twilight' ? { ...a, offered: false } : a))
    const read = bookingSettings.parse({
      ...sampleBookingSettings,
      addOns,
      twilight: { ...sampleBookingSettings.twilight, enabled: true },
    })
    expect(read.addOns.find((a) => a.id === 'twilight')!.offered).toBe(false)
    expect(read.addOns).toHaveLength(5)
  })

  it('refuse a bad add-on with a message at its field', () => {
    const addOns = [
      { id: 'floor-plan', name: ' ', priceCents: 9900, per: 'shoot', offered: true },
      { id: 'twilight', name: 'Twilight', priceCents: -100, per: 'image', offered: true },
      { id: 'staging', name: 'Staging', priceCents: 12.5, per: 'room', offered: true },
      { id: 'floor-plan', name: 'Floor plan again', priceCents: 10_000_001, per: 'shoot', offered: true },
      { id: 'Bad Id', name: 'Bad', priceCents: null, per: 'shoot', offered: true },
    ]
    expect(refusals({ ...sampleBookingSettings, addOns })).toEqual({
      'addOns.0.name': 'enter a name',
      'addOns.1.priceCents': expect.stringMatching(/>=0/),
      'addOns.2.priceCents': 'a price in cents',
      'addOns.2.per': 'choose per shoot or per image',
      'addOns.3.priceCents': expect.stringMatching(/<=10000000/),
      'addOns.4.id': 'use lower-case letters, digits and hyphens',
    })
    // Once the fields are right, the settings' own rules: one id once, twilight priced per shoot.
    const fixed = [
      { id: 'floor-plan', name: 'Floor plan', priceCents: 9900, per: 'shoot', offered: true },
      { id: 'twilight', name: 'Twilight', priceCents: 14900, per: 'image', offered: true },
      { id: 'floor-plan', name: 'Floor plan again', priceCents: 100, per: 'shoot', offered: true },
    ]
    expect(refusals({ ...sampleBookingSettings, addOns: fixed })).toEqual({
      'addOns.1.per': 'twilight is priced per shoot',
      'addOns.2.id': 'already used by another add-on',
    })
  })
})
