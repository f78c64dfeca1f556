import { createServer, type IncomingMessage } from 'node:http'
import { mkdtemp } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { LeadInput } from '../../../content/leads/schema.ts'
import { startSmtpServer } from '../../../tests/support/smtpServer.ts'
import { LeadStore } from './LeadStore.ts'
import {
  DELIVERY_HEADER,
  leadChannels,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  webhookSignature,
  type LeadDeliveryConfig,
} from './channels.ts'
import { leadOutbox } from './leadOutbox.ts'

const input: LeadInput = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '',
  services: ['drone', 'matterport'],
  area: 'vaughan',
  size: 'over-5000',
  date: '',
  message: 'Estate with a pool; listing photos and a tour.',
  consent: true,
}
const config = (smtpUrl: string | null, extra: Partial<LeadDeliveryConfig> = {}): LeadDeliveryConfig => ({
  smtpUrl,
  notifyTo: 'owner@northframe.example.com',
  mailFrom: null,
  autoreply: false,
  webhookUrl: null,
  webhookSecret: null,
  inboxUrl: 'https://www.example.com/admin#leads',
  ...extra,
})
const silent = () => {}
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

function notifierFor(store: LeadStore, delivery: LeadDeliveryConfig, retryBaseMs = 50) {
  const notifier = leadOutbox(store, leadChannels(delivery), { retryBaseMs, log: silent })
  cleanups.push(() => notifier.stop())
  return notifier
}

