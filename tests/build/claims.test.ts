import { readFile } from 'node:fs/promises'
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { clientVoices, company, team } from '@content/company.ts'
import { htmlFiles } from '../../generator/builtPages.ts'
import { builtSiteDir } from './site.ts'

interface Page {
  route: string
  html: string
  text: string
  doc: Document
}

const collapse = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()
/** The words of a page's body, each text node apart (textContent would run "Role" into "What"). */
function textOf(doc: Document): string {
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */)
  const parts: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('script, style')) parts.push(node.textContent ?? '')
  }
  return collapse(parts.join(' '))
}
let pages: Page[] = []

beforeAll(async () => {
  pages = await Promise.all(
    (await htmlFiles(builtSiteDir)).map(async ({ route, file }) => {
      const html = await readFile(file, 'utf8')
      const doc = new JSDOM(html).window.document
      return { route, html, text: textOf(doc), doc }
    }),
  )
})

/** Every match of `pattern` on the built site, with the page it is on. */
const matchesOf = (pattern: RegExp) =>
  pages.flatMap((page) => [...page.text.matchAll(pattern)].map((m) => ({ route: page.route, match: m[0] })))

describe('claims on the built site (content/company.ts is the one source)', () => {
  it('never writes "Inc.." or "more than 5000+"', () => {
    expect(pages.length).toBeGreaterThan(60)
    expect(pages.filter((p) => p.html.includes('Inc..')).map((p) => p.route)).toEqual([])
    expect(matchesOf(/more than [\d,]+\+/gi)).toEqual([])
    const withFooter = pages.filter((p) => p.doc.querySelector('footer'))
    expect(matchesOf(/Inc\. All rights reserved/g).length).toBe(withFooter.length)
  })

  it('names one drone certification everywhere: Transport Canada advanced operations', () => {
    const claims = matchesOf(/\b(?:FAA|Part 10\d|Transport Canada)\b.{0,60}/g)
    expect(claims.length).toBeGreaterThan(3)
    expect(claims.filter((c) => !c.match.startsWith(company.droneCertification))).toEqual([])
    expect(new Set(claims.map((c) => c.route))).toContain('/services/drone')
    expect(new Set(claims.map((c) => c.route))).toContain('/faq')
  })

  it('gives every quoted client one name and one role site-wide, and every quote one author', () => {
    const quotes = pages.flatMap((page) =>
      [...page.doc.querySelectorAll('figure')]
        .filter((figure) => figure.querySelector('blockquote') && figure.querySelector('.person-byline'))
        .map((figure) => ({
          route: page.route,
          name: collapse(figure.querySelector('.person-byline strong')?.textContent),
          role: collapse(figure.querySelector('.person-byline strong + span')?.textContent),
          quote: collapse(figure.querySelector('blockquote')?.textContent),
        })),
    )
    // Nine service pages and the six reviews.
    expect(quotes.length).toBeGreaterThanOrEqual(15)
    const rolesByName = new Map<string, Set<string>>()
    const namesByFirstName = new Map<string, Set<string>>()
    const namesBySentence = new Map<string, Set<string>>()
    const add = (map: Map<string, Set<string>>, key: string, value: string) =>
      map.set(key, (map.get(key) ?? new Set()).add(value))
    for (const q of quotes) {
      add(rolesByName, q.name, q.role)
      add(namesByFirstName, q.name.split(' ')[0]!, q.name)
      for (const sentence of q.quote.split(/(?<=[.!?])\s+/)) add(namesBySentence, sentence, q.name)
    }
    const several = (map: Map<string, Set<string>>) =>
      [...map].filter(([, values]) => values.size > 1).map(([key, values]) => [key, [...values]])
    expect(several(rolesByName)).toEqual([])
    expect(several(namesByFirstName)).toEqual([])
    expect(several(namesBySentence)).toEqual([])
    const known = new Set(Object.values(clientVoices).map((p) => `${p.name}|${p.role}`))
    expect(quotes.filter((q) => !known.has(`${q.name}|${q.role}`))).toEqual([])
    // Distinct people, distinct roles.
    expect(new Set([...rolesByName.values()].map((roles) => [...roles][0])).size).toBe(rolesByName.size)
  })

  it('writes every team member with their one role', () => {
    const bylines = pages.flatMap((page) => [
      ...[...page.doc.querySelectorAll('.person-byline')].map((byline) => ({
        route: page.route,
        name: collapse(byline.querySelector('strong')?.textContent),
        role: collapse(byline.querySelector('strong + span')?.textContent),
      })),
      ...[...page.doc.querySelectorAll('#founder')].map((founder) => ({
        route: page.route,
        name: collapse(founder.querySelector('h2')?.textContent),
        role: collapse(founder.querySelector('.founder-role')?.textContent),
      })),
    ])
    for (const member of Object.values(team)) {
      const inText = matchesOf(new RegExp(`${member.name}, .{0,40}`, 'g'))
      const inBylines = bylines.filter((b) => b.name === member.name)
      expect(inText.length + inBylines.length, member.name).toBeGreaterThan(0)
      expect(inText.filter((r) => !r.match.startsWith(`${member.name}, ${member.role}`))).toEqual([])
      expect(inBylines.filter((b) => b.role !== member.role)).toEqual([])
    }
  })

  it('claims no review count in structured data', () => {
    const jsonLd = pages.flatMap((p) =>
      [...p.doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
    )
    expect(jsonLd.length).toBeGreaterThan(0)
    expect(jsonLd.filter((json) => /reviewCount|ratingCount|aggregateRating/.test(json))).toEqual([])
  })
})
