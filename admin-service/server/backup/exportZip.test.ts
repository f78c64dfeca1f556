import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import yauzl from 'yauzl'
import { describe, expect, it } from 'vitest'
import { bytesBody, testApp } from '../../../tests/support/testApp.ts'
import { withoutSecrets } from './exportZip.ts'

/** Every entry of a ZIP held in memory, by name. */
async function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, z) => (error || !z ? reject(error) : resolve(z))),
  )
  const out = new Map<string, Buffer>()
  const read = (entry: yauzl.Entry) =>
    new Promise<Buffer>((resolve, reject) =>
      file.openReadStream(entry, async (error, stream) => {
        if (error || !stream) return reject(error)
        const chunks: Buffer[] = []
        for await (const chunk of stream) chunks.push(chunk as Buffer)
        resolve(Buffer.concat(chunks))
      }),
    )
  await new Promise<void>((resolve, reject) => {
    file.on(
      'entry',
      (entry: yauzl.Entry) => void read(entry).then((b) => (out.set(entry.fileName, b), file.readEntry()), reject),
    )
    file.on('end', resolve)
    file.readEntry()
  })
  return out
}

describe('GET /api/export.zip', () => {
  it('streams every store (JSON and CSV) and media file to the owner, without secrets, locks or caches', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'export-'))
    await mkdir(path.join(dataDir, 'uploads'))
    await mkdir(path.join(dataDir, 'listing-media/abc/.cache'), { recursive: true })
    await mkdir(path.join(dataDir, 'leads.json.lease'))
    const leads = {
      settings: { retentionMonths: 24 },
      leads: [
        { id: 'l1', name: 'Priya Shah', message: '=HYPERLINK("http://evil")', services: ['drone'] },
        { id: 'l2', name: 'Sam Lee', notes: 'called back' },
      ],
    }
    await writeFile(path.join(dataDir, 'leads.json'), JSON.stringify(leads))
    await writeFile(
      path.join(dataDir, 'bookings.json'),
      JSON.stringify({ bookings: [{ id: 'b1', at: '2026-12-01T10:00' }] }),
    )
    await writeFile(path.join(dataDir, 'portfolio.history.jsonl'), '{"id":1}\n')
    await writeFile(path.join(dataDir, 'owner.json'), '{"passwordHash":"secret"}')
    await writeFile(path.join(dataDir, 'uploads/a.jpg'), 'jpeg bytes')
    await writeFile(path.join(dataDir, 'listing-media/abc/film.mp4'), 'film bytes')
    await writeFile(path.join(dataDir, 'listing-media/abc/.cache/x.webp'), 'cache')

    const { request, agent, signIn } = await testApp({ dataDir })
    expect((await request().get('/api/export.zip')).status).toBe(401)
    await signIn()
    const res = await agent.get('/api/export.zip').buffer(true).parse(bytesBody)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="northframe-data-\d{4}-\d\d-\d\d\.zip"/)
    const entries = await entriesOf(res.body as Buffer)
    expect([...entries.keys()].sort()).toEqual([
      'bookings.json',
      'csv/bookings-bookings.csv',
      'csv/leads-leads.csv',
      'leads.json',
      'listing-media/abc/film.mp4',
      'portfolio.history.jsonl',
      'uploads/a.jpg',
    ])
    expect(JSON.parse(entries.get('leads.json')!.toString())).toEqual(leads)
    expect(entries.get('uploads/a.jpg')!.toString()).toBe('jpeg bytes')
    const csv = entries
      .get('csv/leads-leads.csv')!
      .toString()
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(csv[0]).toBe('id,name,message,services,notes')
    // A formula is neutralised; a nested value is JSON.
    expect(csv[1]).toBe(`l1,Priya Shah,"'=HYPERLINK(""http://evil"")","[""drone""]",`)
    expect(csv[2]).toBe('l2,Sam Lee,,,called back')
  })
})

describe('withoutSecrets', () => {
  it('drops keys and tokens at any depth, and nothing else', () => {
    const store = {
      secret: 'k',
      feedToken: 't',
      settings: { publishedKey: 'p', webhookSecret: 's' },
      listings: [{ id: 'l1', deliveryToken: 'd', tokens: 3 }],
    }
    expect(withoutSecrets(store)).toEqual({ settings: { publishedKey: 'p' }, listings: [{ id: 'l1', tokens: 3 }] })
  })
})
