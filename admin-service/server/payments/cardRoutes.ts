import { Router } from '@koa/router'
import getRawBody from 'raw-body'
import { formatDollars } from '../../../content/payments/money.ts'
import { HttpError } from '../shared/http/errors.ts'
import { connectionOf, type Door, type DoorTexts, type IntakeGuard } from '../shared/intake/IntakeGuard.ts'
import type { InvoiceLinks } from './invoiceLinks.ts'
import type { PaymentBudgets } from './paymentLimits.ts'
import { PaymentsError, paymentsMessages } from './paymentsErrors.ts'
import type { PaymentsStore } from './PaymentsStore.ts'
import { invoiceBalance } from './paymentsView.ts'
import type { StoredInvoice } from './paymentsFile.ts'
import type { PaidSession, StripeCard } from './stripeCard.ts'
import { requestOrigin } from '../shared/http/requestOrigin.ts'

/** The checkout's door as the owner reads it on /admin and in the alerts. */
export const CHECKOUT_DOOR = 'invoice checkout'

export type CardRouteOptions = {
  store: PaymentsStore
  links: InvoiceLinks
  /** Card payments, or undefined when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set. */
  card?: StripeCard
  /** The checkout's door of the public-intake guard, and its budgets (paymentLimits.ts). */
  guard: IntakeGuard
  budgets: PaymentBudgets
  /** The origin the client reaches the invoice at (ADMIN_PUBLIC_ORIGIN); null: the request's own. */
  publicOrigin: string | null
  /** Where a paid event that records nothing is reported (the owner refunds it from Stripe's dashboard). */
  log?: (line: string) => void
  now?: () => number
}

/** Stripe's events are a few kilobytes. */
const WEBHOOK_LIMIT = '256kb'

export const cardMessages = {
  notSetUp: 'Card payments are not set up: pay by e-transfer or cheque as the invoice says',
  webhookNotSetUp: 'Card payments are not set up on this service (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)',
  nothingOwing: 'Nothing is owing on this invoice',
  stripeDown: paymentsMessages.stripeDown,
  badSignature: 'The Stripe-Signature header is missing or does not match this body',
  tooLarge: 'The event is too large',
} as const

const orEtransfer = 'Please try again later, or pay by e-transfer as the invoice says.'

/** What the checkout's door tells a client; each 429 says whose budget ran out. */
export const checkoutTexts: DoorTexts = {
  origin: "Card payments are started only from the invoice's own page",
  connection: `Too many card payments started from your connection. ${orEtransfer}`,
  identity: `Too many card payments started for this invoice. ${orEtransfer}`,
  global: `We are starting more card payments than usual and cannot start yours right now. ${orEtransfer}`,
  junk: `Too many requests from your connection that were not card payments. ${orEtransfer}`,
  tooLarge: 'The request is too large',
  type: 'The request must be a form or JSON',
}

/**
 * Card payments: the client's `POST /api/invoice/{token}/checkout` (a Checkout Session per call, so held by
 * its door of the intake guard: from the invoice's own page, a token this service signed, then its
 * connection's, its invoice's and everyone's budgets, all spent or none, before Stripe is asked; a form
 * without script is sent on to Stripe with a 303, a JSON caller gets `{url}`), and Stripe's
 * `POST /api/payments/stripe/webhook`, whose guard is the signature over the raw body. Both are mounted
 * before the owner's CSRF rule: neither request can carry its header.
 */
