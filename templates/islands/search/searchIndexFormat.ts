/**
 * The site search index as the build writes it (generator/steps/searchIndex.ts) and the search island
 * reads it (searchClient.ts): both sides agree through this file, tokenizer included.
 *
 * - `/search-index.json`, the manifest (revalidated on every use): how many documents, their weighted
 *   lengths, and the file of each term shard and record chunk.
 * - `/search-index/<hash>.json`, named by their content (cached for good): term shards, one per first two
 *   characters of the terms, mapping each term to its postings; and record chunks of `CHUNK_SIZE`
 *   documents (url, title, description), fetched only for the results shown.
 */

/** The manifest's path under the site root. */
export const MANIFEST_PATH = 'search-index.json'

/** Folder of the shards and record chunks under the site root. */
export const FILES_DIR = 'search-index'

/** Documents per record chunk. */
export const CHUNK_SIZE = 12

/**
 * How much one occurrence counts, by where it is: a page's headings and description say what it is
 * about more than its running text does. The title counts apart (a posting's `inTitle`): every page
 * named for a term gets the same boost, and the rest of the page decides between them.
 */
export const FIELD_WEIGHTS = { description: 1.5, heading: 2, text: 1 } as const

/**
 * One document's occurrences of a term: document number, weighted term frequency (FIELD_WEIGHTS summed),
 * and 1 when the term is in the document's title.
 */
export type Posting = [doc: number, frequency: number, inTitle: 0 | 1]

/** A term shard: every indexed term of one two-character key, with its postings. */
export type Shard = Record<string, Posting[]>

/** A document as a result shows it. */
export interface SearchRecord {
  url: string
  title: string
  description: string
}

export interface SearchManifest {
  /** Weighted length (FIELD_WEIGHTS summed over its terms) of each document, by document number. */
  lengths: number[]
  /** File name (under FILES_DIR) of each record chunk, by chunk number (document number / CHUNK_SIZE). */
  chunks: string[]
  /** File name (under FILES_DIR) of each term shard, by shard key. */
  shards: Record<string, string>
}

/** Words too common to tell pages apart; neither indexed nor searched. */
export const STOP_WORDS = new Set(
  'a an and are as at be by for from has have in is it its of on or our that the this to was we with you your'.split(
    ' ',
  ),
)

/**
 * The terms of a text, in order: lower-cased, accents dropped, split on anything but letters and
 * digits; one-character words and stop words left out.
 */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 1 && !STOP_WORDS.has(term))
}

/** UTF-16 units of the character at `at` of `text`: two for one outside the BMP, else one. */
const unitsAt = (text: string, at: number) => ((text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1)

/**
 * The shard a term is in: its first two characters (as `Array.from` splits it), cut without splitting
 * the term into an array: the index's build takes the key of every posting.
 */
export function shardKey(term: string): string {
  const first = unitsAt(term, 0)
  return term.slice(0, first + unitsAt(term, first))
}
