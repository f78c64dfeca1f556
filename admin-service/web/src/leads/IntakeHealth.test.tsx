// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultPaymentSettings } from '../../../../content/payments/requests.ts'
import { renderAdminPart } from '../../../../tests/support/adminPage.tsx'
import type { IntakeFigures, IntakeSummary } from '../../../shared/intake.ts'
import { ListingsTab } from '../listings/ListingsTab.tsx'
import type { ListingsBody } from '../listings/listingsApi.ts'
import { PaymentsTab } from '../payments/PaymentsTab.tsx'
import { INTAKE_KEY } from './IntakeHealth.tsx'

/** A door's figures as the service sums them (IntakeWatch.summary), nothing refused unless `figures` says. */
const summary = (figures: Partial<IntakeSummary>): IntakeSummary => ({
  since: '2026-11-29T10:00:00.000Z',
  refused: 0,
  byReason: {},
  byDoor: {},
  addresses: 0,
  lastRefusedAt: null,
  capRefused: 0,
  capReachedAt: null,
  capUntil: null,
  ...figures,
})

/** What `GET /api/intake` answers: junk at every feature's doors, and the checkout's hourly cap reached. */
const figures: IntakeFigures = {
  leads: summary({ refused: 4, byReason: { invalid: 4 }, byDoor: { 'quote form': 4 }, addresses: 4 }),
  booking: summary({ refused: 6, byReason: { origin: 6 }, byDoor: { holds: 6 }, addresses: 6 }),
  account: summary({ refused: 9, byReason: { invalid: 9 }, byDoor: { 'account sign-in': 9 }, addresses: 2 }),
  listings: summary({ refused: 12, byReason: { origin: 12 }, byDoor: { 'property website views': 12 }, addresses: 5 }),
  payments: summary({
    refused: 7,
    byReason: { invalid: 5, origin: 2 },
    byDoor: { 'invoice checkout': 7 },
    addresses: 3,
    capRefused: 2,
    capReachedAt: '2026-11-29T11:00:00.000Z',
    capUntil: '2026-11-29T12:00:00.000Z',
  }),
}

let unmount = () => {}
afterEach(() => unmount())

/** Renders `tab` over a stub service answering `answers` by path, and waits until `shown` is on the page. */
async function render(tab: ReactNode, answers: Record<string, unknown>, shown: string) {
  const part = await renderAdminPart(tab, (url) => (url in answers ? Response.json(answers[url]) : undefined))
  unmount = part.unmount
  await vi.waitFor(() => expect(part.container.textContent).toContain(shown))
  return part.container
}

const alerts = (container: HTMLElement, id: string) =>
  [...container.querySelectorAll(`[data-testid="${id}"]`)].map((a) => a.textContent)

describe("every door's junk where the owner looks", () => {
  it("shows the invoice checkout's on the Payments tab, and no other door's", async () => {
    const container = await render(
      <PaymentsTab />,
      {
        '/api/orders': { orders: [] },
        '/api/payments/settings': { ...defaultPaymentSettings(), cardPayments: true },
        [INTAKE_KEY]: figures,
      },
      'Payments',
    )
    await vi.waitFor(() => expect(alerts(container, 'intake-refused')).toHaveLength(1))
    expect(alerts(container, 'intake-refused')[0]).toContain(
      '7 requests that were not card payments were refused, from 3 addresses',
    )
    expect(alerts(container, 'intake-cap')).toEqual([
      expect.stringContaining('The hourly limit on card payments from all visitors together was reached'),
    ])
    expect(alerts(container, 'intake-cap')[0]).toContain('2 visitors were asked to try again later')
  })

  it("shows the agents' sign-in's and the property websites' views' on the Listings tab", async () => {
    const listings: ListingsBody = { listings: [], agents: [], settings: { mlsLongEdge: 1920 } }
    const container = await render(<ListingsTab />, { '/api/listings': listings, [INTAKE_KEY]: figures }, 'Listings')
    await vi.waitFor(() => expect(alerts(container, 'intake-refused')).toHaveLength(2))
    const [signIn, views] = alerts(container, 'intake-refused')
    expect(signIn).toContain('9 requests that were not sign-in link requests were refused, from 2 addresses')
    expect(views).toContain('12 requests that were not views of a property website were refused, from 5 addresses')
    expect(alerts(container, 'intake-cap')).toEqual([])
  })

  it('shows nothing of the doors when their figures cannot be fetched', async () => {
    const listings: ListingsBody = { listings: [], agents: [], settings: { mlsLongEdge: 1920 } }
    const container = await render(<ListingsTab />, { '/api/listings': listings }, 'No listings yet.')
    expect(container.querySelector('[data-testid^="intake-"]')).toBeNull()
  })
})
