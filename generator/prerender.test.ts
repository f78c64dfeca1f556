import { describe, expect, it } from 'vitest'
import { renderThreads, shareOut, type PlannedPage } from './prerender.ts'

const page = (urlOriginal: string, pageId: string, is404 = false): PlannedPage => ({ urlOriginal, pageId, is404 })

describe('shareOut', () => {
  const pages = [
    page('/', 'index'),
    page('/blog/a', 'blog-post'),
    page('/blog/b', 'blog-post'),
    page('/blog/c', 'blog-post'),
    page('/blog/d', 'blog-post'),
    page('/blog/e', 'blog-post'),
    page('/404', 'error', true),
    page('/about', 'about'),
  ]

  it("keeps the first page of each Vike page and the 404 page in this thread's share", () => {
    const [mine] = shareOut(pages, 3)
    expect(mine).toEqual(expect.arrayContaining(['/', '/blog/a', '/404', '/about']))
  })

  it('deals the other pages out in turn and renders each page exactly once', () => {
    const shares = shareOut(pages, 3)
    expect(shares[1]).toEqual(['/blog/c'])
    expect(shares[2]).toEqual(['/blog/d'])
    expect(shares.flat().sort()).toEqual(pages.map((p) => p.urlOriginal).sort())
  })

  it('gives everything to this thread when it renders alone', () => {
    expect(shareOut(pages, 1)).toEqual([pages.map((p) => p.urlOriginal)])
  })
})

describe('renderThreads', () => {
  it('takes SITE_BUILD_THREADS when it is a positive whole number', () => {
    expect(renderThreads({ SITE_BUILD_THREADS: '3' })).toBe(3)
    expect(renderThreads({ SITE_BUILD_THREADS: '1' })).toBe(1)
  })

  it('defaults to the cores of the machine, at most four', () => {
    const fallback = renderThreads({})
    expect(fallback).toBeGreaterThanOrEqual(1)
    expect(fallback).toBeLessThanOrEqual(4)
    expect(renderThreads({ SITE_BUILD_THREADS: '0' })).toBe(fallback)
    expect(renderThreads({ SITE_BUILD_THREADS: 'many' })).toBe(fallback)
  })
})
