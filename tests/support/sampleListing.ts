/**
 * The sample listing the listing tests share: 12 Maple Ave, Toronto, sold by Dana Agent of Lakeside Realty.
 * `sampleAgent` and `sampleAddress` are what the owner types into /admin; `storedSampleAgent` and
 * `storedSampleListing` are the same as the listings store holds them once delivered (no media).
 * Tests take their input from here and keep what they expect written out.
 */
import type { z } from 'zod'
import { agent as agentSchema, listing as listingSchema, type Listing } from '../../content/listings/store.ts'

const at = '2026-11-02T10:00:00.000Z'

export const sampleAgent = {
  name: 'Dana Agent',
  brokerage: 'Lakeside Realty',
  phone: '+1 416 555 0199',
  email: 'dana@lakeside.example',
}

export const sampleAddress = { street: '12 Maple Ave', city: 'Toronto', postalCode: 'M4E 1A1' }

export const storedSampleAgent = agentSchema.parse({
  id: 'A'.repeat(16),
  ...sampleAgent,
  headshot: null,
  logo: null,
  createdAt: at,
  updatedAt: at,
})

/** The sample listing as stored, live and delivered; `fields` replace its own (ids, address, media...). */
export function storedSampleListing(fields: Partial<z.input<typeof listingSchema>> = {}): Listing {
  return listingSchema.parse({
    id: 'L'.repeat(16),
    slug: '12-maple-ave-toronto',
    tourId: 'T'.repeat(16),
    deliveryToken: 'D'.repeat(32),
    address: sampleAddress,
    status: 'live',
    price: 1_250_000,
    bedrooms: 3,
    bathrooms: 2.5,
    sizeSqFt: 1850,
    description: 'Bright corner lot with a new kitchen.',
    agentId: storedSampleAgent.id,
    media: [],
    delivery: null,
    deliveredAt: at,
    createdAt: at,
    updatedAt: at,
    ...fields,
  })
}
