import type Stripe from 'stripe'
import { CURRENCY } from '../../../content/payments/money.ts'

/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; `api` points the SDK at another host (tests' stand-in). */
export type StripeSettings = {
  secretKey: string
  webhookSecret: string
  api?: { host: string; port: number; protocol: 'http' | 'https' }
}

/**
 * What a Checkout Session is made for: the amount still owing on one invoice (`reference` its id), or a
 * booking's deposit (`reference` its order's id); `item` names it on Stripe's page.
 */
export type CheckoutRequest = {
  reference: string
  item: string
  amountCents: number
  email: string
  successUrl: string
  cancelUrl: string
}

/** A paid Checkout Session as the webhook reports it: what to record, once per `eventId`. */
export type PaidSession = { eventId: string; reference: string | null; amountCents: number; currency: string }

/**
 * The card settings from the environment: both keys, or neither (card payments off); one without the
 * other is a mistake named at start.
 */
export function stripeFromEnv(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY || ''
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || ''
  if (!secretKey && !webhookSecret) return undefined
  if (!secretKey || !webhookSecret)
    throw new Error(
      `Card payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; ${secretKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'} is missing`,
    )
  const api = env.STRIPE_API_BASE ? stripeApiOf(env.STRIPE_API_BASE) : undefined
  return { secretKey, webhookSecret, ...(api && { api }) }
}

/**
 * STRIPE_API_BASE (tests only: the end-to-end tests' stand-in for Stripe's API, `http://127.0.0.1:PORT`)
 * as the SDK's host, port and protocol; never set in production, where the SDK talks to Stripe.
 */
function stripeApiOf(base: string): StripeSettings['api'] {
  let url: URL
  try {
    url = new URL(base)
  } catch {
    throw new Error(`STRIPE_API_BASE must be an address such as http://127.0.0.1:12111: ${base}`)
  }
  const protocol = url.protocol.slice(0, -1)
  if ((protocol !== 'http' && protocol !== 'https') || url.pathname !== '/')
    throw new Error(`STRIPE_API_BASE must be an http(s) origin such as http://127.0.0.1:12111: ${base}`)
  return { host: url.hostname, port: Number(url.port || (protocol === 'https' ? 443 : 80)), protocol }
}

/**
 * Card payments through Stripe Checkout, with the official SDK: a hosted payment page for the amount
 * owing (the card never reaches this service), and the webhook's events verified against their
 * `Stripe-Signature` over the raw body. The SDK (about 20 MiB of a process's memory) loads when card
 * payments are configured, not with every service.
 */
export class StripeCard {
  readonly #stripe: Promise<Stripe>
  readonly #webhookSecret: string

  constructor(settings: StripeSettings) {
    const options = { maxNetworkRetries: 1, timeout: 20_000, ...settings.api }
    this.#stripe = import('stripe').then(({ default: Stripe }) => new Stripe(settings.secretKey, options))
    this.#webhookSecret = settings.webhookSecret
  }

  /** Creates the Checkout Session (CAD, `client_reference_id` = the reference) and returns its URL. */
  async checkoutUrl(request: CheckoutRequest): Promise<string> {
    const stripe = await this.#stripe
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: request.reference,
      customer_email: request.email || undefined,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: CURRENCY.toLowerCase(),
            unit_amount: request.amountCents,
            product_data: { name: request.item },
          },
        },
      ],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    })
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL')
    return session.url
  }

  /**
   * The event in `rawBody` once its signature is verified (throws when the header is missing, altered, or
   * older than the SDK's five-minute tolerance); the paid session it reports, or null for any other event.
   */
  async paidSessionOf(rawBody: Buffer, signature: string): Promise<PaidSession | null> {
    const event = (await this.#stripe).webhooks.constructEvent(rawBody, signature, this.#webhookSecret)
    if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded')
      return null
    const session = event.data.object
    if (session.payment_status !== 'paid') return null
    return {
      eventId: event.id,
      reference: session.client_reference_id,
      amountCents: session.amount_total ?? 0,
      currency: session.currency ?? '',
    }
  }
}
