import { describe, expect, it } from 'vitest'
import { testApp } from '../../../tests/support/testApp.ts'
import { InvoiceLinks } from './invoiceLinks.ts'
import { ledgerCsv, ledgerRows } from './ledgerCsv.ts'
import { PaymentsStore } from './PaymentsStore.ts'
import { paymentsSummary } from './paymentsSummary.ts'
import { StripeCard } from './stripeCard.ts'

/** 10:00 in Toronto on a day of 2026. */
const at = (day: string) => Date.parse(`2026-${day}T15:00:00Z`)
const client = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com` })
const line = (amountCents: number) => [{ description: 'Photography', amountCents }]

/**
 * March: A ($1,000 net 30, due April 9), B ($500 on receipt, half paid March 15), C ($200, voided March 12)
 * and a $100 credit note on A; April 2: $17 paid on A.
 */
async function books() {
  const store = PaymentsStore.inMemory()
  const issue = async (name: string, cents: number, terms = 'due-on-receipt') => {
    const order = await store.createOrder({ client: client(name), lines: line(cents), terms }, at('03-10'))
    return store.issueInvoice(order.id, at('03-10'))
  }
  const a = await issue('Avery', 100000, 'net30')
  const b = await issue('Blake', 50000)
  const c = await issue('Casey', 20000)
  await store.voidInvoice(c.id, at('03-12'))
  await store.issueCreditNote(a.id, { lines: [{ description: 'Fewer photos', amountCents: 10000 }] }, at('03-20'))
  await store.recordPayment(b.id, { amountCents: 25000, method: 'etransfer', receivedOn: '2026-03-15' })
  await store.recordPayment(a.id, { amountCents: 1700, method: 'cheque', receivedOn: '2026-04-02' })
  return { store, a, b, c }
}

/** The ledger CSV's column `column` summed over the rows of `types`, in cents. */
function csvTotal(csv: string, types: string[], column: 'subtotal' | 'hst' | 'total') {
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((row) => row.split(','))
  const index = header!.indexOf(column)
  return rows.filter((r) => types.includes(r[0]!)).reduce((sum, r) => sum + Math.round(Number(r[index]) * 100), 0)
}

describe('the money view’s summary', () => {
  it('sums what is owing, what is overdue by how many days, and what was received this month', async () => {
    const { store, a, b } = await books()
    const summary = paymentsSummary(store.data, '2026-04-20', { from: '2026-04-01', to: '2026-04-20' })
    expect(summary.outstanding).toEqual({ count: 2, owingCents: 100000 + 31500 })
    expect(summary.overdue).toEqual({
      owingCents: 131500,
      invoices: [
        expect.objectContaining({ invoiceId: b.id, number: b.number, client: 'Blake', daysOverdue: 41 }),
        expect.objectContaining({ invoiceId: a.id, dueOn: '2026-04-09', daysOverdue: 11, owingCents: 100000 }),
      ],
    })
    expect(summary.paidThisMonth).toEqual({ month: '2026-04', count: 1, amountCents: 1700 })
    // Not yet due on its due date.
    expect(paymentsSummary(store.data, '2026-04-09', summary.period).overdue.invoices.map((i) => i.number)).toEqual([
      b.number,
    ])
  })

  it('gives the HST of a period for the return, equal to the ledger CSV’s sums', async () => {
    const { store } = await books()
    const march = { from: '2026-03-01', to: '2026-03-31' }
    const { period } = paymentsSummary(store.data, '2026-04-20', march)
    // Invoices 13,000 + 6,500 + 2,600 of HST, less the void's 2,600; the credit note took 1,300 back.
    expect(period).toEqual({
      ...march,
      salesCents: 140000,
      hstChargedCents: 19500,
      creditNoteHstCents: 1300,
      netHstCents: 18200,
      receivedCents: 25000,
    })
    for (const range of [march, { from: '2026-03-11', to: '2026-04-30' }, { from: '2026-01-01', to: '2026-12-31' }]) {
      const csv = ledgerCsv(ledgerRows(store.data, range.from, range.to))
      const sums = paymentsSummary(store.data, '2026-04-20', range).period
      expect(sums.hstChargedCents).toBe(csvTotal(csv, ['invoice', 'void'], 'hst'))
      expect(sums.creditNoteHstCents).toBe(-csvTotal(csv, ['credit-note'], 'hst'))
      expect(sums.salesCents).toBe(csvTotal(csv, ['invoice', 'void', 'credit-note'], 'subtotal'))
      expect(sums.receivedCents).toBe(csvTotal(csv, ['payment'], 'total'))
    }
  })

  it('is served to the owner for a period, and refuses a bad one', async () => {
    const { store } = await books()
    const links = new InvoiceLinks(Buffer.alloc(32, 5))
    const app = await testApp({ payments: { store, links } })
    expect((await app.request().get('/api/payments/summary')).status).toBe(401)
    await app.signIn()
    const march = await app.agent.get('/api/payments/summary?from=2026-03-01&to=2026-03-31')
    expect(march.status).toBe(200)
    expect(march.body.period).toMatchObject({ hstChargedCents: 19500, creditNoteHstCents: 1300 })
    const bad = await app.agent.get('/api/payments/summary?from=2026-03-31&to=2026-03-01')
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({ to: 'must not be before from' })
    expect((await app.agent.get('/api/payments/summary?from=March')).body.fields).toEqual({
      from: 'must be a date (YYYY-MM-DD)',
    })
  })

  it('says whether card payments are set up in the settings, never the keys', async () => {
    const links = new InvoiceLinks(Buffer.alloc(32, 5))
    const off = await testApp({ payments: { store: PaymentsStore.inMemory(), links } })
    await off.signIn()
    expect((await off.agent.get('/api/payments/settings')).body.cardPayments).toBe(false)
    const card = new StripeCard({ secretKey: 'sk_test_summary', webhookSecret: 'whsec_summary' })
    const on = await testApp({ payments: { store: PaymentsStore.inMemory(), links, card } })
    await on.signIn()
    const settings = await on.agent.get('/api/payments/settings')
    expect(settings.body).toMatchObject({ cardPayments: true, reminderDays: [7, 14, 30] })
    expect(settings.text).not.toMatch(/sk_test|whsec/)
  })
})
