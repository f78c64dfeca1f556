import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { company } from '@content/company.ts'
import { sampleFilm } from '@content/films/sampleFilm.ts'
import { servicePages } from '@content/services/pages.ts'
import { heroCtas } from '@content/hero-ctas.ts'
import { quoteHref } from '@content/leads/quoteHref.ts'
import { servicesCatalog } from '@content/services-catalog.ts'
import { builtSiteDir, loadPage } from './site.ts'

const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  )
const galleryProps = (doc: Document) =>
  JSON.parse(doc.querySelector('#featured-work [data-island="Gallery"]')!.getAttribute('data-props')!) as {
    items: {
      type: string
      title: string
      category?: string
      icon?: string
      videoId?: string
      videoSrc?: string
      embedSrc?: string
      image?: { src: string }
    }[]
    label: string
  }
const hrefs = (doc: Document) =>
  [...doc.querySelectorAll('main a[href], header.hero a[href], .cta-band a[href]')].map((a) => a.getAttribute('href'))

/** Counts from the spec (Photography and Video / Other service pages). */
const expected: Record<string, { packages: number; featured: number; steps: number; faq: number; primary: string }> = {
  photography: { packages: 6, featured: 5, steps: 5, faq: 6, primary: 'Book a Photoshoot' },
  video: { packages: 6, featured: 5, steps: 5, faq: 6, primary: 'Start Your Video Project' },
  drone: { packages: 6, featured: 5, steps: 5, faq: 6, primary: 'Book a Drone Shoot' },
  matterport: { packages: 6, featured: 5, steps: 5, faq: 6, primary: 'Book a 3D Tour' },
  'ai-services': { packages: 6, featured: 5, steps: 5, faq: 6, primary: 'Schedule a Demo' },
  editing: { packages: 6, featured: 6, steps: 4, faq: 5, primary: 'Get Started Today' },
  website: { packages: 6, featured: 5, steps: 5, faq: 6, primary: 'Start Your Project' },
  brand: { packages: 4, featured: 5, steps: 5, faq: 6, primary: 'Get Started Today' },
  floorplans: { packages: 6, featured: 5, steps: 5, faq: 6, primary: 'Order a Floor Plan' },
}

describe('services overview', () => {
  for (const route of ['/services', '/services/all']) {
    it(`${route} has a hero, a card for every service and a call to action to the quote form`, () => {
      const doc = loadPage(route)
      expect(doc.querySelectorAll('header.hero h1')).toHaveLength(1)
      const cards = [...doc.querySelectorAll('#services a.card-link')].map((a) => a.getAttribute('href'))
      expect(cards).toEqual(servicePages.map((p) => `/services/${p.slug}`))
      expect([...doc.querySelectorAll('.cta-band a')].map((a) => a.getAttribute('href'))).toContain('/contact#quote')
    })
  }

  it('/services lists every service as ItemList structured data', () => {
    const list = jsonLd(loadPage('/services')).find((d) => d['@type'] === 'ItemList') as {
      itemListElement: { url: string }[]
    }
    expect(list.itemListElement.map((i) => new URL(i.url).pathname)).toEqual(
      servicePages.map((p) => `/services/${p.slug}`),
    )
  })

  it('/services/all has its own canonical, the allServices hero buttons and every service with its packages', () => {
    const doc = loadPage('/services/all')
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/services\/all$/)
    expect([...doc.querySelectorAll('header.hero .hero-actions a')].map((a) => a.textContent)).toEqual(
      heroCtas.allServices.map((c) => c.text),
    )
    const entries = doc.querySelectorAll('#catalogue article')
    expect(entries).toHaveLength(servicesCatalog.length)
    servicePages.forEach((page, i) => {
      expect(entries[i]!.querySelectorAll('.feature-list li')).toHaveLength(page.packages.items.length)
      expect(entries[i]!.querySelector('a')?.getAttribute('href')).toBe(`/services/${page.slug}`)
    })
    expect(loadPage('/services').querySelector('#catalogue')).toBeNull()
  })

  it('keeps /services/automation as a redirect to /services/ai-services', () => {
    expect(existsSync(path.join(builtSiteDir, 'services/automation/index.html'))).toBe(true)
    const doc = loadPage('/services/automation')
    expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toContain('/services/ai-services')
  })
})

