import { Router } from '@koa/router'
import { HttpError } from '../shared/http/errors.ts'
import { jsonOnly } from '../shared/http/jsonOnly.ts'
import { requireAuth } from '../auth/index.ts'
import type { InvoiceLinks } from './invoiceLinks.ts'
import { orderTerms, type AgentTerms } from './orderTerms.ts'
import { invoicePage, invoicePageCsp } from './invoicePage.ts'
import { invoicePdf } from './invoicePdf.ts'
import { ledgerCsv, ledgerRows } from './ledgerCsv.ts'
import { InvalidPaymentsInputError, paymentsMessages } from './paymentsErrors.ts'
import type { StoredOrder } from './paymentsFile.ts'
import type { PaymentsStore } from './PaymentsStore.ts'
import { paymentsSummary } from './paymentsSummary.ts'
import { invoiceView, orderView, torontoDay } from './paymentsView.ts'
import type { StripeCard } from './stripeCard.ts'

export type PaymentsRouteOptions = {
  store: PaymentsStore
  links: InvoiceLinks
  /** Card payments, when Stripe is set up: the settings say whether (never its keys). */
  card?: StripeCard
  /** The agent profiles, whose net-30 terms an order of theirs follows (orderTerms.ts). */
  agents?: AgentTerms
  now?: () => number
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A `from`/`to` query value: absent, or a calendar day. */
function dayParam(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined
  if (typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value))) return value
  throw new InvalidPaymentsInputError(paymentsMessages.invalid, { [name]: 'must be a date (YYYY-MM-DD)' })
}

/**
 * The owner's payments API (signed in, like every `/api/*` route): orders, their invoices, voids, credit
 * notes and payments received, the settings (with whether card payments are set up), the history, the
 * summary of the money view and the ledger CSV.
 */
export function paymentsRoutes(options: PaymentsRouteOptions) {
  const { store, links } = options
  const now = options.now ?? Date.now
  const router = new Router({ prefix: '/api' })
  router.use(['/orders', '/invoices', '/payments', '/ledger.csv'], requireAuth)

  const tokenOf = (invoiceId: string) => links.tokenOf(invoiceId)
  /** An order as the owner reads it: its terms are those its invoices and downloads follow (orderTerms.ts). */
  const viewOf = (order: StoredOrder) => ({
    ...orderView(store.data, order, tokenOf),
    terms: orderTerms(order, options.agents),
  })
  const orderOf = (id: string) => {
    const order = store.data.orders.find((o) => o.id === id)
    if (!order) throw new HttpError(404, paymentsMessages.noOrder)
    return viewOf(order)
  }
  const invoiceOf = (id: string) => {
    const invoice = store.data.invoices.find((i) => i.id === id)
    if (!invoice) throw new HttpError(404, paymentsMessages.noInvoice)
    return invoiceView(store.data, invoice, tokenOf(invoice.id))
  }

  router.post('/orders', jsonOnly(), async (ctx) => {
    const order = await store.createOrder(ctx.request.body, now())
    ctx.status = 201
    ctx.body = { id: order.id }
  })

  router.get('/orders', (ctx) => {
    ctx.body = { orders: [...store.data.orders].reverse().map(viewOf) }
  })

  router.get('/orders/:id', (ctx) => {
    ctx.body = orderOf(ctx.params.id!)
  })

  // The whole order (PUT) or the fields given (PATCH), while it has no live invoice.
  router.put('/orders/:id', jsonOnly(), async (ctx) => {
    await store.updateOrder(ctx.params.id!, ctx.request.body, {}, now())
    ctx.body = orderOf(ctx.params.id!)
  })

  router.patch('/orders/:id', jsonOnly(), async (ctx) => {
    await store.updateOrder(ctx.params.id!, ctx.request.body, { partial: true }, now())
    ctx.body = orderOf(ctx.params.id!)
  })

  router.post('/orders/:id/invoice', async (ctx) => {
    const invoice = await store.issueInvoice(ctx.params.id!, now(), (order) => orderTerms(order, options.agents))
    ctx.status = 201
    ctx.body = invoiceOf(invoice.id)
  })

  router.post('/orders/:id/unlock', jsonOnly(), async (ctx) => {
    const { unlocked } = ctx.request.body as { unlocked?: unknown }
    if (typeof unlocked !== 'boolean')
      throw new HttpError(400, paymentsMessages.invalid, { unlocked: 'must be true or false' })
    await store.setUnlocked(ctx.params.id!, unlocked, now())
    ctx.body = orderOf(ctx.params.id!)
  })

  router.get('/invoices/:id', (ctx) => {
    ctx.body = invoiceOf(ctx.params.id!)
  })

  router.post('/invoices/:id/void', async (ctx) => {
    await store.voidInvoice(ctx.params.id!, now())
    ctx.body = invoiceOf(ctx.params.id!)
  })

  router.post('/invoices/:id/credit-note', jsonOnly(), async (ctx) => {
    const note = await store.issueCreditNote(ctx.params.id!, ctx.request.body, now())
    ctx.status = 201
    ctx.body = note
  })

  router.post('/invoices/:id/payments', jsonOnly(), async (ctx) => {
    const payment = await store.recordPayment(ctx.params.id!, ctx.request.body, now())
    ctx.status = 201
    ctx.body = { payment, invoice: invoiceOf(payment.invoiceId) }
  })

  router.get('/payments/settings', (ctx) => {
    ctx.body = { ...store.settings, cardPayments: Boolean(options.card) }
  })

  router.put('/payments/settings', jsonOnly(), async (ctx) => {
    ctx.body = await store.setSettings(ctx.request.body, now())
  })

  router.get('/payments/history', (ctx) => {
    ctx.body = { history: [...store.data.history].reverse() }
  })

  // The period defaults to this Toronto month so far.
  router.get('/payments/summary', (ctx) => {
    const today = torontoDay(now())
    const from = dayParam(ctx.query.from, 'from') ?? `${today.slice(0, 7)}-01`
    const to = dayParam(ctx.query.to, 'to') ?? today
    if (from > to) throw new InvalidPaymentsInputError(paymentsMessages.invalid, { to: 'must not be before from' })
    ctx.body = paymentsSummary(store.data, today, { from, to })
  })

  router.get('/ledger.csv', (ctx) => {
    const from = dayParam(ctx.query.from, 'from')
    const to = dayParam(ctx.query.to, 'to')
    ctx.attachment(`ledger-${from ?? 'start'}-to-${to ?? torontoDay(now())}.csv`)
    ctx.type = 'text/csv; charset=utf-8'
    ctx.body = ledgerCsv(ledgerRows(store.data, from, to))
  })

  return router
}

