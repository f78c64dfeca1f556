import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { blogCategories, blogCategorySlug } from '@content/schemas/blog.ts'
import { loadBlog } from '../../content/loaders/blog.ts'
import { relatedPosts } from '../../templates/components/blog/relatedPosts.ts'
import { blogList } from '../../templates/pages/blog/blogList.ts'
import { builtSiteDir, loadPage, readPage } from './site.ts'

const posts = loadBlog(path.resolve('content/blog'))
const hrefs = (doc: ParentNode, sel: string) => [...doc.querySelectorAll(sel)].map((a) => a.getAttribute('href'))
const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  )
const feedAlternate = (doc: Document) =>
  doc.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')

describe('built /blog', () => {
  const doc = loadPage('/blog')
  const island = doc.querySelector('[data-island="BlogFilter"]')!

  it('lists the newest posts (all seven fit on one page) in the static HTML, inside the filter island', () => {
    expect(hrefs(island, 'a.card-more')).toEqual(posts.map((p) => `/blog/${p.slug}`))
    const cards = [...island.querySelectorAll('article.blog-card')]
    expect(cards[0]?.textContent).toContain(posts[0]!.dateLabel)
    expect(cards[0]?.textContent).toContain(posts[0]!.readTime)
    expect(JSON.parse(island.getAttribute('data-props')!).posts).toHaveLength(7)
  })

  it('links All Posts and each category’s list, and has the search box', () => {
    expect([...island.querySelectorAll('.blog-categories a')].map((a) => a.textContent)).toEqual([
      'All Posts',
      ...blogCategories,
    ])
    expect(hrefs(island, '.blog-categories a')).toEqual([
      '/blog',
      ...blogCategories.map((c) => `/blog/category/${c.toLowerCase()}`),
    ])
    expect(island.querySelector('input[type="search"]')?.getAttribute('placeholder')).toBe('Search articles...')
  })

  it('describes each category’s list in a sentence of its own', () => {
    const descriptions = blogCategories.map((category) =>
      loadPage(`/blog/category/${blogCategorySlug(category)}`)
        .querySelector('meta[name="description"]')
        ?.getAttribute('content'),
    )
    expect(descriptions).toEqual(blogCategories.map((c) => blogList.categoryDescriptions[c]))
    expect(new Set(descriptions).size).toBe(blogCategories.length)
    for (const [i, text] of descriptions.entries()) {
      expect(text, blogCategories[i]).toMatch(/^[A-Z][^:]+: [^:]+\.$/)
      expect(text).not.toContain(blogList.hero.description)
      expect(text!.length).toBeLessThanOrEqual(160)
    }
  })

  it('links the feed from the head and has breadcrumbs', () => {
    expect(feedAlternate(doc)).toBe('/blog/feed.xml')
    expect(jsonLd(doc).map((d) => d['@type'])).toEqual(['Blog', 'BreadcrumbList'])
  })
})

describe('built /blog/{slug}', () => {
  it.each(posts.map((p) => [p.slug, p] as const))(
    '%s has the article, share island and two related posts',
    (slug, post) => {
      const doc = loadPage(`/blog/${slug}`)
      const article = doc.querySelector('article.blog-post')!
      expect(hrefs(article, 'a.blog-back')).toEqual(['/blog'])
      expect(doc.querySelector('h1')?.textContent).toBe(post.title)
      const header = article.querySelector('.blog-post-header')!.textContent
      for (const part of [post.excerpt, post.dateLabel, post.readTime, post.category, post.author.name]) {
        expect(header).toContain(part)
      }
      const share = article.querySelector('[data-island="ShareButtons"]')!
      expect(share.querySelector('button')?.textContent).toBe('Copy link')
      expect(article.querySelector('.blog-hero-media img')?.getAttribute('alt')).toBe(post.imageAlt)
      const body = article.querySelector('.blog-body')!
      expect(body.querySelectorAll('h2').length).toBeGreaterThan(1)
      for (const sel of ['.blog-highlight', '.blog-quote blockquote', '.blog-list li', '.blog-figure img', 'p']) {
        expect(body.querySelector(sel), sel).not.toBeNull()
      }
      expect(body.querySelector('script, iframe, style')).toBeNull()
      expect([...article.querySelectorAll('.blog-tags li')].map((li) => li.textContent)).toEqual(post.tags)
      const expected = relatedPosts(posts, post).map((p) => `/blog/${p.slug}`)
      expect(expected).toHaveLength(2)
      expect(hrefs(article, '.blog-related a.card-more')).toEqual(expected)
      // The article's photograph (the LCP element) alone loads eagerly: photos in the body and related
      // cards are lazy, so a phone spends its bandwidth on it first.
      const images = [...article.querySelectorAll('img')]
      expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', ...images.slice(1).map(() => 'lazy')])
      expect(images[0]!.closest('.blog-hero-media')).not.toBeNull()
      expect(images[0]!.getAttribute('fetchpriority')).toBe('high')

      expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article')
      expect(feedAlternate(doc)).toBe('/blog/feed.xml')
      const [posting, crumbs] = jsonLd(doc)
      expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: post.title, datePublished: post.date })
      expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' })
      expect((crumbs!.itemListElement as unknown[]).length).toBe(3)
    },
  )
})

