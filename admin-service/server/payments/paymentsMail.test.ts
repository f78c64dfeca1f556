import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startSmtpServer } from '../../../tests/support/smtpServer.ts'
import type { BillingDirectory } from './billingContact.ts'
import type { AgentTerms } from './orderTerms.ts'
import { paymentsMessage } from './paymentsMail.ts'
import { PaymentsStore } from './PaymentsStore.ts'
import { startPayments } from './startPayments.ts'

const ORIGIN = 'https://admin.northframe.example'
const stops: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (stops.length) await stops.pop()!()
})

async function started(smtpUrl: string | null, agents?: BillingDirectory) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'payments-mail-'))
  stops.push(() => rm(dir, { recursive: true, force: true }))
  const logged: string[] = []
  const payments = await startPayments(dir, {
    linkKey: Buffer.alloc(32, 3),
    delivery: { smtpUrl, notifyTo: 'studio@northframe.example', mailFrom: 'invoices@northframe.example' },
    origin: () => ORIGIN,
    retryBaseMs: 50,
    log: (line) => logged.push(line),
    agents,
  })
  stops.push(payments.stop)
  const { store } = payments
  await store.setSettings({
    legalName: 'North Frame Media Inc.',
    hstNumber: '123456789 RT0001',
    etransferEmail: 'pay@northframe.example',
  })
  const order = await store.createOrder({
    client: { name: 'Avery Agent', email: 'avery@example.com' },
    lines: [{ description: 'Photography, condo', amountCents: 24900 }],
  })
  return { ...payments, order, logged }
}

/** Waits until `count` e-mails have arrived (the outbox sends them in the background). */
async function arrived<T>(received: T[], count: number): Promise<T[]> {
  for (let tries = 0; received.length < count && tries < 200; tries++)
    await new Promise((resolve) => setTimeout(resolve, 25))
  return received
}

