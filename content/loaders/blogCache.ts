/**
 * Parsed blog bodies kept between builds, as encoded images are: a build parses only the posts whose
 * markdown is new (remark is most of the cost of rendering a post). An entry is keyed by the body's
 * text and a fingerprint of the parser: this folder's loader, the blog schema and the versions of the
 * markdown packages, so a change to any of them misses. Entries are checked against the block schema
 * when read; an unreadable one is parsed again.
 * The folder is `blogCacheDir()` (locations.ts).
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { blogBlock, type BlogBlock } from '../schemas/blog.ts'
import { blogCacheDir } from './locations.ts'

/** What the parser's output depends on besides the markdown. */
const PARSER_SOURCES = ['content/loaders/blog.ts', 'content/loaders/blogCache.ts', 'content/schemas/blog.ts']
const PARSER_PACKAGES = [
  'unified',
  'remark-parse',
  'remark-directive',
  'mdast-util-from-markdown',
  'mdast-util-to-string',
  'micromark',
]

const cachedBlocks = z.array(blogBlock)

let parserFingerprint: string | null | undefined

/** Hash of the parser's sources and package versions; null (no caching) when one cannot be read. */
function fingerprint(): string | null {
  if (parserFingerprint !== undefined) return parserFingerprint
  try {
    const hash = createHash('sha256')
    for (const file of PARSER_SOURCES) hash.update(readFileSync(path.resolve(file)))
    for (const name of PARSER_PACKAGES) {
      const { version } = JSON.parse(readFileSync(path.resolve('node_modules', name, 'package.json'), 'utf8')) as {
        version: string
      }
      hash.update(`${name}@${version}\n`)
    }
    parserFingerprint = hash.digest('hex')
  } catch {
    parserFingerprint = null
  }
  return parserFingerprint
}

/**
 * The blocks of `markdown`: from the cache, or `parse()`d and stored. Errors `parse` throws (content
 * errors) are not cached. Failing to store an entry only costs the next build a parse.
 */
export function cachedBody(markdown: string, parse: () => BlogBlock[]): BlogBlock[] {
  const parser = fingerprint()
  if (!parser) return parse()
  const key = createHash('sha256').update(parser).update('\0').update(markdown).digest('hex')
  const dir = blogCacheDir()
  const file = path.join(dir, `${key}.json`)
  try {
    const cached = cachedBlocks.safeParse(JSON.parse(readFileSync(file, 'utf8')))
    if (cached.success) return cached.data
  } catch {
    // Not cached yet (or unreadable): parse below.
  }
  const blocks = parse()
  try {
    mkdirSync(dir, { recursive: true })
    // Written aside, then renamed: two builds running at once may store the same entry.
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
    writeFileSync(temp, JSON.stringify(blocks))
    renameSync(temp, file)
  } catch {
    // A read-only or full disk: the build goes on without the cache.
  }
  return blocks
}
