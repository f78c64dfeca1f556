import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { BLOG_PAGE_SIZE, blogCategories, blogCategorySlug } from '@content/schemas/blog.ts'
import { loadBlog } from '../../content/loaders/blog.ts'

/** 40 generated posts besides the real seven: /blog has four pages, categories one to two. */
const EXTRA_POSTS = 40
const root = path.resolve('.cache', 'blog-pages-fixture')
const blogDir = path.join(root, 'posts')
const client = path.join(root, 'dist', 'client')
let posts: ReturnType<typeof loadBlog>

const load = (route: string) =>
  new JSDOM(readFileSync(path.join(client, route === '/' ? 'index.html' : `${route}/index.html`), 'utf8')).window
    .document
const cardLinks = (doc: Document) =>
  [...doc.querySelectorAll('[data-island="BlogFilter"] a.card-more')].map((a) => a.getAttribute('href')!)
const linkRel = (doc: Document, rel: string) =>
  doc
    .querySelector(`link[rel="${rel}"]`)
    ?.getAttribute('href')
    ?.replace(/^https?:\/\/[^/]+/, '')
const pageLinks = (doc: Document) =>
  [...doc.querySelectorAll('nav[aria-label="Pages of the list"] a')].map((a) => a.getAttribute('href')!)

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/generate-posts.mjs', blogDir, String(EXTRA_POSTS)])
  const build = spawnSync(process.execPath, ['bin/site.js', 'build', '--out-dir', path.join(root, 'dist')], {
    env: { ...process.env, NODE_ENV: 'production', BLOG_DIR: blogDir },
    encoding: 'utf8',
  })
  expect(build.status, build.stderr).toBe(0)
  posts = loadBlog(blogDir)
}, 300_000)

describe('paginated blog lists', () => {
  it('chain /blog, its middle and last pages by prev/next links, canonical URLs and page links', () => {
    const pageCount = Math.ceil(posts.length / BLOG_PAGE_SIZE)
    expect(pageCount).toBe(4)
    const listPath = (n: number) => (n === 1 ? '/blog' : `/blog/page/${n}`)
    for (const n of [1, 2, pageCount]) {
      const doc = load(listPath(n))
      expect(linkRel(doc, 'canonical')).toBe(listPath(n))
      expect(linkRel(doc, 'prev')).toBe(n > 1 ? listPath(n - 1) : undefined)
      expect(linkRel(doc, 'next')).toBe(n < pageCount ? listPath(n + 1) : undefined)
      const links = pageLinks(doc)
      if (n > 1) expect(doc.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe(listPath(n - 1))
      if (n < pageCount) expect(doc.querySelector('a[rel="next"]')?.getAttribute('href')).toBe(listPath(n + 1))
      // The first and last pages are linked from every other page.
      if (n > 1) expect(links).toContain(listPath(1))
      if (n < pageCount) expect(links).toContain(listPath(pageCount))
      expect(cardLinks(doc)).toEqual(
        posts.slice((n - 1) * BLOG_PAGE_SIZE, n * BLOG_PAGE_SIZE).map((p) => `/blog/${p.slug}`),
      )
      expect(doc.querySelector('h1')?.textContent).toBe(
        n === 1 ? 'Real Estate Marketing Blog' : `Real Estate Marketing Blog, Page ${n} of ${pageCount}`,
      )
    }
    expect(readFileSync(path.join(client, 'sitemap.xml'), 'utf8')).toContain(`/blog/page/${pageCount}</loc>`)
  })

  it('reach every post from /blog by following links alone', () => {
    const seen = new Set<string>()
    const queue = ['/blog']
    while (queue.length) {
      const route = queue.shift()!
      if (seen.has(route)) continue
      seen.add(route)
      const doc = load(route)
      for (const a of doc.querySelectorAll('main a[href^="/blog/"]')) {
        const href = a.getAttribute('href')!.split('?')[0]!
        if (/^\/blog\/(page|category)\//.test(href)) queue.push(href)
        else seen.add(href)
      }
    }
    for (const post of posts) expect(seen, post.slug).toContain(`/blog/${post.slug}`)
  })

  it('list exactly their own posts on each category page, newest first', () => {
    for (const category of blogCategories) {
      const own = posts.filter((p) => p.category === category).map((p) => `/blog/${p.slug}`)
      const listed: string[] = []
      for (let n = 1; n <= Math.ceil(own.length / BLOG_PAGE_SIZE); n++) {
        const base = `/blog/category/${blogCategorySlug(category)}`
        listed.push(...cardLinks(load(n === 1 ? base : `${base}/page/${n}`)))
      }
      expect(listed, category).toEqual(own)
    }
  })

  it('write the filter index of every post, newest first', () => {
    const index = JSON.parse(readFileSync(path.join(client, 'blog/posts.json'), 'utf8')) as {
      posts: { slug: string }[]
    }
    expect(index.posts.map((p) => p.slug)).toEqual(posts.map((p) => p.slug))
  })
})
