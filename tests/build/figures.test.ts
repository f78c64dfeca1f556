import { readFile } from 'node:fs/promises'
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { company, figures, serviceRadius } from '@content/company.ts'
import { licensingTerms } from '@content/legal/licensing.ts'
import { privacyPolicy } from '@content/legal/privacy.ts'
import { termsOfService } from '@content/legal/terms.ts'
import { media } from '@content/media/media.ts'
import { notableProjects } from '@content/projects/notable.ts'
import { reviews } from '@content/reviews/reviews.ts'
import { portfolioServices } from '@content/services-catalog.ts'
import { htmlFiles } from '../../generator/builtPages.ts'
import { figurePhrases, hoursOf, type FigurePhrase } from './figurePhrases.ts'
import { builtSiteDir } from './site.ts'

type ServiceName = keyof typeof figures.services
type AreaName = keyof typeof figures.areas

/** Every string and number in a value, however deep. */
const leaves = (value: unknown): string[] =>
  typeof value === 'string' || typeof value === 'number'
    ? [String(value)]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(leaves)
      : []
const figuresIn = (...values: unknown[]) =>
  new Set(
    values
      .flatMap(leaves)
      .flatMap(figurePhrases)
      .map((f) => f.figure),
  )

/**
 * Figures every page may state: the company's claims, its history and policies, and the facts records
 * carry about themselves (a project's dates and results, a review's or a press item's date, a legal
 * text's last update).
 */
const everywhere = figuresIn(
  company,
  serviceRadius,
  figures.history,
  figures.policies,
  notableProjects,
  reviews.reviews.map((r) => r.date),
  media.pressReleases.map((p) => p.date),
  media.coverage.map((c) => c.date),
  [termsOfService, privacyPolicy, licensingTerms].map((d) => d.lastUpdated),
)
const serviceNames = Object.keys(figures.services) as ServiceName[]
const areaNames = Object.keys(figures.areas) as AreaName[]
const ofService = (name: ServiceName) => figuresIn(figures.services[name])
/** The fastest turnaround of a service, as written ("6 hours"). */
const fastestOf = (name: ServiceName) =>
  [...figuresIn(figures.services[name].turnaround)].reduce((a, b) => (hoursOf(b) < hoursOf(a) ? b : a))

/**
 * What a page is about: a service page and its portfolio page state that service's figures only (the
 * drone portfolio page may not promise what the drone service page does not), a city's page its own
 * statistics; every other page may state any service's and any city's.
 */
function scopeOf(route: string): { services: ServiceName[]; areas: AreaName[] } {
  const [, section, slug] = route.split('/')
  const service =
    section === 'services'
      ? serviceNames.find((s) => s === slug)
      : section === 'portfolio'
        ? portfolioServices.find((s) => s.portfolioSlug === slug)?.key
        : undefined
  if (service) return { services: [service], areas: [] }
  const area = section === 'service-areas' ? areaNames.find((a) => a === slug) : undefined
  return { services: serviceNames, areas: area ? [area] : areaNames }
}

/** The figures a page states that the content modules do not have, described for the failure message. */
function unknownFigures(route: string, phrases: FigurePhrase[]): string[] {
  const scope = scopeOf(route)
  const allowed = new Set([
    ...everywhere,
    ...scope.services.flatMap((s) => [...ofService(s)]),
    ...scope.areas.flatMap((a) => [...figuresIn(figures.areas[a])]),
  ])
  const fastest = new Set(scope.services.map(fastestOf))
  return phrases.flatMap((p) =>
    !allowed.has(p.figure)
      ? [`${route}: "${p.text}" (${p.kind} ${p.figure}) is not in content/figures.ts or company.ts`]
      : p.fastest && !fastest.has(p.figure)
        ? [`${route}: "as little as ${p.figure}" is not the fastest turnaround (${[...fastest].join(', ')})`]
        : [],
  )
}

/**
 * A page's words as a visitor reads them: the title, the meta description and the body's text nodes,
 * but not quotations (a client's or an author's own words) nor `<time>` elements (a post's date).
 */
function textOf(doc: Document): string {
  for (const node of doc.body.querySelectorAll('script, style, template, time, blockquote')) node.remove()
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */)
  const parts = [doc.title, doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '']
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '')
  return parts.join(' \n ').replace(/\s+/g, ' ')
}

