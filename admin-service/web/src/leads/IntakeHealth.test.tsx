// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultPaymentSettings } from '../../../../content/payments/requests.ts'
import { renderAdminPart } from '../../../../tests/support/adminPage.tsx'
import type { IntakeFigures, IntakeSummary, RefusalReason } from '../../../shared/intake.ts'
import { sampleBookingSettings } from '../../../../content/booking/sampleSettings.ts'
import { BookingsTab } from '../bookings/BookingsTab.tsx'
import type { BookingsBody } from '../bookings/bookingsApi.ts'
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
  reasonsByDoor: {},
  addresses: 0,
  lastRefusedAt: null,
  capRefused: 0,
  capReachedAt: null,
  capUntil: null,
  capDoor: null,
  ...figures,
})

/** Junk refused at one door only, for `reasons`. */
function atOneDoor(door: string, reasons: Partial<Record<RefusalReason, number>>, figures: Partial<IntakeSummary>) {
  const refused = Object.values(reasons).reduce((sum, n) => sum + n, 0)
  return summary({
    refused,
    byReason: reasons,
    byDoor: { [door]: refused },
    reasonsByDoor: { [door]: reasons },
    ...figures,
  })
}

/** What `GET /api/intake` answers: junk at every feature's doors, and the checkout's hourly cap reached. */
const figures: IntakeFigures = {
  leads: atOneDoor('quote form', { invalid: 4 }, { addresses: 4 }),
  booking: atOneDoor('holds', { origin: 6 }, { addresses: 6 }),
  account: atOneDoor('account sign-in', { invalid: 9 }, { addresses: 2 }),
  listings: atOneDoor('property website views', { origin: 12 }, { addresses: 5 }),
  payments: atOneDoor(
    'invoice checkout',
    { invalid: 5, origin: 2 },
    {
      addresses: 3,
      capRefused: 2,
      capReachedAt: '2026-11-29T11:00:00.000Z',
      capUntil: '2026-11-29T12:00:00.000Z',
      capDoor: 'invoice checkout',
    },
  ),
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
      '7 requests that were not card checkouts were refused, from 3 addresses (5 not a link to an invoice, 2 from another site)',
    )
    expect(alerts(container, 'intake-cap')).toEqual([
      expect.stringContaining('The hourly limit on card checkouts from all visitors together was reached'),
    ])
    expect(alerts(container, 'intake-cap')[0]).toContain('2 visitors were asked to try again later')
  })

  it("shows the agents' sign-in's and the property websites' views' on the Listings tab", async () => {
    const listings: ListingsBody = { listings: [], agents: [], teams: [], settings: { mlsLongEdge: 1920 } }
    const container = await render(<ListingsTab />, { '/api/listings': listings, [INTAKE_KEY]: figures }, 'Listings')
    await vi.waitFor(() => expect(alerts(container, 'intake-refused')).toHaveLength(2))
    const [signIn, views] = alerts(container, 'intake-refused')
    expect(signIn).toContain(
      '9 requests that were not sign-in link requests were refused, from 2 addresses (9 not a valid sign-in link request)',
    )
    expect(views).toContain(
      '12 requests that were not views of a property website were refused, from 5 addresses (12 from another site)',
    )
    expect(alerts(container, 'intake-cap')).toEqual([])
  })

  it('shows nothing of the doors when their figures cannot be fetched', async () => {
    const listings: ListingsBody = { listings: [], agents: [], teams: [], settings: { mlsLongEdge: 1920 } }
    const container = await render(<ListingsTab />, { '/api/listings': listings }, 'No listings yet.')
    expect(container.querySelector('[data-testid^="intake-"]')).toBeNull()
  })
})

describe("each door's refusals in its own words", () => {
  /** `GET /api/bookings` with no bookings, and `intake` as the booking doors' figures. */
  const bookings = (intake: IntakeSummary): BookingsBody => ({
    bookings: [],
    settings: sampleBookingSettings,
    holidays: [],
    feeds: [],
    feedPath: '/api/booking/feed/f.ics',
    intake,
    history: [],
    mails: [],
  })

  it('on the Bookings tab: holds, bookings and manage links each say what they take, never a quote request', async () => {
    const intake = summary({
      refused: 13,
      byReason: { invalid: 9, origin: 3, 'too-large': 1 },
      byDoor: { holds: 6, bookings: 4, 'manage link': 3 },
      reasonsByDoor: {
        holds: { invalid: 5, origin: 1 },
        bookings: { invalid: 2, origin: 1, 'too-large': 1 },
        'manage link': { invalid: 2, origin: 1 },
      },
      addresses: 7,
      capRefused: 3,
      capReachedAt: '2026-11-29T11:00:00.000Z',
      capUntil: '2026-11-29T12:00:00.000Z',
      capDoor: 'bookings',
    })
    const container = await render(<BookingsTab />, { '/api/bookings': bookings(intake) }, 'Agenda')
    const [refused] = alerts(container, 'intake-refused')
    expect(refused).toContain('13 requests were refused as junk, from 7 addresses')
    const lines = [...container.querySelectorAll('[data-testid="intake-refused"] li')].map((li) => li.textContent)
    expect(lines).toEqual([
      'holds: 6 (5 not a valid request to hold a time, 1 from another site)',
      'bookings: 4 (2 not a valid booking request, 1 from another site, 1 too large)',
      'manage link: 3 (2 not a valid manage link or change, 1 from another site)',
    ])
    expect(alerts(container, 'intake-cap')).toEqual([
      expect.stringContaining('The hourly limit on booking requests from all visitors together was reached'),
    ])
    expect(container.textContent).not.toMatch(/quote/i)
  })

  it('at one door alone: its words in the sentence and the reasons', async () => {
    const container = await render(
      <BookingsTab />,
      { '/api/bookings': bookings(atOneDoor('manage link', { invalid: 40 }, { addresses: 20 })) },
      'Agenda',
    )
    expect(alerts(container, 'intake-refused')).toEqual([
      expect.stringContaining(
        '40 requests that were not uses of a manage link were refused, from 20 addresses (40 not a valid manage link or change)',
      ),
    ])
  })
})
