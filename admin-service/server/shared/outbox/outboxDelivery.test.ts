import { copyFile, mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { outboxDelivery } from '../../../../content/outbox/delivery.ts'
import { LeadStore } from '../../leads/LeadStore.ts'
import { ListingStore } from '../../listings/ListingStore.ts'

/**
 * Files written by the stores of 700ca50, before the outbox's delivery record moved to
 * content/outbox/delivery.ts (leads.json with a sent and a failed notification, listings.json with the
 * agent's e-mail pending after a refused attempt).
 */
const FIXTURES = path.join(import.meta.dirname, '../../../../tests/fixtures/stored-before-outbox-delivery')
const quiet = { warn() {}, error() {} }

async function copied(name: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stored-outbox-'))
  await copyFile(path.join(FIXTURES, name), path.join(dir, name))
  const raw = JSON.parse(await readFile(path.join(FIXTURES, name), 'utf8'))
  return { file: path.join(dir, name), raw }
}

describe('delivery records stored before content/outbox/delivery.ts', () => {
  it('load as they were: the leads’ notifications and the agent’s e-mail of a listing', async () => {
    const leads = await copied('leads.json')
    const leadStore = await LeadStore.open(leads.file, { logger: quiet })
    const [lead] = leads.raw.leads
    expect(lead.deliveries.webhook).toMatchObject({ state: 'failed', lastError: 'webhook answered 500' })
    expect(leadStore.get(lead.id)!.deliveries).toEqual(lead.deliveries)
    await leadStore.close()

    const listings = await copied('listings.json')
    const listingStore = await ListingStore.open(listings.file, { logger: quiet })
    const [listing] = listings.raw.listings
    expect(listing.agentMail).toMatchObject({ state: 'pending', attempts: 2 })
    expect(listingStore.require(listing.id).agentMail).toEqual(listing.agentMail)
    await listingStore.close()

    for (const record of [...Object.values(lead.deliveries), listing.agentMail])
      expect(outboxDelivery.parse(record)).toEqual(record)
  })

  it('refuses a record of another shape, naming the field', () => {
    const bad = outboxDelivery.safeParse({
      state: 'queued',
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
      doneAt: null,
    })
    expect(bad.success).toBe(false)
    expect(bad.error!.issues[0]!.path).toEqual(['state'])
  })
})
