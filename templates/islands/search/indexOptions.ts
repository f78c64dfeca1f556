import type { Options, SearchOptions } from 'minisearch'

/** One document of the site search index (generator/steps/searchIndex.ts). */
export interface SearchDocument {
  id: string
  title: string
  description: string
  headings: string
  text: string
}

/** Shared by the build (indexing) and the search island (MiniSearch.loadJSON): both must agree. */
export const indexOptions: Options<SearchDocument> = {
  fields: ['title', 'headings', 'description', 'text'],
  storeFields: ['title', 'description'],
}

export const searchOptions: SearchOptions = {
  boost: { title: 4, headings: 2, description: 1.5 },
  prefix: true,
  fuzzy: 0.2,
  combineWith: 'AND',
}

/** Where the index is published. */
export const SEARCH_INDEX_PATH = '/search-index.json'
