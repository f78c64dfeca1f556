import { RateLimit } from '../shared/intake/RateLimit.ts'

/** The invoice checkout door's budgets (the intake guard's, IntakeGuard.ts), per hour unless said otherwise. */
export type PaymentLimits = {
  /** Card checkouts one connection may start, whatever the invoices. */
  checkoutsPerConnection: number
  /** Card checkouts one invoice may have started, whoever asks for them. */
  checkoutsPerInvoice: number
  /** Card checkouts everyone together may start. */
  checkoutsGlobal: number
  /** Requests one connection may send that are refused as junk, per 10 minutes, before it is refused unread. */
  junkPerConnection: number
}

/**
 * A client pays an invoice once: perhaps three or four checkouts when a card is declined, the page is left
 * and opened again, or someone else pays it from another office. Ten an hour per invoice is room for that
 * and bounds the Checkout Sessions a leaked link can make; twenty per connection leaves room for an office
 * paying a month's invoices behind one address; two hundred from everyone is far beyond a small studio's
 * invoices in an hour (docs/decisions.md, "The invoice checkout's door").
 */
export const DEFAULT_PAYMENT_LIMITS: PaymentLimits = {
  checkoutsPerConnection: 20,
  checkoutsPerInvoice: 10,
  checkoutsGlobal: 200,
  junkPerConnection: 30,
}

const HOUR = 3600

/** The invoice checkout door's budgets: the service's one rate limiter, configured by `limits`. */
export function paymentBudgets(limits: Partial<PaymentLimits> = {}) {
  const l = { ...DEFAULT_PAYMENT_LIMITS, ...limits }
  const perHour = (name: string, points: number) => new RateLimit(name, { points, windowSeconds: HOUR })
  return {
    connection: perHour('checkout-connection', l.checkoutsPerConnection),
    invoice: perHour('checkout-invoice', l.checkoutsPerInvoice),
    global: perHour('checkout-all', l.checkoutsGlobal),
    junk: new RateLimit('checkout-junk', { points: l.junkPerConnection, windowSeconds: 600 }),
  }
}
export type PaymentBudgets = ReturnType<typeof paymentBudgets>