describe('leadOutbox (outbox/Outbox.ts over the lead store)', () => {
  it('e-mails the owner once per lead with the name, services and message; spam is never sent', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(smtp.stop)
    const store = LeadStore.inMemory()
    const notifier = notifierFor(store, config(smtp.url, { autoreply: true }))
    notifier.start()
    expect(notifier.kinds).toEqual(['email', 'autoreply'])
    const lead = await store.add(input, { spam: null, deliveries: notifier.kinds })
    await store.add({ ...input, name: 'Spam Bot' }, { spam: 'honeypot', deliveries: notifier.kinds })
    await until(() => store.get(lead.id)!.deliveries.autoreply?.state === 'sent')
    await until(() => store.get(lead.id)!.deliveries.email?.state === 'sent')
    await notifier.idle()
    expect(smtp.received).toHaveLength(2)
    const owner = smtp.received.find((m) => m.to.includes('owner@northframe.example.com'))!
    expect(owner.subject).toBe('Quote request: Dana Whitfield (Drone Imagery, Matterport 3D Tours)')
    expect(owner.text).toContain('Name: Dana Whitfield')
    expect(owner.text).toContain('Services: Drone Imagery, Matterport 3D Tours')
    expect(owner.text).toContain('Area: Vaughan')
    expect(owner.text).toContain('Estate with a pool; listing photos and a tour.')
    expect(owner.replyTo).toContain('dana@example.com')
    expect(owner.messageId).toBe(`<lead-${lead.id}-owner@northframe.leads>`)
    const visitor = smtp.received.find((m) => m.to.includes('dana@example.com'))!
    expect(visitor.text).toContain('Drone Imagery, Matterport 3D Tours')
    expect(visitor.text).not.toContain('Dana')
    expect(visitor.text).not.toContain('pool')
    expect(smtp.received.some((m) => m.text.includes('Spam Bot'))).toBe(false)
  })

  it('keeps a lead pending while SMTP is down and delivers it once when it is back', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(smtp.stop)
    await smtp.stop()
    const store = LeadStore.inMemory()
    const notifier = notifierFor(store, config(smtp.url))
    notifier.start()
    const lead = await store.add(input, { spam: null, deliveries: notifier.kinds })
    await until(() => (store.get(lead.id)!.deliveries.email?.attempts ?? 0) >= 2)
    expect(store.get(lead.id)!.deliveries.email).toMatchObject({
      state: 'pending',
      lastError: expect.stringMatching(/ECONNREFUSED/),
    })
    await smtp.start()
    await until(() => store.get(lead.id)!.deliveries.email?.state === 'sent')
    await new Promise((r) => setTimeout(r, 300))
    expect(smtp.received).toHaveLength(1)
  })

  it('delivers a lead left pending by a stopped service after the restart, once', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(smtp.stop)
    await smtp.stop()
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'notifier-')), 'leads.json')
    const store = await LeadStore.open(file)
    const notifier = leadOutbox(store, leadChannels(config(smtp.url)), { retryBaseMs: 60_000, log: silent })
    notifier.start()
    const lead = await store.add(input, { spam: null, deliveries: notifier.kinds })
    await until(() => store.get(lead.id)!.deliveries.email?.attempts === 1)
    await notifier.stop()
    await store.close()

    await smtp.start()
    const reopened = await LeadStore.open(file)
    cleanups.push(() => reopened.close())
    expect(reopened.get(lead.id)!.deliveries.email?.state).toBe('pending')
    // The next scheduled retry is a minute away; a restart tries pending deliveries at once.
    notifierFor(reopened, config(smtp.url), 60_000).start()
    await until(() => reopened.get(lead.id)!.deliveries.email?.state === 'sent')
    expect(smtp.received).toHaveLength(1)
  })

  it('gives up after the give-up time and says why', async () => {
    const store = LeadStore.inMemory()
    const notifier = leadOutbox(
      store,
      { email: () => Promise.reject(new Error('550 mailbox unavailable')) },
      {
        giveUpMs: 0,
        log: silent,
      },
    )
    cleanups.push(() => notifier.stop())
    notifier.start()
    const lead = await store.add(input, { spam: null, deliveries: ['email'], now: Date.now() - 10 })
    await until(() => store.get(lead.id)!.deliveries.email?.state === 'failed')
    expect(store.get(lead.id)!.deliveries.email?.lastError).toBe('550 mailbox unavailable')
  })

  it('posts each lead to the webhook as JSON with an HMAC signature, retrying a failed answer', async () => {
    const secret = 'a-webhook-secret-of-some-length'
    const calls: { body: string; req: IncomingMessage }[] = []
    const hook = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        calls.push({ body, req })
        res.statusCode = calls.length === 1 ? 503 : 204
        res.end()
      })
    })
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise((resolve) => hook.close(() => resolve())))
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/crm`
    const store = LeadStore.inMemory()
    const notifier = notifierFor(store, config(null, { notifyTo: null, webhookUrl: url, webhookSecret: secret }))
    notifier.start()
    expect(notifier.kinds).toEqual(['webhook'])
    const lead = await store.add(input, { spam: null, deliveries: notifier.kinds })
    await until(() => store.get(lead.id)!.deliveries.webhook?.state === 'sent')
    expect(calls).toHaveLength(2)
    const { body, req } = calls[1]!
    expect(req.headers['content-type']).toBe('application/json')
    const timestamp = String(req.headers[TIMESTAMP_HEADER.toLowerCase()])
    expect(req.headers[SIGNATURE_HEADER.toLowerCase()]).toBe(webhookSignature(secret, timestamp, body))
    expect(JSON.parse(body)).toEqual({
      event: 'lead.created',
      lead: expect.objectContaining({ id: lead.id, name: 'Dana Whitfield', services: ['drone', 'matterport'] }),
    })
    expect(JSON.parse(body).lead.notes).toBeUndefined()
    // A retry carries the same delivery id: the receiver can drop a repeat.
    expect(calls[0]!.req.headers[DELIVERY_HEADER.toLowerCase()]).toBe(`lead-${lead.id}-webhook`)
    expect(req.headers[DELIVERY_HEADER.toLowerCase()]).toBe(`lead-${lead.id}-webhook`)
  })

  it('marks the visitor confirmation as an automatic answer (RFC 3834)', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(smtp.stop)
    const store = LeadStore.inMemory()
    const notifier = notifierFor(store, config(smtp.url, { autoreply: true }))
    notifier.start()
    const lead = await store.add(input, { spam: null, deliveries: notifier.kinds })
    await until(() => store.get(lead.id)!.deliveries.autoreply?.state === 'sent')
    const visitor = smtp.received.find((m) => m.to.includes('dana@example.com'))!
    expect(visitor.raw).toMatch(/^Auto-Submitted: auto-replied\r?$/m)
    const owner = () => smtp.received.find((m) => m.to.includes('owner@northframe.example.com'))
    await until(() => owner() !== undefined)
    expect(owner()!.raw).not.toMatch(/^Auto-Submitted:/m)
  })

  it("sends a new lead's first attempt before older leads' retries in its lane", async () => {
    const store = LeadStore.inMemory()
    const old = await store.add({ ...input, name: 'Old Retry' }, { spam: null, deliveries: ['email'] })
    await store.setDelivery(old.id, 'email', {
      state: 'pending',
      attempts: 3,
      nextAttemptAt: new Date(Date.now() - 1000).toISOString(),
      lastError: '421 try later',
      doneAt: null,
    })
    await store.add({ ...input, name: 'New Lead' }, { spam: null, deliveries: ['email'] })
    const order: string[] = []
    const notifier = leadOutbox(
      store,
      { email: async (lead) => void order.push(lead.name) },
      { concurrency: 1, log: silent },
    )
    cleanups.push(() => notifier.stop())
    notifier.start()
    await until(() => order.length === 2)
    expect(order).toEqual(['New Lead', 'Old Retry'])
  })

  it('sends every owner e-mail while a webhook that never answers holds its own lane', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(smtp.stop)
    let webhookCalls = 0
    const hook = createServer(() => webhookCalls++)
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    cleanups.push(
      () =>
        new Promise((resolve) => {
          hook.closeAllConnections()
          hook.close(() => resolve())
        }),
    )
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/never`
    const store = LeadStore.inMemory()
    const notifier = notifierFor(
      store,
      config(smtp.url, { webhookUrl: url, webhookSecret: 'a-webhook-secret-of-some-length' }),
      60_000,
    )
    // Cleanups run last first: the hanging calls end before the notifier waits for them to finish.
    cleanups.push(async () => hook.closeAllConnections())
    notifier.start()
    const ids: string[] = []
    for (let i = 0; i < 8; i++) ids.push((await store.add(input, { spam: null, deliveries: notifier.kinds })).id)
    await until(() => ids.every((id) => store.get(id)!.deliveries.email?.state === 'sent'))
    // Every e-mail went out while the webhook calls were still waiting for an answer that never comes.
    expect(smtp.received).toHaveLength(8)
    expect(webhookCalls).toBeGreaterThan(0)
    expect(ids.every((id) => store.get(id)!.deliveries.webhook?.attempts === 0)).toBe(true)
  })
})
