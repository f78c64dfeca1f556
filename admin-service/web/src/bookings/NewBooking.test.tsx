// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookingFieldErrors, bookingRequest, shootRequest } from '../../../../content/booking/requests.ts'
import { sampleBookingSettings } from '../../../../content/booking/sampleSettings.ts'
import { renderAdminPart, typeInto as type } from '../../../../tests/support/adminPage.tsx'
import type { BookingsBody } from './bookingsApi.ts'
import { NewBooking } from './NewBooking.tsx'

const START = '2026-12-01T14:00:00.000Z'

/** What `POST /api/bookings/owner` answers to a shoot or details the schemas refuse (bookingRoutes.ts): 400 by field. */
function ownerBooking(body: string): Response {
  posted.push(JSON.parse(body) as Record<string, unknown>)
  const shoot = shootRequest.safeParse(JSON.parse(body))
  const details = bookingRequest.safeParse({ ...JSON.parse(body), holdId: 'owner', consent: true })
  if (shoot.success && details.success) return Response.json({ ok: true }, { status: 201 })
  const fields = {
    ...(shoot.success ? {} : bookingFieldErrors(shoot.error)),
    ...(details.success ? {} : bookingFieldErrors(details.error)),
  }
  return Response.json({ error: 'Please check the fields marked below', fields }, { status: 400 })
}

let container: HTMLDivElement
let posted: Record<string, unknown>[] = []
let unmount: () => void
const data = { settings: sampleBookingSettings } as BookingsBody

const show = async (body: BookingsBody) => {
  ;({ container, unmount } = await renderAdminPart(<NewBooking data={body} onDone={() => {}} />, (url, init) => {
    if (url === '/api/leads') return Response.json({ leads: [] })
    if (url.startsWith('/api/booking/slots?')) return Response.json({ slots: [{ start: START, end: START }] })
    if (url === '/api/bookings/owner' && init?.method === 'POST') return ownerBooking(String(init.body))
    return undefined
  }))
}

beforeEach(async () => {
  posted = []
  await show(data)
})

afterEach(() => unmount())

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)!
describe('a new booking the service refuses', () => {
  it('is summed up at the top of the form, focused, each refused field linked and marked', async () => {
    await act(async () => byId<HTMLInputElement>('new-s-photography').click())
    type(byId('new-postal'), 'M5V 2T6')
    type(byId('new-email'), 'not an address')
    await act(async () => button('Find open times').click())
    await vi.waitFor(() => expect(byId('new-start')).not.toBeNull())
    type(byId('new-start'), START)
    await act(async () => button('Book and send the invitation').click())
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull())

    const form = container.querySelector('form')!
    const summary = form.querySelector<HTMLElement>('[role="alert"]')!
    expect(summary.previousElementSibling?.tagName).toBe('H2')
    expect(form.querySelectorAll('[role="alert"]')).toHaveLength(1)
    expect(document.activeElement).toBe(summary)
    expect(summary.querySelector('p')!.textContent).toBe('Please check the fields marked below')
    expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Name: Enter your name (up to 100 characters)',
      'E-mail: Enter an e-mail address like name@example.com',
      'Phone: Enter a phone number we can call on the day',
      'Property address: Enter the property’s street address',
    ])
    const email = byId<HTMLInputElement>('new-email')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(byId(email.getAttribute('aria-describedby')!).textContent).toBe(
      'Enter an e-mail address like name@example.com',
    )
    await act(async () => summary.querySelectorAll('a')[1]!.click())
    expect(document.activeElement).toBe(email)
  })
})

describe('a booking at a time the owner types', () => {
  it('is sent as that Toronto time, outside the times offered', async () => {
    await act(async () => byId<HTMLInputElement>('new-s-photography').click())
    type(byId('new-postal'), 'M5V 2T6')
    await act(async () => button('Find open times').click())
    await vi.waitFor(() => expect(byId('new-other')).not.toBeNull())
    // 6:30 in Toronto on 2 December (EST, UTC-5) is 11:30 UTC.
    type(byId('new-other'), '2026-12-02T06:30')
    expect(byId<HTMLSelectElement>('new-start').value).toBe('')
    await act(async () => button('Book and send the invitation').click())
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toMatchObject({ start: '2026-12-02T11:30:00.000Z' })
  })
})

describe('the add-ons of a new booking', () => {
  // Floor plans and virtual staging priced, extra photos offered without a price, rush delivery not offered.
  const priced = {
    settings: {
      ...sampleBookingSettings,
      addOns: sampleBookingSettings.addOns.map((a) =>
        a.id === 'floor-plan'
          ? { ...a, priceCents: 14900 }
          : a.id === 'virtual-staging'
            ? { ...a, priceCents: 2500 }
            : a.id === 'rush-delivery'
              ? { ...a, offered: false }
              : a,
      ),
    },
  } as BookingsBody

  beforeEach(async () => {
    unmount()
    await show(priced)
  })

  const fillIn = async () => {
    await act(async () => byId<HTMLInputElement>('new-s-photography').click())
    type(byId('new-name'), 'Dana Agent')
    type(byId('new-email'), 'dana@example.com')
    type(byId('new-phone'), '416 555 0199')
    type(byId('new-address'), '12 Maple Ave')
    type(byId('new-postal'), 'M5V 2T6')
    await act(async () => button('Find open times').click())
    await vi.waitFor(() => expect(byId('new-start')).not.toBeNull())
    type(byId('new-start'), START)
  }

  it('are those /book offers, twilight aside (a service), each with its price', () => {
    const legend = [...container.querySelectorAll('legend')].find((l) => l.textContent === 'Add-ons')!
    const labels = [...legend.closest('fieldset')!.querySelectorAll('label')].map((l) => l.textContent)
    expect(labels).toEqual([
      'Floor plan ($149.00 before HST)',
      'Virtual staging: images ($25.00 per image before HST)',
      'Extra photos: images (price confirmed by e-mail)',
    ])
  })

  it('are sent with the booking: a per-shoot one ticked, a per-image one with its images', async () => {
    await act(async () => byId<HTMLInputElement>('new-a-floor-plan').click())
    type(byId('new-a-virtual-staging'), '3')
    type(byId('new-a-extra-photos'), '0')
    await fillIn()
    await act(async () => button('Book and send the invitation').click())
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]!.addOns).toEqual([
      { id: 'floor-plan', quantity: 1 },
      { id: 'virtual-staging', quantity: 3 },
    ])
  })

  it('are marked, and named in the summary, when the service refuses a count', async () => {
    type(byId('new-a-virtual-staging'), '101')
    await fillIn()
    await act(async () => button('Book and send the invitation').click())
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull())
    const summary = container.querySelector<HTMLElement>('[role="alert"]')!
    expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Add-ons: Choose add-ons from the list, and for one priced per image how many images (1 to 100)',
    ])
    expect(byId('new-a-virtual-staging').getAttribute('aria-invalid')).toBe('true')
  })
})
