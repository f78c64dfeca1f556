import { depositRule } from '../../../content/payments/depositRule.ts'
import { depositOf, totalsOf } from '../../../content/payments/money.ts'
import { subtotalOf } from '../../../content/payments/requests.ts'
import { HttpError } from '../shared/http/errors.ts'
import { AmountConflictError, paymentsMessages } from './paymentsErrors.ts'
import type { PaymentsFile } from './paymentsFile.ts'
import type { PaymentsStore } from './PaymentsStore.ts'
import type { StripeCard } from './stripeCard.ts'

/** The deposit a booking's client is asked for: `percent` % of the order's total, and the rule they agree to. */
export type DepositOffer = { amountCents: number; totalCents: number; percent: number; rule: string }

/** Where Stripe's page sends the client back: paid, or given up. */
export type DepositReturn = { successUrl: string; cancelUrl: string }

/**
 * The deposit asked on an order in `state`: the settings' `depositPercent` of its total (HST included,
 * `depositOf` rounding), while card payments are set up and the order has a price, no deposit yet, no
 * invoice and a booking that is not cancelled; null otherwise.
 */
export function depositOfferIn(state: PaymentsFile, orderId: string, card: boolean): DepositOffer | null {
  const percent = state.settings.depositPercent
  const order = state.orders.find((o) => o.id === orderId)
  if (!card || percent === 0 || !order || order.bookingCancelledAt !== null) return null
  if (state.deposits.some((d) => d.orderId === orderId)) return null
  if (state.invoices.some((i) => i.orderId === orderId && i.voidedAt === null)) return null
  const { totalCents } = totalsOf(subtotalOf(order.lines))
  const amountCents = depositOf(totalCents, percent)
  return amountCents > 0 ? { amountCents, totalCents, percent, rule: depositRule } : null
}

/** What a booking's client reads of its deposit: what is asked now, and what was paid and on which day. */
export type DepositState = { asked: DepositOffer | null; paid: { amountCents: number; receivedOn: string } | null }

/**
 * The deposit of an order in `state` as its client sees it: the amount paid (all its deposits, on the day of
 * the last one) and, while none is paid, the offer of `depositOfferIn`.
 */
export function depositStateIn(state: PaymentsFile, orderId: string, card: boolean): DepositState {
  const paid = state.deposits.filter((d) => d.orderId === orderId)
  return {
    asked: depositOfferIn(state, orderId, card),
    paid: paid.length
      ? { amountCents: paid.reduce((sum, d) => sum + d.amountCents, 0), receivedOn: paid.at(-1)!.receivedOn }
      : null,
  }
}

/**
 * A booking's deposit by card: what is asked (`offer`), where it stands for the manage page (`state`), and
 * the Checkout Session that takes it (`checkoutUrl`: CAD, `client_reference_id` = the order's id, so that
 * Stripe's webhook records it on the order). The booking feature reaches it by the booking's manage link,
 * its guard.
 */
export class Deposits {
  readonly #store: PaymentsStore
  readonly #card: StripeCard | undefined
  readonly #log: (line: string) => void

  constructor(store: PaymentsStore, card: StripeCard | undefined, log: (line: string) => void = console.warn) {
    this.#store = store
    this.#card = card
    this.#log = log
  }

  offer(orderId: string): DepositOffer | null {
    return depositOfferIn(this.#store.data, orderId, Boolean(this.#card))
  }

  state(orderId: string): DepositState {
    return depositStateIn(this.#store.data, orderId, Boolean(this.#card))
  }

  /** The Stripe page for the deposit asked now; 409 when none is (paid already, invoiced, cancelled). */
  async checkoutUrl(orderId: string, back: DepositReturn & { email: string }): Promise<string> {
    const offer = this.offer(orderId)
    if (!offer || !this.#card) throw new AmountConflictError(paymentsMessages.noDeposit)
    try {
      return await this.#card.checkoutUrl({
        reference: orderId,
        item: `Deposit (${offer.percent}%) on your booking`,
        amountCents: offer.amountCents,
        email: back.email,
        successUrl: back.successUrl,
        cancelUrl: back.cancelUrl,
      })
    } catch (error) {
      this.#log(`Stripe refused a Checkout Session for the deposit on order ${orderId}: ${(error as Error).message}`)
      throw new HttpError(502, paymentsMessages.stripeDown)
    }
  }
}