/**
 * The client's side, reached by the signed link alone (no account): the invoice page
 * (`/invoice/{token}/`) and its PDF (`/invoice/{token}.pdf`). Never indexed, never cached, and the
 * token is kept out of the Referer of any link followed from them.
 */
export function invoiceRoutes(options: Pick<PaymentsRouteOptions, 'store' | 'links'> & { card?: StripeCard }) {
  const { store, links } = options
  const router = new Router()
  const invoiceOf = (token: string) => {
    const id = links.invoiceIdOf(token)
    const invoice = id === null ? undefined : store.data.invoices.find((i) => i.id === id)
    if (!invoice) throw new HttpError(404, paymentsMessages.noInvoice)
    return invoiceView(store.data, invoice, token)
  }
  router.use(async (ctx, next) => {
    ctx.set('X-Robots-Tag', 'noindex')
    ctx.set('Cache-Control', 'no-store')
    ctx.set('Referrer-Policy', 'no-referrer')
    return next()
  })

  // One route for the three: the router takes `/invoice/{token}` and `/invoice/{token}/` for one path.
  router.get('/invoice/:name', async (ctx) => {
    const name = ctx.params.name!
    if (name.endsWith('.pdf') && !ctx.path.endsWith('/')) {
      const invoice = invoiceOf(name.slice(0, -'.pdf'.length))
      ctx.type = 'application/pdf'
      ctx.set('Content-Disposition', `inline; filename="invoice-${invoice.number}.pdf"`)
      ctx.body = await invoicePdf(invoice)
    } else if (ctx.path.endsWith('/')) {
      const invoice = invoiceOf(name)
      ctx.set('Content-Security-Policy', invoicePageCsp)
      ctx.type = 'html'
      ctx.body = invoicePage(invoice, {
        pdfHref: `/invoice/${invoice.token}.pdf`,
        checkoutAction: options.card ? `/api/invoice/${invoice.token}/checkout` : null,
        cardReturned: ctx.query.card === 'paid',
      })
    } else ctx.redirect(`/invoice/${encodeURIComponent(name)}/`)
  })

  return router
}
