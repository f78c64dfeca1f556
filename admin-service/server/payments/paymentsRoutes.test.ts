import { describe, expect, it } from 'vitest'
import { amountMessages } from '../../../content/payments/money.ts'
import { csvCells } from '../../../tests/support/csvCells.ts'
import { listingsApp } from '../../../tests/support/listingsApp.ts'
import { testApp } from '../../../tests/support/testApp.ts'
import { InvoiceLinks } from './invoiceLinks.ts'
import { PaymentsStore } from './PaymentsStore.ts'

const order = {
  client: { name: 'Avery Agent', email: 'avery@example.com', phone: '416-555-0100' },
  address: '12 King St W, Toronto',
  lines: [
    { description: 'Photography, condo', amountCents: 24900 },
    { description: 'Floor plan', amountCents: 9900 },
  ],
}

async function signedIn() {
  const payments = { store: PaymentsStore.inMemory(), links: new InvoiceLinks(Buffer.alloc(32, 7)) }
  const app = await testApp({ payments })
  await app.signIn()
  const post = (url: string, body?: unknown) => {
    const req = app.agent.post(url).set(app.xhr)
    return body === undefined ? req : req.send(body as object)
  }
  return { ...app, payments, post }
}

describe('the payments API', () => {
  it('is the signed-in owner’s only', async () => {
    const { request, xhr } = await testApp()
    for (const url of ['/api/orders', '/api/orders/x', '/api/invoices/x', '/api/payments/settings', '/api/ledger.csv'])
      expect((await request().get(url)).status, url).toBe(401)
    for (const url of ['/api/orders', '/api/orders/x/invoice', '/api/invoices/x/void', '/api/invoices/x/payments'])
      expect((await request().post(url).set(xhr).send({})).status, url).toBe(401)
    // Without the CSRF header a signed-in owner's request is refused too.
    const { agent, signIn } = await signedIn()
    await signIn()
    expect((await agent.post('/api/orders').send(order)).status).toBe(403)
  })

  it('creates an order, invoices it with HST and takes part payments up to what is owed', async () => {
    const { agent, post } = await signedIn()
    expect(
      (
        await agent
          .put('/api/payments/settings')
          .set({ 'X-Requested-With': 'XMLHttpRequest', Origin: 'http://admin.test' })
          .send({ legalName: 'North Frame Media Inc.', hstNumber: '123456789 RT0001' })
      ).status,
    ).toBe(200)
    const created = await post('/api/orders', order)
    expect(created.status).toBe(201)
    const { id } = created.body as { id: string }
    const listed = await agent.get(`/api/orders/${id}`)
    expect(listed.body).toMatchObject({
      id,
      status: 'booked',
      client: order.client,
      subtotalCents: 34800,
      taxCents: 4524,
      totalCents: 39324,
      owingCents: 39324,
      bookingId: null,
      listingId: null,
      invoices: [],
      payments: [],
    })
    const issued = await post(`/api/orders/${id}/invoice`)
    expect(issued.status).toBe(201)
    const invoice = issued.body as { id: string; number: string; token: string }
    expect(issued.body).toMatchObject({
      number: 'NF-2026-0001',
      subtotalCents: 34800,
      taxCents: 4524,
      totalCents: 39324,
      owingCents: 39324,
      status: 'open',
      seller: { legalName: 'North Frame Media Inc.', hstNumber: '123456789 RT0001' },
    })
    expect(invoice.token).toMatch(/^[A-Za-z0-9_-]{30,}$/)
    expect((await post(`/api/orders/${id}/invoice`)).status).toBe(409)

    const paid = await post(`/api/invoices/${invoice.id}/payments`, {
      amountCents: 20000,
      method: 'etransfer',
      receivedOn: '2026-11-29',
    })
    expect(paid.status).toBe(201)
    expect(paid.body.invoice).toMatchObject({ owingCents: 19324, status: 'open' })
    const over = await post(`/api/invoices/${invoice.id}/payments`, {
      amountCents: 19325,
      method: 'cheque',
      receivedOn: '2026-11-29',
    })
    expect(over.status).toBe(409)
    expect(over.body).toEqual({
      error: 'The payment is more than the invoice owes',
      fields: { amountCents: 'is more than the $193.24 owing on this invoice' },
    })
    const bad = await post(`/api/invoices/${invoice.id}/payments`, {
      amountCents: -5,
      method: 'etransfer',
      receivedOn: '2026-11-29',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({ amountCents: amountMessages.negative })

    const rest = await post(`/api/invoices/${invoice.id}/payments`, {
      amountCents: 19324,
      method: 'cheque',
      receivedOn: '2026-11-30',
    })
    expect(rest.body.invoice).toMatchObject({ owingCents: 0, status: 'paid' })
    const fetched = await agent.get(`/api/invoices/${invoice.id}`)
    expect(fetched.body.payments).toEqual([
      expect.objectContaining({ amountCents: 20000, method: 'etransfer', receivedOn: '2026-11-29' }),
      expect.objectContaining({ amountCents: 19324, method: 'cheque', receivedOn: '2026-11-30' }),
    ])
    expect((await agent.get(`/api/orders/${id}`)).body).toMatchObject({ status: 'paid', owingCents: 0 })
    expect((await post(`/api/invoices/${invoice.id}/void`)).status).toBe(409)
  })

  it('voids and credits invoices; a void invoice takes no payment (409)', async () => {
    const { agent, post } = await signedIn()
    const { id } = (await post('/api/orders', order)).body as { id: string }
    const first = (await post(`/api/orders/${id}/invoice`)).body as { id: string }
    const voided = await post(`/api/invoices/${first.id}/void`)
    expect(voided.body).toMatchObject({ number: 'NF-2026-0001', status: 'void', owingCents: 0 })
    const payment = await post(`/api/invoices/${first.id}/payments`, {
      amountCents: 100,
      method: 'cash',
      receivedOn: '2026-11-29',
    })
    expect(payment.status).toBe(409)
    expect((await agent.get(`/api/orders/${id}`)).body.status).toBe('void')
    const second = (await post(`/api/orders/${id}/invoice`)).body as { id: string; number: string }
    expect(second.number).toBe('NF-2026-0002')
    const note = await post(`/api/invoices/${second.id}/credit-note`, {
      lines: [{ description: 'Floor plan not drawn', amountCents: 9900 }],
    })
    expect(note.status).toBe(201)
    expect(note.body).toMatchObject({
      number: 'NF-CN-2026-0001',
      invoiceId: second.id,
      subtotalCents: 9900,
      taxCents: 1287,
      totalCents: 11187,
    })
    expect((await agent.get(`/api/invoices/${second.id}`)).body).toMatchObject({
      owingCents: 39324 - 11187,
      creditedCents: 11187,
    })
    expect((await agent.get('/api/invoices/nosuchinvoice1')).status).toBe(404)
    expect((await post('/api/orders/nosuchorder1/invoice')).status).toBe(404)
    const history = (await agent.get('/api/payments/history')).body.history as { action: string }[]
    expect(history.map((h) => h.action)).toEqual(['credit-note', 'invoice', 'void', 'invoice', 'order'])
  })

  it('edits an order with PUT and PATCH until it is invoiced (then 409), and refuses a $0 invoice (422)', async () => {
    const { agent, post, xhr } = await signedIn()
    const { id } = (await post('/api/orders', order).expect(201)).body as { id: string }
    const discount = { description: 'Discount', amountCents: 34_800, discount: true }
    const patched = await agent
      .patch(`/api/orders/${id}`)
      .set(xhr)
      .send({ lines: [...order.lines, discount] })
      .expect(200)
    expect(patched.body).toMatchObject({ id, client: order.client, subtotalCents: 0, totalCents: 0 })
    const zero = await post(`/api/orders/${id}/invoice`).expect(422)
    expect(zero.body.error).toBe('An invoice of $0.00 is not issued: give the order a priced line first')
    const bad = await agent
      .put(`/api/orders/${id}`)
      .set(xhr)
      .send({ ...order, lines: [{ description: 'Rush', amountCents: -100 }] })
      .expect(400)
    expect(bad.body.fields).toEqual({ 'lines.0.amountCents': amountMessages.negative })
    const put = await agent.put(`/api/orders/${id}`).set(xhr).send(order).expect(200)
    expect(put.body.totalCents).toBe(39_324)
    await post(`/api/orders/${id}/invoice`).expect(201)
    const late = await agent.patch(`/api/orders/${id}`).set(xhr).send({ address: 'Elsewhere' }).expect(409)
    expect(late.body.error).toMatch(/^This order is invoiced.*credit note/)
    await agent.patch('/api/orders/nope').set(xhr).send({ address: 'x' }).expect(404)
  })

  it('answers an order’s terms as its invoices and downloads follow them: its agent’s net 30', async () => {
    const payments = { store: PaymentsStore.inMemory(), links: new InvoiceLinks(Buffer.alloc(32, 7)) }
    const { agent, xhr, signIn } = await listingsApp({ app: { payments } })
    await signIn()
    const post = (url: string, body: object) => agent.post(url).set(xhr).send(body)
    const { id } = (await post('/api/orders', order).expect(201)).body as { id: string }
    const other = { ...order, client: { ...order.client, email: 'someone@example.com' } }
    const { id: otherId } = (await post('/api/orders', other).expect(201)).body as { id: string }
    const termsOf = async () => {
      const { orders } = (await agent.get('/api/orders')).body as { orders: { id: string; terms: string }[] }
      return Object.fromEntries(orders.map((o) => [o.id, o.terms]))
    }
    expect(await termsOf()).toEqual({ [id]: 'due-on-receipt', [otherId]: 'due-on-receipt' })
    // The agent with the client's e-mail is on net-30 terms: the order follows, though its own say otherwise.
    const profile = { name: 'Avery Agent', email: 'AVERY@example.com', terms: 'net30' }
    await post('/api/agents', profile).expect(201)
    expect(payments.store.data.orders.find((o) => o.id === id)!.terms).toBe('due-on-receipt')
    expect((await agent.get(`/api/orders/${id}`)).body.terms).toBe('net30')
    expect(await termsOf()).toEqual({ [id]: 'net30', [otherId]: 'due-on-receipt' })
    const invoice = (await post(`/api/orders/${id}/invoice`, {}).expect(201)).body as {
      issuedOn: string
      dueOn: string
    }
    expect(invoice.dueOn).not.toBe(invoice.issuedOn)
  })

  it('keeps the settings a PUT does not send, and refuses bad ones by field', async () => {
    const { agent, xhr } = await signedIn()
    const put = (body: object) => agent.put('/api/payments/settings').set(xhr).send(body)
    expect((await put({ etransferEmail: 'pay@northframe.example' })).body).toMatchObject({
      etransferEmail: 'pay@northframe.example',
      invoicePrefix: 'NF',
      reminderDays: [7, 14, 30],
    })
    expect((await put({ invoicePrefix: 'nf-x', depositPercent: 101 })).body.fields).toEqual({
      invoicePrefix: 'must be 1 to 8 capital letters or digits, such as NF',
      depositPercent: expect.any(String),
    })
    expect((await agent.get('/api/payments/settings')).body).toMatchObject({
      etransferEmail: 'pay@northframe.example',
      invoicePrefix: 'NF',
      depositPercent: 0,
    })
  })

  it('exports the ledger: a row per invoice, credit note, void and payment, invoice totals to the cent, formula-safe', async () => {
    const { agent, post, payments } = await signedIn()
    const { id } = (
      await post('/api/orders', {
        ...order,
        client: { name: '=HYPERLINK("http://x.example")', email: 'x@example.com' },
      })
    ).body as { id: string }
    const first = (await post(`/api/orders/${id}/invoice`)).body as { id: string }
    await post(`/api/invoices/${first.id}/void`)
    const second = (await post(`/api/orders/${id}/invoice`)).body as { id: string }
    await post(`/api/invoices/${second.id}/credit-note`, { lines: [{ description: 'Goodwill', amountCents: 1000 }] })
    await post(`/api/invoices/${second.id}/payments`, {
      amountCents: 5000,
      method: 'etransfer',
      receivedOn: '2020-01-02',
    })
    const { id: other } = (
      await post('/api/orders', { ...order, lines: [{ description: 'Odd cents', amountCents: 1150 }] })
    ).body as { id: string }
    await post(`/api/orders/${other}/invoice`)

    const res = await agent.get('/api/ledger.csv')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    const rows = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .map((line) => csvCells(line, ',', false))
    expect(rows[0]).toEqual(['type', 'number', 'date', 'client', 'subtotal', 'hst', 'total', 'method'])
    expect(rows.slice(1).map((r) => [r[0], r[1], r[4], r[5], r[6], r[7]])).toEqual(
      expect.arrayContaining([
        ['invoice', 'NF-2026-0001', '348.00', '45.24', '393.24', ''],
        ['void', 'NF-2026-0001', '-348.00', '-45.24', '-393.24', ''],
        ['invoice', 'NF-2026-0002', '348.00', '45.24', '393.24', ''],
        ['credit-note', 'NF-CN-2026-0001', '-10.00', '-1.30', '-11.30', ''],
        ['payment', 'NF-2026-0002', '', '', '50.00', 'etransfer'],
        ['invoice', 'NF-2026-0003', '11.50', '1.50', '13.00', ''],
      ]),
    )
    expect(rows).toHaveLength(7)
    // The invoice rows add up to the invoices' totals, to the cent.
    const invoiceCents = rows
      .filter((r) => r[0] === 'invoice')
      .reduce((sum, r) => sum + Math.round(Number(r[6]) * 100), 0)
    expect(invoiceCents).toBe(payments.store.data.invoices.reduce((sum, i) => sum + i.totalCents, 0))
    // A client named like a formula is text in every spreadsheet separator.
    for (const separator of [',', ';', '\t'])
      for (const cell of csvCells(res.text, separator, true))
        if (!/^-\d+\.\d\d$/.test(cell)) expect(cell, separator).not.toMatch(/^[ ]*[=+\-@]/)
    expect(rows[1]![3]).toBe(`'=HYPERLINK("http://x.example")`)

    const dated = await agent.get('/api/ledger.csv?from=2020-01-01&to=2020-01-31')
    expect(
      dated.text
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual(['payment'])
    expect((await agent.get('/api/ledger.csv?from=yesterday')).body).toEqual({
      error: 'Please check the fields marked below',
      fields: { from: 'must be a date (YYYY-MM-DD)' },
    })
  })
})
