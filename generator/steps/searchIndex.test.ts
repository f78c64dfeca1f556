import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSearchIndex } from '../../tests/support/searchIndexFiles.ts'
import type { GeneratorConfig } from '../config.ts'
import { SearchIndex } from '../../templates/islands/search/searchClient.ts'
import { CHUNK_SIZE, FILES_DIR, MANIFEST_PATH } from '../../templates/islands/search/searchIndexFormat.ts'
import type { BuiltPage } from '../builtPages.ts'
import { searchTermsOf } from '../searchTerms.ts'
import { buildSearchIndex, searchIndex } from './searchIndex.ts'

const page = (route: string, title: string, text: string, headings: string[] = []): BuiltPage => {
  const named = { route, title: `${title} | Northframe Media`, description: `About ${title}.` }
  return { ...named, search: searchTermsOf({ ...named, headings, text }) } as BuiltPage
}

/** The index of `pages` as the browser reads it, over a fetch that records what it is asked for. */
async function indexOf(pages: BuiltPage[]) {
  const { manifest, files } = buildSearchIndex(pages)
  const fetched: string[] = []
  const fetcher = (async (url: string) => {
    fetched.push(url)
    const body = url === `/${MANIFEST_PATH}` ? manifest : files.get(url.slice(FILES_DIR.length + 2))
    return new Response(body ?? 'missing', { status: body ? 200 : 404 })
  }) as typeof fetch
  return { index: await SearchIndex.load(fetcher), fetched, files }
}

const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => page(`/filler-${i}`, `Filler ${i}`, 'Listing photography for agents.'))

describe('site search index', () => {
  it('ranks a page named for the term above pages that mention it, and rarer terms above common ones', async () => {
    const { index } = await indexOf([
      page('/gallery', 'Gallery', 'Aerial drone photos of homes, drone video and twilight photography.'),
      page('/services/drone', 'Drone photography', 'Aerial views of the property.', ['Why drone views sell']),
      page('/blog/drone-rules', 'Drone rules for listings', 'What agents should know before flying.'),
      page('/about', 'About us', 'A team of photographers in Toronto.'),
      ...filler(20),
    ])
    const found = await index.search('drone')
    const urls = (await found.records(0, 10)).map((r) => r.url)
    expect(urls.slice(0, 2).sort()).toEqual(['/blog/drone-rules', '/services/drone'])
    expect(urls).toContain('/gallery')
    expect(urls).not.toContain('/about')
    // Every term must match; the rarer one ("twilight") decides the order among those with both.
    const both = await index.search('twilight photography ')
    expect((await both.records(0, 10)).map((r) => r.url)).toEqual(['/gallery'])
  })

  it('completes the last term as it is typed, not the ones before it', async () => {
    const { index } = await indexOf([
      page('/services/drone', 'Drone photography', 'Aerial views.'),
      page('/services/staging', 'Virtual staging', 'Furnished rooms.'),
    ])
    expect((await index.search('dro')).docs).toEqual([0])
    expect((await index.search('dro ')).docs).toEqual([])
    expect((await index.search('dro photography')).docs).toEqual([])
    expect((await index.search('Drone phot')).docs).toEqual([0])
    expect((await index.search('the a')).docs).toEqual([])
  })

  it('indexes and finds words that are names objects inherit, and finds nothing for those not on any page', async () => {
    const { index } = await indexOf([
      page('/blog/builder', 'The constructor of a home', 'How a constructor frames a house.'),
      page('/about', 'About us', 'Photographers in Toronto.'),
    ])
    expect((await index.search('constructor ')).docs).toEqual([0])
    expect((await index.search('constr')).docs).toEqual([0])
    expect((await index.search('tostring ')).docs).toEqual([])
    expect((await index.search('toronto constructor ')).docs).toEqual([])
  })

  it('downloads the manifest, the shards of the query’s terms and the record chunks of the results shown', async () => {
    const pages = filler(CHUNK_SIZE * 5)
    pages.push(page('/services/drone', 'Drone photography', 'Aerial views.'))
    const { index, fetched, files } = await indexOf(pages)
    expect(files.size).toBeGreaterThan(10)
    const found = await index.search('drone aerial')
    expect(await found.records(0, 10)).toEqual([
      { url: '/services/drone', title: 'Drone photography', description: 'About Drone photography.' },
    ])
    // The manifest, the "dr" and "ae" shards and the last record chunk.
    expect(fetched).toHaveLength(4)
    // A repeated query downloads nothing more.
    await (await index.search('drone aerial')).records(0, 10)
    expect(fetched).toHaveLength(4)
  })

  it('names each file by its content: unchanged pages keep their chunks, a changed word changes its shard', () => {
    const pages = filler(CHUNK_SIZE * 2)
    const before = buildSearchIndex(pages)
    pages[CHUNK_SIZE + 1] = page('/filler-changed', 'Quokka', 'Listing photography for agents.')
    const after = buildSearchIndex(pages)
    const [first, second] = [JSON.parse(before.manifest), JSON.parse(after.manifest)]
    expect(second.chunks[0]).toBe(first.chunks[0])
    expect(second.chunks[1]).not.toBe(first.chunks[1])
    expect(second.shards.li).toBe(first.shards.li)
    expect(second.shards.qu).toBeDefined()
    expect(first.shards.qu).toBeUndefined()
  })

  it('over an index already in the folder, writes only the files it lacks and removes those no longer named', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'search-index-step-'))
    try {
      const run = (pages: BuiltPage[]) =>
        searchIndex.run({ clientDir, config: {} as GeneratorConfig, log: () => {}, pages })
      const pages = filler(CHUNK_SIZE * 2)
      await run(pages)
      const before = readSearchIndex(clientDir)
      const written = new Map(before.files.map((name) => [name, statSync(path.join(clientDir, FILES_DIR, name)).ino]))
      pages[CHUNK_SIZE + 1] = page('/filler-changed', 'Quokka', 'Listing photography for agents.')
      await run(pages)
      const after = readSearchIndex(clientDir)
      expect(after.files).toEqual(after.named)
      expect(after.pagesWith('quokka')).toEqual(['/filler-changed'])
      const kept = after.files.filter((name) => written.has(name))
      expect(kept).toContain(after.manifest.shards.li)
      expect(kept.length).toBeLessThan(after.files.length)
      // Kept files are the same files, not rewritten ones (a partial publish's may be shared with its base).
      for (const name of kept) expect(statSync(path.join(clientDir, FILES_DIR, name)).ino).toBe(written.get(name))
      expect(before.files.filter((name) => !after.files.includes(name)).length).toBeGreaterThan(0)
    } finally {
      rmSync(clientDir, { recursive: true, force: true })
    }
  })
})
