/**
 * Each page's parse kept between builds, as encoded images, parsed posts, bundles and trimmed sheets are:
 * a page whose markup is byte for byte that of a page an earlier build parsed, by the same build code,
 * takes that parse (its facts and search terms, its style tokens and its inline code's hashes: pageThread.ts)
 * instead of parsing it again. A republish after one edit renders every page anew, and nearly all of them
 * come out as they were.
 *
 * The folder holds `index.json` (the build code's version, the name of the data file, and for each entry
 * its key, place in the data file and when a build last used it) and that data file: the entries as
 * JSON, one after another. A build reads the index as it starts and each entry it meets from the data file
 * (a read at its place), so a small build never loads what only a larger one uses. A build that parsed
 * pages no entry had writes a new data file (the entries it keeps copied as they were, then its new ones)
 * and then the index, written aside and renamed; one that parsed none writes the index alone, unless another
 * build wrote new data meanwhile (builds side by side, as tests and benches run them, each keep what the
 * other wrote). Entries no build used for `KEEP_SECONDS` are dropped, and the least recently used beyond
 * `MAX_BYTES`: an entry ages by time, not by builds, so that many small builds in a row (a test loop, a
 * build looping beside a bench) never drop what a larger build of the same days will want again.
 * `PARSE_CACHE_DIR` sets the folder (default `.cache/page-parses`); `off` parses every page.
 *
 * Nothing here is trusted blindly: an index of another version or shape, a short read or an entry that is
 * not JSON is a page parsed again. Failing to write (a read-only or full disk) only costs a later build
 * its parses.
 */
import { createHash } from 'node:crypto'
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { MemoCount } from '../lib/memo.ts'
import { optimisationOn } from '../lib/optimisations.ts'
import type { BuiltPage } from './builtPages.ts'
import { projectRoot } from './config.ts'
import type { InlineHashes } from './contentSecurityPolicy.ts'

/** A page's parse as the page thread keeps it. */
export interface PageParse {
  page: BuiltPage
  /** The page's style tokens, in the order its parse met them (styleTokens.ts). */
  tokens: readonly string[]
  inline: InlineHashes
  /** The sheets Vike links in it (stylesheetLinks.ts's `vikeStylesheets`). */
  links: string[]
}

/** Where the cache is, and the version of the code whose parses it keeps. */
export interface ParseCachePlace {
  dir: string
  version: string
}

/** How long an entry stays after its last use: a week. */
const KEEP_SECONDS = 7 * 24 * 60 * 60
/** The data kept at most (a blog post's entry is about 15 KB). */
const MAX_BYTES = 128 * 1024 * 1024

/** An entry's place in the data file and when a build last used it (seconds since the epoch). */
type Place = [offset: number, length: number, used: number]

interface Index {
  version: string
  /** The data file's name, in the cache folder. */
  data: string
  entries: Record<string, Place>
}

const isPlace = (value: unknown): value is Place =>
  Array.isArray(value) && value.length === 3 && value.every((n) => Number.isSafeInteger(n) && n >= 0)

function readIndex(dir: string, version: string): Index | null {
  try {
    const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as Partial<Index> | null
    if (
      index?.version !== version ||
      typeof index.data !== 'string' ||
      path.basename(index.data) !== index.data ||
      typeof index.entries !== 'object' ||
      index.entries === null
    )
      return null
    return index as Index
  } catch {
    return null
  }
}

/** The JSON an entry is kept as: the page without where it is (the key is its markup alone), its ids a list. */
function entryOf({ page, tokens, inline, links }: PageParse): string {
  const { route: _route, file: _file, ids, ...facts } = page
  return JSON.stringify({ page: { ...facts, ids: [...ids] }, tokens, inline, links })
}