describe('the clients’ e-mails (invoice and receipts, through the outbox)', () => {
  it('send the invoice with its link when it is issued, and a receipt for each payment, card or manual', async () => {
    const smtp = await startSmtpServer()
    stops.push(smtp.stop)
    const { store, links, order } = await started(smtp.url)
    const invoice = await store.issueInvoice(order.id)
    const token = links.tokenOf(invoice.id)
    const [sent] = await arrived(smtp.received, 1)
    expect(sent!.to).toEqual(['avery@example.com'])
    expect(sent!.replyTo).toBe('studio@northframe.example')
    expect(sent!.subject).toBe(`Invoice ${invoice.number} from North Frame Media Inc.: $281.37`)
    expect(sent!.text).toContain(`View and pay it: ${ORIGIN}/invoice/${token}/`)
    expect(sent!.text).toContain(`${ORIGIN}/invoice/${token}.pdf`)
    expect(sent!.text).toContain(`Interac e-Transfer to pay@northframe.example, with ${invoice.number} as the message`)
    expect(sent!.text).toContain('due on receipt')

    await store.recordPayment(invoice.id, { amountCents: 10000, method: 'etransfer', receivedOn: '2026-11-29' })
    const [, first] = await arrived(smtp.received, 2)
    expect(first!.to).toEqual(['avery@example.com'])
    expect(first!.subject).toBe(`Receipt: $100.00 received on invoice ${invoice.number}`)
    expect(first!.text).toContain('We received your Interac e-Transfer of $100.00 on November 29, 2026')
    expect(first!.text).toContain(`Still owing on the invoice: $181.37. View and pay it: ${ORIGIN}/invoice/${token}/`)

    await store.recordCardPayment(invoice.id, 18137, 'evt_mail_1')
    // A replayed event records nothing, so it sends nothing either.
    await store.recordCardPayment(invoice.id, 18137, 'evt_mail_1')
    const [, , second] = await arrived(smtp.received, 3)
    expect(second!.subject).toBe(`Receipt: $181.37 received on invoice ${invoice.number}`)
    expect(second!.text).toContain('We received your card of $181.37')
    expect(second!.text).toContain('The invoice is paid in full')
    // Each delivery is recorded once the server accepted it: wait for the last record.
    for (let tries = 0; store.outbox.some((m) => m.deliveries.email?.state === 'pending') && tries < 200; tries++)
      await new Promise((resolve) => setTimeout(resolve, 25))
    expect(smtp.received).toHaveLength(3)
    expect(store.outbox.map((m) => [m.kind, m.deliveries.email?.state])).toEqual([
      ['invoice', 'sent'],
      ['receipt', 'sent'],
      ['receipt', 'sent'],
    ])
  })

  it("go to a team member's billing contact with the member in copy, and to the member once out of the team", async () => {
    const smtp = await startSmtpServer()
    stops.push(smtp.stop)
    const person = (id: string, name: string) => ({
      id,
      name,
      email: `${id}@example.com`,
      terms: 'due-on-receipt' as const,
    })
    const harbour = {
      name: 'Harbour Team',
      memberIds: ['avery', 'lee'],
      billingContactId: 'lee',
      terms: 'net30' as const,
    }
    let teams = [harbour]
    const directory: BillingDirectory = {
      agents: [person('avery', 'Avery Agent'), person('lee', 'Lee Office')],
      get teams() {
        return teams
      },
      get: () => undefined,
    }
    const { store, order } = await started(smtp.url, directory)
    const invoice = await store.issueInvoice(order.id)
    const [sent] = await arrived(smtp.received, 1)
    expect(sent!.to).toEqual(['lee@example.com', 'avery@example.com'])
    expect(sent!.raw).toMatch(/^To: Lee Office <lee@example\.com>\r?$/m)
    expect(sent!.raw).toMatch(/^Cc: Avery Agent <avery@example\.com>\r?$/m)
    expect(sent!.text).toContain('Hello Lee Office,')
    expect(sent!.text).toContain(
      "This is for Avery Agent's order, sent to you as Harbour Team's billing contact (Avery Agent has a copy).",
    )

    teams = [{ ...harbour, memberIds: ['lee'] }]
    await store.recordPayment(invoice.id, { amountCents: 10000, method: 'etransfer', receivedOn: '2026-11-29' })
    const [, receipt] = await arrived(smtp.received, 2)
    expect(receipt!.to).toEqual(['avery@example.com'])
    expect(receipt!.raw).not.toMatch(/^Cc:/m)
    expect(receipt!.text).toContain('Hello Avery Agent,')
  })

  it('keep an e-mail the mail server refused and send it once it is back', async () => {
    const smtp = await startSmtpServer()
    stops.push(smtp.stop)
    await smtp.stop()
    const { store, order, logged } = await started(smtp.url)
    const invoice = await store.issueInvoice(order.id)
    for (let tries = 0; !logged.length && tries < 200; tries++) await new Promise((r) => setTimeout(r, 25))
    expect(logged[0]).toMatch(/Payments e-mail .*: email delivery failed/)
    expect(store.outbox[0]!.deliveries.email?.state).toBe('pending')
    await smtp.start()
    const [sent] = await arrived(smtp.received, 1)
    expect(sent!.subject).toContain(invoice.number)
  })

  it('are recorded as not sent without a mail server, and the money is recorded all the same', async () => {
    const { store, order } = await started(null)
    const invoice = await store.issueInvoice(order.id)
    for (let tries = 0; store.outbox[0]?.deliveries.email?.state === 'pending' && tries < 200; tries++)
      await new Promise((resolve) => setTimeout(resolve, 25))
    expect(store.data.invoices).toHaveLength(1)
    expect(store.outbox).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        invoiceId: invoice.id,
        deliveries: { email: expect.objectContaining({ state: 'failed', lastError: 'email is no longer configured' }) },
      }),
    ])
  })
})

describe("an invoice's e-mails go to the agent's billing e-mail", () => {
  it('when their profile gives one (the invoice and its receipts), else to the client the order was made with', async () => {
    const store = PaymentsStore.inMemory()
    const order = await store.createOrder({
      client: { name: 'Avery Agent', email: 'avery@example.com' },
      lines: [{ description: 'Photography, condo', amountCents: 24900 }],
    })
    const invoice = await store.issueInvoice(order.id)
    await store.recordPayment(invoice.id, { amountCents: 10000, method: 'etransfer', receivedOn: '2026-11-29' })
    const config = { from: 'invoices@northframe.example', replyTo: 'studio@northframe.example', origin: ORIGIN }
    const agent = { id: 'agent-avery', email: 'Avery@Example.com', terms: 'due-on-receipt' as const }
    const recipients = (agents?: AgentTerms) =>
      store.outbox.map((mail) => {
        const message = paymentsMessage(store.data, mail, 'token', { ...config, card: false, agents })
        return [mail.kind, (message!.to as { address: string }).address]
      })
    const desk = (billingEmail?: string): AgentTerms => ({ agents: [{ ...agent, billingEmail }], get: () => undefined })

    expect(recipients(desk('accounts@lakeside.example'))).toEqual([
      ['invoice', 'accounts@lakeside.example'],
      ['receipt', 'accounts@lakeside.example'],
    ])
    expect(recipients(desk())).toEqual([
      ['invoice', 'avery@example.com'],
      ['receipt', 'avery@example.com'],
    ])
    expect(recipients(undefined)).toEqual([
      ['invoice', 'avery@example.com'],
      ['receipt', 'avery@example.com'],
    ])
  })
})
