// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listing, type Listing } from '../../../../content/listings/store.ts'
import { renderAdminPart } from '../../../../tests/support/adminPage.tsx'
import { deliveryBrief } from './deliveryBrief.ts'
import type { ListingsBody } from './listingsApi.ts'
import { ListingsTab } from './ListingsTab.tsx'

const now = '2026-11-02T10:00:00.000Z'
// The reason the service stores when the MLS check refuses a republished tour (listingDelivery.spec.ts).
const MLS_ERROR =
  'Publishing the listing failed: The unbranded tour of 12 Maple Ave, Toronto, ON M4E 1A1 is not MLS-compliant:\n' +
  '  - line 41: <figcaption> has a phone number (416-555-0199)\n  - line 57: <p> has an e-mail address'

const view = (id: string, street: string, delivery: Listing['delivery']) => ({
  ...listing.parse({
    id: id.repeat(16),
    slug: street.toLowerCase().replace(/\W+/g, '-'),
    tourId: 'T'.repeat(16),
    deliveryToken: 'D'.repeat(32),
    address: { street, city: 'Toronto' },
    media: [],
    delivery,
    deliveredAt: delivery?.state === 'live' ? now : null,
    createdAt: now,
    updatedAt: now,
  }),
  missing: [],
})

const body: ListingsBody = {
  listings: [
    view('A', '12 Maple Ave', { state: 'failed', error: MLS_ERROR, at: now }),
    view('B', '3 Oak St', { state: 'live', error: null, at: now }),
  ],
  agents: [],
  teams: [],
  settings: { mlsLongEdge: 1920 },
}

let container: HTMLDivElement
let unmount: () => void

beforeEach(async () => {
  // What GET /api/listings answers; the tab asks for nothing else until a listing is opened.
  ;({ container, unmount } = await renderAdminPart(<ListingsTab />, (url) =>
    url === '/api/listings' ? Response.json(body) : undefined,
  ))
  await vi.waitFor(() => expect(container.querySelector('.admin-listing-row')).not.toBeNull())
})

afterEach(() => unmount())

const rows = () => [...container.querySelectorAll<HTMLButtonElement>('.admin-listing-row')]

describe('the Listings list', () => {
  it('shows why a delivery failed as text beside the "failed" badge, in brief', () => {
    const [failed, live] = rows()
    expect(failed!.textContent).toContain('failed')
    const reason = failed!.querySelector('[data-testid="listing-delivery-error"]')
    // Visible text, part of the row's accessible name: not a title a phone cannot show.
    expect(reason?.textContent).toBe(
      'Publishing the listing failed: The unbranded tour of 12 Maple Ave, Toronto, ON M4E 1A1 is not MLS-compliant: - line…',
    )
    expect(reason?.getAttribute('title')).toBeNull()
    expect(live!.querySelector('[data-testid="listing-delivery-error"]')).toBeNull()
  })

  it('shows the whole reason in the Delivery panel once the listing is opened', async () => {
    await act(async () => rows()[0]!.click())
    const panel = container.querySelector('[data-testid="delivery-state"]')!
    expect(panel.textContent).toContain('has an e-mail address')
    expect(panel.textContent).toContain('line 41: <figcaption> has a phone number (416-555-0199)')
  })
})

describe('deliveryBrief', () => {
  it('keeps a short reason whole, on one line', () => {
    expect(deliveryBrief('Preparing the photos failed:\n  disk full')).toBe('Preparing the photos failed: disk full')
  })

  it('cuts a long one at a word boundary within the limit, without a dangling separator', () => {
    const brief = deliveryBrief(MLS_ERROR)
    expect(brief.length).toBeLessThanOrEqual(120)
    expect(brief).toMatch(/ line…$/)
    expect(deliveryBrief('Upload failed: the file is far too large to keep, sorry', 30)).toBe(
      'Upload failed: the file is…',
    )
    expect(deliveryBrief('one two three, four', 16)).toBe('one two three…')
  })

  it('cuts a very long word where the room ends', () => {
    expect(deliveryBrief(`Fetch failed: https://example.com/${'x'.repeat(200)}`, 40)).toBe(
      `Fetch failed: https://example.com/${'x'.repeat(5)}…`,
    )
  })
})
