/**
 * What the blog's loader makes of a post's text, kept between builds as encoded images are:
 * - its parsed body (`cachedBody`): a build parses only the posts whose markdown is new (remark is most of
 *   the cost of rendering a post). One file per body, keyed by the body's text.
 * - its checked front matter (`FrontMatterCache`): gray-matter's YAML and the schema's check are most of the
 *   cost of listing the posts, which every build does for every post before rendering the first page.
 *   One file for all posts, keyed by each post's whole text.
 * Each key holds a fingerprint of what makes the entry: the loader, the schemas the entry passed and the
 * versions of the packages that read it, so a change to any of them misses. A body entry read is checked
 * for the shape of blocks (`isBlocks`); an unreadable one is parsed again. The folder is `blogCacheDir()`
 * (locations.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { blogBlock, type BlogBlock, type BlogFrontMatter } from '../schemas/blog.ts'
import { blogCacheDir } from './locations.ts'

/** What the body parser's output depends on besides the markdown. */
const PARSER_SOURCES = ['content/loaders/blog.ts', 'content/loaders/blogCache.ts', 'content/schemas/blog.ts']
const PARSER_PACKAGES = [
  'unified',
  'remark-parse',
  'remark-directive',
  'mdast-util-from-markdown',
  'mdast-util-to-string',
  'micromark',
]
/**
 * What a checked front matter depends on besides the text: the blog schema and what it imports (the
 * author is replaced by the team member's record of content/company.ts), gray-matter and its YAML parser.
 */
const FRONT_SOURCES = [
  ...PARSER_SOURCES,
  'content/schemas/common.ts',
  'content/schemas/icons.ts',
  'content/company.ts',
  'content/photos.ts',
]
const FRONT_PACKAGES = ['gray-matter', 'gray-matter/js-yaml', 'zod']

/** Each kind of block, by its `type`, with the fields the schema requires of it. */
const REQUIRED_FIELDS = new Map(
  blogBlock.options.map((option) => [
    option.shape.type.value as string,
    Object.entries(option.shape)
      .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
      .map(([name]) => name),
  ]),
)

/**
 * Whether a kept entry is blocks as the parser makes them: a list of blocks of known kinds, each with the
 * fields its kind requires. The entry was checked against the block schema when it was parsed, and its key
 * holds a fingerprint of that schema: this guards against a damaged file, for a small part of the cost of
 * checking the schema again.
 */
function isBlocks(value: unknown): value is BlogBlock[] {
  return (
    Array.isArray(value) &&
    value.every((block: Record<string, unknown> | null) => {
      const required = typeof block?.type === 'string' && REQUIRED_FIELDS.get(block.type)
      return required && required.every((name) => block[name] !== undefined)
    })
  )
}

const fingerprints = new Map<string, string | null>()

