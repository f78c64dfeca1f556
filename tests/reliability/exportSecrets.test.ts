/**
 * The owner's export ZIP (`GET /api/export.zip`) over a data folder the real booking store wrote: no entry,
 * store, history or CSV, holds the key that signs manage links, the calendar feed's token or a listing's
 * delivery token, while the records themselves are all there.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BookingStore } from '../../admin-service/server/booking/BookingStore.ts'
import { testBookingSettings } from '../support/bookingSettings.ts'
import { unzip } from '../support/photos.ts'
import { bytesBody, testApp } from '../support/testApp.ts'
import { recordFigures } from './figures.ts'

describe('the export ZIP', () => {
  it('holds no signing key nor token, in any entry', async ({ task }) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'export-secrets-'))
    const store = await BookingStore.open(path.join(dataDir, 'bookings.json'))
    await store.setSettings(testBookingSettings())
    const { secret, feedToken } = store.data
    const deliveryToken = 'Zq9d8Xc7Vb6Nm5Lk4Jh3Gf2Ds1Aa0Pp'
    const listing = { id: 'lst1', slug: '12-elm-street', address: '12 Elm Street', deliveryToken }
    await writeFile(path.join(dataDir, 'listings.json'), JSON.stringify({ listings: [listing] }))
    await writeFile(
      path.join(dataDir, 'listings.history.jsonl'),
      `${JSON.stringify({ at: '2026-11-28T10:00:00Z', before: null, after: listing })}\n`,
    )

    const { agent, signIn } = await testApp({ dataDir, booking: { store } })
    await signIn()
    const res = await agent.get('/api/export.zip').buffer(true).parse(bytesBody)
    expect(res.status).toBe(200)
    const file = path.join(dataDir, '..', `${path.basename(dataDir)}.zip`)
    await writeFile(file, res.body as Buffer)
    const entries = await unzip(file)
    await store.close()

    const secrets = { 'manage-link key': secret, 'feed token': feedToken, 'delivery token': deliveryToken }
    const leaks = [...entries].flatMap(([name, bytes]) =>
      Object.entries(secrets)
        .filter(([, value]) => bytes.includes(value))
        .map(([what]) => `${what} in ${name}`),
    )
    recordFigures(task, 'export', { entries: entries.size, 'secrets found': leaks.length })
    expect(leaks).toEqual([])
    // The records are there, without the fields.
    expect(JSON.parse(entries.get('listings.json')!.toString())).toEqual({
      listings: [{ id: 'lst1', slug: '12-elm-street', address: '12 Elm Street' }],
    })
    expect(JSON.parse(entries.get('bookings.json')!.toString()).settings.team).toHaveLength(2)
    expect(entries.get('listings.history.jsonl')!.toString()).toContain('12 Elm Street')
    expect(entries.get('csv/listings-listings.csv')!.toString()).toContain('12-elm-street')
  })
})
