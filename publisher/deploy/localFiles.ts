/** The files of a built site as a deploy sees them: object key, checksum, headers and upload tier. */
import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { contentType } from 'mime-types'
import { cacheControlFor, redirectTarget } from '../../generator/index.ts'

/**
 * Upload order, so that no visitor is served a page whose files are missing: fingerprinted build assets,
 * then other files pages use (photographs, icons), then the pages, then what lists the pages (sitemap,
 * feed, search index), which may name a new page only once it is there.
 */
export const TIERS = ['assets', 'files', 'pages', 'indexes'] as const
export type Tier = (typeof TIERS)[number]

export interface LocalFile {
  /** Path under the site folder with `/` separators (`blog/index.html`); the object key without prefix. */
  key: string
  path: string
  size: number
  /** Hex MD5 of the bytes: what S3 reports as the ETag of an object written by one PutObject. */
  md5: string
  contentType: string
  cacheControl: string
  /** Where the storage should redirect to instead (x-amz-website-redirect-location), for redirect pages. */
  redirect: string | null
  tier: Tier
}

const INDEXES = new Set(['sitemap.xml', 'search-index.json', 'blog/feed.xml'])

export function tierOf(key: string): Tier {
  if (key.startsWith('assets/')) return 'assets'
  if (INDEXES.has(key)) return 'indexes'
  return key.endsWith('.html') ? 'pages' : 'files'
}

/** The Content-Type of a key: by extension, the feed as RSS (mime-types would say plain XML). */
export function typeOf(key: string): string {
  if (key.endsWith('feed.xml')) return 'application/rss+xml; charset=utf-8'
  return contentType(path.extname(key) || '.bin') || 'application/octet-stream'
}

/** Redirect pages are short: their target is in the first bytes. */
const HEAD_BYTES = 2048

/**
 * MD5s of files already read, by device, inode, size and modification time: the releases of partial
 * publishes hard-link the files they share with their base, so a deploy reads only what changed.
 */
const digests = new Map<string, { size: number; md5: string; head: string }>()

async function digest(file: string) {
  const info = await stat(file, { bigint: true })
  const id = `${info.dev}:${info.ino}:${info.size}:${info.mtimeNs}`
  const known = digests.get(id)
  if (known) return known
  const bytes = await readFile(file)
  const result = {
    size: bytes.length,
    md5: createHash('md5').update(bytes).digest('hex'),
    head: bytes.subarray(0, HEAD_BYTES).toString('utf8'),
  }
  if (digests.size > 20_000) digests.clear()
  digests.set(id, result)
  return result
}

/** Every file under `dir` (dot files skipped: the release marker is not part of the site), sorted by key. */
export async function localFiles(dir: string): Promise<LocalFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.join(entry.parentPath, entry.name))
  const described = await Promise.all(
    files.map(async (file): Promise<LocalFile> => {
      const key = path.relative(dir, file).split(path.sep).join('/')
      const { size, md5, head } = await digest(file)
      return {
        key,
        path: file,
        size,
        md5,
        contentType: typeOf(key),
        cacheControl: cacheControlFor(key),
        redirect: key.endsWith('.html') ? redirectTarget(head) : null,
        tier: tierOf(key),
      }
    }),
  )
  return described.sort((a, b) => (a.key < b.key ? -1 : 1))
}
