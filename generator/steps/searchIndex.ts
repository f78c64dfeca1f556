import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import MiniSearch from 'minisearch'
import { indexOptions, SEARCH_INDEX_PATH, type SearchDocument } from '../../templates/islands/search/indexOptions.ts'
import { isIndexable } from '../builtPages.ts'
import type { BuildStep } from './BuildStep.ts'

const SITE_NAME_SUFFIX = / \| [^|]+$/

/** Builds the MiniSearch index of every indexable page (title, description, headings, main text). */
export const searchIndex: BuildStep = {
  name: 'search index',
  async run({ clientDir, log, pages }) {
    const documents: SearchDocument[] = pages.filter(isIndexable).map((page) => ({
      id: page.route,
      title: page.title.replace(SITE_NAME_SUFFIX, ''),
      description: page.description,
      headings: page.headings.join(' \n'),
      text: page.text,
    }))
    const index = new MiniSearch<SearchDocument>(indexOptions)
    index.addAll(documents)
    const json = JSON.stringify(index)
    await writeFile(path.join(clientDir, SEARCH_INDEX_PATH), json)
    log(`Search index: ${documents.length} pages, ${(json.length / 1024).toFixed(0)} KB`)
  },
}
