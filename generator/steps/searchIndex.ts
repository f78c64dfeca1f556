import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  CHUNK_SIZE,
  FILES_DIR,
  MANIFEST_PATH,
  type Posting,
  type SearchManifest,
  type SearchRecord,
  type Shard,
  shardKey,
} from '../../templates/islands/search/searchIndexFormat.ts'
import { isIndexable, type BuiltPage } from '../builtPages.ts'
import { pageName } from '../searchTerms.ts'
import { writeNew } from '../writeNew.ts'
import type { BuildStep } from './BuildStep.ts'

/**
 * Pages site search leaves out: lists of other pages (the blog's further pages and category pages: their
 * posts are found themselves; /blog stays) and the search page itself.
 */
const LIST_PAGE = /^\/(blog\/(page|category)\/|search$)/

/** Pages site search lists. */
export const isSearchable = (page: BuiltPage) => isIndexable(page) && !LIST_PAGE.test(page.route)

/** A result's text: the page's description, cut at a word near 200 characters. */
function excerpt(description: string) {
  if (description.length <= 200) return description
  return `${description.slice(0, 200).replace(/\s+\S*$/, '')}…`
}

/** The files of the index (searchIndexFormat.ts) of `pages`: the manifest and the content-named files. */
export function buildSearchIndex(pages: BuiltPage[]) {
  const files = new Map<string, string>()
  const write = (value: unknown) => {
    const json = JSON.stringify(value)
    const name = `${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`
    files.set(name, json)
    return name
  }
  // Maps, not objects: a term may be a name objects inherit ("constructor").
  const shards = new Map<string, Map<string, Posting[]>>()
  const lengths: number[] = []
  const records: SearchRecord[] = []
  pages.forEach((page, doc) => {
    const { terms, frequencies, inTitle, length } = page.search
    lengths.push(length)
    records.push({ url: page.route, title: pageName(page.title), description: excerpt(page.description) })
    terms.forEach((term, i) => {
      const key = shardKey(term)
      const shard = shards.get(key) ?? new Map<string, Posting[]>()
      shards.set(key, shard)
      const posting: Posting = [doc, Math.round(frequencies[i]! * 10) / 10, inTitle[i]!]
      const postings = shard.get(term) ?? []
      shard.set(term, postings)
      postings.push(posting)
    })
  })
  const manifest: SearchManifest = {
    lengths,
    chunks: Array.from({ length: Math.ceil(records.length / CHUNK_SIZE) }, (_, i) =>
      write(records.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE)),
    ),
    shards: Object.fromEntries(
      [...shards].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, s]) => [key, write(Object.fromEntries(s) as Shard)]),
    ),
  }
  return { manifest: JSON.stringify(manifest), files }
}

/**
 * Writes the site search's index of every searchable page (searchIndexFormat.ts): term shards and
 * record chunks named by their content under /search-index/, and the manifest naming them, so a query
 * downloads the manifest, its terms' shards and the records of the results shown, whatever the site's size.
 */
export const searchIndex: BuildStep = {
  name: 'search index',
  async run({ clientDir, log, pages }) {
    const searchable = pages.filter(isSearchable)
    const { manifest, files } = buildSearchIndex(searchable)
    const dir = path.join(clientDir, FILES_DIR)
    // Files are named by their content, so one already there is the one wanted: a partial publish, which
    // starts from the base release's files, keeps the shards no edit changed, writes the new ones and
    // removes those the new manifest does not name (writing all 255 of today's files took ~100 ms of it).
    // One after the other, on this thread: in a full build the page thread writes the pages meanwhile,
    // and written through Node's shared I/O threads these waited behind its trim's reads and writes.
    mkdirSync(dir, { recursive: true })
    const present = new Set(readdirSync(dir))
    for (const name of present) if (!files.has(name)) rmSync(path.join(dir, name), { recursive: true, force: true })
    for (const [name, json] of files) if (!present.has(name)) writeFileSync(path.join(dir, name), json)
    let bytes = manifest.length
    for (const json of files.values()) bytes += json.length
    writeNew(path.join(clientDir, MANIFEST_PATH), manifest)
    log(`Search index: ${searchable.length} pages, ${files.size + 1} files, ${(bytes / 1024).toFixed(0)} KB`)
  },
}
