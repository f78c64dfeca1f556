import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A stand-in for Stripe's API on 127.0.0.1 (the SDK reaches it through its host/port/protocol settings):
 * answers each Checkout Session creation with a session whose `url` is `pageUrl(id)` (Stripe's hosted page
 * by default), and keeps each request's path, form fields and Authorization header.
 */
export async function stripeStandIn(pageUrl = (id: string) => `https://checkout.stripe.com/c/pay/${id}`) {
  const received: { path: string; fields: URLSearchParams; auth: string }[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        fields: new URLSearchParams(Buffer.concat(chunks).toString()),
        auth: req.headers.authorization ?? '',
      })
      const id = `cs_test_${received.length}`
      res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': `req_${received.length}` })
      res.end(JSON.stringify({ id, object: 'checkout.session', url: pageUrl(id) }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const signer = new Stripe('sk_test_signer').webhooks

/**
 * A `checkout.session.completed` event paying `amountCents` (CAD) on `reference`, signed for `secret` with
 * the SDK's own `generateTestHeaderString`; `extra` overrides the session's fields.
 */
export function paidEvent(
  secret: string,
  id: string,
  reference: string,
  amountCents: number,
  extra: Record<string, unknown> = {},
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_${id}`,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amountCents,
        currency: 'cad',
        client_reference_id: reference,
        ...extra,
      },
    },
  })
  return { payload, header: signer.generateTestHeaderString({ payload, secret }) }
}
