/**
 * A page's terms for site search (templates/islands/search/searchIndexFormat.ts), weighed where the page
 * is parsed: `SearchText` listens to the page's one parse (parseHtml.ts, given by builtPages.ts's
 * `parseBuiltPage`), on the page thread while a full build renders, rather than all at the end.
 */
import { FIELD_WEIGHTS, STOP_WORDS, tokenize } from '../templates/islands/search/searchIndexFormat.ts'
import type { ParseListener } from './parseHtml.ts'

/** A page's terms, each once: its weighted frequency (FIELD_WEIGHTS) and whether its title has it. */
export interface SearchTerms {
  terms: string[]
  /** By term, as `terms`. */
  frequencies: number[]
  /** By term, as `terms`: 1 when the page's title has the term. */
  inTitle: (0 | 1)[]
  /** The page's weighted length: its frequencies summed. */
  length: number
}

/** The page's own name: its title without the site's name or an SEO tail after " | ". */
export const pageName = (title: string) => title.split(' | ')[0]!.trim()

/**
 * Galleries, whose text is photo captions: their words count a third, so a search finds the pages that
 * answer it (a service, an article) before the pictures of it.
 */
const GALLERY = /^\/portfolio(\/|$)/

/**
 * Text that needs no Unicode handling to split: ASCII, and the punctuation and symbols a page's text
 * mixes in (Latin-1's © « · × and the like, General Punctuation's quotes, dashes and spaces, arrows,
 * mathematical operators, box drawing, geometric shapes, stars), none of which is a letter, a digit or a
 * mark, has a case, or decomposes (NFKD) into a letter or a digit: each separates terms either way.
 */
const PLAIN = /^[\0-\xa9\xab-\xb1\xb4\xb6-\xb8\xbb\xbf\xd7\xf7\u2000-\u206f\u2190-\u245f\u2500-\u2775]*$/

/**
 * The terms `tokenize` gives (the search island's, which splits what visitors type): plain text (`PLAIN`,
 * most of a page) split as ASCII, which gives the same terms without normalizing it first.
 */
export function splitTerms(text: string): string[] {
  if (!PLAIN.test(text)) return tokenize(text)
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((term) => term.length > 1 && !STOP_WORDS.has(term))
}

/** The weighted terms of a page's description, headings and main text, and those of its title. */
export function searchTermsOf(page: {
  route: string
  title: string
  description: string
  headings: string[]
  text: string
}): SearchTerms {
  const frequencies = new Map<string, number>()
  const scale = GALLERY.test(page.route) ? 1 / 3 : 1
  let length = 0
  const add = (text: string, weight: number) => {
    for (const term of splitTerms(text)) {
      frequencies.set(term, (frequencies.get(term) ?? 0) + weight * scale)
      length += weight * scale
    }
  }
  add(page.description, FIELD_WEIGHTS.description)
  for (const heading of page.headings) add(heading, FIELD_WEIGHTS.heading)
  add(page.text, FIELD_WEIGHTS.text)
  const inTitle = new Set(splitTerms(pageName(page.title)))
  // A term of the title alone has a posting too, with no frequency of its own.
  for (const term of inTitle) frequencies.set(term, frequencies.get(term) ?? 0)
  const terms = [...frequencies.keys()]
  return {
    terms,
    frequencies: terms.map((term) => frequencies.get(term)!),
    inTitle: terms.map((term) => (inTitle.has(term) ? 1 : 0)),
    length: Math.round(length),
  }
}

/** `text` with each run of white space one space, trimmed. */
export const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6'])

/**
 * What an open element is during the parse, as bits of a number (no object for each element of a page):
 * `<main>` (the first one) or inside it; silent, a script, a style or a `hidden` element or inside one (no
 * main text); a heading, whose text is being read.
 */
const IN_MAIN = 1
const SILENT = 2
const HEADING = 4

/**
 * What site search reads of a page, from its parse: the h2-h6 headings and the text of its `<main>` (the
 * page without the shell), leaving out scripts, styles and `hidden` elements. Without a `<main>`, every
 * heading of the page and no text.
 */
export class SearchText implements ParseListener {
  /** The open elements, each as its bits (IN_MAIN, SILENT, HEADING). */
  readonly #stack: number[] = []
  /** The text so far of each open heading. */
  readonly #headingTexts: string[][] = []
  readonly #headings: { text: string; inMain: boolean }[] = []
  readonly #mainText: string[] = []
  #mainSeen = false

  onopentag(name: string, attribs: Record<string, string>): void {
    let element = (this.#stack.at(-1) ?? 0) & (IN_MAIN | SILENT)
    if (name === 'main' && !this.#mainSeen) {
      this.#mainSeen = true
      element |= IN_MAIN
    }
    if (name === 'script' || name === 'style' || 'hidden' in attribs) element |= SILENT
    if (HEADINGS.has(name)) {
      element |= HEADING
      this.#headingTexts.push([])
    }
    if (element & IN_MAIN) this.#mainText.push(' ')
    this.#stack.push(element)
  }

  ontext(data: string): void {
    for (const text of this.#headingTexts) text.push(data)
    if (((this.#stack.at(-1) ?? 0) & (IN_MAIN | SILENT)) === IN_MAIN) this.#mainText.push(data)
  }

  oncomment(): void {
    if ((this.#stack.at(-1) ?? 0) & IN_MAIN) this.#mainText.push(' ')
  }

  onclosetag(): void {
    const element = this.#stack.pop()
    if (element === undefined) return
    if (element & IN_MAIN) this.#mainText.push(' ')
    if (!(element & HEADING)) return
    const text = this.#headingTexts.pop()!
    this.#headings.push({ text: collapse(text.join('')), inMain: (element & IN_MAIN) !== 0 })
  }

  /** The headings site search weighs: those of `<main>`, or every one when the page has none. */
  headings(): string[] {
    return this.#headings.filter((h) => h.inMain || !this.#mainSeen).map((h) => h.text)
  }

  /** The page's terms, with its route, title and description (the page's facts: builtPages.ts). */
  terms(page: { route: string; title: string; description: string }): SearchTerms {
    return searchTermsOf({
      ...page,
      headings: this.headings(),
      // Not collapsed: tokenize splits on white space of every kind as on one space.
      text: this.#mainSeen ? this.#mainText.join('') : '',
    })
  }
}
