// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { renderAdminPart } from '../../../../tests/support/adminPage.tsx'
import { OrdersList } from './OrdersList.tsx'
import type { InvoiceView, OrderView } from './paymentsApi.ts'

const deposit = { id: 'dep-1', amountCents: 11978, method: 'card' as const, receivedOn: '2026-11-30' }

/** A booked order of $479.12 with a 25 % deposit paid by card, as `GET /api/orders` answers it. */
const order: OrderView = {
  id: 'order-1',
  status: 'booked',
  createdAt: '2026-11-29T15:00:00.000Z',
  client: { name: 'Priya Shah', email: 'priya@example.com', phone: '' },
  address: '1 Front St W, Toronto, M5V 2T6',
  terms: 'due-on-receipt',
  lines: [{ description: 'Photography, Condo or apartment', amountCents: 42400, quantity: 1, discount: false }],
  subtotalCents: 42400,
  taxCents: 5512,
  totalCents: 47912,
  owingCents: 35934,
  unlocked: false,
  invoices: [],
  payments: [],
  depositCents: 11978,
  deposits: [deposit],
}

const invoice: InvoiceView = {
  id: 'inv-1',
  number: 'NF-2026-0001',
  token: 't',
  orderId: order.id,
  issuedOn: '2026-12-08',
  dueOn: '2026-12-08',
  voidedAt: null,
  subtotalCents: 42400,
  taxCents: 5512,
  totalCents: 47912,
  creditedCents: 0,
  paidCents: 0,
  depositCents: 11978,
  owingCents: 35934,
  status: 'open',
  creditNotes: [],
  payments: [],
}

let unmount = () => {}
afterEach(() => unmount())

async function render(shown: OrderView) {
  const part = await renderAdminPart(<OrdersList orders={[shown]} onChanged={async () => {}} />, () => undefined)
  unmount = part.unmount
  return part.container
}

/** The invoice table's cells by their column's header. */
function invoiceRow(container: HTMLElement): Record<string, string | null | undefined> {
  const table = container.querySelector('table')!
  const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent)
  const cells = [...table.querySelectorAll('tbody td')].map((td) => td.textContent)
  return Object.fromEntries(heads.map((h, i) => [h, cells[i]]))
}

describe('an order’s deposits on the Payments tab', () => {
  it('lists each deposit before the order is invoiced', async () => {
    const container = await render(order)
    const list = container.querySelector('ul[aria-label="Deposits"]')!
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Deposit \$119\.78 by card, .*30.*, credited when the order is invoiced$/),
    ])
    expect(container.textContent).toContain('Owing $359.34 of $479.12')
  })

  it('shows the deposit credited on the invoice, in its own column: total less deposit is owing', async () => {
    const container = await render({ ...order, status: 'paid-in-part', invoices: [invoice] })
    expect(container.querySelector('ul[aria-label="Deposits"] li')!.textContent).toMatch(/credited on the invoice$/)
    expect(invoiceRow(container)).toEqual({
      Status: 'open',
      Total: '$479.12',
      Credited: '$0.00',
      Deposit: '$119.78',
      Paid: '$0.00',
      Owing: '$359.34',
    })
  })

  it('shows no deposit, nor its column, on an order without one', async () => {
    const container = await render({ ...order, depositCents: 0, deposits: [], invoices: [invoice] })
    expect(container.querySelector('ul[aria-label="Deposits"]')).toBeNull()
    expect(Object.keys(invoiceRow(container))).toEqual(['Status', 'Total', 'Credited', 'Paid', 'Owing'])
  })
})
