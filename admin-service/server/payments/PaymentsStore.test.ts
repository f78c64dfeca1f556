import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { amountMessages } from '../../../content/payments/money.ts'
import {
  AlreadyInvoicedError,
  AmountConflictError,
  InvalidPaymentsInputError,
  InvoicedOrderError,
  InvoiceVoidError,
  PaymentsNotFoundError,
  ZeroInvoiceError,
} from './paymentsErrors.ts'
import { PaymentsStore } from './PaymentsStore.ts'
import { invoiceBalance } from './paymentsView.ts'

const NOW = Date.parse('2026-11-28T15:00:00Z')
const order = (amountCents = 24900, name = 'Avery Agent') => ({
  client: { name, email: 'avery@example.com' },
  address: '12 King St W, Toronto',
  lines: [{ description: 'Photography, condo', amountCents }],
})

async function invoiced(store: PaymentsStore, amountCents = 24900) {
  const { id } = await store.createOrder(order(amountCents), NOW)
  return store.issueInvoice(id, NOW)
}

const owing = (store: PaymentsStore, invoiceId: string) =>
  invoiceBalance(
    store.data,
    store.data.invoices.find((i) => i.id === invoiceId)!,
  ).owingCents

const fieldsOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(InvalidPaymentsInputError)
  return (error as InvalidPaymentsInputError).fields
}

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })))
})

describe('orders', () => {
  it('refuses negative, fractional and over-$100,000 amounts with a field message', async () => {
    const store = PaymentsStore.inMemory()
    const lines = (amountCents: unknown) => ({ ...order(), lines: [{ description: 'Photos', amountCents }] })
    expect(await fieldsOf(store.createOrder(lines(-100)))).toEqual({ 'lines.0.amountCents': amountMessages.negative })
    expect(await fieldsOf(store.createOrder(lines(100.5)))).toEqual({
      'lines.0.amountCents': amountMessages.fractionalCents,
    })
    expect(await fieldsOf(store.createOrder(lines(10_000_001)))).toEqual({
      'lines.0.amountCents': amountMessages.tooLarge,
    })
    expect(await fieldsOf(store.createOrder(lines('249')))).toEqual({ 'lines.0.amountCents': amountMessages.notCents })
    const discount = {
      ...order(10_000),
      lines: [...order(10_000).lines, { description: 'Too much', amountCents: 20_000, discount: true }],
    }
    expect(await fieldsOf(store.createOrder(discount))).toEqual({ lines: 'The discounts are more than the order' })
    expect(store.data.orders).toEqual([])
    expect(store.data.history).toEqual([])
  })
})

describe('invoice numbers', () => {
  it('are sequential per year in the owner series; a void invoice keeps its number and none is reused', async () => {
    const store = PaymentsStore.inMemory()
    await store.setSettings({ invoicePrefix: 'NF' })
    const first = await invoiced(store)
    const second = await invoiced(store)
    await store.voidInvoice(second.id, NOW)
    // The voided order gets a new invoice with the next number: 0002 stays the void one's.
    const reissued = await store.issueInvoice(second.orderId, NOW)
    expect([first.number, second.number, reissued.number]).toEqual(['NF-2026-0001', 'NF-2026-0002', 'NF-2026-0003'])
    expect(store.data.invoices.find((i) => i.id === second.id)).toMatchObject({ number: 'NF-2026-0002' })
    await expect(store.issueInvoice(first.orderId, NOW)).rejects.toThrow(AlreadyInvoicedError)
    expect(store.data.invoices.map((i) => i.number)).toEqual(['NF-2026-0001', 'NF-2026-0002', 'NF-2026-0003'])
  })

  it('start again each year, by the Toronto date', async () => {
    const store = PaymentsStore.inMemory()
    const a = await store.createOrder(order())
    const b = await store.createOrder(order())
    // 23:30 on December 31 in Toronto is already January 1 in UTC.
    const lastOf2026 = await store.issueInvoice(a.id, Date.parse('2027-01-01T04:30:00Z'))
    const firstOf2027 = await store.issueInvoice(b.id, Date.parse('2027-01-01T05:30:00Z'))
    expect([lastOf2026.number, lastOf2026.issuedOn]).toEqual(['NF-2026-0001', '2026-12-31'])
    expect([firstOf2027.number, firstOf2027.issuedOn]).toEqual(['NF-2027-0001', '2027-01-01'])
  })

  it('stay sequential with no gap under 20 concurrent issues, and survive a reopen', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'payments-store-'))
    dirs.push(dir)
    const file = path.join(dir, 'payments.json')
    const store = await PaymentsStore.open(file)
    await store.setSettings({ invoicePrefix: 'NF' })
    const orders = await Promise.all(Array.from({ length: 20 }, (_, n) => store.createOrder(order(1000 + n))))
    const issued = await Promise.all(orders.map((o) => store.issueInvoice(o.id, NOW)))
    const expected = Array.from({ length: 20 }, (_, n) => `NF-2026-${String(n + 1).padStart(4, '0')}`)
    expect(issued.map((i) => i.number).sort()).toEqual(expected)
    await store.close()
    const reopened = await PaymentsStore.open(file)
    expect(reopened.data.invoices.map((i) => i.number)).toEqual(expected)
    const next = await reopened.issueInvoice((await reopened.createOrder(order())).id, NOW)
    expect(next.number).toBe('NF-2026-0021')
    await reopened.close()
  })
})

