/**
 * A page's terms for site search (templates/islands/search/searchIndexFormat.ts), weighed where the page
 * is parsed (builtPages.ts): on the page thread while a full build renders, rather than all at the end.
 */
import { FIELD_WEIGHTS, tokenize } from '../templates/islands/search/searchIndexFormat.ts'

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
    for (const term of tokenize(text)) {
      frequencies.set(term, (frequencies.get(term) ?? 0) + weight * scale)
      length += weight * scale
    }
  }
  add(page.description, FIELD_WEIGHTS.description)
  for (const heading of page.headings) add(heading, FIELD_WEIGHTS.heading)
  add(page.text, FIELD_WEIGHTS.text)
  const inTitle = new Set(tokenize(pageName(page.title)))
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
