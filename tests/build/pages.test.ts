import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { about } from '@content/about/about.ts'
import { company } from '@content/company.ts'
import { MAX_RETENTION_MONTHS } from '@content/leads/fields.ts'
import { serviceAreaCities } from '@content/service-area-cities.ts'
import { servicesCatalog } from '@content/services-catalog.ts'
import { faq } from '@content/faq/faq.ts'
import { licensingTerms } from '@content/legal/licensing.ts'
import { routeGroups } from '@content/routes.ts'
import { siteConfig } from '@content/site-config.ts'
import { builtSiteDir, loadPage } from './site.ts'

/** Route groups of content/routes.ts whose pages this feature builds. */
const ownGroups = ['company', 'information', 'service-areas', 'legal']

const texts = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim() ?? '')
const jsonLdTypes = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)['@type'])

describe('route table', () => {
  const own = routeGroups.filter((g) => ownGroups.includes(g.id)).flatMap((g) => g.routes)

  it('lists the company, information, legal and ten service-area routes', () => {
    expect(own.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/about',
        '/reviews',
        '/media',
        '/contact',
        '/learn',
        '/faq',
        '/downloads',
        '/vendor-directory',
        '/licensing-terms',
        '/privacy',
        '/terms',
        '/sitemap',
      ]),
    )
    expect(own.filter((r) => r.path.startsWith('/service-areas/'))).toHaveLength(10)
  })

  it.each(own.map((r) => r.path))('prerenders %s with one h1, a title and a canonical link', (route) => {
    expect(existsSync(path.join(builtSiteDir, route.slice(1), 'index.html'))).toBe(true)
    const doc = loadPage(route)
    expect(doc.querySelectorAll('h1')).toHaveLength(1)
    expect(doc.title).toContain(siteConfig.name)
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toMatch(new RegExp(`${route}$`))
    expect(doc.querySelector('meta[name=description]')?.getAttribute('content')?.length).toBeGreaterThan(50)
  })
})

describe('/sitemap page', () => {
  const doc = loadPage('/sitemap')
  const hrefs = [...doc.querySelectorAll('#sitemap a')].map((a) => a.getAttribute('href'))

  it('lists every route of the route table', () => {
    expect(hrefs).toEqual(routeGroups.flatMap((g) => g.routes.map((r) => r.path)))
  })

  it("lists the spec's entries: main pages, services, portfolio pages, Chelster Hall and legal pages", () => {
    const expected = [
      '/',
      '/services',
      '/portfolio',
      '/projects',
      '/blog',
      '/about',
      '/contact',
      '/book',
      '/book/prepare',
      '/services/all',
      '/services/photography',
      '/services/video',
      '/services/drone',
      '/services/matterport',
      '/services/ai-services',
      '/services/editing',
      '/services/website',
      '/services/brand',
      '/portfolio/photography',
      '/portfolio/video',
      '/portfolio/drone',
      '/portfolio/matterport',
      '/portfolio/editing',
      '/portfolio/website-design',
      '/portfolio/brand-apparel',
      '/portfolio/ai-services',
      '/projects/chelster-hall',
      '/privacy',
      '/terms',
      '/sitemap',
    ]
    for (const href of expected) expect(hrefs).toContain(href)
    // The XML sitemap's fixed pages are all here too; blog posts, categories and projects come from their own
    // content and are listed by /blog and /projects.
    const xml = readFileSync(path.join(builtSiteDir, 'sitemap.xml'), 'utf8')
    const fixed = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)]
      .map((m) => m[1] || '/')
      .filter((p) => !/^\/(blog|projects)\/./.test(p) || p === '/projects/chelster-hall')
    expect(fixed).toEqual(expect.arrayContaining(['/book', '/book/prepare']))
    expect(fixed.filter((p) => !hrefs.includes(p))).toEqual([])
    // The spec's "automation" service is listed under its current name (/services/automation redirects there).
    expect(texts(doc, '#sitemap-services a')).toContain('AI Services & Automation')
    expect(texts(doc, '#sitemap h2')).toEqual(routeGroups.map((g) => g.title))
  })
})

