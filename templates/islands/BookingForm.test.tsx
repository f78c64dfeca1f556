// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderIsland } from '../../tests/support/islandPage.tsx'
import { bookingMessages } from '@content/booking/messages.ts'
import type { Options, SlotAnswer } from './booking/bookingApi.ts'
import { BookingForm } from './BookingForm.tsx'

/** What `GET /api/booking/options` answers with add-ons offered (admin-service/server/booking/bookingRoutes.ts). */
const options: Options = {
  services: [
    { id: 'photography', name: 'Photography' },
    { id: 'twilight', name: 'Twilight', twilight: true },
  ],
  addOns: [
    { id: 'floor-plan', name: 'Floor plan', per: 'shoot' },
    { id: 'virtual-staging', name: 'Virtual staging', per: 'image' },
  ],
  sizes: [{ id: 'condo', label: 'Condo or apartment' }],
  noticeHours: 48,
  horizonDays: 45,
  holdMinutes: 10,
  cutoffHours: 24,
  confirmation: 'instant',
  today: '2026-11-30',
}
const START = '2026-12-07T15:00:00.000Z'
const answer: SlotAnswer = {
  from: '2026-11-30',
  to: '2026-12-13',
  zone: { name: 'Downtown and midtown Toronto' },
  minutes: 60,
  price: {
    lines: [
      { label: 'Photography', cents: 24900 },
      { label: 'Floor plan', cents: 9900 },
      { label: 'Virtual staging (3 images)', cents: 10500 },
    ],
    subtotalCents: 45300,
    hstCents: 5889,
    totalCents: 51189,
  },
  slots: [{ start: START, end: '2026-12-07T16:00:00.000Z' }],
}

let container: HTMLDivElement
let unmount = () => {}
let asked: { url: string; body: unknown }[]

/** Renders the island over a service answering the options, `slots` to every slots query, and a hold. */
async function render(slots: (url: string) => Response = () => Response.json(answer)) {
  asked = []
  const quote = {
    action: '/api/leads',
    privacyHref: '/privacy/',
    copy: { intro: '', consent: '', submit: 'Send', successTitle: '', successText: '', reply: '' },
  }
  ;({ container, unmount } = await renderIsland(
    <BookingForm
      api="/api"
      privacyHref="/privacy/"
      phone="+1 (416) 555-0147"
      phoneHref="tel:+14165550147"
      copy={{ noScript: '', unavailable: '', consent: 'I agree' }}
      quote={quote}
    />,
    async (url, init) => {
      asked.push({ url, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) })
      if (url === '/api/booking/options') return Response.json(options)
      if (url.startsWith('/api/booking/slots?')) return slots(url)
      if (url === '/api/booking/holds')
        return Response.json(
          { holdId: 'hold-1', expiresAt: '2026-12-07T14:00:00.000Z', start: START, end: answer.slots[0]!.end },
          { status: 201 },
        )
      return Response.json({ error: 'Not found' }, { status: 404 })
    },
  ))
  await vi.waitFor(() => expect(button('Show open times')).toBeDefined())
}

const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)
/** The control a <label> names. */
function field(label: string) {
  const found = [...container.querySelectorAll('label')].filter((l) => l.textContent === label)
  expect(found, `one field labelled "${label}"`).toHaveLength(1)
  return found[0]!.control as HTMLInputElement
}
function typeInto(control: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, value)
    control.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
const slotQueries = () =>
  asked.filter((a) => a.url.startsWith('/api/booking/slots?')).map((a) => new URL(a.url, 'http://x').searchParams)

afterEach(() => unmount())

describe('/book’s add-ons', () => {
  it('offers each add-on, asks how many images of a per-image one, and shows the whole price before the time', async () => {
    await render()
    const legend = [...container.querySelectorAll('legend')].find((l) => l.textContent?.startsWith('Add-ons'))
    expect(legend, 'the add-ons fieldset').toBeDefined()
    expect(field('Floor plan').type).toBe('checkbox')
    const images = field('Virtual staging: images')
    expect(images).toMatchObject({ type: 'number', min: '0', max: '100' })
    // Twilight stays a service (its time is set by sunset), not an add-on.
    expect(field('Twilight (around sunset)').name).toBe('services')

    await act(async () => field('Photography').click())
    await act(async () => field('Floor plan').click())
    typeInto(images, '3')
    typeInto(field('Postal code'), 'M5V 2T6')
    await act(async () => button('Show open times')!.click())
    await vi.waitFor(() => expect(container.querySelector('p[role="status"]')).not.toBeNull())

    const [query] = slotQueries()
    expect(query!.get('services')).toBe('photography')
    expect(query!.get('addOns')).toBe('floor-plan,virtual-staging:3')
    expect(container.querySelector('p[role="status"]')!.textContent).toBe(
      '1 h on site, Downtown and midtown Toronto. Price: Photography $249.00, Floor plan $99.00, Virtual staging (3 images) $105.00, HST $58.89, total $511.89.',
    )

    // The hold is for the same shoot, add-ons included.
    await act(async () => container.querySelector<HTMLInputElement>('input[type="radio"]')!.click())
    await act(async () => button('Hold this time')!.click())
    await vi.waitFor(() => expect(asked.some((a) => a.url === '/api/booking/holds')).toBe(true))
    expect(asked.find((a) => a.url === '/api/booking/holds')!.body).toEqual({
      services: ['photography'],
      addOns: [
        { id: 'floor-plan', quantity: 1 },
        { id: 'virtual-staging', quantity: 3 },
      ],
      size: 'condo',
      postal: 'M5V 2T6',
      start: START,
    })
  })

  it('asks without add-ons when none is chosen, and shows the service’s message for a count it refuses', async () => {
    await render((url) =>
      url.includes('addOns=')
        ? Response.json({ error: 'Please check', fields: { addOns: bookingMessages.addOns } }, { status: 400 })
        : Response.json({ ...answer, price: null }),
    )
    await act(async () => field('Photography').click())
    typeInto(field('Postal code'), 'M5V 2T6')
    await act(async () => button('Show open times')!.click())
    await vi.waitFor(() => expect(container.querySelector('p[role="status"]')).not.toBeNull())
    expect(slotQueries()[0]!.has('addOns')).toBe(false)
    expect(container.querySelector('p[role="status"]')!.textContent).toContain('Price confirmed by e-mail.')

    typeInto(field('Virtual staging: images'), '500')
    await act(async () => button('Show open times')!.click())
    await vi.waitFor(() => expect(container.textContent).toContain(bookingMessages.addOns))
    expect(slotQueries()[1]!.get('addOns')).toBe('virtual-staging:500')
    const images = field('Virtual staging: images')
    expect(images.getAttribute('aria-invalid')).toBe('true')
    const fieldset = images.closest('fieldset')!
    expect(document.getElementById(fieldset.getAttribute('aria-describedby')!)!.textContent).toBe(
      bookingMessages.addOns,
    )
  })
})
