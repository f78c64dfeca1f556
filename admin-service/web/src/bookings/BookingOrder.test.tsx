// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAdminPart } from '../../../../tests/support/adminPage.tsx'
import { BookingOrder } from './BookingOrder.tsx'
import type { BookingOrderView } from './bookingsApi.ts'

const order: BookingOrderView = {
  id: 'order-123456789',
  status: 'booked',
  bookingId: 'booking-1234567',
  bookingCancelled: false,
  listingId: null,
  totalCents: 47912,
  owingCents: 47912,
  invoices: [],
}

let unmount = () => {}
afterEach(() => {
  unmount()
  location.hash = ''
})

/** The card's order part over a service whose `POST .../listing` answers `listing`. */
async function render(listing: () => Response, shown: BookingOrderView = order) {
  const posted: string[] = []
  const part = await renderAdminPart(
    <BookingOrder orderId={shown.id} title="Priya Shah, 1 Front St W" />,
    (url, init) => {
      if (url === '/api/orders') return Response.json({ orders: [shown] })
      if (url === '/api/listings') return Response.json({ listings: [], agents: [], settings: { mlsLongEdge: 2048 } })
      if (url === `/api/orders/${shown.id}/listing` && init?.method === 'POST') {
        posted.push(url)
        return listing()
      }
      return undefined
    },
  )
  unmount = part.unmount
  await vi.waitFor(() => expect(part.container.textContent).toContain('Order'))
  return { ...part, posted }
}

const click = async (container: HTMLElement, name: string) => {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === name)
  expect(button, name).toBeDefined()
  await act(async () => button!.click())
}

describe('a booking’s order on its card', () => {
  it('shows the status and amounts, and opens the listing it creates', async () => {
    const { container, posted } = await render(() => Response.json({ listingId: 'listing-abcdefg' }, { status: 201 }))
    expect(container.textContent).toContain('booked')
    expect(container.textContent).toContain('$479.12, $479.12 owing')
    await click(container, 'Create listing from this booking')
    await vi.waitFor(() => expect(location.hash).toBe('#listings/listing-abcdefg'))
    expect(posted).toHaveLength(1)
  })

  it('opens the listing the order already has when the service answers 409', async () => {
    const { container } = await render(() =>
      Response.json({ error: 'This order already has its listing', listingId: 'listing-existing' }, { status: 409 }),
    )
    await click(container, 'Create listing from this booking')
    await vi.waitFor(() => expect(location.hash).toBe('#listings/listing-existing'))
  })

  it('links the listing and the invoice of an order that has them, and shows a void order as void', async () => {
    const { container } = await render(() => Response.json({}, { status: 500 }), {
      ...order,
      status: 'void',
      bookingCancelled: true,
      listingId: 'listing-abcdefg',
      invoices: [{ id: 'inv-123456789', number: 'NF-2026-0001', token: 'tok', status: 'void' }],
    })
    expect(container.textContent).toContain('void')
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['Invoice NF-2026-0001', '/invoice/tok/'],
      ['Open listing', '#listings/listing-abcdefg'],
    ])
    expect(container.querySelector('button')).toBeNull()
  })
})
