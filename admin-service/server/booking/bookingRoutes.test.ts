import { describe, expect, it } from 'vitest'
import { testBookingForm, testBookingSettings } from '../../../tests/support/bookingSettings.ts'
import { TEST_ORIGIN, testApp } from '../../../tests/support/testApp.ts'
import { bookingBudgets } from './bookingLimits.ts'
import { BookingStore, DEFAULT_HOLD_RULES, emptyBookingsFile } from './BookingStore.ts'

const roomy = () =>
  bookingBudgets({
    holdsPerConnection: 1000,
    holdsGlobal: 1000,
    bookingsPerConnection: 1000,
    bookingsGlobal: 1000,
    changesPerLink: 1000,
    changesGlobal: 1000,
  })
const query = 'services=photography&size=condo&postal=M5V%202T6'
const contact = { ...testBookingForm, notes: 'Lockbox 1234, vacant' }

async function bookingApp() {
  // Holds may close a whole day here: these tests check that a held time is one visitor's.
  const store = BookingStore.inMemory(emptyBookingsFile(testBookingSettings()), { ...DEFAULT_HOLD_RULES, dayShare: 1 })
  const app = await testApp({
    booking: { store, siteOrigin: 'https://www.example.com', budgets: roomy() },
  })
  const post = (url: string) => app.request().post(url).set('Origin', TEST_ORIGIN)
  const openSlots = async () => {
    const res = await app.request().get(`/api/booking/slots?${query}`)
    expect(res.status).toBe(200)
    return res.body.slots as { start: string; end: string }[]
  }
  const firstSlot = async () => (await openSlots())[0]!
  /** The first open start with another open start `hours` later (a day's last starts have none). */
  const slotWithLater = async (hours: number) => {
    const slots = await openSlots()
    const starts = new Set(slots.map((s) => Date.parse(s.start)))
    const slot = slots.find((s) => starts.has(Date.parse(s.start) + hours * 3_600_000))
    expect(slot).toBeDefined()
    return slot!
  }
  const hold = (start: string) =>
    post('/api/booking/holds').send({ services: ['photography'], size: 'condo', postal: 'M5V 2T6', start })
  return { ...app, bookings: store, post, firstSlot, slotWithLater, hold }
}

