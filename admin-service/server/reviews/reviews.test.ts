import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpServer } from '../../../tests/support/smtpServer.ts'
import { testApp } from '../../../tests/support/testApp.ts'
import { PaymentsStore } from '../payments/index.ts'
import { mailTransport } from '../shared/mail/mailTransport.ts'
import { OptOutLinks } from './OptOutLinks.ts'
import { ReviewRequester } from './ReviewRequester.ts'
import { ReviewStore } from './ReviewStore.ts'

const DAY = 86_400_000
const t0 = Date.parse('2026-05-04T14:00:00Z')
const LINK = 'https://g.page/r/northframe/review'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(() => smtp.stop())

/** An app with review requests over an in-memory payments store, a clock the test moves and the SMTP sink. */
async function reviewsApp() {
  let now = t0
  const payments = PaymentsStore.inMemory()
  const store = ReviewStore.inMemory()
  const links = new OptOutLinks(randomBytes(32))
  const transport = mailTransport(`smtp://127.0.0.1:${smtp.port}`)
  const requester = new ReviewRequester(store, { payments }, links, {
    mail: { send: (mail) => transport.sendMail(mail), from: 'studio@example.com', retryBaseMs: 50 },
    origin: () => 'https://admin.example.com',
    now: () => now,
  })
  const app = await testApp({ reviews: { store, links, requester, now: () => now } })
  /** An order for `email` paid in full now. */
  const paidOrder = async (email: string) => {
    const order = await payments.createOrder(
      {
        client: { name: 'Dana Agent', email },
        address: '12 Maple Ave, Toronto',
        lines: [{ description: 'Photos', amountCents: 20000 }],
      },
      now,
    )
    const invoice = await payments.issueInvoice(order.id, now)
    await payments.recordPayment(
      invoice.id,
      { amountCents: invoice.totalCents, method: 'etransfer', receivedOn: '2026-05-05' },
      now,
    )
    return order.id
  }
  const advance = (ms: number) => (now += ms)
  return { ...app, store, requester, paidOrder, advance, stop: () => requester.stop() }
}

describe('review requests', () => {
  it('are set by the owner only, with a message for each wrong field', async () => {
    const { request, agent, xhr, signIn, stop } = await reviewsApp()
    try {
      expect((await request().get('/api/reviews')).status).toBe(401)
      await signIn()
      const wrong = await agent
        .put('/api/reviews/settings')
        .set(xhr)
        .send({ link: 'http://g.page/x', after: 'sold', delayDays: 0, quietDays: 365 })
      expect(wrong.status).toBe(400)
      expect(Object.keys(wrong.body.fields).sort()).toEqual(['after', 'delayDays', 'link'])
      const set = await agent
        .put('/api/reviews/settings')
        .set(xhr)
        .send({ link: LINK, after: 'paid', delayDays: 3, quietDays: 365 })
      expect(set.status).toBe(200)
      expect(set.body).toMatchObject({ link: LINK, enabledAt: new Date(t0).toISOString() })
      expect((await agent.get('/api/reviews')).body).toMatchObject({
        settings: { link: LINK },
        sends: true,
        requests: [],
        optOuts: 0,
      })
    } finally {
      await stop()
    }
  })

  it('go once, days after the payment, with a one-click opt-out that stops the next ones', async () => {
    const { request, agent, xhr, signIn, store, requester, paidOrder, advance, stop } = await reviewsApp()
    try {
      await signIn()
      await agent
        .put('/api/reviews/settings')
        .set(xhr)
        .send({ link: LINK, after: 'paid', delayDays: 3, quietDays: 365 })
      advance(DAY)
      const orderId = await paidOrder('dana@example.com')
      const before = smtp.received.length
      advance(2 * DAY)
      expect(await requester.check()).toBe(0)
      advance(DAY)
      expect(await requester.check()).toBe(1)
      expect(await requester.check()).toBe(0)
      await requester.idle()
      const mails = smtp.received.slice(before)
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatchObject({ to: ['dana@example.com'], subject: expect.stringContaining('review') })
      expect(mails[0]!.text).toContain(LINK)
      expect(mails[0]!.text).toContain('12 Maple Ave, Toronto')
      const optOut = /https:\/\/admin\.example\.com(\/reviews\/opt-out\/[\w-]+)/.exec(mails[0]!.text)![1]!
      const headers = mails[0]!.raw.replace(/\r\n\s+/g, ' ') // unfolded
      expect(headers).toContain(`List-Unsubscribe: <https://admin.example.com${optOut}>`)
      expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
      expect((await agent.get('/api/reviews')).body.requests).toMatchObject([{ orderId, email: 'dana@example.com' }])

      // A mail scanner's visit changes nothing; the e-mail program's one-click post (no Origin) opts out.
      const page = await request().get(optOut)
      expect(page.status).toBe(200)
      expect(page.text).toContain('<button type="submit">Stop review requests</button>')
      expect(page.headers['x-robots-tag']).toBe('noindex')
      expect(store.data.optOuts).toEqual([])
      const altered = await request()
        .post(`${optOut.slice(0, -2)}xx`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
      expect(altered.status).toBe(404)
      const posted = await request().post(optOut).type('form').send('List-Unsubscribe=One-Click')
      expect(posted.status).toBe(200)
      expect(posted.text).toContain('will not ask you for a review again')
      expect(store.data.optOuts).toHaveLength(1)

      // A year and more later, a new paid order: no request to an agent who opted out.
      advance(400 * DAY)
      await paidOrder('Dana@Example.com')
      advance(4 * DAY)
      expect(await requester.check()).toBe(0)
    } finally {
      await stop()
    }
  })
})
