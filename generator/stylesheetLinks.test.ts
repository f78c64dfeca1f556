import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { cssOf, INLINE_LIMIT, linkStylesheets, Stylesheets, type StyleRule } from './stylesheetLinks.ts'

const link = (href: string) => `<link rel="stylesheet" type="text/css" href="${href}">`

/** A rule of sheet 0 needing `needs` (one selector of `specificity`, one class's by default), setting `sets`. */
const rule = (
  css: string,
  needs: string[],
  sets: string[],
  context: string[] = [],
  specificity = ['0,1,0'],
): StyleRule => ({ context, css, needs: [needs], sets, specificity, sheet: 0 })

/**
 * Rules in their order: the base (every page holds `a`) has 0, 2 and 4; rule 1 sets `color`, as base rule 2
 * does after it, so a page that has rule 1 in its own sheet needs rule 2 again after it.
 */
const rules = [
  rule('a{color:red}', ['a'], ['color'], [], ['0,0,1']),
  rule('.card{color:blue}', ['card'], ['color']),
  rule('.x-a{color:green}', ['a'], ['color']),
  rule('.card-body{padding:0}', ['card-body'], ['padding'], ['@media (min-width:768px)']),
  rule('.y-a{margin:0}', ['a'], ['margin']),
]
const sheets = new Stylesheets({
  sheets: ['/assets/static/site.1.css'],
  rules,
  base: [0, 2, 4],
  baseHref: '/assets/static/base.b.css',
  always: [],
  islands: { Gallery: ['card-body'] },
})

describe('Stylesheets', () => {
  it('gives a page the base and its own sheet, with the base rules the cascade needs after its own', () => {
    const page = sheets.forPage(['/assets/static/site.1.css'], new Set(['a', 'card', 'card-body']))
    expect(page.own!.css).toBe('.card{color:blue}.x-a{color:green}@media (min-width:768px){.card-body{padding:0}}')
    expect(page.own!.href).toMatch(/^\/assets\/static\/page\.[\w-]{10}\.css$/)
    // Small, the own sheet is written into the page, after the base's link.
    expect(page.hrefs).toEqual(['/assets/static/base.b.css'])
    expect(page.inline).toBe(page.own!.css)
  })

  it('links the own sheet instead when it is larger than INLINE_LIMIT gzipped, or holds `</style`', () => {
    // Random class names, which gzip cannot shrink much.
    const many = Array.from({ length: 1500 }, () =>
      rule(`.c${randomBytes(8).toString('hex')}{color:red}`, ['card'], ['color']),
    )
    const large = new Stylesheets({ ...sheets.table, rules: [...rules, ...many] })
    const page = large.forPage(['/assets/static/site.1.css'], new Set(['a', 'card']))
    expect(gzipSync(page.own!.css, { level: 9 }).length).toBeGreaterThan(INLINE_LIMIT)
    expect(page.hrefs).toEqual(['/assets/static/base.b.css', page.own!.href])
    expect(page.inline).toBeNull()

    const closing = rule('.card::after{content:"</style>"}', ['card'], ['content'])
    const odd = new Stylesheets({ ...sheets.table, rules: [...rules, closing] })
    const oddPage = odd.forPage(['/assets/static/site.1.css'], new Set(['a', 'card']))
    expect(oddPage.hrefs).toEqual(['/assets/static/base.b.css', oddPage.own!.href])
    expect(oddPage.inline).toBeNull()
  })

  it('leaves in the base alone a base rule whose specificity decides against the own rule either way', () => {
    const base = [
      rule('.card{color:blue}', ['card'], ['color']),
      rule('#top-a{color:green}', ['a'], ['color'], [], ['1,0,0']),
      rule('a{color:red}', ['a'], ['color'], [], ['0,0,1']),
      rule('.x-a{margin:0}', ['a'], ['margin']),
      rule('.y-a{color:teal}', ['a'], ['color'], [], ['0,0,1', '0,1,0']),
      rule('@font-face{font-family:x}', ['a'], ['font'], [], []),
      rule('.z-a{font-size:1rem}', ['a'], ['font'], [], ['0,2,0']),
    ]
    const table = new Stylesheets({
      sheets: ['/assets/static/site.1.css'],
      rules: base,
      base: [1, 2, 3, 4, 6],
      baseHref: '/assets/static/base.b.css',
      always: [],
      islands: {},
    })
    // `.card` is the page's own: `#top-a` and `a` win or lose against it by specificity in any order,
    // `.x-a` sets something else, `.y-a` has a selector of `.card`'s specificity, so it must follow it.
    // A rule of unknown specificity (the @font-face here) ties with every later rule setting its group.
    const page = table.forPage(['/assets/static/site.1.css'], new Set(['a', 'card']))
    expect(page.own!.css).toBe('.card{color:blue}.y-a{color:teal}@font-face{font-family:x}.z-a{font-size:1rem}')
  })

  it('links only the base for a page that uses nothing else, and the same own sheet for pages that need the same', () => {
    expect(sheets.forPage(['/assets/static/site.1.css'], new Set(['a'])).hrefs).toEqual(['/assets/static/base.b.css'])
    const one = sheets.forPage(['/assets/static/site.1.css'], new Set(['a', 'card']))
    const other = sheets.forPage(['/assets/static/site.1.css'], new Set(['a', 'card', 'unstyled']))
    expect(other.own).toBe(one.own)
  })

  it('chooses the sheets of one token set once, and by its tokens and links, not by the set alone', () => {
    const fresh = new Stylesheets(sheets.table)
    const tokens = new Set(['a', 'card'])
    const first = fresh.forPage(['/assets/static/site.1.css'], tokens)
    expect(fresh.forPage(['/assets/static/site.1.css'], tokens)).toBe(first)
    expect(fresh.rulesOf(['/assets/static/site.1.css'], tokens)).toBe(
      fresh.rulesOf(['/assets/static/site.1.css'], tokens),
    )
    // Another set, or the same set with other links, is chosen for itself.
    expect(fresh.forPage(['/assets/static/site.1.css'], new Set(['a'])).own).toBeNull()
    expect(fresh.forPage([], tokens)).toEqual({ hrefs: [], own: null, inline: null })
    expect(fresh.rulesOf([], tokens)).toEqual([])
  })

  it("takes an island's tokens to be on the pages that hold it", () => {
    const page = sheets.forPage(['/assets/static/site.1.css'], new Set(['a', 'Gallery']))
    expect(page.own!.css).toContain('.card-body{padding:0}')
  })

  it('fails naming the sheet when a page links one the build does not have', () => {
    expect(() => sheets.forPage(['/assets/gone.css'], new Set())).toThrow(
      'stylesheet /assets/gone.css is not in the build',
    )
  })

  it('writes rules inside their at-rules, opening each once for rules in a row', () => {
    expect(cssOf([rules[3]!, rules[3]!, rules[0]!], [0, 1, 2])).toBe(
      '@media (min-width:768px){.card-body{padding:0}.card-body{padding:0}}a{color:red}',
    )
  })
})

