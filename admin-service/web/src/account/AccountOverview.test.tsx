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
})
