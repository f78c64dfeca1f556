import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { jpeg, RecordingPublisher } from '../../../tests/support/listingsApp.ts'
import { ListingStore } from './ListingStore.ts'
import { DeliveryCoordinator } from './DeliveryCoordinator.ts'
import { MediaPreparer } from './MediaPreparer.ts'

const quiet = { warn() {}, error() {} }

/** A complete listing with one photo on disk, in a store file, left `delivering` as a killed process leaves it. */
async function interruptedDelivery() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'delivery-'))
  const file = path.join(dir, 'listings.json')
  const mediaDir = path.join(dir, 'listing-media')
  const store = await ListingStore.open(file, { logger: quiet })
  const agent = await store.addAgent({
    name: 'Dana Agent',
    brokerage: 'Lakeside Realty',
    phone: '+1 416 555 0199',
    email: 'd@example.com',
  })
  const listing = await store.create({
    address: { street: '12 Maple Ave', city: 'Toronto' },
    agentId: agent.id,
    description: 'x',
    bedrooms: 2,
    bathrooms: 1,
  })
  const bytes = await jpeg(1600, 1000)
  await mkdir(path.join(mediaDir, listing.id), { recursive: true })
  const name = `${'a'.repeat(32)}.jpg`
  await writeFile(path.join(mediaDir, listing.id, name), bytes)
  await store.addMedia(listing.id, [
    {
      kind: 'photo',
      caption: '',
      staged: false,
      originalId: null,
      file: { name, original: 'a.jpg', bytes: bytes.length, mime: 'image/jpeg', sha256: 'e'.repeat(64) },
    },
  ])
  await store.setDelivery(listing.id, 'delivering')
  await store.close()
  return { file, mediaDir, id: listing.id }
}

describe('DeliveryCoordinator', () => {
  it('delivers again at start what a stopped process left delivering', async () => {
    const { file, mediaDir, id } = await interruptedDelivery()
    const store = await ListingStore.open(file, { logger: quiet })
    const publisher = new RecordingPublisher()
    const delivery = new DeliveryCoordinator(store, new MediaPreparer(mediaDir), publisher, () => {})
    delivery.resume()
    await delivery.whenIdle()
    expect(store.require(id)).toMatchObject({ status: 'live', delivery: { state: 'live' } })
    expect(publisher.published).toHaveLength(1)
    await store.close()
  })

  it('marks such a delivery failed when no publisher is connected, saying why', async () => {
    const { file, mediaDir, id } = await interruptedDelivery()
    const store = await ListingStore.open(file, { logger: quiet })
    const delivery = new DeliveryCoordinator(store, new MediaPreparer(mediaDir), null, () => {})
    delivery.resume()
    await store.close()
    const reopened = await ListingStore.open(file, { logger: quiet })
    expect(reopened.require(id).delivery).toMatchObject({
      state: 'failed',
      error: 'Delivering is off: this service does not publish the site',
    })
    expect(reopened.require(id).status).toBe('draft')
    await reopened.close()
  })
})
