import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'

/** Runs before the cache's next `openSync`, once: a build beside it acting between two of its steps. */
let beforeNextOpen: (() => void) | undefined
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>()
  const openSync = ((...args: Parameters<typeof fs.openSync>) => {
    const act = beforeNextOpen
    beforeNextOpen = undefined
    act?.()
    return fs.openSync(...args)
  }) as typeof fs.openSync
  return { ...fs, default: { ...fs, openSync }, openSync }
})
import { parseBuiltPage } from './builtPages.ts'
import { InlineCode } from './contentSecurityPolicy.ts'
import { ParseCache, parseCacheFor, type PageParse, type ParseCachePlace } from './parseCache.ts'
import { PageThread } from './pageThread.ts'
import { vikeStylesheets } from './stylesheetLinks.ts'
import { StyleTokens } from './styleTokens.ts'

const page = (n: number) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page ${n}</title>
<meta name="description" content="About ${n}"><link rel="stylesheet" type="text/css" href="/assets/static/site.abc.css"><script type="application/ld+json">{"datePublished":"2024-02-0${(n % 9) + 1}"}</script>
<style>.p${n}{color:red}</style></head>
<body><main id="m${n}"><h1 class="display-${n}">Page ${n}</h1><p>Words of page ${n}.</p><a href="/p/${n + 1}">next</a>
<div data-island="Gallery" data-props="{&quot;n&quot;:${n}}"></div></main><script>window.n = ${n}</script></body></html>`

/** A page's parse as the page thread makes it. */
function parseOf(n: number, route = `/p/${n}`, file = `/site/p/${n}/index.html`): PageParse {
  const tokens = new StyleTokens()
  const inline = new InlineCode()
  const built = parseBuiltPage(route, file, page(n), { also: [tokens, inline] })
  return { page: built, tokens: [...tokens.takePage()], inline: inline.hashes(), links: vikeStylesheets(page(n)) }
}

const key = (n: number) => ParseCache.key(Buffer.from(page(n)))
const work = mkdtempSync(path.join(tmpdir(), 'parse-cache-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
let folders = 0
const place = (version = 'v1') => ({ dir: path.join(work, `cache-${++folders}`), version })

/** A build that parsed pages `ns` into the cache at `at`, and saved. */
function saved(at: ParseCachePlace, ...ns: number[]): void {
  const cache = new ParseCache(at)
  for (const n of ns) cache.set(key(n), parseOf(n))
  cache.save()
}

/** The cache's data files. */
const dataFiles = (at: ParseCachePlace) => readdirSync(at.dir).filter((name) => name.startsWith('parses-'))

describe('ParseCache', () => {
  it('gives a later build the parse of a page of the same markup, as the page it now is', () => {
    const at = place()
    const first = new ParseCache(at)
    expect(first.get(key(1), '/p/1', '/site/p/1/index.html')).toBeUndefined()
    first.set(key(1), parseOf(1))
    first.save()

    const second = new ParseCache(at)
    const kept = second.get(key(1), '/moved', '/site/moved/index.html')
    expect(kept).toEqual(parseOf(1, '/moved', '/site/moved/index.html'))
    expect(kept!.page.ids).toEqual(new Set(['m1']))
    expect(kept!.links).toEqual(['/assets/static/site.abc.css'])
    expect(kept!.page.lastmod).toBe('2024-02-02T00:00:00.000Z')
    expect(second.get(key(2), '/p/2', '/site/p/2/index.html')).toBeUndefined()
    expect(second.count).toMatchObject({ hits: 1, misses: 1 })
    second.save()
  })

  it('keeps nothing across a change of the build code (its version)', () => {
    const at = place()
    saved(at, 1)
    expect(new ParseCache({ ...at, version: 'v2' }).get(key(1), '/p/1', 'f')).toBeUndefined()
  })

  it('parses again where the data file is damaged, and mends the cache', () => {
    const at = place()
    saved(at, 1, 2)
    const data = dataFiles(at)[0]!
    // The first entry's bytes overwritten: no longer JSON.
    const bytes = readFileSync(path.join(at.dir, data))
    bytes.fill(0x7b, 0, 20)
    writeFileSync(path.join(at.dir, data), bytes)

    const second = new ParseCache(at)
    const hits = [1, 2].filter((n) => second.get(key(n), `/p/${n}`, `/site/p/${n}/index.html`))
    expect(hits).toHaveLength(1)
    const missed = [1, 2].find((n) => !hits.includes(n))!
    second.set(key(missed), parseOf(missed))
    second.save()
    const third = new ParseCache(at)
    expect(third.get(key(missed), `/p/${missed}`, `/site/p/${missed}/index.html`)).toEqual(parseOf(missed))
    expect(dataFiles(at)).toHaveLength(1)
  })

  it('keeps what a build running beside it wrote, when it has nothing new of its own', () => {
    const at = place()
    saved(at, 1)
    // Two builds start from the same index; the first parses page 2 and saves, then the second, which
    // took page 1 from the cache and parsed nothing, saves.
    const first = new ParseCache(at)
    const second = new ParseCache(at)
    expect(first.get(key(2), '/p/2', 'f')).toBeUndefined()
    first.set(key(2), parseOf(2))
    expect(second.get(key(1), '/p/1', 'f')).toBeDefined()
    first.save()
    second.save()
    const later = new ParseCache(at)
    expect(later.get(key(1), '/p/1', 'f')).toBeDefined()
    expect(later.get(key(2), '/p/2', 'f')).toBeDefined()
    expect(dataFiles(at)).toHaveLength(1)
  })

  it('reads the index again when a build beside it replaced the data file it named', () => {
    const at = place()
    saved(at, 1)
    // Between this build's reading the index and its opening the data file, another build adds page 2:
    // it writes a new data file and index and removes the file the index named.
    beforeNextOpen = () => saved(at, 2)
    const build = new ParseCache(at)
    expect(dataFiles(at)).toHaveLength(1)
    expect(build.get(key(1), '/p/1', 'f')).toBeDefined()
    expect(build.get(key(2), '/p/2', 'f')).toBeDefined()
    build.set(key(3), parseOf(3))
    build.save()
    const later = new ParseCache(at)
    for (const n of [1, 2, 3]) expect(later.get(key(n), `/p/${n}`, 'f')).toBeDefined()
    later.save()
  })

  it('parses again where an entry is JSON of another shape', () => {
    const at = place()
    saved(at, 1)
    const data = dataFiles(at)[0]!
    const length = readFileSync(path.join(at.dir, data)).length
    // As long as the entry was, so that the index's place still covers it: JSON, but no parse.
    writeFileSync(path.join(at.dir, data), JSON.stringify({ page: null, pad: 'x'.repeat(length - 22) }))
    expect(readFileSync(path.join(at.dir, data)).length).toBe(length)
    expect(new ParseCache(at).get(key(1), '/p/1', 'f')).toBeUndefined()
  })

  it('treats an index that is not its own as no cache', () => {
    const at = place()
    mkdirSync(at.dir)
    for (const text of ['not json', 'null', '{"version":"v1","build":1,"data":"../../etc/passwd","entries":{}}']) {
      writeFileSync(path.join(at.dir, 'index.json'), text)
      expect(new ParseCache(at).get(key(1), '/p/1', 'f')).toBeUndefined()
    }
  })

  it('drops an entry no build used for a week, however many builds there were', () => {
    const at = place()
    const day = 24 * 60 * 60 * 1000
    const start = Date.parse('2026-03-02T12:00:00Z')
    /** Builds at `when` that use page 2 only. */
    const usingPage2 = (when: number, builds: number) => {
      vi.setSystemTime(when)
      for (let build = 0; build < builds; build++) {
        const cache = new ParseCache(at)
        expect(cache.get(key(2), '/p/2', 'f')).toBeDefined()
        cache.save()
      }
    }
    const entries = () => Object.keys(JSON.parse(readFileSync(path.join(at.dir, 'index.json'), 'utf8')).entries)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(start)
      saved(at, 1, 2)
      // Twenty small builds the same day, as a loop of builds beside a bench makes: page 1 stays.
      usingPage2(start + 60_000, 20)
      usingPage2(start + 6 * day, 1)
      expect(entries().sort()).toEqual([key(1), key(2)].sort())
      usingPage2(start + 7 * day + 60_000, 1)
      expect(entries()).toEqual([key(2)])
    } finally {
      vi.useRealTimers()
    }
  })

  it('only costs a later build its parses when the folder cannot be written', () => {
    const blocked = path.join(work, 'a-file')
    writeFileSync(blocked, '')
    const cache = new ParseCache({ dir: path.join(blocked, 'cache'), version: 'v1' })
    cache.set(key(1), parseOf(1))
    expect(() => cache.save()).not.toThrow()
  })

  it('is off without compiled programs, with PARSE_CACHE_DIR=off or without the optimisation parse-reuse', () => {
    const programs = path.join(work, 'programs')
    mkdirSync(programs)
    writeFileSync(path.join(programs, 'pageThread.mjs'), '// compiled')
    const module = new URL(`file://${path.join(programs, 'pageThread.mjs')}`).href
    const on = parseCacheFor(module, { PARSE_CACHE_DIR: '/tmp/parses' })
    expect(on).toMatchObject({ dir: '/tmp/parses' })
    writeFileSync(path.join(programs, 'pageThread.mjs'), '// compiled again')
    expect(parseCacheFor(module, { PARSE_CACHE_DIR: '/tmp/parses' })!.version).not.toBe(on!.version)
    expect(parseCacheFor(undefined, {})).toBeNull()
    expect(parseCacheFor(module, { PARSE_CACHE_DIR: 'off' })).toBeNull()
    expect(parseCacheFor(module, { SITE_BUILD_WITHOUT: 'parse-reuse' })).toBeNull()
  })

  it('gives the same code, built into another folder, the same version', () => {
    /** Compiled programs in a new folder: the page thread and a chunk named with `hash`, holding `code`. */
    const programs = (hash: string, code: string) => {
      const dir = path.join(work, `programs-${++folders}`)
      mkdirSync(path.join(dir, 'chunks'), { recursive: true })
      writeFileSync(path.join(dir, 'pageThread.mjs'), `import { parse } from "./chunks/chunk-${hash}.mjs";\nparse();\n`)
      writeFileSync(path.join(dir, 'chunks', `chunk-${hash}.mjs`), code)
      return parseCacheFor(new URL(`file://${path.join(dir, 'pageThread.mjs')}`).href, {})!.version
    }
    // esbuild's chunk names also hash the source maps, whose paths depend on the output folder.
    const version = programs('4KX2ZQ7B', 'export const parse = () => 1;\n')
    expect(programs('M3T5VW2A', 'export const parse = () => 1;\n')).toBe(version)
    expect(programs('M3T5VW2A', 'export const parse = () => 2;\n')).not.toBe(version)
  })
})

