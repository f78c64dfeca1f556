import { JSDOM } from 'jsdom'
import postcss from 'postcss'
import type { StyleTable } from '../../generator/stylesheetLinks.ts'

/** The stylesheet URL paths a page links, in their order. */
export const linkedSheets = (html: string): string[] =>
  [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((m) => m[1]!)

/** The CSS of a page's `<style>` (its own sheet, written into it), or null. */
export const inlineSheet = (html: string): string | null => /<style>([^]*?)<\/style>/.exec(html)?.[1] ?? null

/**
 * Each rule's selectors (by index in `table.rules`) as they match an element in some state: states (:hover,
 * :checked...) and pseudo-elements left out, which only widens what they match. A rule without selectors
 * (`@font-face`) has none.
 */
export function ruleSelectors(table: StyleTable): string[][] {
  return table.rules.map((rule) =>
    rule.needs.length === 0
      ? []
      : postcss
          .parse(rule.css)
          .first!.toString()
          .replace(/\{[^]*$/, '')
          .replace(/::?[a-z-]+(\([^)]*\))?/g, '')
          .split(',')
          .map((selector) => selector.trim() || '*'),
  )
}

/**
 * The rules of the build's trimmed sheets (`table`) that match an element of a page (`html`) but are not in
 * `css`, the text of the sheets the page links; only rules of the sheets Vike linked in the page count (those
 * of which it links some rule). `checked`: the rules left out whose words are all in the page, each looked
 * for in its document (jsdom).
 */
export function unlinkedRules(
  html: string,
  css: string,
  table: StyleTable,
  selectors: string[][],
): { unlinked: string[]; checked: number } {
  const linked = new Set(table.rules.filter((rule) => rule.needs.length && css.includes(rule.css)).map((r) => r.sheet))
  const text = html.toLowerCase()
  let document: Document | undefined
  const unlinked: string[] = []
  let checked = 0
  table.rules.forEach((rule, index) => {
    if (!linked.has(rule.sheet) || css.includes(rule.css)) return
    // Only a rule whose every word is somewhere in the page can match an element of it.
    if (!rule.needs.some((needs) => needs.every((token) => text.includes(token.toLowerCase())))) return
    document ??= new JSDOM(html).window.document
    checked++
    const matches = selectors[index]!.some((selector) => {
      try {
        return document!.querySelector(selector) !== null
      } catch {
        return false
      }
    })
    if (matches) unlinked.push(rule.css.slice(0, 80))
  })
  return { unlinked, checked }
}