describe('booking API', () => {
  it('lists the bookable services, sizes and rules', async () => {
    const { request } = await bookingApp()
    const res = await request().get('/api/booking/options')
    expect(res.status).toBe(200)
    expect(res.body.services.map((s: { id: string }) => s.id)).toEqual([
      'photography',
      'drone',
      'matterport',
      'video',
      'twilight',
    ])
    expect(res.body.sizes.map((s: { id: string }) => s.id)).toContain('condo')
    expect(res.body).toMatchObject({ noticeHours: 48, horizonDays: 45, holdMinutes: 10 })
  })

  it('answers slots with instants, the zone, the length and no made-up price', async () => {
    const { request } = await bookingApp()
    const res = await request().get(`/api/booking/slots?${query}`)
    expect(res.body.zone.id).toBe('toronto-core')
    expect(res.body.minutes).toBe(60)
    expect(res.body.price).toBeNull()
    expect(res.body.slots.length).toBeGreaterThan(10)
    expect(res.body.slots[0].start).toMatch(/Z$/)
  })

  it.each([
    ['services=website&size=condo&postal=M5V2T6', 'services'],
    ['services=photography&size=castle&postal=M5V2T6', 'size'],
    ['services=photography&size=condo&postal=12345', 'postal'],
    ['services=photography&size=condo&postal=K1A0B1', 'postal'],
    ['services=photography&size=condo&postal=M5V2T6&from=2026-13-45', 'from'],
  ])('refuses %s with 400 naming %s', async (q, field) => {
    const { request } = await bookingApp()
    const res = await request().get(`/api/booking/slots?${q}`)
    expect(res.status).toBe(400)
    expect(res.body.fields[field]).toEqual(expect.any(String))
  })

  it('holds a slot once: the second visitor gets 409 with the day’s fresh slots', async () => {
    const { firstSlot, hold } = await bookingApp()
    const slot = await firstSlot()
    const first = await hold(slot.start)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ holdId: expect.any(String), expiresAt: expect.any(String) })
    const second = await hold(slot.start)
    expect(second.status).toBe(409)
    expect(second.body.error).toMatch(/taken/)
    expect(second.body.slots.map((s: { start: string }) => s.start)).not.toContain(slot.start)
  })

  it('gives a released hold back: its time opens at once, and a hold is released once', async () => {
    const { firstSlot, hold, post } = await bookingApp()
    const slot = await firstSlot()
    const held = await hold(slot.start)
    expect(held.status).toBe(201)
    const released = await post(`/api/booking/holds/${held.body.holdId}/release`).send({})
    expect(released.status).toBe(204)
    expect((await hold(slot.start)).status).toBe(201)
    const again = await post(`/api/booking/holds/${held.body.holdId}/release`).send({})
    expect(again.status).toBe(409)
    expect(again.body.error).toMatch(/nothing to give back/)
  })

  it('refuses a hold in the past or beyond the horizon with 400 on start', async () => {
    const { hold } = await bookingApp()
    for (const start of [
      new Date(Date.now() - 3_600_000).toISOString(),
      new Date(Date.now() + 90 * 86_400_000).toISOString(),
    ]) {
      const res = await hold(start)
      expect(res.status).toBe(400)
      expect(res.body.fields.start).toEqual(expect.any(String))
    }
  })

  it('books a held slot, answers its manage link, and refuses the same hold again with 409', async () => {
    const { firstSlot, hold, post, request, bookings } = await bookingApp()
    const held = await hold((await firstSlot()).start)
    const res = await post('/api/bookings').send({ ...contact, holdId: held.body.holdId })
    expect(res.status).toBe(201)
    expect(res.body.manageUrl).toMatch(/^https:\/\/www\.example\.com\/book\/manage\/#/)
    expect(bookings.data.bookings).toHaveLength(1)
    const again = await post('/api/bookings').send({ ...contact, holdId: held.body.holdId })
    expect(again.status).toBe(409)
    const token = res.body.manageUrl.split('#')[1]
    const view = await request().get(`/api/bookings/manage/${token}`)
    expect(view.body).toMatchObject({ status: 'confirmed', canChange: true, address: contact.address })
    expect(view.body.ownerNotes).toBeUndefined()
    const ics = await request().get(res.body.icsUrl)
    expect(ics.type).toBe('text/calendar')
    expect(ics.text).toContain('BEGIN:VEVENT')
  })

  it('refuses bots (honeypot, too fast) and bad fields with 400, and foreign origins with 403', async () => {
    const { firstSlot, hold, post, request } = await bookingApp()
    const held = await hold((await firstSlot()).start)
    expect((await post('/api/bookings').send({ ...contact, holdId: held.body.holdId, website: 'x' })).status).toBe(400)
    expect((await post('/api/bookings').send({ ...contact, holdId: held.body.holdId, fillMs: 200 })).status).toBe(400)
    const bad = await post('/api/bookings').send({
      ...contact,
      holdId: held.body.holdId,
      email: 'nope',
      consent: false,
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['consent', 'email'])
    const foreign = await request().post('/api/bookings').set('Origin', 'https://evil.example').send(contact)
    expect(foreign.status).toBe(403)
    const big = await post('/api/bookings').send({ ...contact, notes: 'x'.repeat(20_000) })
    expect(big.status).toBe(413)
    const text = await post('/api/bookings').type('text/plain').send('hello')
    expect(text.status).toBe(415)
  })

  it('reschedules and cancels through the manage token; a wrong token gets 404', async () => {
    const { firstSlot, hold, post, request } = await bookingApp()
    const slot = await firstSlot()
    const held = await hold(slot.start)
    const booked = await post('/api/bookings').send({ ...contact, holdId: held.body.holdId })
    const token = booked.body.manageUrl.split('#')[1] as string
    // The booking's own time does not block its new time.
    const slots = await request().get(`/api/booking/slots?${query}&manage=${encodeURIComponent(token)}`)
    const later = slots.body.slots[1].start
    const move = await post('/api/booking/holds').send({
      services: ['photography'],
      size: 'condo',
      postal: 'M5V2T6',
      start: later,
      manage: token,
    })
    expect(move.status).toBe(201)
    const moved = await post(`/api/bookings/manage/${token}/reschedule`).send({ holdId: move.body.holdId })
    expect(moved.status).toBe(200)
    expect(moved.body.start).toBe(later)
    const cancelled = await post(`/api/bookings/manage/${token}/cancel`).send({})
    expect(cancelled.body.status).toBe('cancelled')
    expect((await request().get(`/api/bookings/manage/${token}x`)).status).toBe(404)
    expect((await post(`/api/bookings/manage/nope.nope/cancel`).send({})).status).toBe(404)
  })

  it('keeps the owner routes behind the session and checks the settings', async () => {
    const { request, agent, xhr, signIn } = await bookingApp()
    expect((await request().get('/api/bookings')).status).toBe(401)
    await signIn()
    const list = await agent.get('/api/bookings')
    expect(list.status).toBe(200)
    expect(list.body.feedPath).toMatch(/^\/api\/booking\/feed\/.+\.ics$/)
    const bad = await agent
      .put('/api/booking/settings')
      .set(xhr)
      .send({ ...list.body.settings, noticeHours: -1, team: [] })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['noticeHours', 'team']))
    const feed = await request().get(list.body.feedPath)
    expect(feed.status).toBe(200)
    expect(feed.text).toContain('BEGIN:VCALENDAR')
    expect((await request().get('/api/booking/feed/wrongwrongwrong.ics')).status).toBe(404)
  })

  it('lets the owner book from a lead, move a booking to an open time and cancel it', async () => {
    const { agent, xhr, signIn, slotWithLater, bookings } = await bookingApp()
    await signIn()
    const slot = await slotWithLater(3)
    const made = await agent
      .post('/api/bookings/owner')
      .set(xhr)
      .send({
        ...contact,
        services: ['photography'],
        size: 'condo',
        postal: 'M5V 2T6',
        start: slot.start,
        leadId: 'lead-123',
      })
    expect(made.status).toBe(201)
    const id = made.body.booking.id as string
    expect(bookings.get(id)).toMatchObject({ leadId: 'lead-123', status: 'confirmed' })
    const later = new Date(Date.parse(slot.start) + 3 * 3_600_000).toISOString()
    const moved = await agent.post(`/api/bookings/${id}/reschedule`).set(xhr).send({ start: later })
    expect(moved.status).toBe(200)
    expect(moved.body.booking).toMatchObject({ start: later, sequence: 1 })
    const taken = await agent.post(`/api/bookings/${id}/reschedule`).set(xhr).send({ start: '2020-01-01T15:00:00Z' })
    expect(taken.status).toBe(409)
    const cancelled = await agent.post(`/api/bookings/${id}/cancel`).set(xhr).send({})
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', sequence: 2 })
    const patched = await agent.patch(`/api/bookings/${id}`).set(xhr).send({ status: 'shot' })
    expect(patched.status).toBe(409)
    expect(bookings.data.mails.map((m) => m.kind)).toEqual([
      'confirmation',
      'owner',
      'update',
      'owner',
      'cancellation',
      'owner',
    ])
  })

  it('undoes a booking’s last change from the history, and refuses to remove a photographer with bookings', async () => {
    const { agent, xhr, signIn, firstSlot } = await bookingApp()
    await signIn()
    const slot = await firstSlot()
    const made = await agent
      .post('/api/bookings/owner')
      .set(xhr)
      .send({ ...contact, services: ['photography'], size: 'condo', postal: 'M5V 2T6', start: slot.start })
    const id = made.body.booking.id as string
    const nothing = await agent.post(`/api/bookings/${id}/undo`).set(xhr).send({})
    expect(nothing.status).toBe(409)
    expect(nothing.body.error).toMatch(/cancel it instead/)
    await agent.post(`/api/bookings/${id}/cancel`).set(xhr).send({})
    const listed = await agent.get('/api/bookings')
    // The history shows which change can be undone, without the copy of the booking it keeps.
    expect(listed.body.history[0]).toMatchObject({ action: 'cancel', bookingId: id, undoable: true })
    expect(listed.body.history[0]).not.toHaveProperty('before')
    expect(listed.body.history[1]).toMatchObject({ action: 'create', undoable: false })
    const undone = await agent.post(`/api/bookings/${id}/undo`).set(xhr).send({})
    expect(undone.status).toBe(200)
    expect(undone.body.booking).toMatchObject({ status: 'confirmed', start: slot.start })
    expect((await agent.post('/api/bookings/nope/undo').set(xhr).send({})).status).toBe(404)

    const settings = listed.body.settings as { team: { id: string; name: string }[] }
    const daniel = settings.team[0]!
    const alone = { ...settings, team: settings.team.filter((m) => m.id !== daniel.id) }
    const refused = await agent.put('/api/booking/settings').set(xhr).send(alone)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toContain(`${daniel.name} still has 1 upcoming booking (Priya Shah on `)
    expect(refused.body.bookings).toEqual([{ id, start: slot.start, name: 'Priya Shah' }])
    const marcusGone = { ...settings, team: settings.team.filter((m) => m.id === daniel.id) }
    expect((await agent.put('/api/booking/settings').set(xhr).send(marcusGone)).status).toBe(200)
  })
})
