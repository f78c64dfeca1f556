// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sampleBookingSettings } from '../../../../content/booking/sampleSettings.ts'
import type { BookingSettings } from '../../../../content/booking/settings.ts'
import { defaultPaymentSettings } from '../../../../content/payments/requests.ts'
import { renderAdminPart } from '../../../../tests/support/adminPage.tsx'
import { SetupChecklist } from './SetupChecklist.tsx'

/** Every service priced for every size band; payments set up but for what each test leaves out. */
const services = sampleBookingSettings.services.map((service) => ({
  ...service,
  prices: Object.fromEntries(sampleBookingSettings.sizes.map((size) => [size.id, 24900])),
}))
const payments = {
  ...defaultPaymentSettings(),
  legalName: 'North Frame Media Inc.',
  hstNumber: '123456789 RT0001',
  etransferEmail: 'pay@northframe.example',
  cardPayments: true,
}

let unmount = () => {}
afterEach(() => unmount())

async function checklistFor(addOns: BookingSettings['addOns']) {
  const settings = { ...sampleBookingSettings, services, addOns }
  let container: HTMLDivElement
  ;({ container, unmount } = await renderAdminPart(<SetupChecklist />, (url) => {
    if (url === '/api/bookings') return Response.json({ settings })
    if (url === '/api/payments/settings') return Response.json(payments)
    return undefined
  }))
  // Both settings loaded: the checklist, or nothing once everything is done.
  await act(async () => vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2)))
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
  return container!.querySelector('[data-testid="payments-setup"]')
}

const priced = (id: string, priceCents: number | null, offered = true) => {
  const addOn = sampleBookingSettings.addOns.find((a) => a.id === id)!
  return { ...addOn, priceCents, offered }
}

describe('the set-up checklist’s prices', () => {
  it('are not done while an add-on /book offers has no price, every service priced', async () => {
    const checklist = await checklistFor([priced('floor-plan', 14900), priced('virtual-staging', null)])
    expect(checklist?.querySelector('h2')?.textContent).toBe('Set up getting paid (3 of 4 done)')
    expect([...checklist!.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Prices for every service and size, and for every add-on offered (Bookings, Availability)',
    ])
  })

  it('count twilight as an add-on to price once it is offered', async () => {
    const checklist = await checklistFor([priced('floor-plan', 14900), priced('twilight', null)])
    expect(checklist?.querySelector('h2')?.textContent).toBe('Set up getting paid (3 of 4 done)')
  })

  it('are done once every offered add-on has a price, one not offered left without', async () => {
    const checklist = await checklistFor([
      priced('floor-plan', 14900),
      priced('twilight', 9900),
      priced('virtual-staging', 2500),
      priced('rush-delivery', null, false),
    ])
    expect(checklist).toBeNull()
  })
})