describe('company pages', () => {
  it('/about has who we are, mission and vision, founder, values, the five milestones and four statistics', () => {
    const doc = loadPage('/about')
    for (const id of ['who-we-are', 'mission', 'founder', 'values', 'timeline', 'stats'])
      expect(doc.getElementById(id)).not.toBeNull()
    expect(texts(doc, '#mission h3')).toEqual(['Our Mission', 'Our Vision'])
    expect(texts(doc, '.timeline-year')).toEqual(['2007', '2012', '2016', '2019', '2023'])
    expect(texts(doc, '#stats .stat-row-item strong')).toEqual([
      company.experience.years,
      company.propertiesShot,
      company.clients.past,
      company.rating.label,
    ])
    expect(doc.querySelectorAll('#values .info-card')).toHaveLength(about.values.length)
  })

  it("/reviews shows six five-star reviews, 'Trusted by 127+ Clients' and the external reviews link", () => {
    const doc = loadPage('/reviews')
    expect(doc.querySelectorAll('.review-card')).toHaveLength(6)
    for (const stars of texts(doc, '.review-card .stars')) expect(stars).toBe('★★★★★')
    expect(doc.querySelector('#reviews h2')?.textContent).toBe(`Trusted by ${company.clients.reviewsPage} Clients`)
    expect(company.clients.reviewsPage).toBe('127+')
    expect([...doc.querySelectorAll('a')].some((a) => a.getAttribute('href') === siteConfig.reviewsUrl)).toBe(true)
  })

  it('/media has press releases, awards, coverage and a media inquiries block', () => {
    const doc = loadPage('/media')
    expect(doc.querySelectorAll('#press-releases article').length).toBeGreaterThanOrEqual(3)
    expect(doc.querySelectorAll('#awards li').length).toBeGreaterThanOrEqual(3)
    expect(doc.querySelectorAll('#coverage article').length).toBeGreaterThanOrEqual(3)
    expect(doc.querySelector('#inquiries a[href^="mailto:"]')).not.toBeNull()
  })

  it('/contact has e-mail, WhatsApp, location, hours with weekends, socials, and business JSON-LD', () => {
    const doc = loadPage('/contact')
    expect(doc.querySelector(`#contact-email a[href="mailto:${siteConfig.email}"]`)).not.toBeNull()
    expect(doc.querySelector(`#contact-whatsapp a[href="${siteConfig.whatsappHref}"]`)?.textContent).toBe(
      siteConfig.phone,
    )
    expect(doc.querySelector('#contact-location')?.textContent).toContain(siteConfig.city)
    const hours = doc.querySelector('#contact-hours')!.textContent!
    expect(hours).toContain('Monday to Friday')
    expect(hours).toContain('9:00 a.m. to 6:00 p.m.')
    expect(hours).toContain(company.hours.weekend)
    for (const s of siteConfig.socials) expect(doc.querySelector(`main a[href="${s.href}"]`)).not.toBeNull()
    expect(jsonLdTypes(doc)).toContain('ProfessionalService')
  })

  it('/contact has the quote form as a plain HTML form that posts to /api/leads without JavaScript', () => {
    const doc = loadPage('/contact')
    const form = doc.querySelector<HTMLFormElement>('#quote form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/api/leads')
    expect(form.hasAttribute('novalidate')).toBe(false)
    const control = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!
    const labelOf = (el: Element) => doc.querySelector(`label[for="${el.id}"]`)?.textContent
    const expectations: [string, string, string | null, boolean][] = [
      ['name', 'Name', 'name', true],
      ['email', 'E-mail', 'email', true],
      ['phone', 'Phone (optional)', 'tel', false],
      ['date', 'Preferred date (optional)', 'off', false],
      ['area', 'Property area (optional)', 'address-level2', false],
      ['size', 'Approximate size (optional)', 'off', false],
      ['message', 'Message (optional)', null, false],
    ]
    for (const [name, label, autocomplete, required] of expectations) {
      const el = control(name)
      expect(labelOf(el), name).toBe(label)
      expect(el.getAttribute('autocomplete'), name).toBe(autocomplete)
      expect(el.hasAttribute('required'), name).toBe(required)
    }
    expect(control('email').getAttribute('type')).toBe('email')
    expect(control('phone').getAttribute('type')).toBe('tel')
    const services = [...form.querySelectorAll<HTMLInputElement>('input[name="services"]')]
    expect(services.map((s) => [s.value, labelOf(s)])).toEqual(servicesCatalog.map((s) => [s.key, s.name]))
    expect(form.querySelector('fieldset legend')?.textContent).toBe('Services')
    const areas = [...control('area').querySelectorAll('option')].map((o) => o.getAttribute('value'))
    expect(areas).toEqual(['', ...serviceAreaCities.map((c) => c.slug), 'other'])
    const consent = control('consent')
    expect(consent.getAttribute('type')).toBe('checkbox')
    expect(consent.hasAttribute('required')).toBe(true)
    expect(doc.querySelector(`label[for="${consent.id}"] a`)?.getAttribute('href')).toBe('/privacy')
    const trap = control('website')
    expect(trap.getAttribute('tabindex')).toBe('-1')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Send Request')
    expect(form.closest('[data-island="QuoteForm"]')).not.toBeNull()
  })

  it('/contact/thanks is the static page a form sent without JavaScript lands on, kept out of search', () => {
    const doc = loadPage('/contact/thanks')
    expect(doc.querySelector('h1')?.textContent).toBe('Thank You')
    expect(doc.querySelector('main')?.textContent).toContain(company.contactResponse)
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
    expect(readFileSync(path.join(builtSiteDir, 'sitemap.xml'), 'utf8')).not.toContain('/contact/thanks')
  })
})