describe('invoices', () => {
  it('carry 13 % HST rounded once, subtotal + HST = total, and net-30 due dates', async () => {
    const store = PaymentsStore.inMemory()
    await store.setSettings({ legalName: 'North Frame Media Inc.', hstNumber: '123456789 RT0001' })
    const { id } = await store.createOrder({
      ...order(),
      terms: 'net30',
      lines: [
        { description: 'Photography', amountCents: 50 },
        { description: 'Floor plan', amountCents: 50 },
        { description: 'Extra photos', amountCents: 1000, quantity: 3 },
        { description: 'Loyalty discount', amountCents: 500, discount: true },
      ],
    })
    const invoice = await store.issueInvoice(id, NOW)
    // 50 + 50 + 3,000 - 500 = 2,600; 13 % is 338 (line by line the two 50s would add a cent).
    expect(invoice).toMatchObject({ subtotalCents: 2600, taxCents: 338, totalCents: 2938 })
    expect(invoice.seller).toMatchObject({ legalName: 'North Frame Media Inc.', hstNumber: '123456789 RT0001' })
    expect([invoice.issuedOn, invoice.dueOn]).toEqual(['2026-11-28', '2026-12-28'])
    // Settings changed later do not change an issued invoice.
    await store.setSettings({ legalName: 'Another Name' })
    expect(store.data.invoices[0]!.seller.legalName).toBe('North Frame Media Inc.')
  })

  it('are corrected by credit notes with their own numbers, never more than the invoice', async () => {
    const store = PaymentsStore.inMemory()
    const invoice = await invoiced(store, 10_000) // total 11,300
    const note = await store.issueCreditNote(
      invoice.id,
      { lines: [{ description: 'Twilight not shot', amountCents: 2000 }] },
      NOW,
    )
    expect(note).toMatchObject({
      number: 'NF-CN-2026-0001',
      invoiceId: invoice.id,
      subtotalCents: 2000,
      taxCents: 260,
      totalCents: 2260,
    })
    expect(owing(store, invoice.id)).toBe(11_300 - 2260)
    expect(
      await fieldsOf(store.issueCreditNote(invoice.id, { lines: [{ description: 'All', amountCents: 8001 }] }, NOW)),
    ).toEqual({
      lines: 'is more than the $90.40 left to credit on this invoice',
    })
    const second = await store.issueCreditNote(
      invoice.id,
      { lines: [{ description: 'The rest', amountCents: 8000 }] },
      NOW,
    )
    expect(second.number).toBe('NF-CN-2026-0002')
    expect(owing(store, invoice.id)).toBe(0)
  })
})

