// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookingFieldErrors, bookingRequest } from '../../../../content/booking/requests.ts'
import { sampleBookingSettings } from '../../../../content/booking/sampleSettings.ts'
import { renderAdminPart, typeInto as type } from '../../../../tests/support/adminPage.tsx'
import type { BookingsBody } from './bookingsApi.ts'
import { NewBooking } from './NewBooking.tsx'

const START = '2026-12-01T14:00:00.000Z'

/** What `POST /api/bookings/owner` answers to details the schema refuses (bookingRoutes.ts): 400 by field. */
function ownerBooking(body: string): Response {
  posted.push(JSON.parse(body) as Record<string, unknown>)
  const details = bookingRequest.safeParse({ ...JSON.parse(body), holdId: 'owner', consent: true })
  if (details.success) return Response.json({ ok: true }, { status: 201 })
  const fields = bookingFieldErrors(details.error)
  return Response.json({ error: 'Please check the fields marked below', fields }, { status: 400 })
}

let container: HTMLDivElement
let posted: Record<string, unknown>[] = []
let unmount: () => void
const data = { settings: sampleBookingSettings } as BookingsBody

beforeEach(async () => {
  posted = []
  ;({ container, unmount } = await renderAdminPart(<NewBooking data={data} onDone={() => {}} />, (url, init) => {
    if (url === '/api/leads') return Response.json({ leads: [] })
    if (url.startsWith('/api/booking/slots?')) return Response.json({ slots: [{ start: START, end: START }] })
    if (url === '/api/bookings/owner' && init?.method === 'POST') return ownerBooking(String(init.body))
    return undefined
  }))
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