describe('linkStylesheets', () => {
  it("replaces the page's stylesheet links by its own, in their order, right after the charset", () => {
    const html = `<html><head>\n    ${link('/assets/b.2.css')}\n    ${link('/assets/a.1.css')}\n    <meta charset="utf-8">\n    <title>x</title>\n  </head><body></body></html>`
    const styles = { hrefs: ['/assets/static/base.1.css', '/assets/static/page.2.css'], inline: null }
    expect(linkStylesheets(html, styles, 'x.html')).toBe(
      `<html><head>\n    <meta charset="utf-8">\n    ${link('/assets/static/base.1.css')}\n    ${link('/assets/static/page.2.css')}\n    <title>x</title>\n  </head><body></body></html>`,
    )
  })

  it('writes the inline part in a <style> after the links, where the cascade had the own sheet', () => {
    const html = `<html><head>\n    ${link('/assets/a.1.css')}\n    <meta charset="utf-8">\n    <title>x</title>\n  </head><body></body></html>`
    const styles = { hrefs: ['/assets/static/base.1.css'], inline: '.card{color:blue}' }
    expect(linkStylesheets(html, styles, 'x.html')).toBe(
      `<html><head>\n    <meta charset="utf-8">\n    ${link('/assets/static/base.1.css')}\n    <style>.card{color:blue}</style>\n    <title>x</title>\n  </head><body></body></html>`,
    )
  })

  it('leaves a page without stylesheet links as it is', () => {
    const html = '<html><head><meta http-equiv="refresh" content="0;url=/"></head></html>'
    expect(linkStylesheets(html, { hrefs: [], inline: null }, 'x.html')).toBe(html)
  })
})
