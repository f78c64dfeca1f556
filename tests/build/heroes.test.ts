import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { heroCtas } from '@content/hero-ctas.ts'
import { heroPhotoNames, photoDescriptions } from '@content/photos.ts'
import { portfolioCategories } from '@content/portfolio/categories.ts'
import { notableProjects } from '@content/projects/notable.ts'
import { builtSiteDir, loadPage } from './site.ts'

/** Every built page's route, from its index.html. */
function routes(dir = builtSiteDir, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return ['assets', 'uploads'].includes(entry.name) && !prefix
        ? []
        : routes(path.join(dir, entry.name), `${prefix}/${entry.name}`)
    }
    return entry.name === 'index.html' ? [prefix || '/'] : []
  })
}

/** The widest candidate of a srcset, in pixels. */
const widest = (srcset: string | null) =>
  Math.max(...(srcset ?? '').split(/,\s*/).map((candidate) => parseInt(candidate.trim().split(/\s+/)[1] ?? '0')))

const heroAlts = new Set<string>(heroPhotoNames.map((name) => photoDescriptions[name]))

describe('page heroes', () => {
  const pages = new Map(routes().map((route) => [route, loadPage(route)]))
  const withHero = [...pages.keys()].filter((route) => pages.get(route)!.querySelector('header.hero'))

  it('are on most pages', () => {
    expect(withHero.length).toBeGreaterThan(50)
  })

  it('show the call-to-action pair of their page key on the legal and sitemap pages too', () => {
    for (const key of ['privacy', 'terms', 'sitemap'] as const) {
      const buttons = [...pages.get(`/${key}`)!.querySelectorAll('header.hero .hero-actions a')]
      expect(
        buttons.map((a) => [a.textContent, a.getAttribute('href')]),
        key,
      ).toEqual(heroCtas[key].map((c) => [c.text, c.href]))
    }
  })

  it('are the only image a page loads at high priority (the LCP element; a second one slowed it on phones)', () => {
    for (const route of withHero) {
      const page = pages.get(route)!
      const high = [...page.querySelectorAll('img[fetchpriority="high"]')]
      expect(high, route).toEqual([page.querySelector('header.hero img')])
    }
    // Also where the page numbers its images before the hero renders (gallery and card data for islands).
    expect(withHero).toEqual(expect.arrayContaining(['/services/drone', '/blog', '/blog/category/marketing']))
  })

  it('show a photograph large enough on desktops (1600 px or more) and phones (1080 px crop), described as what it shows', () => {
    for (const route of withHero) {
      const hero = pages.get(route)!.querySelector('header.hero')!
      const img = hero.querySelector('img')!
      expect(Number(img.getAttribute('width')), route).toBeGreaterThanOrEqual(1600)
      const phone = hero.querySelector('source[media*="max-width"]')
      expect(widest(phone?.getAttribute('srcset') ?? null), route).toBeGreaterThanOrEqual(1080)
      expect(heroAlts.has(img.getAttribute('alt') ?? ''), `${route}: ${img.getAttribute('alt')}`).toBe(true)
    }
  })

  it('of project pages show their landscape; the property photograph stays on the card and in the gallery', () => {
    const cards = pages.get('/projects')!
    for (const project of notableProjects) {
      const route = `/projects/${project.path}`
      expect(pages.get(route)!.querySelector('header.hero img')?.getAttribute('alt')).toBe(project.hero.imageAlt)
      // The card shows the property's photograph, or its icon where the site has none.
      expect(cards.querySelector(`a.project-card[href="${route}"] img`)?.getAttribute('alt')).toBe(project.imageAlt)
      const gallery = pages.get(route)!.querySelector('#gallery [data-island="Gallery"]')?.getAttribute('data-props')
      for (const photo of project.gallery) expect(gallery).toContain(JSON.stringify(photo.alt))
    }
  })

  it('of portfolio pages show their landscape; the category cards on /portfolio keep their photographs', () => {
    const index = pages.get('/portfolio')!
    for (const category of portfolioCategories) {
      const route = `/portfolio/${category.slug}`
      expect(pages.get(route)!.querySelector('header.hero img')?.getAttribute('alt')).toBe(category.hero.imageAlt)
      expect(index.querySelector(`a.portfolio-category[href="${route}"] img`)?.getAttribute('alt')).toBe(
        category.imageAlt,
      )
    }
  })
})