describe('PageThread with a parse cache', () => {
  const env = { siteOrigin: 'https://www.example.com', ga4Id: '', plausibleDomain: '' }

  /** One build of pages 1-3 into `out`: their parses, the pages written and the cache's count. */
  async function build(out: string, at: ParseCachePlace | null) {
    const thread = new PageThread(undefined, at)
    try {
      const parses = await Promise.all(
        [1, 2, 3].map((n) => thread.parse(`/p/${n}`, path.join(out, `p/${n}/index.html`), page(n))),
      )
      const { memos } = await thread.writeAll(env)
      const pages = [1, 2, 3].map((n) => readFileSync(path.join(out, `p/${n}/index.html`), 'utf8'))
      return { parses, pages, count: memos.find((memo) => memo.name === 'page parses kept between builds') }
    } finally {
      await thread.close()
    }
  }

  it('answers and writes each page as a build without the cache does', async () => {
    const at = place()
    const cold = await build(path.join(work, 'cold'), at)
    const warm = await build(path.join(work, 'warm'), at)
    const none = await build(path.join(work, 'none'), null)
    expect(cold.count).toMatchObject({ hits: 0, misses: 3 })
    expect(warm.count).toMatchObject({ hits: 3, misses: 0 })
    expect(none.count).toBeUndefined()
    const relative = (build: typeof cold, out: string) =>
      build.parses.map((parse) => ({ ...parse, file: path.relative(path.join(work, out), parse.file) }))
    expect(relative(warm, 'warm')).toEqual(relative(cold, 'cold'))
    expect(warm.pages).toEqual(cold.pages)
    expect(warm.pages).toEqual(none.pages)
    expect(warm.pages[0]).toContain("script-src 'self' 'sha256-")
  })
})
