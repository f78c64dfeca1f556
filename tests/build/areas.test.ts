import { describe, expect, it } from 'vitest'
import { areas } from '@content/areas/index.ts'
import { serviceAreaCities } from '@content/company.ts'
import { findSimilarPages, mainText, textSimilarity } from '../../generator/checks/similarity.ts'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { builtSiteDir, loadPage, readPage } from './site.ts'

const texts = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim() ?? '')

/** What the stats block shows: "number label", or "★★★★★ label" for the five-star badge. */
const statLines = (doc: Document) =>
  [...doc.querySelectorAll('#area-stats .stat-row-item')].map(
    (item) => `${item.querySelector('dd')!.textContent!.trim()} ${item.querySelector('dt')!.textContent}`,
  )

describe('service-area pages', () => {
  it('has one content module per city of company.ts', () => {
    expect(areas.map((a) => a.slug)).toEqual(serviceAreaCities.map((c) => c.slug))
  })

  it.each(areas.map((a) => a.slug))(
    '/service-areas/%s has hero, four service cards, 12-17 neighbourhoods, four stats and SEO',
    (slug) => {
      const area = areas.find((a) => a.slug === slug)!
      const doc = loadPage(`/service-areas/${slug}`)
      expect(doc.querySelector('h1')?.textContent).toBe(area.hero.title)
      expect([...doc.querySelectorAll('#area-services a.card-link')].map((a) => a.getAttribute('href'))).toEqual([
        '/services/photography',
        '/services/video',
        '/services/drone',
        '/services/matterport',
      ])
      const hoods = texts(doc, '.neighbourhood-grid li')
      expect(hoods.length).toBeGreaterThanOrEqual(12)
      expect(hoods.length).toBeLessThanOrEqual(17)
      expect(doc.querySelectorAll('#area-stats .stat-row-item')).toHaveLength(4)
      expect(doc.title).toContain(area.seo.title)
      expect(doc.querySelector('meta[name=description]')?.getAttribute('content')).toBe(area.seo.description)
      expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toMatch(
        new RegExp(`/service-areas/${slug}$`),
      )
    },
  )

  it('Vaughan shows the exact hero, subtitle, neighbourhoods and statistics of the spec', () => {
    const doc = loadPage('/service-areas/vaughan')
    expect(doc.querySelector('h1')?.textContent).toBe('Vaughan Real Estate Photography')
    expect(doc.querySelector('.hero-subtitle')?.textContent).toBe('Modern Estate & Luxury Property Photography')
    expect(texts(doc, '.neighbourhood-grid li')).toEqual([
      'Vaughan Metropolitan Centre',
      'Thornhill',
      'Woodbridge',
      'Maple',
      'Concord',
      'Kleinburg',
      'Carrville',
      'Patterson',
      'Islington Woods',
      'Crestwood-Yorkhill',
      'Brownridge',
      'Elder Mills',
    ])
    expect(statLines(doc)).toEqual([
      '280+ Vaughan Properties',
      '$1.8M+ Avg Property Value',
      '94% Executive Focus',
      '★★★★★ Modern Luxury',
    ])
  })

  it('Richmond Hill shows the exact hero, subtitle, neighbourhoods and statistics of the spec, citing $2M+ properties', () => {
    const doc = loadPage('/service-areas/richmond-hill')
    expect(doc.querySelector('h1')?.textContent).toBe('Richmond Hill Real Estate Photography')
    expect(doc.querySelector('.hero-subtitle')?.textContent).toBe('Luxury Estate & Premium Property Photography')
    expect(texts(doc, '.neighbourhood-grid li')).toEqual([
      'Oak Ridges',
      'Richmond Hill Centre',
      'Bayview Hill',
      'Jefferson',
      'Crosby',
      'Westbrook',
      'Mill Pond',
      'Observatory',
      'Hillsview',
      'Devonsleigh',
      'Rouge Woods',
      'Richvale',
    ])
    expect(statLines(doc)).toEqual([
      '160+ Luxury Properties',
      '$2.5M+ Avg Property Value',
      '98% Elite Service',
      '★★★★★ Luxury Expert',
    ])
    expect(doc.querySelector('main')!.textContent).toContain('properties valued at $2M+')
  })

  // The spec's three figures for each other city (spec: Service-area pages).
  const figures: Record<string, string[]> = {
    toronto: ['500+', '24hr', '150+'],
    oakville: ['200+', '$5M+', '95%'],
    hamilton: ['300+', '48hr', '85+'],
    mississauga: ['400+', '24hr', '120+'],
    brampton: ['350+', '48hr', '90+'],
    burlington: ['180+', '$1.2M+', '98%'],
    milton: ['250+', '72hr', '60+'],
    markham: ['220+', '$2.1M+', '96%'],
  }
  it.each(Object.entries(figures))('/service-areas/%s shows its figures %j', (slug, expected) => {
    const doc = loadPage(`/service-areas/${slug}`)
    expect(texts(doc, '#area-stats strong')).toEqual(expected)
    expect(doc.querySelectorAll('#area-stats .stars')).toHaveLength(1)
  })

  it('no two city pages have body text more than 60% identical', () => {
    const pages = areas.map((a) => ({ path: a.slug, html: readPage(`/service-areas/${a.slug}`) }))
    expect(findSimilarPages(pages, 0.6)).toEqual([])
    // The check itself can see the shared template: Vaughan vs. itself is identical, vs. Toronto is not.
    const vaughan = mainText(pages.find((p) => p.path === 'vaughan')!.html)
    const toronto = mainText(pages.find((p) => p.path === 'toronto')!.html)
    expect(textSimilarity(vaughan, vaughan)).toBe(1)
    expect(textSimilarity(vaughan, toronto)).toBeLessThan(0.6)
  })

  it('cards carry the reveal animation with a 0.1 s stagger step, disabled under reduced motion', () => {
    const doc = loadPage('/service-areas/toronto')
    // The page's styles are in the sheets it links and its <style>.
    const css = [
      ...[...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
        readFileSync(path.join(builtSiteDir, link.getAttribute('href')!), 'utf8'),
      ),
      ...[...doc.querySelectorAll('style')].map((style) => style.textContent),
    ].join('\n')
    const steps = [...doc.querySelectorAll('#area-services .area-reveal')].map((el) => el.getAttribute('style'))
    expect(steps).toEqual([0, 1, 2, 3].map((i) => `--reveal-step:${i}`))
    expect(css).toMatch(/\.area-reveal\{animation:\.6s [^}]*animation-delay:calc\(var\(--reveal-step,0\) \* \.1s\)/)
    expect(css).toMatch(/@media \(prefers-reduced-motion:reduce\)\{\.area-reveal\{animation:none\}/)
  })
})