export class ParseCache {
  readonly #dir: string
  readonly #version: string
  readonly #index: Index | null
  /** The data file the index names, open for reading, or null. */
  readonly #data: number | null
  /** Entries of the index this build used, by key. */
  readonly #used = new Set<string>()
  /** Entries this build made, by key, as JSON. */
  readonly #fresh = new Map<string, string>()
  /** Pages that took a kept parse (hits) or were parsed (misses), for `site build --timings`. */
  readonly count: MemoCount = { name: 'page parses kept between builds', hits: 0, misses: 0 }

  constructor({ dir, version }: ParseCachePlace) {
    this.#dir = dir
    this.#version = version
    // A build beside this one may replace the data file between this one's reading the index and its
    // opening the file the index names (a build removes the data file it replaced at once): the index then
    // names the new file, so it is read again. Taking no cache instead would parse every page, and this
    // build's save would then leave an index of its own pages alone.
    let index: Index | null = null
    let data: number | null = null
    for (let attempt = 0; attempt < 3 && data === null; attempt++) {
      const read = readIndex(dir, version)
      if (!read) break
      try {
        data = openSync(path.join(dir, read.data), 'r')
        index = read
      } catch {
        // Gone since the index was read: read it again.
      }
    }
    this.#index = index
    this.#data = data
  }

  /** The key of a page's markup (`bytes`: its UTF-8 encoding). */
  static key(bytes: Buffer): string {
    return createHash('sha256').update(bytes).digest('base64url')
  }

  /** The parse kept for the markup of `key`, as the page at `route` in `file`; undefined to parse it. */
  get(key: string, route: string, file: string): PageParse | undefined {
    const place = this.#index?.entries[key]
    const kept = place && isPlace(place) && this.#data !== null ? this.#read(place) : undefined
    if (!kept) {
      this.count.misses++
      return undefined
    }
    this.count.hits++
    this.#used.add(key)
    return { ...kept, page: { ...kept.page, route, file, ids: new Set(kept.page.ids) } }
  }