describe('payments', () => {
  it('may come in parts; more than is owing is refused with a message', async () => {
    const store = PaymentsStore.inMemory()
    const invoice = await invoiced(store) // 28,137
    await store.recordPayment(invoice.id, { amountCents: 10_000, method: 'etransfer', receivedOn: '2026-11-29' })
    const error = await store
      .recordPayment(invoice.id, { amountCents: 18_138, method: 'cheque', receivedOn: '2026-11-30' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AmountConflictError)
    expect((error as AmountConflictError).fields).toEqual({
      amountCents: 'is more than the $181.37 owing on this invoice',
    })
    await store.recordPayment(invoice.id, { amountCents: 18_137, method: 'cheque', receivedOn: '2026-11-30' })
    expect(invoiceBalance(store.data, store.data.invoices[0]!)).toMatchObject({
      paidCents: 28_137,
      owingCents: 0,
      status: 'paid',
    })
    expect(
      await fieldsOf(store.recordPayment(invoice.id, { amountCents: 0, method: 'bitcoin', receivedOn: 'today' })),
    ).toEqual({
      amountCents: amountMessages.zero,
      method: 'must be one of etransfer, cheque, cash, other',
      receivedOn: 'must be a date (YYYY-MM-DD)',
    })
  })

  it('racing for one invoice never pay more than it owes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 500_000 }),
        fc.array(fc.integer({ min: 1, max: 600_000 }), { minLength: 2, maxLength: 12 }),
        async (subtotal, amounts) => {
          const store = PaymentsStore.inMemory()
          const invoice = await invoiced(store, subtotal)
          const results = await Promise.allSettled(
            amounts.map((amountCents) =>
              store.recordPayment(invoice.id, { amountCents, method: 'etransfer', receivedOn: '2026-11-29' }),
            ),
          )
          const paid = store.data.payments.reduce((sum, p) => sum + p.amountCents, 0)
          expect(paid).toBeLessThanOrEqual(invoice.totalCents)
          // Each refusal was an overpayment at its turn, and each acceptance is in the store.
          for (const result of results)
            if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(AmountConflictError)
          expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(store.data.payments.length)
        },
      ),
      { seed: 47, numRuns: 200 },
    )
  })

  it('are refused on a void invoice; a paid invoice is not voided', async () => {
    const store = PaymentsStore.inMemory()
    const invoice = await invoiced(store)
    await store.voidInvoice(invoice.id, NOW)
    const payment = { amountCents: 100, method: 'cash', receivedOn: '2026-11-29' }
    await expect(store.recordPayment(invoice.id, payment)).rejects.toThrow(InvoiceVoidError)
    await expect(store.voidInvoice(invoice.id)).rejects.toThrow(InvoiceVoidError)
    await expect(store.recordPayment('nosuchinvoice', payment)).rejects.toThrow(PaymentsNotFoundError)
    const paid = await store.issueInvoice(invoice.orderId, NOW)
    await store.recordPayment(paid.id, payment)
    await expect(store.voidInvoice(paid.id)).rejects.toThrow(AmountConflictError)
  })

  it('by card are recorded once per Stripe event', async () => {
    const store = PaymentsStore.inMemory()
    const invoice = await invoiced(store)
    expect(await store.recordCardPayment(invoice.id, 5000, 'evt_1', NOW)).toMatchObject({
      method: 'card',
      amountCents: 5000,
    })
    expect(await store.recordCardPayment(invoice.id, 5000, 'evt_1', NOW)).toBeNull()
    expect(store.data.payments).toHaveLength(1)
  })
})

describe('history', () => {
  it('holds every change: order, invoice, void, credit note, payment, unlock, settings', async () => {
    const store = PaymentsStore.inMemory()
    const first = await invoiced(store)
    await store.voidInvoice(first.id, NOW)
    const second = await store.issueInvoice(first.orderId, NOW)
    await store.issueCreditNote(second.id, { lines: [{ description: 'Goodwill', amountCents: 1000 }] }, NOW)
    await store.recordPayment(second.id, { amountCents: 1000, method: 'etransfer', receivedOn: '2026-11-29' })
    await store.setUnlocked(first.orderId, true, NOW)
    await store.setSettings({ reminderDays: [7] }, NOW)
    // Refused changes leave no entry.
    await store.recordPayment(first.id, { amountCents: 1000, method: 'cash', receivedOn: '2026-11-29' }).catch(() => {})
    expect(store.data.history.map((h) => [h.id, h.action, h.number])).toEqual([
      [1, 'order', null],
      [2, 'invoice', 'NF-2026-0001'],
      [3, 'void', 'NF-2026-0001'],
      [4, 'invoice', 'NF-2026-0002'],
      [5, 'credit-note', 'NF-CN-2026-0001'],
      [6, 'payment', 'NF-2026-0002'],
      [7, 'unlock', null],
      [8, 'settings', null],
    ])
    expect(store.data.history[5]).toMatchObject({
      amountCents: 1000,
      summary: '$10.00 received (etransfer) on invoice NF-2026-0002',
    })
  })
})

