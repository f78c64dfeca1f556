import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { LeadInput } from '../../../content/leads/schema.ts'
import { leadsFile } from '../../../content/leads/store.ts'
import { ItemNotFoundError, InvalidItemError } from '../shared/persistence/storeErrors.ts'
import { LeadStore } from './LeadStore.ts'

const input = (name = 'Alex Morgan'): LeadInput => ({
  name,
  email: 'alex@example.com',
  phone: '',
  services: ['photography'],
  area: 'toronto',
  size: '',
  date: '',
  message: 'Condo, 2 bedrooms',
  consent: true,
})
const tempFile = async () => path.join(await mkdtemp(path.join(os.tmpdir(), 'leads-')), 'leads.json')
const quiet = { warn() {}, error() {} }

describe('LeadStore', () => {
  it('has each lead on disk before add resolves, and reads it back after reopening', async () => {
    const file = await tempFile()
    const store = await LeadStore.open(file, { logger: quiet })
    const lead = await store.add(input(), { spam: null, deliveries: ['email', 'webhook'] })
    const onDisk = leadsFile.parse(JSON.parse(await readFile(file, 'utf8')))
    expect(onDisk.leads).toEqual([lead])
    expect(lead.deliveries.email).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: lead.receivedAt })
    await store.close()
    const reopened = await LeadStore.open(file, { logger: quiet })
    expect(reopened.get(lead.id)).toEqual(lead)
    await reopened.close()
  })

  it('writes a burst of concurrent adds in a few group commits, losing and duplicating none', async () => {
    const file = await tempFile()
    const store = await LeadStore.open(file, { logger: quiet })
    let writes = 0
    store.onChange(() => writes++)
    const added = await Promise.all(
      Array.from({ length: 200 }, (_, i) => store.add(input(`Person ${i}`), { spam: null, deliveries: [] })),
    )
    await store.close()
    const onDisk = leadsFile.parse(JSON.parse(await readFile(file, 'utf8'))).leads
    expect(new Set(onDisk.map((l) => l.id)).size).toBe(200)
    expect(onDisk.map((l) => l.id).sort()).toEqual(added.map((l) => l.id).sort())
    expect(writes).toBeLessThan(20)
  })

  it('gives spam no deliveries; a change to an unknown lead fails alone in its group', async () => {
    const store = LeadStore.inMemory()
    const spam = await store.add(input(), { spam: 'honeypot', deliveries: ['email'] })
    expect(spam).toMatchObject({ spam: true, spamReason: 'honeypot', deliveries: {} })
    const [missing, kept] = await Promise.allSettled([
      store.update('no-such-lead', { status: 'won' }),
      store.update(spam.id, { status: 'lost', notes: 'bot' }),
    ])
    expect(missing).toMatchObject({ status: 'rejected', reason: expect.any(ItemNotFoundError) })
    expect(kept).toMatchObject({ status: 'fulfilled', value: { status: 'lost', notes: 'bot' } })
    expect(await store.update(spam.id, { spam: false })).toMatchObject({ spam: false, spamReason: null })
    expect(await store.update(spam.id, { spam: true })).toMatchObject({ spam: true, spamReason: 'owner' })
    await expect(store.remove('no-such-lead')).rejects.toBeInstanceOf(ItemNotFoundError)
    await expect(store.update(spam.id, { status: 'maybe' })).rejects.toBeInstanceOf(InvalidItemError)
    await expect(store.setSettings({ retentionMonths: 0 })).rejects.toBeInstanceOf(InvalidItemError)
  })

  it('gives one mailbox at most two visitor confirmations a day, however its address is written', async () => {
    const store = LeadStore.inMemory()
    const deliveries = ['email', 'autoreply'] as const
    const day = 86_400_000
    const now = Date.now() - 2 * day
    const to = (email: string, at = now) =>
      store.add({ ...input(), email }, { spam: null, deliveries, now: at }).then((lead) => Object.keys(lead.deliveries))
    const sent = await Promise.all(
      ['victim@example.com', 'Victim@Example.com', 'victim+2@example.com'].map((e) => to(e)),
    )
    expect(sent.filter((kinds) => kinds.includes('autoreply'))).toHaveLength(2)
    // The owner still hears of every request; another mailbox is not affected.
    expect(sent.every((kinds) => kinds.includes('email'))).toBe(true)
    expect(await to('someone@example.com')).toEqual(['email', 'autoreply'])
    expect(await to('victim@example.com', now + day - 1000)).toEqual(['email'])
    expect(await to('victim@example.com', now + day + 1000)).toEqual(['email', 'autoreply'])
  })

  it('removes leads older than the retention, and spam after 30 days', async () => {
    const store = LeadStore.inMemory()
    const now = Date.parse('2026-06-15T12:00:00Z')
    const at = (iso: string) => Date.parse(iso)
    const old = await store.add(input('Old'), { spam: null, deliveries: [], now: at('2024-06-14T12:00:00Z') })
    const recent = await store.add(input('Recent'), { spam: null, deliveries: [], now: at('2025-12-01T00:00:00Z') })
    const oldSpam = await store.add(input('Spam'), {
      spam: 'too-fast',
      deliveries: [],
      now: at('2026-05-01T00:00:00Z'),
    })
    const newSpam = await store.add(input('Spam 2'), {
      spam: 'too-fast',
      deliveries: [],
      now: at('2026-06-10T00:00:00Z'),
    })
    expect(await store.prune(now)).toBe(2)
    expect(store.leads.map((l) => l.id)).toEqual([recent.id, newSpam.id])
    expect([old, oldSpam].every((l) => store.get(l.id) === undefined)).toBe(true)
    await store.setSettings({ retentionMonths: 3 }, now)
    expect(store.leads.map((l) => l.id)).toEqual([newSpam.id])
  })

  it('falls back to the newest good backup when the file is corrupt', async () => {
    const file = await tempFile()
    const store = await LeadStore.open(file, { logger: quiet })
    const first = await store.add(input('First'), { spam: null, deliveries: [] })
    await store.add(input('Second'), { spam: null, deliveries: [] })
    await store.close()
    await writeFile(file, '{"settings": {"retentionMonths": 24}, "leads": [')
    const errors: string[] = []
    const reopened = await LeadStore.open(file, { logger: { warn() {}, error: (line: string) => errors.push(line) } })
    expect(errors[0]).toMatch(/Lead store .* is corrupt/)
    expect(reopened.leads.map((l) => l.id)).toEqual([first.id])
    await reopened.close()
  })
})

