import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { serviceAreaCities } from '@content/company.ts'
import { htmlFiles } from '../../generator/builtPages.ts'
import { builtSiteDir, loadPage } from './site.ts'

const docOf = (file: string) => new JSDOM(readFileSync(file, 'utf8')).window.document

describe('not-found pages', () => {
  it('writes the blog not-found page as blog/404.html beside the root 404.html, never as a page', () => {
    expect(existsSync(path.join(builtSiteDir, '404.html'))).toBe(true)
    expect(existsSync(path.join(builtSiteDir, 'blog/404.html'))).toBe(true)
    expect(existsSync(path.join(builtSiteDir, 'blog/404/index.html'))).toBe(false)
    const blog404 = docOf(path.join(builtSiteDir, 'blog/404.html'))
    expect(blog404.querySelector('h1')?.textContent).toBe('Post Not Found')
    expect(blog404.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex')
  })

  it('offers a search box on both not-found pages', () => {
    for (const file of ['404.html', 'blog/404.html']) {
      const form = docOf(path.join(builtSiteDir, file)).querySelector('main form[role="search"]')
      expect(form?.getAttribute('action'), file).toBe('/search')
      expect(form?.querySelector('input[type="search"][name="q"]'), file).not.toBeNull()
    }
  })
})

describe('the redirect page', () => {
  it('refreshes with "0; url=" and names its target as canonical', () => {
    const doc = loadPage('/services/automation')
    expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(
      '0; url=/services/ai-services',
    )
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /^https?:\/\/[^/]+\/services\/ai-services$/,
    )
  })
})

describe('ways to every page', () => {
  it('lists and links the ten city pages on /service-areas, with what sets each apart', () => {
    const doc = loadPage('/service-areas')
    const links = [...doc.querySelectorAll('main a[href^="/service-areas/"]')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual(serviceAreaCities.map((c) => `/service-areas/${c.slug}`))
    const subtitles = links.map((a) => a.querySelector('.badge-soft')?.textContent)
    expect(new Set(subtitles).size).toBe(10)
  })

  it('links /service-areas from the footer and /search from the navbar of every page', async () => {
    const pages = (await htmlFiles(builtSiteDir)).filter(({ route }) => route !== '/services/automation')
    expect(pages.length).toBeGreaterThan(60)
    for (const { route, file } of pages) {
      const doc = docOf(file)
      expect(doc.querySelector('nav[aria-label="Main"] a[href="/search"]')?.textContent, route).toBe('Search')
      expect(doc.querySelector('footer a[href="/service-areas"]'), route).not.toBeNull()
    }
  })

  it('names every gallery button by all the text it shows (no aria-label over it)', () => {
    const buttons = [...loadPage('/services/photography').querySelectorAll('.gallery-item')]
    expect(buttons.length).toBeGreaterThan(0)
    for (const button of buttons) {
      expect(button.hasAttribute('aria-label')).toBe(false)
      expect(button.querySelector('[aria-hidden="true"] .gallery-title')).toBeNull()
    }
  })
})
