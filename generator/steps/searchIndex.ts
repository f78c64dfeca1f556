import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as pagefind from 'pagefind'
import { PAGEFIND_DIR, PAGEFIND_FILES } from '../../templates/islands/search/pagefindApi.ts'
import { isIndexable, type BuiltPage } from '../builtPages.ts'
import type { BuildStep } from './BuildStep.ts'

/** The page's own name: its title without the site's name or an SEO tail after " | ". */
const pageName = (title: string) => title.split(' | ')[0]!.trim()

/**
 * Lists of other pages, left out of site search: the blog's further pages and category pages (their posts
 * are found themselves; /blog stays).
 */
const LIST_PAGE = /^\/blog\/(page|category)\//

/** Pages site search lists. */
export const isSearchable = (page: BuiltPage) => isIndexable(page) && !LIST_PAGE.test(page.route)

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * What Pagefind indexes for one page: its title as the h1, description and h2-h6 headings weighted
 * above the main text (the ranking the old index gave them: title 4, headings 2, description 1.5),
 * and the description as the result's text. Built from the page as parsed once (builtPages.ts), so
 * navigation and footer never match.
 */
export function searchDocument(page: BuiltPage): string {
  const title = escapeHtml(pageName(page.title))
  const description = escapeHtml(page.description)
  return [
    '<html lang="en"><head>',
    `<meta data-pagefind-meta="description" content="${description}">`,
    '</head><body>',
    `<h1 data-pagefind-weight="10">${title}</h1>`,
    `<p data-pagefind-weight="3">${description}</p>`,
    ...page.headings.map((heading) => `<h2 data-pagefind-weight="1.5">${escapeHtml(heading)}</h2>`),
    `<p>${escapeHtml(page.text)}</p>`,
    '</body></html>',
  ].join('\n')
}

/**
 * Builds the site search's Pagefind index of every indexable page into /pagefind/: an index split in
 * chunks by word, so a query downloads the few chunks and result fragments it needs whatever the
 * site's size. Only the files the search island loads are written (Pagefind's own UIs are not).
 */
export const searchIndex: BuildStep = {
  name: 'search index',
  async run({ clientDir, log, pages }) {
    const indexable = pages.filter(isSearchable)
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' })
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`)
    try {
      for (const page of indexable) {
        const added = await index.addHTMLFile({ url: page.route, content: searchDocument(page) })
        if (added.errors.length) throw new Error(`Pagefind, ${page.route}: ${added.errors.join('; ')}`)
      }
      const { files, errors: failed } = await index.getFiles()
      if (failed.length) throw new Error(`Pagefind: ${failed.join('; ')}`)
      const outDir = path.join(clientDir, PAGEFIND_DIR)
      // A partial publish starts from hard links to the base release's files: unlink, never overwrite.
      await rm(outDir, { recursive: true, force: true })
      let bytes = 0
      for (const file of files.filter((f) => PAGEFIND_FILES.test(f.path))) {
        const target = path.join(outDir, file.path)
        await mkdir(path.dirname(target), { recursive: true })
        await writeFile(target, file.content)
        bytes += file.content.byteLength
      }
      log(`Search index: ${indexable.length} pages, ${(bytes / 1024).toFixed(0)} KB in ${PAGEFIND_DIR}/`)
    } finally {
      await pagefind.close()
    }
  },
}
