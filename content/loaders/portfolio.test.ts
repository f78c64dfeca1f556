import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { sampleFilm } from '../films/sampleFilm.ts'
import { emptyPortfolio, storeKeys, type PortfolioItem } from '../portfolio/store.ts'
import { uploadsDir } from './locations.ts'
import { parsePortfolio, referencedUploads, variantsOf } from './portfolio.ts'
import { showcaseItems } from './showcase.ts'

const seedFile = path.resolve('admin-service/seed/portfolio.json')
const seedJson = () => JSON.parse(readFileSync(seedFile, 'utf8')) as Record<string, Record<string, unknown>[]>
const seedUploads = path.resolve('admin-service/seed/uploads')

describe('the seed store', () => {
  it('is valid, has all eight groups, 1-4 items where it has true pictures and none where it has not', () => {
    const data = parsePortfolio(seedJson(), seedFile)
    expect(Object.keys(data).sort()).toEqual([...storeKeys].sort())
    const filled = storeKeys.filter((k) => data[k].length > 0)
    expect(filled).toEqual(['photographyPortfolio', 'videoPortfolio', 'matterportPortfolio', 'editingPortfolio'])
    for (const k of filled) expect(data[k].length).toBeLessThanOrEqual(4)
    // No aerial, website or apparel photograph exists yet, and the AI case studies are unwritten.
    for (const k of ['dronePortfolio', 'webDesignPortfolio', 'brandApparelPortfolio', 'aiServicesPortfolio'] as const)
      expect(data[k]).toEqual([])
  })

  it('says what every item shows, and plays only the sample film and a tour labelled as a sample', () => {
    const data = parsePortfolio(seedJson(), seedFile)
    for (const item of storeKeys.flatMap((k) => data[k])) {
      expect(item.subject, item.title).toBeDefined()
      if (item.type === 'video') expect([item.src, item.category]).toEqual([sampleFilm.src, sampleFilm.label])
      if (item.type === 'embed') expect(item.category).toMatch(/^Sample/)
    }
  })

  it('describes the photograph of every item that shows one in its alt text', () => {
    const data = parsePortfolio(seedJson(), seedFile)
    for (const item of storeKeys.flatMap((k) => data[k])) {
      if (item.type === 'image' || item.thumbnail) expect(item.alt, item.title).toMatch(/^[A-Z].{40,}\.$/)
    }
  })

  it('references only uploads that exist in the seed uploads folder', () => {
    const refs = referencedUploads(parsePortfolio(seedJson(), seedFile))
    expect(refs.length).toBeGreaterThan(0)
    const files = new Set(readdirSync(seedUploads))
    for (const ref of refs) expect(files.has(ref.name), ref.name).toBe(true)
  })
})

describe('parsePortfolio', () => {
  it('names the store file and every bad item and field', () => {
    const json = seedJson()
    json.photographyPortfolio![2]!.src = 'javascript:alert(1)'
    json.editingPortfolio![0]!.type = 'gif'
    expect(() => parsePortfolio(json, '/srv/store.json')).toThrow(
      /Invalid content in \/srv\/store\.json:[\s\S]*photographyPortfolio\[2\]\.src: must be an \/uploads\/ path or an https URL[\s\S]*editingPortfolio\[0\]\.type/,
    )
  })

  it('rejects a missing group and unknown keys', () => {
    const json: Record<string, unknown> = seedJson()
    delete json.videoPortfolio
    json.extraPortfolio = []
    expect(() => parsePortfolio(json, 'store.json')).toThrow(
      /videoPortfolio[\s\S]*extraPortfolio|extraPortfolio[\s\S]*videoPortfolio/,
    )
  })
})

describe('uploads', () => {
  it('defaults to the uploads folder next to the store, or UPLOADS_DIR', () => {
    expect(uploadsDir('/data/portfolio.json', {})).toBe('/data/uploads')
    expect(uploadsDir('/data/portfolio.json', { UPLOADS_DIR: '/srv/up' })).toBe('/srv/up')
  })

  it('finds responsive variants by name', () => {
    const files = ['a.jpg', 'a-800w.jpg', 'a-800w.webp', 'a-1600w.webp', 'ab-800w.jpg', 'a-x.jpg']
    expect(variantsOf('a.jpg', files).map((v) => v.file)).toEqual(['a-800w.jpg', 'a-800w.webp', 'a-1600w.webp'])
  })
})

describe('showcaseItems', () => {
  const item = (over: Partial<PortfolioItem>): PortfolioItem => ({
    id: 'x',
    title: 'Item',
    description: 'Text',
    type: 'image',
    src: '/uploads/seed-dock-water.jpg',
    ...over,
  })

  it('measures uploads and lists their responsive sources', async () => {
    const [shown] = await showcaseItems('photographyPortfolio', [item({})], { dir: seedUploads })
    expect(shown!.image).toMatchObject({ src: '/uploads/seed-dock-water.jpg', width: 1600, height: 1000 })
    expect(shown!.image!.sources[0]).toEqual({
      type: 'image/webp',
      srcset:
        '/uploads/seed-dock-water-480w.webp 480w, /uploads/seed-dock-water-800w.webp 800w, /uploads/seed-dock-water-1080w.webp 1080w, /uploads/seed-dock-water-1600w.webp 1600w',
    })
  })

  it('keeps an allow-listed embed as its https src and drops anything else with a warning naming the item', async () => {
    const warn = vi.fn()
    const shown = await showcaseItems(
      'matterportPortfolio',
      [
        item({
          type: 'embed',
          title: 'Good tour',
          src: '<iframe src="https://my.matterport.com/show/?m=abc"></iframe>',
        }),
        item({
          type: 'embed',
          title: 'Bad tour',
          src: '<iframe src="https://evil.example/x"></iframe><script>alert(1)</script>',
        }),
      ],
      { dir: seedUploads, warn },
    )
    expect(shown.map((s) => [s.title, s.embedSrc])).toEqual([['Good tour', 'https://my.matterport.com/show/?m=abc']])
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]![0]).toMatch(/matterportPortfolio\[1\] "Bad tour"/)
  })

  it('keeps the stored order, leaves hidden items out, and gives each its alt text (the title for legacy items)', async () => {
    const shown = await showcaseItems(
      'photographyPortfolio',
      [
        item({ id: 'b', title: 'Second', alt: 'A dock over a lake' }),
        item({ id: 'draft', title: 'Draft', alt: 'Not yet', hidden: true }),
        item({ id: 'a', title: 'Legacy item' }),
      ],
      { dir: seedUploads },
    )
    expect(shown.map((s) => [s.id, s.alt])).toEqual([
      ['b', 'A dock over a lake'],
      ['a', 'Legacy item'],
    ])
  })

  it('publishes no upload of a hidden item', () => {
    const data = emptyPortfolio()
    data.photographyPortfolio = [item({ src: '/uploads/draft.jpg', hidden: true }), item({ id: 'y' })]
    expect(referencedUploads(data).map((r) => r.name)).toEqual(['seed-dock-water.jpg'])
  })

  it('fails naming the item when an upload is missing', async () => {
    await expect(
      showcaseItems('photographyPortfolio', [item({ src: '/uploads/nope.jpg', title: 'Lost' })], { dir: seedUploads }),
    ).rejects.toThrow(/photographyPortfolio\[0\] "Lost": the upload \/uploads\/nope\.jpg is missing/)
  })
})
