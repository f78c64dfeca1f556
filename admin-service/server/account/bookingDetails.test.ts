import { describe, expect, it } from 'vitest'
import { accountApp, agentFields, bookingOf, dana, sam } from '../../../tests/support/accountApp.ts'

describe('GET /api/account/booking-details: what /book fills in for a signed-in agent', () => {
  it("answers the agent's profile and the places they booked with their latest notes; signed out, nothing", async () => {
    const older = { ...bookingOf('booking-dana-old', dana, '2026-10-01T15:00:00.000Z'), address: '12 Maple Ave' }
    const newer = {
      ...bookingOf('booking-dana-new', dana, '2026-11-01T15:00:00.000Z'),
      address: '12 maple ave.',
      notes: 'Lockbox 9876; vacant',
    }
    const other = { ...bookingOf('booking-dana-birch', dana, '2026-09-01T15:00:00.000Z'), address: '9 Birch Rd' }
    const sams = { ...bookingOf('booking-sam', sam, '2026-11-02T15:00:00.000Z', 'Sam Seller'), notes: 'Sam code 55' }
    const app = await accountApp({ bookings: [older, newer, other, sams] })
    await app.listings.addAgent({ ...agentFields('Dana Agent', dana), brokerage: 'Harbour Realty' })

    const signedOut = await app.browser().get('/api/account/booking-details')
    expect(signedOut.status).toBe(200)
    expect(signedOut.body).toEqual({ details: null })

    const asDana = await app.signedIn(dana)
    const mine = await asDana.get('/api/account/booking-details')
    expect(mine.headers['cache-control']).toBe('no-store')
    expect(mine.body.details).toEqual({
      name: 'Dana Agent',
      email: dana,
      phone: '+1 416 555 0199',
      brokerage: 'Harbour Realty',
      places: [
        { address: '12 maple ave.', notes: 'Lockbox 9876; vacant' },
        { address: '9 Birch Rd', notes: 'Lockbox 1234' },
      ],
    })
    expect(JSON.stringify(mine.body)).not.toContain('Sam')

    const asSam = await app.signedIn(sam)
    const theirs = (await asSam.get('/api/account/booking-details')).body.details
    expect(theirs.places).toEqual([{ address: sams.address, notes: 'Sam code 55' }])
    expect(JSON.stringify(theirs)).not.toMatch(/Maple|Birch|Owner only/)
  })
})
