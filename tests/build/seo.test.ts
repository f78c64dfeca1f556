import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isIndexable, readBuiltPages } from '../../generator/builtPages.ts'
import { checkSite } from '../../generator/check.ts'
import { readSearchIndex } from '../support/searchIndexFiles.ts'
import { builtSiteDir } from './site.ts'

const pages = await readBuiltPages(builtSiteDir)
const content = pages.filter((p) => !p.redirect)

describe('SEO of every built route', () => {
  it('builds more than the home page', () => {
    expect(content.map((p) => p.route)).toEqual(expect.arrayContaining(['/', '/404', '/search']))
  })

  it.each(content.map((p) => [p.route, p] as const))(
    '%s has title, description, canonical, og:image, lang and one h1',
    (_, page) => {
      expect(page.title).not.toBe('')
      expect(page.description.length).toBeGreaterThan(50)
      expect(page.canonical).toMatch(/^https?:\/\/[^/]+\//)
      expect(page.ogImage).toMatch(/^https?:\/\/[^/]+\/.+\.(jpe?g|png|webp)$/)
      expect(page.lang).toBe('en-CA')
      expect(page.h1Count).toBe(1)
    },
  )

  it('passes site check (links resolve, no duplicate titles or canonicals)', async () => {
    expect(await checkSite(builtSiteDir)).toEqual([])
  })

  it('sitemap.xml lists every indexable route once, with a lastmod, and nothing else', () => {
    const xml = readFileSync(path.join(builtSiteDir, 'sitemap.xml'), 'utf8')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
    const expected = pages.filter(isIndexable).map((p) => p.canonical)
    expect(locs.sort()).toEqual([...new Set(expected)].sort())
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(locs.length)
    expect(locs.some((l) => /\/404$/.test(l))).toBe(false)
    // Internal search results stay out of search engines: /search is noindex and not listed.
    expect(locs.filter((l) => /\/search$/.test(l))).toEqual([])
    expect(pages.find((p) => p.route === '/search')?.noindex).toBe(true)
  })

  it('robots.txt exists and references the sitemap', () => {
    const robots = readFileSync(path.join(builtSiteDir, 'robots.txt'), 'utf8')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m)
  })

  it('the search index covers every indexable page but the blog’s further list pages and the search page', () => {
    const routes = pages
      .filter(isIndexable)
      .map((p) => p.route)
      .filter((route) => !/^\/blog\/(page|category)\//.test(route) && route !== '/search')
    expect(routes).toContain('/blog')
    expect(
      readSearchIndex(builtSiteDir)
        .records.map((p) => p.url)
        .sort(),
    ).toEqual(routes.sort())
  })

  it.each(content.map((p) => [p.route, p] as const))(
    '%s JSON-LD blocks parse and name @context and @type',
    (_, page) => {
      for (const block of page.jsonLd) {
        expect(block).not.toMatch(/<\/script/i)
        const data = JSON.parse(block) as Record<string, unknown>
        expect(data['@context']).toBe('https://schema.org')
        expect(data['@type']).toEqual(expect.any(String))
      }
    },
  )

  it('home has the business, WebSite SearchAction pointing at /search?q=', () => {
    const home = pages.find((p) => p.route === '/')!
    const types = home.jsonLd.map((b) => (JSON.parse(b) as { '@type': string })['@type'])
    expect(types).toEqual(expect.arrayContaining(['ProfessionalService', 'WebSite']))
    const site = home.jsonLd.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'WebSite')
    expect(site.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/)
  })
})
