// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleBookingSettings } from '../../../../content/booking/sampleSettings.ts'
import { bookingSettings, type BookingSettings } from '../../../../content/booking/settings.ts'
import { renderAdminPart, typeInto as type } from '../../../../tests/support/adminPage.tsx'
import { SettingsForm } from './SettingsForm.tsx'

/**
 * What `PUT /api/booking/settings` answers (server/booking/BookingStore.ts `setSettings` through
 * bookingRoutes.ts): the same schema, 400 "Please check the fields marked below" with each refused field
 * by its path, else 200 with the settings.
 */
function settingsApi(body: string): Response {
  const parsed = bookingSettings.safeParse(JSON.parse(body))
  if (parsed.success) return Response.json({ ok: true, settings: parsed.data })
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message
  return Response.json({ error: 'Please check the fields marked below', fields }, { status: 400 })
}

const holidays = [
  { day: '2026-12-25', name: 'Christmas Day', open: false },
  { day: '2026-12-26', name: 'Boxing Day', open: false },
]
let container: HTMLDivElement
let unmount: () => void
let sent: BookingSettings[]
/** The service's answer to a save, when a test gives another than `settingsApi`'s. */
let answer: ((body: string) => Response) | null

beforeEach(async () => {
  sent = []
  answer = null
  ;({ container, unmount } = await renderAdminPart(
    <SettingsForm settings={sampleBookingSettings} holidays={holidays} />,
    (url, init) => {
      if (url !== '/api/booking/settings' || init?.method !== 'PUT') return undefined
      sent.push(JSON.parse(String(init.body)) as BookingSettings)
      return (answer ?? settingsApi)(String(init.body))
    },
  ))
})

afterEach(() => unmount())

/** The control a <label> names, as a screen reader finds it. */
function field(label: string, within: ParentNode = container): HTMLInputElement {
  const found = [...within.querySelectorAll('label')].filter((l) => l.textContent === label)
  expect(found, `one field labelled "${label}"`).toHaveLength(1)
  const control = found[0]!.control as HTMLInputElement | null
  expect(control, `the control of "${label}"`).not.toBeNull()
  return control!
}
/** The group of a zone, by its heading. */
function zone(name: string): HTMLElement {
  const heading = [...container.querySelectorAll('h4')].find((h) => h.textContent === name)
  expect(heading, `the zone "${name}"`).toBeDefined()
  const group = container.querySelector<HTMLElement>(`[role="group"][aria-labelledby="${heading!.id}"]`)
  expect(group).not.toBeNull()
  return group!
}
const button = (name: string) => {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name)
  expect(found, `the button "${name}"`).toBeDefined()
  return found!
}
const save = async () => {
  await act(async () => button('Save availability').click())
  await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0))
  await act(async () => {})
}
/** The message a control is described by (aria-describedby), as a screen reader reads it after its label. */
const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')