describe("LeadStore.eraseClient: a person's quote requests, erased", () => {
  it('removes the requests sent with the address, spam included, and the agent address from questions forwarded to it', async () => {
    const store = LeadStore.inMemory()
    const dana = {
      ...input('Dana Agent'),
      email: 'dana@example.com',
      phone: '+1 416 555 0199',
      message: 'Lockbox 1234',
    }
    const listing = (forwardTo: string) => ({ id: 'listing-1', address: '12 Maple Ave, Toronto', forwardTo })
    const asked = await store.add(dana, { spam: null, deliveries: ['email', 'autoreply', 'webhook'] })
    await store.add(dana, { spam: 'too-fast', deliveries: [] })
    const alex = await store.add(input(), { spam: null, deliveries: ['email', 'autoreply'] })
    // Buyers' questions on property websites, forwarded to the listing's agent: Dana, then Sam.
    const toDana = await store.add(
      { ...input('Bea Buyer'), email: 'bea@example.com' },
      { spam: null, deliveries: ['agent', 'webhook'], listing: listing(dana.email) },
    )
    const toSam = await store.add(
      { ...input('Cy Buyer'), email: 'cy@example.com' },
      { spam: null, deliveries: ['agent'], listing: listing('sam@example.com') },
    )
    expect(asked.deliveries).toHaveProperty('autoreply')

    expect(await store.eraseClient(' DANA@example.com')).toBe(2)
    const { agent: _toHer, ...stillDue } = toDana.deliveries
    expect(store.leads).toEqual([
      alex,
      { ...toDana, listing: { ...toDana.listing!, forwardTo: null }, deliveries: stillDue },
      toSam,
    ])
    // Nothing the outbox could send her is left, nor anything naming her.
    const left = JSON.stringify(store.outbox)
    for (const personal of [dana.email, dana.name, dana.phone, dana.message]) expect(left).not.toContain(personal)

    const after = store.leads
    expect(await store.eraseClient(dana.email)).toBe(0)
    expect(await store.eraseClient('')).toBe(0)
    expect(store.leads).toBe(after)
  })
})