describe('editing an order before it is invoiced', () => {
  const rush = { description: 'Rush delivery (24 h)', amountCents: 7_500 }
  const discount = { description: 'Loyalty discount', amountCents: 5_000, discount: true }

  it('takes a rush surcharge and a discount line (PATCH), or the whole order (PUT), with its history', async () => {
    const store = PaymentsStore.inMemory()
    const { id } = await store.createOrder(order(24_900), NOW)
    const patched = await store.updateOrder(
      id,
      { lines: [...order(24_900).lines, rush, discount] },
      { partial: true },
      NOW,
    )
    expect(patched.client.name).toBe('Avery Agent')
    expect(patched.address).toBe('12 King St W, Toronto')
    expect(patched.lines.map((l) => [l.amountCents, l.discount])).toEqual([
      [24_900, false],
      [7_500, false],
      [5_000, true],
    ])
    // $249 + $75 - $50 = $274, HST $35.62.
    const invoice = await store.issueInvoice(id, NOW)
    expect(invoice).toMatchObject({ subtotalCents: 27_400, taxCents: 3_562, totalCents: 30_962 })
    expect(store.data.history.map((h) => h.summary)).toContain(
      'Order for Avery Agent changed: 3 lines, $309.62 with HST',
    )

    const other = await store.createOrder(order(10_000), NOW)
    const put = await store.updateOrder(other.id, { ...order(20_000, 'Blake Broker'), address: '' }, {}, NOW)
    expect(put).toMatchObject({ client: { name: 'Blake Broker' }, address: '', terms: 'due-on-receipt' })
    expect(put.lines).toEqual([
      { description: 'Photography, condo', amountCents: 20_000, quantity: 1, discount: false },
    ])
  })

  it('refuses negative, fractional and over-$100,000 amounts and a discount below $0, by field', async () => {
    const store = PaymentsStore.inMemory()
    const { id } = await store.createOrder(order(24_900), NOW)
    const patch = (line: object) => store.updateOrder(id, { lines: [line] }, { partial: true }, NOW)
    expect(await fieldsOf(patch({ ...rush, amountCents: -7_500 }))).toEqual({
      'lines.0.amountCents': amountMessages.negative,
    })
    expect(await fieldsOf(patch({ ...rush, amountCents: 75.5 }))).toEqual({
      'lines.0.amountCents': amountMessages.fractionalCents,
    })
    expect(await fieldsOf(patch({ ...rush, amountCents: 10_000_001 }))).toEqual({
      'lines.0.amountCents': amountMessages.tooLarge,
    })
    const tooMuch = store.updateOrder(id, { lines: [...order(4_000).lines, discount] }, { partial: true }, NOW)
    expect(await fieldsOf(tooMuch)).toEqual({ lines: 'The discounts are more than the order' })
    // A discount as large as the order leaves $0, which is no invoice.
    await store.updateOrder(id, { lines: [...order(5_000).lines, discount] }, { partial: true }, NOW)
    await expect(store.issueInvoice(id, NOW)).rejects.toThrow(ZeroInvoiceError)
    expect(store.data.invoices).toEqual([])
    expect(store.data.orders[0]!.lines.map((l) => l.amountCents)).toEqual([5_000, 5_000])
  })

  it('is refused once the order has a live invoice (a credit note corrects it), and allowed again after a void', async () => {
    const store = PaymentsStore.inMemory()
    const invoice = await invoiced(store, 24_900)
    const edit = () => store.updateOrder(invoice.orderId, { lines: [rush] }, { partial: true }, NOW)
    const refused = await edit().catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(InvoicedOrderError)
    expect((refused as Error).message).toMatch(/correct it with a credit note/)
    expect(store.data.orders[0]!.lines).toHaveLength(1)
    await store.voidInvoice(invoice.id, NOW)
    expect((await edit()).lines.map((l) => l.description)).toEqual(['Rush delivery (24 h)'])
  })
})