describe('the availability form’s service zones', () => {
  it('shows each zone as labelled inputs, not JSON', () => {
    expect(container.querySelector('textarea.font-monospace')).toBeNull()
    expect([...container.querySelectorAll('textarea')].some((t) => t.value.includes('"prefixes"'))).toBe(false)
    for (const z of sampleBookingSettings.zones) {
      const group = zone(z.name)
      expect(field('Name', group).value).toBe(z.name)
      expect(field('Postal-code prefixes (comma or space between)', group).value).toBe(z.prefixes.join(', '))
      expect(Number(field('Latitude (for sunset)', group).value)).toBe(z.latitude)
    }
    expect(field('Downtown and midtown Toronto and Vaughan, Richmond Hill and Markham').value).toBe('45')
  })

  it('adds, edits and removes zones and saves them through the unchanged API', async () => {
    const core = zone('Downtown and midtown Toronto')
    type(field('Postal-code prefixes (comma or space between)', core), 'm4  M5,m6;M5V')
    await act(async () => button('Add a zone').click())
    // Keyboard users land in the new zone's first field.
    expect(document.activeElement).toBe(field('Name', zone('New zone')))
    type(field('Name', zone('New zone')), 'Durham')
    const durham = zone('Durham')
    type(field('Postal-code prefixes (comma or space between)', durham), 'l1g, L1H l1z')
    type(field('Travel fee ($, empty: none)', durham), '25')
    type(field('Downtown and midtown Toronto and Durham'), '55')
    type(field('Travel within one zone (minutes)'), '30')
    await act(async () => button('Remove zone Hamilton').click())
    expect(document.activeElement).toBe(button('Add a zone'))
    await save()

    const saved = sent.at(-1)!
    expect(saved.zones.map((z) => z.name)).toEqual([
      'Downtown and midtown Toronto',
      'Scarborough, North York and Etobicoke',
      'Vaughan, Richmond Hill and Markham',
      'Mississauga and Brampton',
      'Oakville, Burlington and Milton',
      'Durham',
    ])
    expect(saved.zones[0]!.prefixes).toEqual(['M4', 'M5', 'M6', 'M5V'])
    expect(saved.zones[5]).toMatchObject({ prefixes: ['L1G', 'L1H', 'L1Z'], travelFeeCents: 2500 })
    expect(saved.zones[5]!.id).toMatch(/^zone-[a-z0-9]+$/)
    expect(saved.travel).toContainEqual({ from: 'toronto-core', to: saved.zones[5]!.id, minutes: 55 })
    expect(saved.travel.some((t) => t.from === 'hamilton' || t.to === 'hamilton')).toBe(false)
    expect(saved.sameZoneMinutes).toBe(30)
    expect(bookingSettings.safeParse(saved).success).toBe(true)
    expect(container.textContent).toContain('Settings saved.')
  })

  it('puts each message of the service beside the field it refused, announced with it', async () => {
    const outer = zone('Scarborough, North York and Etobicoke')
    type(field('Postal-code prefixes (comma or space between)', outer), 'M1, M5, M2')
    const hamilton = zone('Hamilton')
    type(field('Postal-code prefixes (comma or space between)', hamilton), 'L8 9A')
    type(field('Name', hamilton), ' ')
    type(field('Latitude (for sunset)', zone('Mississauga and Brampton')), '120')
    await save()

    const prefixes = field('Postal-code prefixes (comma or space between)', outer)
    expect(prefixes.getAttribute('aria-invalid')).toBe('true')
    expect(description(prefixes)).toBe('M5: already in another zone')
    expect(hamilton.querySelector('h4')!.textContent).toBe('New zone')
    expect(description(field('Postal-code prefixes (comma or space between)', hamilton))).toBe(
      '9A: use a postal-code prefix like M5V or L4',
    )
    const name = field('Name', hamilton)
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(description(name)).toMatch(/>=1 characters/)
    const latitude = field('Latitude (for sunset)', zone('Mississauga and Brampton'))
    expect(description(latitude)).toMatch(/<=90/)
    // A field the service accepted is not marked.
    expect(field('Name', outer).getAttribute('aria-invalid')).toBeNull()
  })

  it('puts back a zone that still has bookings, where it was and with its travel times, saying so', async () => {
    const refusal =
      'Hamilton still has 1 upcoming booking (Ada Brook on Monday, December 7, 2026 at 10:00 a.m.): keep the zone until it has taken place, or cancel it, before removing Hamilton'
    // As BookingStore.setSettings answers through bookingRoutes.ts: 409, the first zone it refuses named first.
    answer = (body) =>
      (JSON.parse(body) as BookingSettings).zones.some((z) => z.id === 'hamilton')
        ? settingsApi(body)
        : Response.json({ error: refusal, bookings: [] }, { status: 409 })
    await act(async () => button('Remove zone Hamilton').click())
    await act(async () => button('Remove zone Oakville, Burlington and Milton').click())
    await save()

    const alert = container.querySelector('form [role="alert"]')!
    expect(alert.textContent).toContain(`${refusal} Hamilton is back in the form.`)
    // Hamilton is back as it was; Oakville, not refused, stays removed.
    expect([...container.querySelectorAll('h4')].map((h) => h.textContent)).toEqual([
      'Downtown and midtown Toronto',
      'Scarborough, North York and Etobicoke',
      'Vaughan, Richmond Hill and Markham',
      'Mississauga and Brampton',
      'Hamilton',
    ])
    expect(field('Postal-code prefixes (comma or space between)', zone('Hamilton')).value).toBe(
      'L8, L9A, L9B, L9C, L9G, L9H, L9K',
    )
    expect(field('Downtown and midtown Toronto and Hamilton').value).toBe('70')
    expect(field('Mississauga and Brampton and Hamilton').value).toBe('50')

    sent = []
    await save()
    const saved = sent.at(-1)!
    expect(saved.zones.map((z) => z.id)).toEqual(['toronto-core', 'toronto-outer', 'york', 'peel', 'hamilton'])
    expect(saved.travel.filter((t) => t.to === 'hamilton')).toEqual([
      { from: 'toronto-core', to: 'hamilton', minutes: 70 },
      { from: 'toronto-outer', to: 'hamilton', minutes: 70 },
      { from: 'york', to: 'hamilton', minutes: 80 },
      { from: 'peel', to: 'hamilton', minutes: 50 },
    ])
    expect(saved.travel.some((t) => t.from === 'halton' || t.to === 'halton')).toBe(false)
    expect(container.textContent).toContain('Settings saved.')
  })

  it('keeps one zone at least', async () => {
    for (const z of sampleBookingSettings.zones.slice(1)) await act(async () => button(`Remove zone ${z.name}`).click())
    expect(button(`Remove zone ${sampleBookingSettings.zones[0]!.name}`).disabled).toBe(true)
  })
})

