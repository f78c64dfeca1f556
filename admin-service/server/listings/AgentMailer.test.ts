import type { SendMailOptions } from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { ListingStore } from './ListingStore.ts'
import { AgentMailer } from './AgentMailer.ts'
import { agentDeliveryMail } from './agentMail.ts'

const pending = (at: Date) => ({
  state: 'pending' as const,
  attempts: 0,
  nextAttemptAt: at.toISOString(),
  lastError: null,
  doneAt: null,
})

describe('AgentMailer', () => {
  it('e-mails the agent the delivery page once the listing is live, retrying a refused attempt', async () => {
    const store = ListingStore.inMemory()
    const agent = await store.addAgent({
      name: 'Dana Agent',
      brokerage: 'Lakeside Realty',
      phone: '+1 416 555 0199',
      email: 'dana@example.com',
    })
    const listing = await store.create({ address: { street: '12 Maple Ave', city: 'Toronto' }, agentId: agent.id })
    const sent: SendMailOptions[] = []
    let refuse = 1
    const mailer = new AgentMailer(
      store,
      async (mail) => {
        if (refuse-- > 0) throw new Error('421 try again later')
        sent.push(mail)
      },
      (l) =>
        agentDeliveryMail(l, agent, {
          from: 'studio@example.com',
          replyTo: 'studio@example.com',
          siteOrigin: 'https://www.example.com',
        }),
      { retryBaseMs: 20 },
    )
    // Asked for with the delivery, but nothing goes out before the listing is live.
    await store.setDelivery(listing.id, 'delivering', null, new Date(), pending(new Date()))
    await mailer.idle()
    expect(sent).toEqual([])
    await store.setDelivery(listing.id, 'live')
    await expect.poll(() => store.get(listing.id)?.agentMail?.state, { timeout: 5000 }).toBe('sent')
    await mailer.stop()
    expect(store.get(listing.id)!.agentMail).toMatchObject({ attempts: 2, lastError: null })
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      to: { name: 'Dana Agent', address: 'dana@example.com' },
      subject: 'Your photos and tour of 12 Maple Ave, Toronto, ON are ready',
    })
    expect(sent[0]!.text).toContain(`https://www.example.com/delivery/${listing.deliveryToken}/`)
    expect(sent[0]!.text).toContain(`https://www.example.com/tour/${listing.tourId}/`)
  })
})
