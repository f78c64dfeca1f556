import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BlogBlock } from '@content/schemas/blog.ts'
import { cachedBody, FrontMatterCache, type FrontEntry } from './blogCache.ts'
import { blogCacheDir } from './locations.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'blog-cache-'))
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
  // Unit test files share their worker (vitest.config.ts): the next file sees the real environment.
  vi.unstubAllEnvs()
  vi.useRealTimers()
})
beforeEach(() => {
  vi.stubEnv('BLOG_CACHE_DIR', dir)
  for (const file of readdirSync(dir)) rmSync(path.join(dir, file))
})

const blocks: BlogBlock[] = [{ type: 'paragraph', text: 'Hello' }]

describe('cachedBody', () => {
  it('parses a body once, then reads it from the cache folder', () => {
    const parse = vi.fn(() => blocks)
    expect(cachedBody('Hello', parse)).toEqual(blocks)
    expect(cachedBody('Hello', parse)).toEqual(blocks)
    expect(parse).toHaveBeenCalledTimes(1)
    expect(readdirSync(dir)).toHaveLength(1)
    expect(blogCacheDir()).toBe(dir)
  })

  it('keys entries by the text: another body is parsed', () => {
    const parse = vi.fn(() => blocks)
    cachedBody('Hello', parse)
    cachedBody('Hello again', parse)
    expect(parse).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['a block of an unknown kind', '[{"type":"script","text":"x"}]'],
    ['a block without a field its kind requires', '[{"type":"paragraph"}]'],
    ['a block instead of a list', '{"type":"paragraph","text":"not a list"}'],
  ])('parses again when an entry is not valid blocks (%s), and stores the good ones', (_, damaged) => {
    cachedBody('Hello', () => blocks)
    const [entry] = readdirSync(dir)
    writeFileSync(path.join(dir, entry!), damaged)
    const parse = vi.fn(() => blocks)
    expect(cachedBody('Hello', parse)).toEqual(blocks)
    expect(parse).toHaveBeenCalledTimes(1)
    expect(cachedBody('Hello', parse)).toEqual(blocks)
    expect(parse).toHaveBeenCalledTimes(1)
  })

  it('never stores a body that fails to parse', () => {
    expect(() =>
      cachedBody('<b>raw</b>', () => {
        throw new Error('raw HTML is not allowed')
      }),
    ).toThrow(/raw HTML/)
    expect(readdirSync(dir)).toEqual([])
  })
})

describe('FrontMatterCache', () => {
  const entry = (title: string): FrontEntry => ({
    front: {
      title,
      excerpt: 'An excerpt.',
      date: '2024-02-01',
      category: 'Drone',
      image: 'lake-twilight.jpg',
      imageAlt: 'A lake at twilight',
      author: { key: 'marcus-lee', name: 'Marcus Lee', role: 'Lead photographer' },
      tags: ['One'],
    } as FrontEntry['front'],
    bodyStart: 4,
  })
  const stored = () =>
    JSON.parse(readFileSync(path.join(dir, 'front-matter.json'), 'utf8')) as {
      fingerprint: string
      entries: Record<string, FrontEntry & { day: number }>
    }

  it('reads a post once; a later load takes what the first saved', () => {
    const read = vi.fn(() => entry('First'))
    const first = new FrontMatterCache()
    expect(first.get('---\nA post', read)).toEqual(entry('First'))
    expect(first.get('---\nA post', read)).toEqual(entry('First'))
    first.save()
    expect(new FrontMatterCache().get('---\nA post', read)).toMatchObject(entry('First'))
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('keys entries by the whole text: a changed post is read again', () => {
    const cache = new FrontMatterCache()
    cache.get('---\nA post', () => entry('First'))
    cache.save()
    const read = vi.fn(() => entry('Second'))
    expect(new FrontMatterCache().get('---\nA post, edited', read).front.title).toBe('Second')
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('never keeps what fails to read, nor a body start outside the text', () => {
    const cache = new FrontMatterCache()
    expect(() =>
      cache.get('---\nBad', () => {
        throw new Error('title: required')
      }),
    ).toThrow(/title/)
    cache.get('---\nOdd', () => ({ ...entry('Odd'), bodyStart: -1 }))
    cache.save()
    expect(readdirSync(dir)).toEqual([])
  })

  it('starts empty from a file another fingerprint made, and replaces it', () => {
    const cache = new FrontMatterCache()
    cache.get('---\nA post', () => entry('First'))
    cache.save()
    const file = stored()
    writeFileSync(path.join(dir, 'front-matter.json'), JSON.stringify({ ...file, fingerprint: 'another' }))
    const read = vi.fn(() => entry('Again'))
    const next = new FrontMatterCache()
    expect(next.get('---\nA post', read).front.title).toBe('Again')
    next.save()
    expect(stored().fingerprint).toBe(file.fingerprint)
  })

  it('drops entries no load read for 30 days', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'))
    const cache = new FrontMatterCache()
    cache.get('---\nOld', () => entry('Old'))
    cache.get('---\nKept', () => entry('Kept'))
    cache.save()
    vi.setSystemTime(new Date('2026-01-25T12:00:00Z'))
    const later = new FrontMatterCache()
    later.get('---\nKept', () => entry('Kept'))
    later.save()
    vi.setSystemTime(new Date('2026-02-05T12:00:00Z'))
    const last = new FrontMatterCache()
    last.get('---\nNew', () => entry('New'))
    last.save()
    vi.useRealTimers()
    expect(
      Object.values(stored().entries)
        .map((e) => e.front.title)
        .sort(),
    ).toEqual(['Kept', 'New'])
  })
})
