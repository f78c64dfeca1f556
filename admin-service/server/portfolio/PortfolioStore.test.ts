import { mkdir, mkdtemp, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { emptyPortfolio, MAX_GROUP_ITEMS, portfolioData, portfolioItem } from '../../../content/portfolio/store.ts'
import { PortfolioStore } from './PortfolioStore.ts'

const tempFile = async () => path.join(await mkdtemp(path.join(os.tmpdir(), 'store-')), 'portfolio.json')
const item = (id: string) => ({
  id,
  title: `Item ${id}`,
  description: 'd',
  type: 'image',
  src: 'https://e.example/a.jpg',
  alt: `Photo ${id}`,
})
const quiet = { warn: vi.fn(), error: vi.fn() }

describe('PortfolioStore on a file', () => {
  it('starts from the initial data, writes atomically and survives 100 concurrent adds', async () => {
    const file = await tempFile()
    const store = await PortfolioStore.open(file, { initial: () => ({ ...emptyPortfolio() }), logger: quiet })
    await Promise.all(Array.from({ length: 100 }, (_, i) => store.add('dronePortfolio', item(`drone-${i}`))))
    const onDisk = portfolioData.parse(JSON.parse(await readFile(file, 'utf8')))
    expect(onDisk.dronePortfolio).toHaveLength(100)
    expect(store.data.dronePortfolio).toHaveLength(100)
    const names = await readdir(path.dirname(file))
    expect(names.filter((n) => n.includes('.bak-'))).toHaveLength(10) // rotated
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([])
    await store.close()
  })

  it('removes temp files a killed writer left when it opens the file', async () => {
    const file = await tempFile()
    const store = await PortfolioStore.open(file, { logger: quiet })
    await store.close()
    const stale = path.join(path.dirname(file), '.portfolio.json.0123456789ab.tmp')
    await writeFile(stale, '{"photographyPortfolio": [')
    const reopened = await PortfolioStore.open(file, { logger: quiet })
    expect((await readdir(path.dirname(file))).filter((n) => n.endsWith('.tmp'))).toEqual([])
    await reopened.close()
  })

  it('refuses a second instance on the same file', async () => {
    const file = await tempFile()
    const store = await PortfolioStore.open(file, { logger: quiet })
    await expect(PortfolioStore.open(file, { logger: quiet })).rejects.toThrow(/already in use/)
    await store.close()
    const again = await PortfolioStore.open(file, { logger: quiet })
    await again.close()
  })

  it('takes over a lock left by a dead process', async () => {
    const file = await tempFile()
    await mkdir(`${file}.lease`)
    const dead = { pid: 4_194_305, host: os.hostname(), since: '2026-01-01T00:00:00.000Z', command: 'killed' }
    await writeFile(`${file}.lease/1.json`, JSON.stringify(dead))
    const store = await PortfolioStore.open(file, { logger: quiet })
    await store.close()
  })

  it('leaves memory and disk unchanged when a write fails', async () => {
    const file = await tempFile()
    const store = await PortfolioStore.open(file, { logger: quiet })
    await store.add('photographyPortfolio', item('photography-1'))
    const before = await readFile(file, 'utf8')
    // Moving the directory away makes the next write fail (tests run as root, so permissions would not).
    const dir = path.dirname(file)
    await rename(dir, `${dir}-away`)
    try {
      await expect(store.add('photographyPortfolio', item('photography-2'))).rejects.toThrow(/ENOENT/)
    } finally {
      await rename(`${dir}-away`, dir)
    }
    expect(store.data.photographyPortfolio.map((i) => i.id)).toEqual(['photography-1'])
    expect(await readFile(file, 'utf8')).toBe(before)
    // The queue keeps working after a failure.
    await store.add('photographyPortfolio', item('photography-3'))
    expect(store.data.photographyPortfolio).toHaveLength(2)
    await store.close()
  })

  it("refuses an item beyond a group's limit, naming the group", async () => {
    const full = emptyPortfolio()
    full.dronePortfolio = Array.from({ length: MAX_GROUP_ITEMS }, (_, i) => portfolioItem.parse(item(`drone-${i}`)))
    const store = await PortfolioStore.inMemory(full)
    await expect(store.add('dronePortfolio', item('one-too-many'))).rejects.toMatchObject({
      name: 'InvalidItemError',
      fields: { dronePortfolio: `must have at most ${MAX_GROUP_ITEMS} items` },
    })
    expect(store.data.dronePortfolio).toHaveLength(MAX_GROUP_ITEMS)
    await store.add('videoPortfolio', item('video-1')) // other groups are not full
  })

  it('stores only items whose stored form passes the schema again, so the file always reopens', async () => {
    const file = await tempFile()
    const store = await PortfolioStore.open(file, { logger: quiet })
    const embed = {
      ...item('matterport-1'),
      type: 'embed',
      title: 'javascript: a tour',
      src: 'https://my.matterport.com/show/?m=x',
    }
    const { item: stored } = await store.add('matterportPortfolio', embed)
    expect(stored.title).toBe('javascript: a tour')
    await store.close()
    const reopened = await PortfolioStore.open(file, { logger: quiet })
    expect(reopened.data.matterportPortfolio).toEqual([stored])
    await reopened.close()
  })

  it('never changes a state it handed out', async () => {
    const store = await PortfolioStore.inMemory()
    await store.add('photographyPortfolio', item('photography-1'))
    const before = store.data
    const copy = structuredClone(before)
    await store.add('photographyPortfolio', item('photography-2'))
    await store.update('photographyPortfolio', { ...item('photography-1'), title: 'Changed' })
    await store.remove('photographyPortfolio', 'photography-2')
    expect(before).toEqual(copy)
    expect(store.data.photographyPortfolio[0]!.title).toBe('Changed')
  })

  it('rejects invalid data before writing', async () => {
    const store = await PortfolioStore.inMemory()
    await expect(
      store.add('videoPortfolio', { ...item('video-1'), type: 'video', src: 'short' }),
    ).rejects.toMatchObject({
      name: 'InvalidItemError',
      fields: { src: 'must be an 11-character YouTube video id or a film of the site (/media/<name>.mp4)' },
    })
    expect(store.data.videoPortfolio).toEqual([])
  })

  it('keeps what an item says its picture shows, refuses an unknown subject, and takes a film of the site', async () => {
    const store = await PortfolioStore.inMemory()
    await store.add('photographyPortfolio', { ...item('p-1'), subject: 'interior' })
    expect(store.data.photographyPortfolio[0]!.subject).toBe('interior')
    await expect(store.add('photographyPortfolio', { ...item('p-2'), subject: 'selfie' })).rejects.toMatchObject({
      name: 'InvalidItemError',
      fields: { subject: expect.stringMatching(/^must be one of the subjects/) },
    })
    await store.add('videoPortfolio', { ...item('v-1'), type: 'video', src: '/media/sample-property-film.mp4' })
    await expect(
      store.add('videoPortfolio', { ...item('v-2'), type: 'video', src: '/media/../secrets.mp4' }),
    ).rejects.toMatchObject({ name: 'InvalidItemError' })
  })

  it('reports a corrupt store file and falls back to the newest good backup', async () => {
    const file = await tempFile()
    const store = await PortfolioStore.open(file, { logger: quiet })
    await store.add('photographyPortfolio', item('photography-1'))
    await store.add('photographyPortfolio', item('photography-2'))
    await store.close()
    await writeFile(file, '{"photographyPortfolio": [') // torn / corrupt
    const logger = { warn: vi.fn(), error: vi.fn() }
    const reopened = await PortfolioStore.open(file, { logger })
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/corrupt/))
    // The newest backup is the state before the last write.
    expect(reopened.data.photographyPortfolio.map((i) => i.id)).toEqual(['photography-1'])
    expect(portfolioData.safeParse(JSON.parse(await readFile(file, 'utf8'))).success).toBe(true)
    await reopened.close()
  })

  it('fails loudly when the store is corrupt and no good backup exists', async () => {
    const file = await tempFile()
    await writeFile(file, 'not json')
    await expect(PortfolioStore.open(file, { logger: quiet })).rejects.toThrow(/no valid backup/)
  })
})
