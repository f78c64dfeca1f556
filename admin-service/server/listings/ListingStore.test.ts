import { mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { listingsFile } from '../../../content/listings/store.ts'
import {
  DuplicateItemError,
  InvalidItemError,
  InvalidOrderError,
  ItemNotFoundError,
} from '../shared/persistence/storeErrors.ts'
import { ListingStore, type NewMedia } from './ListingStore.ts'

const quiet = { warn() {}, error() {} }
const tempFile = async () => path.join(await mkdtemp(path.join(os.tmpdir(), 'listings-')), 'listings.json')
const address = { street: '12 Maple Ave', city: 'Toronto' }
const photo = (n: number): NewMedia => ({
  kind: 'photo',
  caption: `Photo ${n}`,
  staged: false,
  originalId: null,
  file: {
    name: `${String(n).padStart(32, '0')}.jpg`,
    original: `IMG_${n}.JPG`,
    bytes: 100,
    mime: 'image/jpeg',
    sha256: 'c'.repeat(64),
  },
})
const agentInput = {
  name: 'Dana Agent',
  brokerage: 'Lakeside Realty',
  phone: '+1 416 555 0199',
  email: 'dana@example.com',
}

describe('ListingStore', () => {
  it('creates drafts with random ids, a slug from the address and unique slugs', async () => {
    const store = ListingStore.inMemory()
    const a = await store.create({ address })
    const b = await store.create({ address })
    expect(a).toMatchObject({ status: 'draft', slug: '12-maple-ave-toronto', delivery: null, deliveredAt: null })
    expect(b.slug).toBe('12-maple-ave-toronto-2')
    expect(a.deliveryToken).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(new Set([a.id, a.tourId, b.id, b.tourId]).size).toBe(4)
    await expect(store.update(b.id, { slug: a.slug })).rejects.toBeInstanceOf(DuplicateItemError)
    await expect(store.create({ address: { street: '' } })).rejects.toMatchObject({
      fields: { 'address.street': 'is required', 'address.city': expect.any(String) },
    })
  })

  it('updates only the given fields, refuses "live" before a delivery and unknown agents', async () => {
    const store = ListingStore.inMemory()
    const agent = await store.addAgent(agentInput)
    const l = await store.create({ address, price: 899000 })
    const updated = await store.update(l.id, { bedrooms: 3, agentId: agent.id, id: 'ignored' })
    expect(updated).toMatchObject({ id: l.id, bedrooms: 3, price: 899000, agentId: agent.id })
    await expect(store.update(l.id, { status: 'live' })).rejects.toBeInstanceOf(InvalidItemError)
    await expect(store.update(l.id, { agentId: 'x'.repeat(16) })).rejects.toMatchObject({
      fields: { agentId: expect.any(String) },
    })
    await expect(store.update('nope', {})).rejects.toBeInstanceOf(ItemNotFoundError)
    const live = await store.setDelivery(l.id, 'live')
    expect(live).toMatchObject({ status: 'live', delivery: { state: 'live', error: null } })
    expect((await store.update(l.id, { status: 'sold' })).status).toBe('sold')
    expect((await store.setDelivery(l.id, 'failed', 'Compliance')).status).toBe('sold')
  })

  it('adds, pairs, orders and removes media, with the per-kind limits', async () => {
    const store = ListingStore.inMemory()
    const l = await store.create({ address })
    const [p1, p2, p3] = await store.addMedia(l.id, [photo(1), photo(2), photo(3)])
    await expect(store.updateMedia(l.id, p2!.id, { originalId: p1!.id })).rejects.toMatchObject({
      fields: { originalId: 'only a staged photo has an original' },
    })
    const staged = await store.updateMedia(l.id, p2!.id, {
      staged: true,
      originalId: p1!.id,
      caption: 'Staged living room',
    })
    expect(staged).toMatchObject({ staged: true, originalId: p1!.id, caption: 'Staged living room' })
    await expect(store.updateMedia(l.id, p3!.id, { file: null })).rejects.toBeInstanceOf(InvalidItemError)
    await expect(store.reorderMedia(l.id, [p1!.id, p2!.id])).rejects.toBeInstanceOf(InvalidOrderError)
    expect(await store.reorderMedia(l.id, [p3!.id, p1!.id, p2!.id])).toEqual([p3!.id, p1!.id, p2!.id])
    await store.removeMedia(l.id, p1!.id)
    expect(store.require(l.id).media.map((m) => [m.id, m.kind === 'photo' && m.originalId])).toEqual([
      [p3!.id, null],
      [p2!.id, null],
    ])
    const films = Array.from({ length: 4 }, (): NewMedia => ({
      kind: 'film',
      caption: '',
      link: { src: 'https://player.vimeo.com/video/76979871', provider: 'Vimeo' },
    }))
    await expect(store.addMedia(l.id, films)).rejects.toMatchObject({ message: 'A listing holds at most 3 film items' })
    expect(store.require(l.id).media).toHaveLength(2)
  })

  it('keeps everything on disk, with its history, across a reopen; a burst shares writes', async () => {
    const file = await tempFile()
    const store = await ListingStore.open(file, { logger: quiet })
    let writes = 0
    store.onChange(() => writes++)
    const agent = await store.addAgent(agentInput)
    const made = await Promise.all(
      Array.from({ length: 30 }, (_, i) => store.create({ address: { street: `${i} Elm St`, city: 'Toronto' } })),
    )
    expect(writes).toBeLessThan(10)
    await store.addMedia(made[0]!.id, [photo(1)])
    await store.setSettings({ mlsLongEdge: 1600 })
    await expect(store.setSettings({ mlsLongEdge: 10 })).rejects.toBeInstanceOf(InvalidItemError)
    await store.close()
    const onDisk = listingsFile.parse(JSON.parse(await readFile(file, 'utf8')))
    expect(onDisk.listings).toHaveLength(30)
    expect(onDisk.settings.mlsLongEdge).toBe(1600)
    const reopened = await ListingStore.open(file, { logger: quiet })
    expect(reopened.getAgent(agent.id)).toEqual(agent)
    expect(reopened.require(made[0]!.id).media).toHaveLength(1)
    expect(reopened.history(3).map((c) => c.action)).toEqual(['settings', 'media-add', 'create'])
    await expect(ListingStore.open(file, { logger: quiet })).rejects.toThrow(/lease|held|in use/i)
    await reopened.close()
  })

  it('changes an agent by a typed patch: the fields given, a cleared billing e-mail, the images, and who did it', async () => {
    const store = ListingStore.inMemory()
    const agent = await store.addAgent(agentInput)
    const billed = await store.updateAgent(agent.id, { phone: '+1 647 555 0100', billingEmail: 'ap@lakeside.example' })
    expect(billed).toMatchObject({ ...agentInput, phone: '+1 647 555 0100', billingEmail: 'ap@lakeside.example' })
    const renamed = await store.updateAgent(agent.id, { name: 'Dana A. Agent' }, { by: 'agent' })
    expect(renamed.billingEmail).toBe('ap@lakeside.example')
    const cleared = await store.updateAgent(agent.id, { billingEmail: undefined })
    expect(cleared).not.toHaveProperty('billingEmail')
    const headshot = {
      name: `${'e'.repeat(32)}.jpg`,
      original: 'me.jpg',
      bytes: 9,
      mime: 'image/jpeg',
      sha256: 'd'.repeat(64),
    }
    const pictured = await store.updateAgent(agent.id, { headshot })
    expect(pictured).toMatchObject({ name: 'Dana A. Agent', headshot, logo: null })
    await expect(store.updateAgent(agent.id, { email: 'not an address' })).rejects.toBeInstanceOf(InvalidItemError)
    await expect(store.updateAgent('nobody', { name: 'X' })).rejects.toBeInstanceOf(ItemNotFoundError)
    expect(store.history(4).map((c) => [c.action, c.by])).toEqual([
      ['agent-update', undefined],
      ['agent-update', undefined],
      ['agent-update', 'agent'],
      ['agent-update', undefined],
    ])
  })

  it("erases an agent's personal data from the profile and from every history entry about them, on disk too", async () => {
    const file = await tempFile()
    const store = await ListingStore.open(file, { logger: quiet })
    const dana = await store.addAgent(agentInput)
    const sam = await store.addAgent({ ...agentInput, name: 'Sam Seller', email: 'sam@example.com' })
    await store.updateAgent(dana.id, { billingEmail: 'ap@lakeside.example' }, { by: 'agent' })
    const draft = await store.create({ address, agentId: dana.id })
    const live = await store.create({ address: { street: '9 Birch Rd', city: 'Toronto' }, agentId: dana.id })
    await store.setDelivery(live.id, 'live')
    await expect(store.eraseAgent(dana.id)).rejects.toMatchObject({ kind: 'conflict' })
    await store.update(live.id, { agentId: sam.id })
    const before = await store.eraseAgent(dana.id)
    expect(before).toMatchObject({ email: 'dana@example.com', billingEmail: 'ap@lakeside.example' })
    expect(store.getAgent(dana.id)).toMatchObject({ id: dana.id, phone: '', brokerage: '', headshot: null })
    expect(store.require(draft.id).agentId).toBeNull()
    expect(store.history(1)[0]).toMatchObject({ action: 'agent-erase', subjectId: dana.id })
    await store.close()
    const onDisk = await readFile(file.replace(/\.json$/, '.history.jsonl'), 'utf8')
    const stored = await readFile(file, 'utf8')
    for (const text of [onDisk, stored, JSON.stringify(store.history())]) {
      expect(text).not.toContain('dana@example.com')
      expect(text).not.toContain('ap@lakeside.example')
      expect(text).toContain('sam@example.com')
    }
    const reopened = await ListingStore.open(file, { logger: quiet })
    expect(JSON.stringify(reopened.history())).not.toContain('Dana Agent')
    await reopened.close()
  })
})
