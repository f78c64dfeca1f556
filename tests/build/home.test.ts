import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { portfolioMenu, servicesMenu } from '@content/navigation.ts'
import { servicesCatalog } from '@content/services-catalog.ts'
import { builtSiteDir, loadPage } from './site.ts'

describe('built home page', () => {
  const doc = loadPage('/')
  const text = (sel: string) => doc.querySelector(sel)?.textContent ?? ''

  it('writes index.html and 404.html', () => {
    expect(existsSync(path.join(builtSiteDir, 'index.html'))).toBe(true)
    expect(existsSync(path.join(builtSiteDir, '404.html'))).toBe(true)
  })

  it('has the hero with two buttons, rating link, three statistics and scroll hint', () => {
    const hero = doc.querySelector('header.hero')!
    expect(hero.querySelectorAll('h1')).toHaveLength(1)
    expect([...hero.querySelectorAll('.hero-actions a')].map((a) => a.textContent)).toEqual([
      'Our Services',
      'View Portfolio',
    ])
    expect(hero.querySelector('a.hero-rating')?.getAttribute('href')).toMatch(/^https:\/\//)
    expect(hero.querySelectorAll('.hero-stats li')).toHaveLength(3)
    expect(hero.querySelector('a.scroll-hint')?.getAttribute('href')).toBe('#featured')
  })

  it('has five featured projects, the first linking to Chelster Hall', () => {
    const links = [...doc.querySelectorAll('#featured a.card-link')].map((a) => a.getAttribute('href'))
    expect(links).toHaveLength(5)
    expect(links[0]).toBe('/projects/chelster-hall')
    for (const href of links.slice(1)) expect(href).toMatch(/^\/projects\/[a-z0-9-]+$/)
  })

  it('has the about block with four statistics and a client-logo grid', () => {
    expect(doc.querySelectorAll('#about .stat')).toHaveLength(4)
    expect(doc.querySelectorAll('#about .logo-grid img').length).toBeGreaterThanOrEqual(4)
  })

  it('has a card with Learn more for every service, the spec\u2019s eight and Floor Plans', () => {
    const cards = doc.querySelectorAll('#services a.card-link')
    expect([...cards].map((a) => a.getAttribute('href'))).toEqual(servicesCatalog.map((s) => `/services/${s.key}`))
    expect(cards).toHaveLength(9)
    for (const card of cards) expect(card.textContent).toContain('Learn more')
    // Below them, booking online.
    expect(doc.querySelector('#services a.btn[href="/book"]')?.textContent).toBe('Book a shoot online')
  })

  it('teases three blog articles and links to all posts', () => {
    const reads = [...doc.querySelectorAll('#blog a.card-more')].map((a) => a.getAttribute('href'))
    expect(reads).toHaveLength(3)
    for (const href of reads) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/)
    expect(text('#blog')).toContain('View all blog posts')
  })

  it('has an eight-question FAQ rendered as an accordion island', () => {
    const island = doc.querySelector('#faq [data-island="Accordion"]')!
    expect(island.querySelectorAll('.accordion-button')).toHaveLength(8)
    expect(JSON.parse(island.getAttribute('data-props')!).mode).toBe('single')
  })

  it('renders the navbar with every dropdown link and the footer', () => {
    const nav = doc.querySelector('[data-island="Navbar"] nav')!
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    for (const link of [...servicesMenu.links, ...portfolioMenu.links]) expect(hrefs).toContain(link.href)
    expect(doc.querySelector('footer.site-footer')?.textContent).toContain('Mon-Fri 9AM-6PM')
  })

  it('loads only the small client entry up front, no framework script', () => {
    const scripts = [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatch(/\/assets\/entries\/client\.[\w-]+\.js$/)
  })
})