describe('information pages', () => {
  it('/learn shows the six Coming Soon topics', () => {
    const doc = loadPage('/learn')
    expect(texts(doc, '.topic-card h3')).toEqual([
      'Photography Fundamentals',
      'Lighting Techniques',
      'Staging Tips',
      'Equipment Guide',
      'Business Development',
      'Industry Trends',
    ])
    expect(texts(doc, '.topic-card .coming-soon')).toEqual(Array(6).fill('Coming Soon'))
  })

  it('/faq has 18 questions in six categories, multi-open accordions, a Contact Us link and FAQPage JSON-LD', () => {
    const doc = loadPage('/faq')
    expect(texts(doc, '.faq-group h2')).toEqual(['General', 'Photography', 'Video', 'Drone', 'Matterport', 'Pricing'])
    expect(doc.querySelectorAll('.faq-group .accordion-button')).toHaveLength(18)
    for (const island of doc.querySelectorAll('[data-island="Accordion"]'))
      expect(JSON.parse(island.getAttribute('data-props')!).mode).toBe('multiple')
    expect([...doc.querySelectorAll('main a[href="/contact"]')].map((a) => a.textContent)).toContain('Contact Us')
    const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent!))
      .find((d) => d['@type'] === 'FAQPage')
    expect(ld.mainEntity).toHaveLength(faq.questions.length)
  })

  it('/downloads shows three groups offered on request (no dead download buttons) and the newsletter note', () => {
    const doc = loadPage('/downloads')
    const groups = doc.querySelectorAll('#resources section.info-card')
    expect(groups).toHaveLength(3)
    for (const g of groups) {
      expect(g.querySelectorAll('li').length).toBeGreaterThanOrEqual(3)
      expect(g.querySelector('a[href="/contact"]')?.textContent).toContain('Available on request')
    }
    expect(doc.querySelectorAll('main button')).toHaveLength(0)
    expect(doc.querySelector('#newsletter')?.textContent).toMatch(/newsletter/i)
  })

  it('/vendor-directory has four categories with partner counts and the Become a Partner benefits', () => {
    const doc = loadPage('/vendor-directory')
    expect(texts(doc, '.vendor-card h3')).toEqual([
      'Home Staging',
      'Contractors & Renovations',
      'Interior Design',
      'Real Estate Services',
    ])
    for (const count of texts(doc, '.vendor-card .partner-count')) expect(count).toMatch(/^\d+ partners$/)
    expect(doc.querySelector('#become-a-partner h2')?.textContent).toBe('Become a Partner')
    expect(doc.querySelectorAll('#become-a-partner .info-card').length).toBeGreaterThanOrEqual(4)
  })
})

describe('legal pages', () => {
  it('/licensing-terms has ten numbered sections, last updated January 2024, Ontario law and EST hours', () => {
    const doc = loadPage('/licensing-terms')
    const headings = texts(doc, '.legal-section h2')
    expect(headings).toHaveLength(10)
    headings.forEach((h, i) => expect(h).toMatch(new RegExp(`^${i + 1}\\. `)))
    expect(doc.querySelector('.legal-updated')?.textContent).toBe('Last updated: January 2024')
    const body = doc.querySelector('main')!.textContent!
    expect(body).toContain('Province of Ontario')
    expect(body).toContain('EST')
    expect(body).toMatch(/non-exclusive, royalty-free/)
    expect(licensingTerms.sections).toHaveLength(10)
  })

  it('/privacy follows PIPEDA and names a privacy contact', () => {
    const body = loadPage('/privacy').querySelector('main')!.textContent!
    expect(body).toContain('PIPEDA')
    expect(body).toContain(siteConfig.email)
  })

  it('/privacy says what the quote form collects, why, where it is kept and for how long', () => {
    const doc = loadPage('/privacy')
    const heading = [...doc.querySelectorAll('main h2')].find((h) =>
      h.textContent?.endsWith('. Quote Requests Sent Through Our Website'),
    )
    const text = heading!.closest('section')!.textContent!
    for (const field of [
      'name',
      'e-mail address',
      'phone number',
      'services',
      'area',
      'size',
      'preferred date',
      'message',
    ])
      expect(text).toContain(field)
    expect(text).toContain('only to answer you')
    expect(text).toContain('server that runs our website')
    expect(text).toContain(`at most ${MAX_RETENTION_MONTHS} months`)
    expect(text).toContain('IP address')
  })

  it('/terms are governed by Ontario law', () => {
    const body = loadPage('/terms').querySelector('main')!.textContent!
    expect(body).toContain('Province of Ontario')
    expect(body).toContain('Licensing Terms')
  })
})