/** The installed version of `name`; `parent/name` is the copy `parent` uses (its own, or the shared one). */
function versionOf(name: string): string {
  const [parent = '', dependency = name] = name.includes('/') ? name.split('/') : []
  const nested = path.resolve('node_modules', parent, 'node_modules', dependency, 'package.json')
  const manifest = parent && existsSync(nested) ? nested : path.resolve('node_modules', dependency, 'package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

/** Hash of `sources` and the versions of `packages`; null (no caching) when one cannot be read. */
function fingerprint(sources: readonly string[], packages: readonly string[]): string | null {
  const key = [...sources, ...packages].join('\n')
  if (fingerprints.has(key)) return fingerprints.get(key)!
  let value: string | null
  try {
    const hash = createHash('sha256')
    for (const file of sources) hash.update(readFileSync(path.resolve(file)))
    for (const name of packages) hash.update(`${name}@${versionOf(name)}\n`)
    value = hash.digest('hex')
  } catch {
    value = null
  }
  fingerprints.set(key, value)
  return value
}

/** Writes `text` to `file` aside, then renames it: two builds running at once may store the same file. */
function writeAside(file: string, text: string): void {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  writeFileSync(temp, text)
  renameSync(temp, file)
}

/**
 * The blocks of `markdown`: from the cache, or `parse()`d and stored. Errors `parse` throws (content
 * errors) are not cached. Failing to store an entry only costs the next build a parse.
 */
export function cachedBody(markdown: string, parse: () => BlogBlock[]): BlogBlock[] {
  const parser = fingerprint(PARSER_SOURCES, PARSER_PACKAGES)
  if (!parser) return parse()
  const key = createHash('sha256').update(parser).update('\0').update(markdown).digest('hex')
  const dir = blogCacheDir()
  const file = path.join(dir, `${key}.json`)
  try {
    const cached: unknown = JSON.parse(readFileSync(file, 'utf8'))
    if (isBlocks(cached)) return cached
  } catch {
    // Not cached yet (or unreadable): parse below.
  }
  const blocks = parse()
  try {
    mkdirSync(dir, { recursive: true })
    writeAside(file, JSON.stringify(blocks))
  } catch {
    // A read-only or full disk: the build goes on without the cache.
  }
  return blocks
}

/** A post's front matter as checked (the schema's output), and where its body starts in its text. */
export interface FrontEntry {
  front: BlogFrontMatter
  bodyStart: number
}

/** The front matter file's content: the fingerprint it was made with, and entries by key. */
interface FrontFile {
  fingerprint: string
  entries: Record<string, FrontEntry & { day: number }>
}

/** Days an entry stays when no load of the blog reads it. */
const FRONT_KEPT_DAYS = 30
const today = () => Math.floor(Date.now() / 86_400_000)

/**
 * The checked front matters of posts, in `front-matter.json` of the cache folder: read when opened, and
 * written by `save()` when a load added entries or an entry's day moved. An unreadable file, or one made
 * by another fingerprint, starts empty. Entries no load read for FRONT_KEPT_DAYS are dropped.
 */
export class FrontMatterCache {
  readonly #file = path.join(blogCacheDir(), 'front-matter.json')
  readonly #fingerprint = fingerprint(FRONT_SOURCES, FRONT_PACKAGES)
  /** The day of this load, which every entry it reads or adds is marked with. */
  readonly #today = today()
  #entries: FrontFile['entries'] = {}
  #changed = false

  constructor() {
    if (!this.#fingerprint) return
    try {
      const stored = JSON.parse(readFileSync(this.#file, 'utf8')) as Partial<FrontFile>
      if (stored.fingerprint === this.#fingerprint && stored.entries) this.#entries = stored.entries
    } catch {
      // Not written yet (or unreadable): start empty.
    }
  }

  /**
   * The entry of the post whose whole text is `source`: kept, or `read()` and kept. Errors `read` throws
   * (content errors) are not kept; neither is an entry whose body does not lie within the text.
   */
  get(source: string, read: () => FrontEntry): FrontEntry {
    if (!this.#fingerprint) return read()
    const key = createHash('sha256').update(source).digest('base64url')
    const kept = this.#entries[key]
    if (kept && Number.isInteger(kept.bodyStart) && kept.bodyStart <= source.length) {
      if (kept.day !== this.#today) {
        kept.day = this.#today
        this.#changed = true
      }
      return { front: kept.front, bodyStart: kept.bodyStart }
    }
    const entry = read()
    if (entry.bodyStart >= 0 && entry.bodyStart <= source.length) {
      this.#entries[key] = { ...entry, day: this.#today }
      this.#changed = true
    }
    return entry
  }

  /** Writes the file when this load changed it. Failing to write only costs the next load a parse. */
  save(): void {
    if (!this.#fingerprint || !this.#changed) return
    const oldest = this.#today - FRONT_KEPT_DAYS
    const entries = Object.fromEntries(Object.entries(this.#entries).filter(([, entry]) => entry.day >= oldest))
    try {
      mkdirSync(path.dirname(this.#file), { recursive: true })
      writeAside(this.#file, JSON.stringify({ fingerprint: this.#fingerprint, entries } satisfies FrontFile))
      this.#changed = false
    } catch {
      // A read-only or full disk: the next load reads the posts' front matter again.
    }
  }
}