export function cardRoutes(options: CardRouteOptions) {
  const { store, links, card, guard, budgets } = options
  const log = options.log ?? ((line: string) => console.warn(line))
  const now = options.now ?? Date.now
  const router = new Router({ prefix: '/api' })

  /** The invoice a checkout is for: its token, made here and naming an invoice of the store, is its identity. */
  const checkout: Door<{ token: string; invoice: StoredInvoice }> = {
    name: CHECKOUT_DOOR,
    // The body is never read: the invoice page's form sends none, a script's JSON says nothing more.
    body: null,
    sameSite: true,
    read: (ctx) => {
      const token = (ctx as typeof ctx & { params: Record<string, string> }).params.token!
      const id = links.invoiceIdOf(token)
      const invoice = id === null ? undefined : store.data.invoices.find((i) => i.id === id)
      if (!invoice) throw new HttpError(404, paymentsMessages.noInvoice)
      return { token, invoice }
    },
    // The connection's first: a flood at one invoice gives its spend back and leaves everyone's budget whole.
    budgets: ({ invoice }, ctx) => [
      { kind: 'connection', limit: budgets.connection, key: connectionOf(ctx) },
      { kind: 'identity', limit: budgets.invoice, key: invoice.id },
      { kind: 'global', limit: budgets.global, key: 'all' },
    ],
    texts: checkoutTexts,
  }

  router.post('/invoice/:token/checkout', async (ctx) => {
    // Off, nothing to hold: the same answer for every request, counted nowhere.
    if (!card) throw new HttpError(404, cardMessages.notSetUp)
    const { token, invoice } = await guard.admit(ctx, checkout)
    if (invoice.voidedAt !== null) throw new HttpError(409, paymentsMessages.voidInvoice)
    const { owingCents } = invoiceBalance(store.data, invoice)
    if (owingCents === 0) throw new HttpError(409, cardMessages.nothingOwing)
    const page = `${options.publicOrigin ?? requestOrigin(ctx)}/invoice/${token}/`
    let url: string
    try {
      url = await card.checkoutUrl({
        reference: invoice.id,
        item: `Invoice ${invoice.number}`,
        amountCents: owingCents,
        email: invoice.client.email,
        successUrl: `${page}?card=paid`,
        cancelUrl: page,
      })
    } catch (error) {
      log(`Stripe refused a Checkout Session for invoice ${invoice.number}: ${(error as Error).message}`)
      throw new HttpError(502, cardMessages.stripeDown)
    }
    ctx.set('Cache-Control', 'no-store')
    if (ctx.is('application/json') || ctx.accepts('html', 'json') === 'json') ctx.body = { url }
    else {
      ctx.status = 303
      ctx.redirect(url)
    }
  })

  router.post('/payments/stripe/webhook', async (ctx) => {
    if (!card) throw new HttpError(503, cardMessages.webhookNotSetUp)
    let raw: Buffer
    try {
      raw = await getRawBody(ctx.req, { limit: WEBHOOK_LIMIT })
    } catch (error) {
      if ((error as { status?: number }).status === 413) throw new HttpError(413, cardMessages.tooLarge)
      throw error
    }
    let paid: PaidSession | null
    try {
      paid = await card.paidSessionOf(raw, ctx.get('Stripe-Signature'))
    } catch {
      throw new HttpError(400, cardMessages.badSignature)
    }
    ctx.body = paid ? await record(paid) : { received: true, recorded: false }
  })

  /**
   * Records a paid session, once per event, against what its `client_reference_id` names: an invoice
   * (the amount owing on it), or an order (the deposit on its booking). A refusal (an amount over what
   * is owing because an e-transfer was recorded meanwhile, a void invoice, a second deposit, a reference
   * that is neither) is answered 200, since Stripe sending it again changes nothing, and logged for the
   * owner to refund from Stripe's dashboard.
   */
  async function record(paid: PaidSession) {
    const invoice = store.data.invoices.find((i) => i.id === paid.reference)
    const order = invoice ? undefined : store.data.orders.find((o) => o.id === paid.reference)
    const refused = (why: string) => {
      log(`Stripe event ${paid.eventId}: ${formatDollars(paid.amountCents)} paid by card not recorded: ${why}`)
      return { received: true, recorded: false, error: why }
    }
    if (!invoice && !order) return refused('no invoice or order with this reference')
    if (paid.currency.toLowerCase() !== 'cad') return refused(`the currency is ${paid.currency}, not CAD`)
    try {
      const recorded = invoice
        ? await store.recordCardPayment(invoice.id, paid.amountCents, paid.eventId, now())
        : await store.recordDeposit(order!.id, paid.amountCents, paid.eventId, now())
      return { received: true, recorded: recorded !== null }
    } catch (error) {
      const what = invoice ? `invoice ${invoice.number}` : `the deposit on ${order!.client.name}'s order`
      if (error instanceof PaymentsError) return refused(`${error.message} (${what})`)
      throw error
    }
  }

  return router
}
