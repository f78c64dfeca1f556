import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BlogBlock } from '@content/schemas/blog.ts'
import { cachedBody } from './blogCache.ts'
import { blogCacheDir } from './locations.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'blog-cache-'))
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
  // Unit test files share their worker (vitest.config.ts): the next file sees the real environment.
  vi.unstubAllEnvs()
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

  it('parses again when an entry is not valid blocks, and stores the good ones', () => {
    cachedBody('Hello', () => blocks)
    const [entry] = readdirSync(dir)
    writeFileSync(path.join(dir, entry!), '[{"type":"script","text":"x"}]')
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