  /** The entry at `place`, or undefined when it cannot be read or is not the shape `entryOf` writes. */
  #read([offset, length]: Place): (Omit<PageParse, 'page'> & { page: BuiltPage & { ids: string[] } }) | undefined {
    try {
      const bytes = Buffer.allocUnsafe(length)
      if (readSync(this.#data!, bytes, 0, length, offset) !== length) return undefined
      const entry = JSON.parse(bytes.toString()) as Partial<PageParse> & { page?: Partial<BuiltPage> }
      const { page, tokens, inline, links } = entry
      const whole =
        typeof page?.title === 'string' &&
        [page.links, page.ids, page.jsonLd, page.islands, page.search?.terms, tokens, links].every(Array.isArray) &&
        Array.isArray(inline?.scripts) &&
        Array.isArray(inline.styles)
      return whole ? (entry as never) : undefined
    } catch {
      return undefined
    }
  }

  /** Keeps the parse of the markup of `key`, made by this build. */
  set(key: string, parse: PageParse): void {
    this.#fresh.set(key, entryOf(parse))
  }

  /**
   * Writes what this build leaves for the next ones (the module's comment says how) and closes the data
   * file; a failure is left unreported.
   */
  save(): void {
    const index = this.#index
    const now = Math.floor(Date.now() / 1000)
    const entries: Record<string, Place> = {}
    const temp = (name: string) =>
      path.join(this.#dir, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`)
    const written: string[] = []
    try {
      // Another build wrote its own data since this one read the index: with no parse of its own to add,
      // this build leaves the cache as that one left it.
      if (this.#fresh.size === 0 && readIndex(this.#dir, this.#version)?.data !== index?.data) return
      // The entries kept, most recently used first, within the budget.
      const old = Object.entries(index?.entries ?? {})
        .filter((entry): entry is [string, Place] => isPlace(entry[1]) && !this.#fresh.has(entry[0]))
        .map(([key, [offset, length, last]]): [string, Place] => [
          key,
          [offset, length, this.#used.has(key) ? now : last],
        ])
        .filter(([, [, , last]]) => last > now - KEEP_SECONDS)
        .sort((a, b) => b[1][2] - a[1][2])
      let bytes = [...this.#fresh.values()].reduce((sum, json) => sum + Buffer.byteLength(json), 0)
      const kept = old.filter(([, [, length]]) => (bytes += length) <= MAX_BYTES)
      let dataName = index?.data
      if (this.#fresh.size > 0 || kept.length < Object.keys(index?.entries ?? {}).length) {
        dataName = `parses-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}.json`
        const file = temp(dataName)
        mkdirSync(this.#dir, { recursive: true })
        written.push(file)
        const out = openSync(file, 'w')
        try {
          let at = 0
          const append = (key: string, data: Buffer, last: number) => {
            writeSync(out, data)
            entries[key] = [at, data.length, last]
            at += data.length
          }
          for (const [key, json] of this.#fresh) append(key, Buffer.from(json), now)
          for (const [key, [offset, length, last]] of kept) {
            const data = Buffer.allocUnsafe(length)
            if (readSync(this.#data!, data, 0, length, offset) === length) append(key, data, last)
          }
        } finally {
          closeSync(out)
        }
        renameSync(file, path.join(this.#dir, dataName))
      } else for (const [key, place] of kept) entries[key] = place
      if (dataName === undefined) return
      const indexFile = temp('index.json')
      written.push(indexFile)
      writeFileSync(indexFile, JSON.stringify({ version: this.#version, data: dataName, entries } satisfies Index))
      renameSync(indexFile, path.join(this.#dir, 'index.json'))
      this.#prune(dataName, index?.data)
    } catch {
      for (const file of written) rmSync(file, { force: true })
    } finally {
      if (this.#data !== null) closeSync(this.#data)
    }
  }

  /**
   * Removes the data file this build read, which its index replaced (a build still reading it has it open),
   * and other files the index does not name once they are a minute old: a data file another build has just
   * written and is about to name is younger, and a temporary file a killed build left is older.
   */
  #prune(data: string, replaced: string | undefined): void {
    for (const name of readdirSync(this.#dir)) {
      if (name === data || name === 'index.json') continue
      const file = path.join(this.#dir, name)
      const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (name === replaced || age > 60_000) rmSync(file, { force: true })
    }
  }
}

/**
 * The version of the parses a build's compiled programs make (compilePrograms.ts): a hash of those programs
 * (`module` is the page thread's, beside the others) and of the lockfile (the versions of the parser and
 * its decoder). A program counts by its code with the hashes esbuild puts in chunks' names left out: those
 * also cover the source maps, whose paths lead from the build's output folder to the sources, so the same
 * code built into folders at other depths would otherwise have other versions, and builds into them would
 * each take the other's cache for none.
 */
function versionOf(module: string): string {
  const dir = path.dirname(fileURLToPath(module))
  const digests = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mjs'))
    .map((name) =>
      createHash('sha256')
        .update(readFileSync(path.join(dir, name), 'utf8').replace(CHUNK_NAME_HASH, '.mjs'))
        .digest('base64url'),
    )
    .sort()
  const hash = createHash('sha256').update(digests.join('\0'))
  hash.update('\0package-lock.json\0').update(readFileSync(path.join(projectRoot, 'package-lock.json')))
  return hash.digest('base64url')
}

/** The hash esbuild ends a chunk's name with: a dash and eight capitals or digits before `.mjs`. */
const CHUNK_NAME_HASH = /-[A-Z0-9]{8}\.mjs/g

/**
 * Where the build whose compiled page thread program is `module` keeps its parses, or null: with no
 * compiled program (the page thread's code run from its sources), `PARSE_CACHE_DIR=off`, or the
 * optimisation `parse-reuse` switched off (lib/optimisations.ts).
 */
export function parseCacheFor(
  module: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): ParseCachePlace | null {
  const dir = env.PARSE_CACHE_DIR ?? path.join(projectRoot, '.cache', 'page-parses')
  if (!module || dir === 'off' || !optimisationOn('parse-reuse', env)) return null
  try {
    return { dir: path.resolve(projectRoot, dir), version: versionOf(module) }
  } catch {
    return null
  }
}