describe('figurePhrases', () => {
  const figuresOf = (text: string) => figurePhrases(text).map((f) => `${f.kind} ${f.figure}`)

  it('reads durations however they are written', () => {
    expect(figuresOf('Shoots take 1-2 hours, scans two to four hours and a 24-hour turnaround.')).toEqual([
      'duration 1-2 hours',
      'duration 2-4 hours',
      'duration 24 hours',
    ])
    expect(figuresOf('Delivered in 48-72 business hours, a 60-90 second edit, 24hr, 7-10 business days.')).toEqual([
      'duration 48-72 business hours',
      'duration 60-90 seconds',
      'duration 24 hours',
      'duration 7-10 business days',
    ])
    expect(figuresOf('Pick 6, 12 or 24 hours; extend for two, three or five years.')).toEqual([
      'duration 6 hours',
      'duration 12 hours',
      'duration 24 hours',
      'duration 2 years',
      'duration 3 years',
      'duration 5 years',
    ])
  })

  it('reads named days, counts, distances, speeds and years', () => {
    expect(figuresOf('Same-day, or the next business day; live the next day.')).toEqual([
      'day same day',
      'day next business day',
      'day next day',
    ])
    expect(figuresOf('800+ clients, $2,500-10,000+, more than 17 years, over 3,000 sq ft, 85-92% accuracy')).toEqual([
      'count 800+',
      'count $10000+',
      'count 17+',
      'percent 85-92%',
    ])
    expect(figuresOf('Within 70 km, winds under 15 mph, since 2007, launched April 2022.')).toEqual([
      'distance 70 km',
      'speed 15 mph',
      'year 2007',
      'date April 2022',
    ])
  })

  it('leaves out what is not a claim and marks the fastest', () => {
    expect(
      figuresOf('3 min read · © 2026 · the 1920s · Consumer Protection Act, 2002 · 4K · 48 MP · 2,500 sq ft'),
    ).toEqual([])
    expect(figurePhrases('in as little as 6 hours')).toEqual([
      { kind: 'duration', text: '6 hours', figure: '6 hours', fastest: true },
    ])
  })
})

describe('the check', () => {
  const check = (route: string, text: string) => unknownFigures(route, figurePhrases(text))

  it('fails on figures that contradict the catalogue of figures', () => {
    expect(check('/portfolio/drone', 'We deliver edited aerials within 48 hours.')).toHaveLength(1)
    expect(check('/portfolio/editing', 'Retouching delivered in as little as 24 hours.')).toHaveLength(1)
    expect(check('/portfolio/matterport', 'Scanned in under two hours and live the next day.')).toHaveLength(2)
    expect(check('/faq', 'We cover the GTA within about 50 km of downtown Toronto.')).toHaveLength(1)
  })

  it('passes the same claims made from the figures', () => {
    const { drone, editing, matterport } = figures.services
    expect(check('/portfolio/drone', `Edited aerials in ${drone.turnaround.standard}.`)).toEqual([])
    expect(check('/portfolio/editing', `In as little as ${editing.turnaround.premium}.`)).toEqual([])
    expect(check('/portfolio/matterport', `Scanned in ${matterport.scan.typical}, online in 24-48 hours.`)).toEqual([])
    expect(check('/faq', `Within ${serviceRadius} of downtown Toronto.`)).toEqual([])
  })
})

describe('every figure on the built site is in the content modules', () => {
  let pages: { route: string; text: string }[] = []
  beforeAll(async () => {
    pages = await Promise.all(
      (await htmlFiles(builtSiteDir)).map(async ({ route, file }) => ({
        route,
        text: textOf(new JSDOM(await readFile(file, 'utf8')).window.document),
      })),
    )
  })

  it('states no turnaround, duration, count, radius or year the modules do not have', () => {
    expect(pages.length).toBeGreaterThan(60)
    const stated = pages.flatMap((p) => figurePhrases(p.text))
    // The site states its figures in many places; the check reads them all.
    expect(stated.length).toBeGreaterThan(300)
    expect(pages.flatMap((p) => unknownFigures(p.route, figurePhrases(p.text)))).toEqual([])
  })

  it('gives one service radius in the text and the structured data, one that takes in Hamilton', async () => {
    const stated = new Set(pages.flatMap((p) => figurePhrases(p.text).filter((f) => f.kind === 'distance')))
    expect([...stated].map((f) => f.figure)).toContain(serviceRadius)
    expect(new Set([...stated].map((f) => f.figure))).toEqual(new Set([serviceRadius]))
    const home = await readFile(`${builtSiteDir}/index.html`, 'utf8')
    const radii = [...home.matchAll(/"geoRadius":(\d+)/g)].map((m) => Number(m[1]))
    expect(radii).toEqual([company.serviceArea.radiusMetres])
    expect(`${radii[0]! / 1000} km`).toBe(serviceRadius)
    expect(company.serviceArea.radiusMetres).toBeGreaterThan(59_000)
  })
})
