import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startSmtpServer, type ReceivedMail } from '../../../tests/support/smtpServer.ts'
import { paymentsMessage } from './paymentsMail.ts'
import { PaymentsStore } from './PaymentsStore.ts'
import { startPayments } from './startPayments.ts'

const ORIGIN = 'https://admin.northframe.example'
const DAY_MS = 86_400_000
/** 10:00 in Toronto on March 2, 2026: a net-30 invoice issued then is due on April 1. */
const ISSUED = Date.parse('2026-03-02T15:00:00Z')
const DUE = Date.parse('2026-04-01T16:00:00Z')

const stops: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (stops.length) await stops.pop()!()
})

async function until(done: () => boolean) {
  for (let tries = 0; !done() && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 25))
}

const net30Order = {
  client: { name: 'Avery Agent', email: 'avery@example.com' },
  lines: [{ description: 'Photography, condo', amountCents: 24900 }],
  terms: 'net30',
}

async function started(dir: string, smtpUrl: string, clock: { now: number }, reminderEveryMs?: number) {
  const payments = await startPayments(dir, {
    linkKey: Buffer.alloc(32, 4),
    delivery: { smtpUrl, notifyTo: 'studio@northframe.example', mailFrom: 'invoices@northframe.example' },
    origin: () => ORIGIN,
    now: () => clock.now,
    reminderEveryMs,
    retryBaseMs: 50,
    log: () => {},
  })
  stops.push(payments.stop)
  return payments
}

async function setUp() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'payments-reminders-'))
  stops.push(() => rm(dir, { recursive: true, force: true }))
  const smtp = await startSmtpServer()
  stops.push(smtp.stop)
  return { dir, smtp }
}

const reminders = (received: ReceivedMail[]) => received.filter((m) => m.subject.startsWith('Reminder'))

describe('payment reminders (a fake clock moved past the due date)', () => {
  it('e-mail a net-30 invoice at due+7 and due+14, none before its due date, once each, none once it is paid', async () => {
    const { dir, smtp } = await setUp()
    const clock = { now: ISSUED }
    const { store, links, notifier, reminders: timer } = await started(dir, smtp.url, clock)
    const order = await store.createOrder(net30Order, clock.now)
    const invoice = await store.issueInvoice(order.id, clock.now)
    expect(invoice.dueOn).toBe('2026-04-01')
    await until(() => smtp.received.length === 1)

    for (const at of [ISSUED + DAY_MS, DUE, DUE + 6 * DAY_MS]) {
      clock.now = at
      await timer.check()
    }
    await notifier.idle()
    expect(reminders(smtp.received)).toEqual([])
    expect(store.data.reminders).toEqual([])

    clock.now = DUE + 7 * DAY_MS
    await timer.check()
    await timer.check()
    await until(() => reminders(smtp.received).length === 1)
    const [first] = reminders(smtp.received)
    expect(first!.to).toEqual(['avery@example.com'])
    expect(first!.subject).toBe(`Reminder: invoice ${invoice.number} is past due, $281.37 owing`)
    expect(first!.text).toContain('was due April 1, 2026, 7 days ago, and $281.37 is still owing on it')
    expect(first!.text).toContain(`${ORIGIN}/invoice/${links.tokenOf(invoice.id)}/`)

    clock.now = DUE + 14 * DAY_MS - 1
    await timer.check()
    clock.now = DUE + 14 * DAY_MS
    await timer.check()
    await until(() => reminders(smtp.received).length === 2)
    expect(reminders(smtp.received)[1]!.text).toContain('14 days ago')

    await store.recordPayment(invoice.id, { amountCents: 28137, method: 'etransfer', receivedOn: '2026-04-16' })
    clock.now = DUE + 30 * DAY_MS
    await timer.check()
    await notifier.idle()
    await until(() => store.outbox.every((m) => m.deliveries.email?.state !== 'pending'))
    expect(store.data.reminders.map((r) => [r.afterDays, r.on])).toEqual([
      [7, '2026-04-08'],
      [14, '2026-04-15'],
    ])
    expect(reminders(smtp.received)).toHaveLength(2)
    expect(store.data.history.filter((h) => h.action === 'reminder').map((h) => h.summary)).toEqual([
      `Reminder to Avery Agent: invoice ${invoice.number}, $281.37 owing, 7 days after its due date`,
      `Reminder to Avery Agent: invoice ${invoice.number}, $281.37 owing, 14 days after its due date`,
    ])
  })

  it('check on start and every interval, and send only the latest reminder after a pause', async () => {
    const { dir, smtp } = await setUp()
    const clock = { now: ISSUED }
    const first = await started(dir, smtp.url, clock)
    const order = await first.store.createOrder(net30Order, clock.now)
    const invoice = await first.store.issueInvoice(order.id, clock.now)
    await until(() => smtp.received.length === 1)
    await first.stop()

    // Down from before the due date until due+20: the start's check sends the 14-day reminder alone.
    clock.now = DUE + 20 * DAY_MS
    const second = await started(dir, smtp.url, clock, 20)
    await until(() => reminders(smtp.received).length === 1)
    expect(second.store.data.reminders).toEqual([{ invoiceId: invoice.id, afterDays: 14, on: '2026-04-21' }])

    // No check is called from here: the interval finds the 30-day reminder.
    clock.now = DUE + 30 * DAY_MS
    await until(() => reminders(smtp.received).length === 2)
    expect(reminders(smtp.received).map((m) => m.text.match(/(\d+) days ago/)?.[1])).toEqual(['20', '30'])
  })

  it('never send a reminder that was queued before the invoice was paid or voided', async () => {
    const store = PaymentsStore.inMemory()
    const paid = await store.issueInvoice((await store.createOrder(net30Order, ISSUED)).id, ISSUED)
    const voided = await store.issueInvoice((await store.createOrder(net30Order, ISSUED)).id, ISSUED)
    expect(await store.queueReminder(paid.id, DUE + 7 * DAY_MS)).toBe(7)
    expect(await store.queueReminder(voided.id, DUE + 7 * DAY_MS)).toBe(7)
    expect(await store.queueReminder(paid.id, DUE + 8 * DAY_MS)).toBeNull()
    const queued = store.outbox.filter((m) => m.kind === 'reminder')
    expect(queued.map((m) => m.deliveries.email?.state)).toEqual(['pending', 'pending'])

    await store.recordPayment(paid.id, { amountCents: 28137, method: 'cheque', receivedOn: '2026-04-08' })
    await store.voidInvoice(voided.id, DUE + 8 * DAY_MS)
    for (const mail of store.outbox.filter((m) => m.kind === 'reminder')) {
      expect(mail.deliveries.email).toMatchObject({ state: 'failed', nextAttemptAt: null })
      expect(mail.deliveries.email?.lastError).toMatch(/^Not sent: the invoice was paid or voided/)
      // A delivery already under way reads the invoice again and sends nothing.
      const config = { from: 'a@b.example', replyTo: 'a@b.example', origin: ORIGIN, card: false }
      expect(paymentsMessage(store.data, mail, 'token', config)).toBeNull()
    }
    expect(await store.queueReminder(paid.id, DUE + 30 * DAY_MS)).toBeNull()
    expect(await store.queueReminder(voided.id, DUE + 30 * DAY_MS)).toBeNull()
  })
})
