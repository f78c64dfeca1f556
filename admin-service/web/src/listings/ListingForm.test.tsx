// @vitest-environment jsdom
import { act, useState } from 'react'
import { afterEach, expect, it } from 'vitest'
import { listing } from '../../../../content/listings/store.ts'
import { renderAdminPart } from '../../../../tests/support/adminPage.tsx'
import { ListingForm } from './ListingForm.tsx'
import type { ListingView } from './listingsApi.ts'

const now = '2026-11-02T10:00:00.000Z'
const stored = (status: 'draft' | 'live'): ListingView => ({
  ...listing.parse({
    id: 'L'.repeat(16),
    slug: '12-maple-ave',
    tourId: 'T'.repeat(16),
    deliveryToken: 'D'.repeat(32),
    address: { street: '12 Maple Ave', city: 'Toronto' },
    media: [],
    status,
    delivery: status === 'live' ? { state: 'live', error: null, at: now } : null,
    deliveredAt: status === 'live' ? now : null,
    createdAt: now,
    updatedAt: now,
  }),
  missing: [],
})

let show: (l: ListingView) => void = () => {}
let unmount = () => {}
afterEach(() => unmount())

/** The form over a listing the test replaces, as SWR does when the service answers a change. */
function Harness() {
  const [current, setCurrent] = useState(stored('draft'))
  show = setCurrent
  return <ListingForm listing={current} agents={[]} onSaved={() => {}} />
}

it('shows the stored status once the listing is delivered, and keeps the fields being edited', async () => {
  let container: HTMLDivElement
  ;({ container, unmount } = await renderAdminPart(<Harness />, () => undefined))
  const status = container.querySelector<HTMLSelectElement>('select[id$="-status"]')!
  const street = container.querySelector<HTMLInputElement>('input[id$="-street"]')!
  expect(status.value).toBe('draft')
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(street, '12 Maple Avenue')
    street.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(async () => show(stored('live')))
  expect(status.value).toBe('live')
  expect(status.selectedOptions[0]!.textContent).toBe('Live')
  expect(street.value).toBe('12 Maple Avenue')
})