describe.each(Object.entries(expected))('/services/%s', (slug, counts) => {
  const doc = loadPage(`/services/${slug}`)
  const page = servicePages.find((p) => p.slug === slug)!

  it('has a hero with the page-key call-to-action pair', () => {
    expect(doc.querySelectorAll('header.hero h1')).toHaveLength(1)
    const buttons = [...doc.querySelectorAll('header.hero .hero-actions a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ])
    expect(buttons).toEqual(heroCtas[page.hero.pageKey].map((c) => [c.text, c.href]))
  })

  it(`has ${counts.packages} package cards with title, description, features and one popular flag at most`, () => {
    const cards = doc.querySelectorAll('#packages .package-card')
    expect(cards).toHaveLength(counts.packages)
    for (const card of cards) {
      expect(card.querySelector('h3')?.textContent).toBeTruthy()
      expect(card.querySelectorAll('.feature-list li').length).toBeGreaterThanOrEqual(2)
    }
    expect(doc.querySelectorAll('#packages .package-card.is-popular').length).toBeLessThanOrEqual(1)
  })

  it(`has ${counts.featured} featured items (before/after pairs, drawn plans, the rest in a Gallery island) and no iframe before opening`, () => {
    const pairs = page.featured.items.filter((item) => item.before).length
    const plans = page.featured.items.filter((item) => item.type === 'plan').length
    expect(doc.querySelectorAll('#featured-work [data-island="BeforeAfter"]')).toHaveLength(pairs)
    expect(doc.querySelectorAll('#featured-work figure.plan-figure svg.floor-plan')).toHaveLength(plans)
    const shots = counts.featured - pairs - plans
    expect(doc.querySelectorAll('#featured-work .gallery-item')).toHaveLength(shots)
    expect(doc.querySelector('#featured-work iframe')).toBeNull()
    if (shots === 0) return
    const props = galleryProps(doc)
    expect(props.items).toHaveLength(shots)
    // A picture is a build asset; an item without one is a card with its icon (never an empty frame).
    for (const item of props.items)
      if (item.image) expect(item.image.src).toMatch(/^\/assets\//)
      else expect(item.icon, item.title).toBeTruthy()
  })

  it(`has a ${counts.steps}-step process timeline`, () => {
    expect(doc.querySelectorAll('#process .process-step')).toHaveLength(counts.steps)
  })

  it(`has a ${counts.faq}-question single-open FAQ accordion and FAQPage data`, () => {
    const island = doc.querySelector('#faq [data-island="Accordion"]')!
    expect(island.querySelectorAll('.accordion-button')).toHaveLength(counts.faq)
    expect(JSON.parse(island.getAttribute('data-props')!).mode).toBe('single')
    const faq = jsonLd(doc).find((d) => d['@type'] === 'FAQPage') as { mainEntity: unknown[] }
    expect(faq.mainEntity).toHaveLength(counts.faq)
  })

  it('has a testimonial, three related-service cards and a closing call to action', () => {
    expect(doc.querySelector('#testimonial blockquote')?.textContent?.length).toBeGreaterThan(40)
    expect(doc.querySelector('#testimonial figcaption')?.textContent).toBeTruthy()
    const related = [...doc.querySelectorAll('#related a.card-link')].map((a) => a.getAttribute('href'))
    expect(related).toHaveLength(3)
    for (const href of related) expect(href).toMatch(/^\/services\/[a-z-]+$/)
    expect(related).not.toContain(`/services/${slug}`)
    const cta = [...doc.querySelectorAll('.cta-band a')].map((a) => [a.textContent, a.getAttribute('href')])
    // Shoots are booked online: their "Book ..." button opens /book with the service chosen.
    // The others' second button books a shoot online: every service page links to /book.
    const shoot = ['photography', 'drone', 'matterport'].includes(slug)
    const second =
      slug === 'video'
        ? ['Book a Video Shoot', '/book?service=video']
        : shoot
          ? ['Get a Quote', quote]
          : ['Book a Shoot', '/book']
    expect(cta).toEqual([[counts.primary, shoot ? `/book?service=${slug}` : quote], second])
  })

  // The quote form opens with this service chosen.
  const quote = `/contact?service=${slug}#quote`

  it('opens the quote form, with this service chosen, from every package and the closing call to action', () => {
    const packages = [...doc.querySelectorAll('#packages .package-card a')].map((a) => a.getAttribute('href'))
    expect(packages).toEqual(Array(counts.packages).fill(quote))
    expect(quote).toBe(quoteHref({ service: servicesCatalog.find((s) => s.key === slug)?.key }))
    expect(hrefs(doc).filter((h) => h === '/contact')).toEqual([])
  })

  it('has a title, description and Service + BreadcrumbList structured data', () => {
    expect(doc.title).toContain(page.seo.title)
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(page.seo.description)
    const data = jsonLd(doc)
    const service = data.find((d) => d['@type'] === 'Service')!
    expect(service.name).toBe(page.name)
    expect(String(service.url)).toMatch(new RegExp(`/services/${slug}$`))
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[]
    }
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', 'Services', page.name])
  })
})

describe('service-specific content', () => {
  it('/services/floorplans is a real page, linked from the 3D tours page', () => {
    expect(existsSync(path.join(builtSiteDir, 'services/floorplans/index.html'))).toBe(true)
    expect(loadPage('/services/matterport').querySelector('#related a[href="/services/floorplans"]')).not.toBeNull()
    expect(loadPage('/services/floorplans').querySelector('h1')?.textContent).toBe('Real Estate Floor Plans')
  })

  it('lists Floor Plans wherever services are listed, and its buttons ask for a floor-plan quote', () => {
    const floorplans = 'a[href="/services/floorplans"]'
    for (const route of ['/', '/contact', '/blog']) {
      const doc = loadPage(route)
      expect(doc.querySelector(`nav[aria-label="Main"] ${floorplans}`)?.textContent, route).toBe('Floor Plans')
      expect(doc.querySelector(`footer ${floorplans}`)?.textContent, route).toBe('Floor Plans')
    }
    for (const route of ['/', '/services', '/services/all'])
      expect(loadPage(route).querySelector(`#services ${floorplans}`), route).not.toBeNull()
    expect(loadPage('/services/all').querySelector(`#catalogue ${floorplans}`)).not.toBeNull()
    expect(loadPage('/sitemap').querySelector(`main ${floorplans}`)?.textContent).toBe('Floor Plans')
    const quoteForm = loadPage('/contact').querySelector('#quote input[value="floorplans"]')
    expect(quoteForm?.closest('label, .form-check')?.textContent).toContain('Floor Plans')
    // Every button of the page that asks for a quote asks for a floor-plan quote.
    const doc = loadPage('/services/floorplans')
    const toForm = hrefs(doc).filter((href) => href?.startsWith('/contact'))
    expect(toForm.length).toBeGreaterThan(6)
    expect(new Set(toForm)).toEqual(new Set([quoteHref({ service: 'floorplans' })]))
  })

  it('drone lists the six named packages and related photography, video and 3D tours', () => {
    const doc = loadPage('/services/drone')
    expect([...doc.querySelectorAll('#packages .package-card h3')].map((h) => h.textContent)).toEqual([
      'Property Aerials',
      'Aerial Videography',
      'Twilight Aerials',
      'Construction Progress',
      'Land Surveys',
      'Rush Delivery',
    ])
    expect([...doc.querySelectorAll('#related a')].map((a) => a.getAttribute('href'))).toEqual([
      '/services/photography',
      '/services/video',
      '/services/matterport',
    ])
    expect(doc.querySelector('main')?.textContent).toContain(company.droneCertification)
  })

  it("matterport opens one sample tour, Matterport's demo model labelled as a sample; the rest are tour kinds", () => {
    const { items } = galleryProps(loadPage('/services/matterport'))
    expect(items).toHaveLength(5)
    const tours = items.filter((item) => item.type === 'embed')
    expect(tours).toHaveLength(1)
    expect(tours[0]!.embedSrc).toMatch(/^https:\/\/my\.matterport\.com\/show\/\?m=\w{11}$/)
    expect(`${tours[0]!.title} ${tours[0]!.category}`).toMatch(/sample/i)
    for (const item of items.filter((i) => i.type !== 'embed')) expect(item.type).toBe('card')
  })

  it('video plays only the self-hosted sample film, labelled as a sample, and no YouTube film', () => {
    const { items } = galleryProps(loadPage('/services/video'))
    const films = items.filter((item) => item.type === 'video')
    expect(films).toHaveLength(1)
    expect(films[0]).toMatchObject({ videoSrc: sampleFilm.src, category: sampleFilm.label })
    for (const item of items) expect(item.videoId).toBeUndefined()
  })

  it('floorplans draws each plan as an accessible SVG: title, description with every room, scale and north', () => {
    const plans = loadPage('/services/floorplans').querySelectorAll('#featured-work svg.floor-plan')
    expect(plans).toHaveLength(5)
    for (const svg of plans) {
      expect(svg.getAttribute('role')).toBe('img')
      const [title, desc] = svg
        .getAttribute('aria-labelledby')!
        .split(' ')
        .map((id) => svg.querySelector(`[id="${id}"]`))
      expect(title?.tagName).toBe('title')
      expect(title?.textContent).toMatch(/^Floor plan: /)
      expect(desc?.textContent).toMatch(/sq ft \(\d+ m²\).*×.* m\)/)
      expect(svg.textContent).toContain('10 ft')
      expect(svg.textContent).toContain('N')
    }
  })

  it('editing has six capability blocks, six before/after pairs and four timed steps', () => {
    const doc = loadPage('/services/editing')
    expect(doc.querySelectorAll('#capabilities .capability')).toHaveLength(6)
    expect(doc.querySelectorAll('#featured-work [data-island="BeforeAfter"]')).toHaveLength(6)
    expect([...doc.querySelectorAll('#process .process-duration')].map((d) => d.textContent)).toEqual([
      '30 minutes',
      '2-24 hours',
      '1 hour',
      'Instant',
    ])
  })

  it('photography states the spec figures', () => {
    const text = loadPage('/services/photography').querySelector('main')?.textContent ?? ''
    for (const figure of ['25-35', '35-50+', '24-48 hours', '4-hour', '1-2 hours']) expect(text).toContain(figure)
  })
})
