import { describe, expect, it } from 'vitest'
import { jpeg, listingsApp } from '../../../tests/support/listingsApp.ts'
import { TEST_ORIGIN } from '../../../tests/support/testApp.ts'
import { ListingViews } from './ListingViews.ts'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const agent = { name: 'Dana Agent', brokerage: 'Lakeside Realty', phone: '+1 416 555 0199', email: 'dana@example.com' }

describe("a property website's views", () => {
  it('counts each beacon from a browser on the site once, per listing and day; bots, other sites and unknown listings count nothing', async () => {
    const app = await listingsApp()
    const { agent: client, xhr, request, delivery } = app
    await app.signIn()
    const listing = (
      await client
        .post('/api/listings')
        .set(xhr)
        .send({ address: { street: '12 Maple Ave', city: 'Toronto' } })
    ).body.listing
    const beacon = (
      id = listing.id,
      headers: Record<string, string> = { Origin: TEST_ORIGIN, 'User-Agent': BROWSER },
    ) => request().post(`/api/listings/${id}/views`).set(headers)
    // Not delivered: no page to view.
    expect((await beacon()).status).toBe(404)
    const made = (await client.post('/api/agents').set(xhr).send(agent)).body.agent
    await client
      .post(`/api/listings/${listing.id}/media`)
      .set(xhr)
      .attach('files', await jpeg(), 'front.jpg')
    await client
      .put(`/api/listings/${listing.id}`)
      .set(xhr)
      .send({ agentId: made.id, description: 'Corner lot', bedrooms: 3, bathrooms: 2 })
    await client.post(`/api/listings/${listing.id}/deliver`).set(xhr)
    await delivery.whenIdle()

    for (let i = 0; i < 3; i++) expect((await beacon()).status).toBe(204)
    // A crawler's user agent, none at all, another site's page, a listing that does not exist: nothing counted.
    expect((await beacon(listing.id, { Origin: TEST_ORIGIN, 'User-Agent': 'Googlebot/2.1' })).status).toBe(204)
    expect((await beacon(listing.id, { Origin: TEST_ORIGIN, 'User-Agent': '' })).status).toBe(204)
    expect((await beacon(listing.id, { Origin: 'https://evil.example', 'User-Agent': BROWSER })).status).toBe(403)
    expect((await beacon('ZZZZZZZZZZZZZZZZ')).status).toBe(404)
    // The page itself is not counted: only the beacon is.
    const shown = (await client.get(`/api/listings/${listing.id}`)).body.listing.views
    expect(shown.total).toBe(3)
    expect(shown.days).toHaveLength(1)
    expect(shown.days[0].views).toBe(3)
    expect((await client.get('/api/listings')).body.listings[0].views.total).toBe(3)
  })

  it('keeps a year of days per listing, newest first', async () => {
    const views = ListingViews.inMemory()
    const day = Date.parse('2026-01-01T17:00:00Z')
    for (let i = 0; i < 370; i++) await views.count('L1', day + i * 86_400_000)
    await views.count('L1', day + 369 * 86_400_000)
    const counts = views.of('L1')
    expect(counts.days).toHaveLength(366)
    expect(counts.days[0]).toEqual({ day: '2027-01-05', views: 2 })
    expect(counts.total).toBe(367)
    expect(views.of('L2')).toEqual({ total: 0, days: [] })
  })
})
