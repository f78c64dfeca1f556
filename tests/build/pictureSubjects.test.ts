import { describe, expect, it } from 'vitest'
import { sampleFilm } from '@content/films/sampleFilm.ts'
import { builtRoutes, itemRoute, mismatch, pictureItems, type PictureItem } from '../support/pictureItems.ts'
import { builtSiteDir, loadPage } from './site.ts'

const items: PictureItem[] = builtRoutes(builtSiteDir)
  .filter(itemRoute)
  .flatMap((route) => pictureItems(route, loadPage(route)))
const where = (i: PictureItem) => `${i.page} "${i.title}"`

describe('every portfolio, project and service item', () => {
  it('is found on the pages: services, portfolio, projects and the home page', () => {
    expect(items.length).toBeGreaterThan(80)
    for (const route of ['/', '/portfolio', '/portfolio/photography', '/projects', '/projects/chelster-hall'])
      expect(
        items.some((i) => i.page === route),
        route,
      ).toBe(true)
    for (const slug of ['photography', 'video', 'drone', 'matterport', 'editing', 'website', 'brand', 'floorplans'])
      expect(items.filter((i) => i.page === `/services/${slug}`).length, slug).toBeGreaterThanOrEqual(5)
  })

  it('shows a picture whose subject in content/photos.ts is the one it claims, or none', () => {
    expect(items.flatMap((i) => (mismatch(i) ? [`${where(i)} ${mismatch(i)}`] : []))).toEqual([])
  })

  it('fails on a planted mismatch: an interior photograph on an item that claims an aerial', () => {
    const planted = { ...items.find((i) => i.pictureSubject === 'interior')!, subject: 'aerial' }
    expect(mismatch(planted)).toMatch(/claims aerial .* but shows .*, interior/)
    expect(mismatch({ ...planted, picture: '/uploads/owner.jpg', pictureSubject: undefined })).toMatch(
      /does not describe/,
    )
  })

  it('is a drawn plan wherever it claims a plan, and every floor-plans item is one', () => {
    for (const item of items.filter((i) => i.subject === 'plan')) expect(item.picture, where(item)).toBe('drawn plan')
    const plans = items.filter((i) => i.page === '/services/floorplans')
    expect(plans.length).toBeGreaterThanOrEqual(5)
    for (const item of plans) expect(item.picture, where(item)).toBe('drawn plan')
  })

  it('plays no film but the sample film, and labels it a sample wherever it plays', () => {
    const films = items.filter((i) => i.film)
    expect(films.length).toBeGreaterThan(3)
    for (const item of films) {
      expect(item.film, where(item)).toBe(sampleFilm.src)
      expect(`${item.title} ${item.caption}`, where(item)).toMatch(/sample/i)
    }
  })

  it('says a 3D tour is a sample wherever one model is shown more than once', () => {
    const tours = items.filter((i) => i.tour)
    expect(tours.length).toBeGreaterThan(0)
    for (const item of tours)
      if (tours.filter((other) => other.tour === item.tour).length > 1)
        expect(`${item.title} ${item.caption}`, where(item)).toMatch(/sample/i)
  })

  it('shows a photograph as one property only: no picture is two projects', () => {
    const properties = new Map<string, Set<string>>()
    for (const item of items)
      if (item.property && item.pictureSubject)
        properties.set(item.picture!, new Set([...(properties.get(item.picture!) ?? []), item.property]))
    const twice = [...properties]
      .filter(([, of]) => of.size > 1)
      .map(([photo, of]) => `${photo}: ${[...of].join(', ')}`)
    expect(twice).toEqual([])
  })
})

describe('/portfolio/matterport', () => {
  it('says which tours are samples', () => {
    const doc = loadPage('/portfolio/matterport')
    expect(doc.querySelector('header.hero')?.textContent).toMatch(/sample/i)
    const tours = items.filter((i) => i.page === '/portfolio/matterport' && i.tour)
    expect(tours.length).toBeGreaterThan(0)
    for (const tour of tours) expect(`${tour.title} ${tour.caption}`).toMatch(/sample/i)
  })
})