describe('built Post Not Found page', () => {
  it('is written to blog/404.html, noindex, with a Return to Blog button', () => {
    const doc = new JSDOM(readFileSync(path.join(builtSiteDir, 'blog/404.html'), 'utf8')).window.document
    expect(doc.querySelector('h1')?.textContent).toBe('Post Not Found')
    expect(doc.querySelector('main')?.textContent).toContain(
      "The blog post you're looking for doesn't exist or has been moved.",
    )
    const back = [...doc.querySelectorAll('main a')].find((a) => a.textContent === 'Return to Blog')
    expect(back?.getAttribute('href')).toBe('/blog')
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
  })
})

describe('built feed and home teaser', () => {
  it('writes an RSS item per post with its link, newest first', () => {
    const xml = readFileSync(path.join(builtSiteDir, 'blog/feed.xml'), 'utf8')
    const feed = new JSDOM(xml, { contentType: 'text/xml' }).window.document
    const links = [...feed.querySelectorAll('item > link')].map((l) => new URL(l.textContent!).pathname)
    expect(links).toEqual(posts.map((p) => `/blog/${p.slug}`))
    expect(feed.querySelector('item > title')?.textContent).toBe(posts[0]!.title)
  })

  it('teases the first three posts on the home page', () => {
    expect(hrefs(loadPage('/'), '#blog a.card-more')).toEqual(posts.slice(0, 3).map((p) => `/blog/${p.slug}`))
  })
})

/** Builds the site with BLOG_DIR pointing at the real posts plus `fixtureDir`'s files. */
function buildWithPosts(name: string, fixtureDir: string) {
  const root = path.resolve('.cache', `blog-fixture-${name}`)
  const blogDir = path.join(root, 'posts')
  rmSync(root, { recursive: true, force: true })
  mkdirSync(blogDir, { recursive: true })
  cpSync(path.resolve('content/blog'), blogDir, { recursive: true })
  cpSync(path.resolve('tests/build/fixtures/blog', fixtureDir), blogDir, { recursive: true })
  const result = spawnSync(process.execPath, ['bin/site.js', 'build', '--out-dir', path.join(root, 'dist')], {
    // A production build, as `npm run build` makes, not one in vitest's NODE_ENV=test.
    env: { ...process.env, NODE_ENV: 'production', BLOG_DIR: blogDir },
    encoding: 'utf8',
  })
  return { ...result, client: path.join(root, 'dist', 'client') }
}

/** Each case runs a full `site build`. */
const BUILD_TIMEOUT = 240_000

describe('adding a markdown file', () => {
  it(
    'adds a post page, a list entry, a feed entry and a sitemap entry with no code change',
    () => {
      const build = buildWithPosts('added', 'added')
      expect(build.status, build.stderr).toBe(0)
      const page = (rel: string) => readFileSync(path.join(build.client, rel), 'utf8')
      const slug = 'fixture-open-house-checklist'
      const post = new JSDOM(page(`blog/${slug}/index.html`)).window.document
      expect(post.querySelector('h1')?.textContent).toBe('Fixture Open House Checklist')
      expect(post.querySelector('.blog-post-header')?.textContent).toContain('1 min read')
      const list = new JSDOM(page('blog/index.html')).window.document
      expect(hrefs(list, '[data-island="BlogFilter"] a.card-more')[0]).toBe(`/blog/${slug}`)
      expect(hrefs(list, '[data-island="BlogFilter"] a.card-more')).toHaveLength(8)
      expect(page('blog/feed.xml')).toContain(`/blog/${slug}</link>`)
      expect(page('sitemap.xml')).toContain(`/blog/${slug}</loc>`)
      // The real build has no fixture post.
      expect(existsSync(path.join(builtSiteDir, 'blog', slug))).toBe(false)
      expect(readPage('/blog')).not.toContain(slug)
    },
    BUILD_TIMEOUT,
  )

  it(
    'with a front-matter error fails the build naming the file and the field',
    () => {
      const build = buildWithPosts('broken', 'broken')
      expect(build.status).not.toBe(0)
      expect(build.stderr).toMatch(/Invalid content in .*missing-title\.md/)
      expect(build.stderr).toMatch(/- title: /)
    },
    BUILD_TIMEOUT,
  )

  it(
    'with a body error fails the build naming the file, the body and the line',
    () => {
      const build = buildWithPosts('broken-body', 'broken-body')
      expect(build.status).not.toBe(0)
      expect(build.stderr).toMatch(/Invalid content in .*raw-html-body\.md/)
      expect(build.stderr).toMatch(/- body: raw HTML is not allowed \(line 14\)/)
    },
    BUILD_TIMEOUT,
  )
})
