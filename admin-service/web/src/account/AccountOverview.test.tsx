// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { renderAdminPart } from '../../../../tests/support/adminPage.tsx'
import { AccountOverview } from './AccountOverview.tsx'
import type { AccountData } from './accountData.ts'

const data: AccountData = {
  agent: {
    id: 'agent-1234567',
    name: 'Dana Agent',
    brokerage: 'Lakeside Realty',
    phone: '',
    email: 'dana@example.com',
    billingEmail: '',
    headshot: null,
    logo: null,
  },
  bookUrl: 'https://www.example.com/book',
  deletionRequestedAt: null,
  bookings: [],
  listings: [],
  orders: [
    {
      id: 'order-123456789',
      createdAt: '2026-12-01T03:00:00.000Z',
      status: 'paid-in-part',
      address: '12 Maple Ave, Toronto',
      totalCents: 33_900,
      owingCents: 13_900,
    },
  ],
  invoices: [
    {
      id: 'invoice-1234567',
      number: 'NF-2026-0007',
      address: '12 Maple Ave, Toronto',
      issuedOn: '2026-12-01',
      dueOn: '2026-12-31',
      totalCents: 33_900,
      owingCents: 13_900,
      status: 'open',
      url: '/invoice/token-open/',
      pdfUrl: '/invoice/token-open.pdf',
    },
    {
      id: 'invoice-7654321',
      number: 'NF-2026-0003',
      address: '9 Birch Rd, Toronto',
      issuedOn: '2026-11-02',
      dueOn: '2026-11-02',
      totalCents: 11_300,
      owingCents: 0,
      status: 'paid',
      url: '/invoice/token-paid/',
      pdfUrl: '/invoice/token-paid.pdf',
    },
  ],
}

let unmount = () => {}
afterEach(() => unmount())

describe('AccountOverview', () => {
  it('lists the invoices with what is owing and Pay now on an open one, and the orders with their status', async () => {
    const part = await renderAdminPart(<AccountOverview data={data} />, () => undefined)
    unmount = part.unmount
    const invoices = part.container.querySelector('section[aria-labelledby="account-invoices"]')!
    const items = [...invoices.querySelectorAll('li.list-group-item')]
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual([
      'Invoice NF-2026-0007 · 12 Maple Ave, Toronto',
      'Invoice NF-2026-0003 · 9 Birch Rd, Toronto',
    ])
    expect(items[0]!.textContent).toContain('$139.00 owing')
    expect(items[0]!.textContent).toContain('due Dec 31, 2026')
    const pay = items[0]!.querySelector('a')!
    expect([pay.textContent, pay.getAttribute('href')]).toEqual(['Pay now NF-2026-0007', '/invoice/token-open/'])
    expect(items[1]!.querySelector('a')!.textContent).toBe('View invoice NF-2026-0003')
    expect(items[1]!.textContent).toContain('Paid')
    const orders = part.container.querySelector('section[aria-labelledby="account-orders"]')!
    // Ordered in the evening of Nov 30 in Toronto (03:00 on Dec 1 UTC).
    expect(orders.textContent).toContain('Ordered Nov 30, 2026 · $339.00 Paid in part')
  })

  it("marks a team member's order, invoice and delivery with the member's name, and the agent's own with none", async () => {
    const member = { id: 'agent-7654321', name: 'Sam Seller' }
    const listing = {
      id: 'listing-1234567',
      address: { street: '9 Birch Rd', city: 'Toronto' },
      status: 'live',
      deliveredAt: '2026-11-02T15:00:00.000Z',
      links: { propertyWebsite: '/listings/a/', unbrandedTour: '/tour/a/', deliveryPage: '/delivery/a/' },
      member,
    }
    const team: AccountData = {
      ...data,
      listings: [listing],
      orders: [{ ...data.orders[0]!, member }],
      invoices: [
        { ...data.invoices[0]!, member },
        { ...data.invoices[1]!, member: null },
      ],
    }
    const part = await renderAdminPart(<AccountOverview data={team} />, () => undefined)
    unmount = part.unmount
    /** Each item's first line in a section. */
    const first = (section: string) =>
      [...part.container.querySelectorAll(`section[aria-labelledby="account-${section}"] li.list-group-item`)].map(
        (li) => li.querySelector('p')!.textContent,
      )
    expect(first('invoices')).toEqual([
      'Invoice NF-2026-0007 · 12 Maple Ave, Toronto · for Sam Seller',
      'Invoice NF-2026-0003 · 9 Birch Rd, Toronto',
    ])
    expect(first('orders')[0]).toBe('12 Maple Ave, Toronto · for Sam Seller')
    expect(first('deliveries')[0]).toBe('9 Birch Rd, Toronto · for Sam Seller')
  })
})
