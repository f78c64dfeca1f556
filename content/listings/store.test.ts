import { describe, expect, it } from 'vitest'
import {
  addressLine,
  emptyListingsFile,
  listing,
  listingsFile,
  missingForDelivery,
  slugOf,
  type Listing,
} from './store.ts'

const now = '2026-11-02T10:00:00.000Z'
const photo = {
  id: 'p'.repeat(16),
  kind: 'photo',
  caption: 'Living room',
  file: { name: `${'a'.repeat(32)}.jpg`, original: 'IMG_1.JPG', bytes: 10, mime: 'image/jpeg', sha256: 'b'.repeat(64) },
}
const base = (over: Partial<Record<keyof Listing, unknown>> = {}) =>
  listing.parse({
    id: 'L'.repeat(16),
    slug: '12-maple-ave-toronto',
    tourId: 'T'.repeat(16),
    deliveryToken: 'D'.repeat(32),
    address: { street: '12 Maple Ave', city: 'Toronto' },
    media: [],
    delivery: null,
    deliveredAt: null,
    createdAt: now,
    updatedAt: now,
    ...over,
  })

describe('the listings store schema', () => {
  it('fills defaults and makes the slug and the one-line address', () => {
    const l = base()
    expect(l).toMatchObject({ status: 'draft', afterSale: 'keep', price: null, address: { region: 'ON', unit: '' } })
    expect(slugOf({ street: '12 Rue Élise-Côté', unit: '5', city: 'Montréal' })).toBe(
      '12-rue-elise-cote-unit-5-montreal',
    )
    expect(
      addressLine({ street: '12 Maple Ave', unit: '5', city: 'Toronto', region: 'ON', postalCode: 'M4E 1A1' }),
    ).toBe('12 Maple Ave, Unit 5, Toronto, ON M4E 1A1')
  })

  it('says what a listing lacks before delivery', () => {
    expect(missingForDelivery(base(), [])).toEqual([
      'an agent',
      'at least one photo',
      'a description',
      'the number of bedrooms',
      'the number of bathrooms',
    ])
    const complete = base({
      agentId: 'A'.repeat(16),
      media: [photo],
      description: 'Bright',
      bedrooms: 3,
      bathrooms: 2.5,
    })
    expect(missingForDelivery(complete, [])).toEqual(['an agent (the chosen profile no longer exists)'])
  })

  it('refuses half-made films, foreign tours, duplicate slugs and unknown agents', () => {
    const film = { id: 'f'.repeat(16), kind: 'film' }
    expect(listing.safeParse({ ...base(), media: [film] }).success).toBe(false)
    const tour = { id: 't'.repeat(16), kind: 'tour', link: { src: 'https://evil.example.com/x', provider: 'x' } }
    expect(listing.safeParse({ ...base(), media: [tour] }).success).toBe(false)
    const file = { ...emptyListingsFile(), listings: [base(), base({ id: 'M'.repeat(16) })] }
    const result = listingsFile.safeParse(file)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toContain('duplicate slug')
    const orphan = listingsFile.safeParse({ ...emptyListingsFile(), listings: [base({ agentId: 'A'.repeat(16) })] })
    expect(orphan.error?.issues[0]?.message).toMatch(/names no agent/)
  })
})