describe('the availability form’s refusal', () => {
  it('is summed up at the top of the form, focused, with a link to each refused field', async () => {
    type(field('Minimum notice (hours)'), '-5')
    type(field('E-mail (gets the invitations)'), 'daniel')
    const monday = container.querySelector<HTMLInputElement>('[aria-label="Daniel Reyes: Monday from"]')!
    type(monday, '19:00')
    type(field('Postal-code prefixes (comma or space between)', zone('Scarborough, North York and Etobicoke')), 'M1 M5')
    await save()

    const form = container.querySelector('form')!
    const summary = form.querySelector<HTMLElement>('[role="alert"]')!
    // First under the form's heading, above every field; the only alert (none left by the Save button).
    expect(summary.previousElementSibling?.tagName).toBe('H2')
    expect(summary.compareDocumentPosition(field('Minimum notice (hours)'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    expect(form.querySelectorAll('[role="alert"]')).toHaveLength(1)
    expect(document.activeElement).toBe(summary)
    expect(summary.querySelector('p')!.textContent).toBe('Please check the fields marked below')
    const links = [...summary.querySelectorAll('a')]
    expect(links.map((a) => a.textContent)).toEqual([
      expect.stringMatching(/^Minimum notice \(hours\): .*>=0/),
      'Daniel Reyes: E-mail (gets the invitations): enter an e-mail address',
      'Daniel Reyes: Monday from: the end must be after the start',
      'Scarborough, North York and Etobicoke: Postal-code prefixes (comma or space between): M5: already in another zone',
    ])
    await act(async () => links[1]!.click())
    expect(document.activeElement).toBe(field('E-mail (gets the invitations)'))

    type(field('Minimum notice (hours)'), '48')
    type(field('E-mail (gets the invitations)'), 'daniel@example.com')
    type(monday, '08:00')
    type(field('Postal-code prefixes (comma or space between)', zone('Scarborough, North York and Etobicoke')), 'M1')
    sent = []
    await save()
    expect(form.querySelector('[role="alert"]')).toBeNull()
    expect(form.querySelector('[role="status"]')!.textContent).toBe('Settings saved.')
  })
})

describe('the availability form’s statutory holidays', () => {
  it('opens a holiday to bookings when its box is ticked, and closes it again', async () => {
    const boxing = field('Open Boxing Day, Saturday, December 26')
    expect(boxing.checked).toBe(false)
    await act(async () => boxing.click())
    await save()
    expect(sent.at(-1)!.openHolidays).toEqual(['2026-12-26'])
    await act(async () => boxing.click())
    sent = []
    await save()
    expect(sent.at(-1)!.openHolidays).toEqual([])
  })
})

describe('the availability form’s add-ons', () => {
  /** The group of an add-on, by the name it shows. */
  function addOn(name: string): HTMLElement {
    const label = [...container.querySelectorAll('[role="group"] > div > p')].find((p) => p.textContent === name)
    expect(label, `the add-on "${name}"`).toBeDefined()
    return container.querySelector<HTMLElement>(`[role="group"][aria-labelledby="${label!.id}"]`)!
  }
  const price = (name: string) => field('Price ($, empty: by e-mail)', addOn(name))

  it('takes prices in dollars and saves them as cents; an empty price is confirmed by e-mail', async () => {
    expect(price('Floor plan').value).toBe('')
    type(price('Floor plan'), '149')
    type(price('Twilight'), '$1,249.50')
    type(price('Virtual staging'), '35.00')
    await save()
    const saved = sent.at(-1)!
    expect(saved.addOns.map((a) => [a.id, a.priceCents])).toEqual([
      ['floor-plan', 14900],
      ['twilight', 124950],
      ['virtual-staging', 3500],
      ['rush-delivery', null],
      ['extra-photos', null],
    ])
    expect(bookingSettings.safeParse(saved).success).toBe(true)
    expect(container.textContent).toContain('Settings saved.')
    // Shown back in dollars; emptied, the price is by e-mail again.
    expect(price('Twilight').value).toBe('1249.50')
    type(price('Twilight'), '')
    sent = []
    await save()
    expect(sent.at(-1)!.addOns.find((a) => a.id === 'twilight')!.priceCents).toBeNull()
  })

  it('refuses a price that is not dollars beside its field, and sends nothing', async () => {
    type(price('Rush delivery'), '12.345')
    type(price('Extra photos'), '-5')
    await act(async () => button('Save availability').click())
    expect(sent).toEqual([])
    const rush = price('Rush delivery')
    expect(rush.getAttribute('aria-invalid')).toBe('true')
    expect(description(rush)).toBe('must be whole cents (two decimals at most)')
    expect(description(price('Extra photos'))).toBe('must not be negative')
    const summary = container.querySelector<HTMLElement>('form [role="alert"]')!
    expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Rush delivery: Price ($, empty: by e-mail): must be whole cents (two decimals at most)',
      'Extra photos: Price ($, empty: by e-mail): must not be negative',
    ])
    type(price('Rush delivery'), '75')
    type(price('Extra photos'), '5')
    await save()
    expect(
      sent
        .at(-1)!
        .addOns.filter((a) => a.priceCents !== null)
        .map((a) => a.priceCents),
    ).toEqual([7500, 500])
  })

  it('adds one priced per image, turns one off, removes one, and keeps twilight', async () => {
    await act(async () => button('Add an add-on').click())
    const fresh = addOn('New add-on')
    expect(document.activeElement).toBe(field('Name', fresh))
    type(field('Name', fresh), 'Drone video clip')
    type(price('Drone video clip'), '60')
    type(field('Priced', addOn('Drone video clip')) as unknown as HTMLSelectElement, 'image')
    await act(async () => field('Offered on /book', addOn('Rush delivery')).click())
    await act(async () => button('Remove add-on Extra photos').click())
    expect(document.activeElement).toBe(button('Add an add-on'))
    expect([...addOn('Twilight').querySelectorAll('button')]).toEqual([])
    await save()
    const saved = sent.at(-1)!
    expect(saved.addOns.map(({ id: _id, ...a }) => a)).toEqual([
      { name: 'Floor plan', priceCents: null, per: 'shoot', offered: true },
      { name: 'Twilight', priceCents: null, per: 'shoot', offered: true },
      { name: 'Virtual staging', priceCents: null, per: 'image', offered: true },
      { name: 'Rush delivery', priceCents: null, per: 'shoot', offered: false },
      { name: 'Drone video clip', priceCents: 6000, per: 'image', offered: true },
    ])
    expect(saved.addOns[4]!.id).toMatch(/^addon-[a-z0-9]+$/)
    expect(bookingSettings.safeParse(saved).success).toBe(true)
  })

  it('puts the service’s message beside the add-on it refused', async () => {
    type(field('Name', addOn('Floor plan')), ' ')
    await save()
    const name = field('Name', addOn('New add-on'))
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(description(name)).toBe('enter a name')
  })
})

describe('the availability form’s prices', () => {
  const byId = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!

  it('takes the services’ prices and the travel fees in dollars, and saves cents', async () => {
    const condo = byId('settings-photography-condo-price')
    expect(condo.value).toBe('')
    type(condo, '249')
    type(byId('settings-photography-over-4000-price'), '499.99')
    const core = field('Travel fee ($, empty: none)', zone('Downtown and midtown Toronto'))
    type(core, '25.50')
    await save()
    const saved = sent.at(-1)!
    expect(saved.services.find((s) => s.id === 'photography')!.prices).toEqual({ condo: 24900, 'over-4000': 49999 })
    expect(saved.zones.find((z) => z.id === 'toronto-core')!.travelFeeCents).toBe(2550)
    expect(condo.value).toBe('249.00')
    expect(core.value).toBe('25.50')

    // Emptied: the service's price is by e-mail again, the travel fee $0.
    type(condo, '')
    type(core, '')
    sent = []
    await save()
    const again = sent.at(-1)!
    expect(again.services.find((s) => s.id === 'photography')!.prices).toEqual({ 'over-4000': 49999 })
    expect(again.zones.find((z) => z.id === 'toronto-core')!.travelFeeCents).toBe(0)
  })

  it('refuses a price that is not dollars beside its field before sending', async () => {
    type(byId('settings-drone-condo-price'), '1,50')
    type(field('Travel fee ($, empty: none)', zone('Hamilton')), '100000.01')
    await act(async () => button('Save availability').click())
    expect(sent).toEqual([])
    expect(description(byId('settings-drone-condo-price'))).toBe('must be an amount in dollars, such as 249 or 249.00')
    expect(description(field('Travel fee ($, empty: none)', zone('Hamilton')))).toBe('must be $100,000 or less')
  })
})
