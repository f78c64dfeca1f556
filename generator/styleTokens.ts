/**
 * The style tokens of a build's pages, for trimming its stylesheets (css.ts): tag names, attribute names
 * and the words of attribute values, everything a CSS selector can match (text is left out). A listener
 * of each page's parse (parseHtml.ts); the page thread keeps one for the whole build, so each token is
 * kept once and each attribute value split into words once, not on every page that has it (a class
 * list, mostly).
 */
import { Memo } from '../lib/memo.ts'
import type { ParseListener } from './parseHtml.ts'

/** What PurgeCSS takes for a possible selector part (its default extractor). */
const WORD = /[A-Za-z0-9_-]+/g

/**
 * Attributes whose values are addresses, prose, island props, SVG geometry or numbers, never what a
 * stylesheet's attribute selector compares (those test type, role, size, aria-* states and data-bs-*
 * switches): their names count as style tokens, their values do not. The long values (srcset, props,
 * icon paths) are most of a page: splitting an icon's path into words was a third of the parse.
 */
const UNSTYLED_VALUES = new Set([
  'href',
  'src',
  'srcset',
  'imagesrcset',
  'sizes',
  'alt',
  'title',
  'content',
  'poster',
  'style',
  'aria-label',
  'data-props',
  'd',
  'viewbox',
  'points',
  'xmlns',
  'width',
  'height',
  'media',
  'datetime',
])

export class StyleTokens implements ParseListener {
  /** The tokens of every page parsed with this listener, each once. */
  readonly tokens = new Set<string>()
  /** The tokens of the page being parsed (`takePage`), the same strings as `tokens`'. */
  #page = new Set<string>()
  /** The words of each attribute value already split, each word also in `tokens`. */
  readonly #split = new Memo<string, readonly string[]>('style token values')
  readonly #splitInto = (value: string): readonly string[] => {
    const words = [...new Set(value.match(WORD) ?? [])]
    for (const word of words) this.tokens.add(word)
    return words
  }

  onopentag(name: string, attribs: Record<string, string>): void {
    this.tokens.add(name)
    this.#page.add(name)
    for (const attr in attribs) {
      this.tokens.add(attr)
      this.#page.add(attr)
      if (!UNSTYLED_VALUES.has(attr))
        for (const word of this.#split.get(attribs[attr]!, this.#splitInto)) this.#page.add(word)
    }
  }

  /** Counts `tokens`, a page's kept from an earlier build's parse (parseCache.ts), with the build's. */
  add(tokens: Iterable<string>): void {
    for (const token of tokens) this.tokens.add(token)
  }

  /** The tokens of the pages parsed since the last call (one page's, called after each parse). */
  takePage(): Set<string> {
    const page = this.#page
    this.#page = new Set()
    return page
  }
}
