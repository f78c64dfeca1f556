#!/usr/bin/env node
// Payments: prints figures, asserts nothing.
// 1. Stripe's webhook → card payment recorded: N signed `checkout.session.completed` events (the SDK's
//    generateTestHeaderString) posted one after another to the admin service on 127.0.0.1, over a
//    payments.json in a temp data dir (fsync'ed writes); each answer comes once the payment is on disk, and
//    the payment unlocks the order's downloads (its invoice has nothing owing). p50 and p95 (goal: p95 <= 300 ms).
// 2. 100 invoices' PDFs rendered with pdfkit one after another: the time, and the process's peak RSS
//    above where it started (sampled every 5 ms).
// Usage: npm run bench:payments [-- --events 200]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import Stripe from 'stripe'
import { register } from 'tsx/esm/api'

register()
const { values } = parseArgs({ options: { events: { type: 'string', default: '200' } } })
const events = Number(values.events)
const { createApp } = await import('../admin-service/server/createApp.ts')
const { PortfolioStore } = await import('../admin-service/server/portfolio/index.ts')
const { startPayments, StripeCard } = await import('../admin-service/server/payments/index.ts')
const { invoicePdf } = await import('../admin-service/server/payments/invoicePdf.ts')
const { invoiceView } = await import('../admin-service/server/payments/paymentsView.ts')
const { emptyPortfolio } = await import('../content/portfolio/store.ts')

const secret = 'whsec_bench_payments'
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-payments-'))
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
try {
  const payments = await startPayments(dataDir, { linkKey: Buffer.alloc(32, 1) })
  const { store } = payments
  await store.setSettings({ legalName: 'North Frame Media Inc.', hstNumber: '123456789 RT0001' })
  const invoices = []
  for (let n = 0; n < Math.max(events, 100); n++) {
    const order = await store.createOrder({
      client: { name: `Client ${n}`, email: `client${n}@example.com` },
      address: `${n} King St W, Toronto`,
      lines: [
        { description: 'Photography, condo', amountCents: 24900 },
        { description: 'Floor plan', amountCents: 9900 + n },
      ],
    })
    invoices.push(await store.issueInvoice(order.id))
  }
  const app = createApp({
    store: await PortfolioStore.inMemory(emptyPortfolio()),
    owner: { name: 'Owner', passwordHash: 'x', credentialVersion: 1 },
    uploadsDir: path.join(dataDir, 'uploads'),
    payments: {
      store,
      links: payments.links,
      card: new StripeCard({ secretKey: 'sk_test_bench', webhookSecret: secret }),
      log: () => {},
    },
  })
  const server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const url = `http://127.0.0.1:${server.address().port}/api/payments/stripe/webhook`
  const signer = new Stripe('sk_test_bench').webhooks
  const times = []
  for (const [n, invoice] of invoices.slice(0, events).entries()) {
    const payload = JSON.stringify({
      id: `evt_bench_${n}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_bench_${n}`,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: invoice.totalCents,
          currency: 'cad',
          client_reference_id: invoice.id,
        },
      },
    })
    const started = performance.now()
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': signer.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    })
    const body = await res.json()
    times.push(performance.now() - started)
    if (!body.recorded) throw new Error(`Event ${n} was not recorded: ${JSON.stringify(body)}`)
  }
  await new Promise((resolve) => server.close(resolve))
  const paid = invoices.slice(0, events).filter((i) => invoiceView(store.data, i, '').status === 'paid').length
  times.sort((a, b) => a - b)
  console.log(
    `Webhook → payment recorded (on disk, invoice paid: ${paid}/${events}): ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
      `max ${times.at(-1).toFixed(1)} ms (goal: p95 <= 300 ms)`,
  )

  // 2. 100 PDFs.
  const views = invoices.slice(0, 100).map((i) => invoiceView(store.data, i, ''))
  await invoicePdf(views[0])
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
  const started = performance.now()
  let bytes = 0
  for (const view of views) bytes += (await invoicePdf(view)).length
  const elapsed = performance.now() - started
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage().rss)
  console.log(
    `100 invoice PDFs: ${(elapsed / 1000).toFixed(2)} s (${(elapsed / 100).toFixed(1)} ms each, ` +
      `${(bytes / 100 / 1024).toFixed(1)} KB each); peak RSS ${(peak / 2 ** 20).toFixed(0)} MB, ` +
      `${((peak - baseline) / 2 ** 20).toFixed(1)} MB above the start`,
  )
  await payments.stop()
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
