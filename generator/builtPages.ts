/**
 * Reads the pages of a built site (Node only): what the checker, the sitemap and the search index need
 * to know about each one. `parsePage` reads a page's facts in one pass (parseHtml.ts), which other
 * listeners hear too: `parseBuiltPage` adds site search's (searchTerms.ts), and a full build's page
 * thread those of the stylesheet trim and the Content-Security-Policy (pageThread.ts).
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseHtml, type ParseListener } from './parseHtml.ts'
import { collapse, SearchText, type SearchTerms } from './searchTerms.ts'
import type { ShellParts } from './shellParts.ts'

/** What a page says of itself, read by its parse (`parsePage`). */
export interface PageFacts {
  /** URL path of the page ("/", "/services/drone", "/404"). */
  route: string
  /** Absolute path of the HTML file. */
  file: string
  lang: string
  title: string
  description: string
  canonical: string
  ogImage: string
  h1Count: number
  /** `<meta name="robots" content="noindex">`. */
  noindex: boolean
  /** A `<meta http-equiv="refresh">` redirect page (Vike's static redirects). */
  redirect: boolean
  /** Newest content date the page states (article:modified/published_time or JSON-LD), ISO string. */
  lastmod?: string
  /** Every internal or external reference (href, src, srcset, imagesrcset, poster), as written. */
  links: string[]
  /** Every `id` in the page, for same-page fragment links. */
  ids: Set<string>
  /** Raw `<script type="application/ld+json">` contents. */
  jsonLd: string[]
  /** The page's islands (templates/components/Island.tsx): each `data-island` name and its `data-props` as written. */
  islands: { name: string; props: string }[]
}

/** A page as the post-build steps get it: its facts and its site search terms. */
export interface BuiltPage extends PageFacts {
  /** Site search's terms of the title, description, headings and the text of `<main>` (searchTerms.ts). */
  search: SearchTerms
}

/** Route of an HTML file relative to the build root, as Vike names its files. */
export function routeOf(relFile: string): string {
  const rel = relFile.split(path.sep).join('/')
  return rel === 'index.html' ? '/' : `/${rel.replace(/(\/index)?\.html$/, '')}`
}

/** Every `.html` file under `clientDir`, sorted by route. */
export async function htmlFiles(clientDir: string): Promise<{ route: string; file: string }[]> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => {
      const file = path.join(e.parentPath, e.name)
      return { route: routeOf(path.relative(clientDir, file)), file }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url))
}

const REF_ATTRS = ['href', 'src', 'poster'] as const
const SRCSET_ATTRS = ['srcset', 'imagesrcset'] as const
function dates(jsonLd: string[]): string[] {
  const found: string[] = []
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'dateModified' || key === 'datePublished') && typeof value === 'string') found.push(value)
      else visit(value)
    }
  }
  for (const block of jsonLd) {
    try {
      visit(JSON.parse(block))
    } catch {
      // An unparsable block is reported by the checker; it just carries no date here.
    }
  }
  return found
}

/** Reads a page's facts from its parse. */
class FactsReader implements ParseListener {
  readonly metas: Record<string, string>[] = []
  readonly links: string[] = []
  readonly ids = new Set<string>()
  readonly jsonLd: string[] = []
  readonly islands: PageFacts['islands'] = []
  lang: string | undefined
  title: string | undefined
  canonical: string | undefined
  h1Count = 0
  #titleOpened = false
  /** The title or JSON-LD block being read: raw text, no element comes inside either. */
  #capture: { name: string; text: string[] } | null = null

  onopentag(name: string, attribs: Record<string, string>): void {
    if (attribs.id) this.ids.add(attribs.id)
    for (const attr of REF_ATTRS) if (attribs[attr] !== undefined) this.links.push(attribs[attr])
    for (const attr of SRCSET_ATTRS) if (attribs[attr]) this.links.push(...srcsetUrls(attribs[attr]))
    if (attribs['data-island']) this.islands.push({ name: attribs['data-island'], props: attribs['data-props'] ?? '' })
    if (name === 'html') this.lang ??= attribs.lang ?? ''
    else if (name === 'meta') this.metas.push(attribs)
    else if (name === 'link' && attribs.rel === 'canonical') this.canonical ??= attribs.href ?? ''
    else if (name === 'h1') this.h1Count++
    else if ((name === 'title' && !this.#titleOpened) || (name === 'script' && attribs.type === 'application/ld+json'))
      this.#capture = { name, text: [] }
    if (name === 'title') this.#titleOpened = true
  }

  ontext(data: string): void {
    this.#capture?.text.push(data)
  }

  onclosetag(name: string): void {
    if (this.#capture?.name !== name) return
    const text = this.#capture.text.join('')
    this.#capture = null
    if (name === 'title') this.title = collapse(text)
    else this.jsonLd.push(text)
  }

  meta(attr: string, value: string): string {
    return this.metas.find((m) => m[attr]?.toLowerCase() === value)?.content ?? ''
  }
}

/**
 * Parses one built page in a single streaming pass (parseHtml.ts) and returns its facts; `also` hears
 * the same parse (their results are theirs). A build parses each page once, as it renders it
 * (generator/pageSink.ts).
 * `copied`: the caller sends the facts to another thread, whose copy owns its strings, so they are not
 * copied here first (ownStrings: 0.4-0.6 s of the page thread's time at 1000 extra posts).
 * `shell`: the parts of the page that other pages share are parsed once for all of them (shellParts.ts).
 */
export function parsePage(
  route: string,
  file: string,
  html: string,
  { also = [], copied = false, shell }: { also?: readonly ParseListener[]; copied?: boolean; shell?: ShellParts } = {},
): PageFacts {
  const read = new FactsReader()
  parseHtml(html, [read, ...also], shell)
  const stated = [
    read.meta('property', 'article:modified_time'),
    read.meta('property', 'article:published_time'),
    ...dates(read.jsonLd),
  ].filter((d) => d && !Number.isNaN(Date.parse(d)))
  const newest = stated.sort((a, b) => Date.parse(b) - Date.parse(a))[0]
  const kept = (copied ? <T>(value: T) => value : ownStrings)({
    lang: read.lang ?? '',
    title: read.title ?? '',
    description: read.meta('name', 'description'),
    canonical: read.canonical ?? '',
    ogImage: read.meta('property', 'og:image'),
    links: read.links,
    ids: [...read.ids],
    jsonLd: read.jsonLd,
    islands: read.islands,
  })
  return {
    ...kept,
    route,
    file,
    h1Count: read.h1Count,
    noindex: /noindex/i.test(read.meta('name', 'robots')),
    redirect: read.meta('http-equiv', 'refresh') !== '',
    lastmod: newest ? new Date(newest).toISOString() : undefined,
    ids: new Set(kept.ids),
  }
}

/**
 * Parses one built page for the post-build steps: its facts (`parsePage`, with the same `also`, `copied`
 * and `shell`) and its site search terms, heard from the same parse.
 */
export function parseBuiltPage(
  route: string,
  file: string,
  html: string,
  options: Parameters<typeof parsePage>[3] = {},
): BuiltPage {
  const searchText = new SearchText()
  const facts = parsePage(route, file, html, { ...options, also: [searchText, ...(options.also ?? [])] })
  const search = searchText.terms(facts)
  return { ...facts, search: options.copied ? search : ownStrings(search) }
}

/**
 * `value` with every string in it copied. V8 keeps a substring (htmlparser2's attribute values and
 * texts are) as a view of the whole string it was cut from, so a parsed page would otherwise keep its
 * page's text alive as long as the build keeps the page.
 */
const ownStrings = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/**
 * Parsed pages kept by route and content hash, for a process that reads one site after another: the
 * warm renderer of partial publishes (publisher/publishWorker.ts) parses only the pages it re-rendered,
 * once, as it finishes them (`keep`). Holds the pages of the last site read and those kept since.
 */
export class ParsedPageCache {
  #pages = new Map<string, BuiltPage>()

  static #key(route: string, html: string): string {
    return `${route}\0${createHash('sha1').update(html).digest('base64')}`
  }

  /**
   * Keeps `page` as the parse of the page whose text as written is `written`, for the next `read`: a
   * publish that parsed the page before finishing it (pageWriter.ts's `finishParsedPage`) parses it once.
   */
  keep(page: BuiltPage, written: string): void {
    this.#pages.set(ParsedPageCache.#key(page.route, written), page)
  }

  /** Parses every page of a built site, reusing the pages of the last site read that are unchanged. */
  async read(clientDir: string): Promise<BuiltPage[]> {
    const files = await htmlFiles(clientDir)
    const next = new Map<string, BuiltPage>()
    const pages = await Promise.all(
      files.map(async ({ route, file }) => {
        const html = await readFile(file, 'utf8')
        const key = ParsedPageCache.#key(route, html)
        const page = this.#pages.get(key) ?? parseBuiltPage(route, file, html)
        next.set(key, page)
        return { ...page, file }
      }),
    )
    this.#pages = next
    return pages
  }
}

/** Parses every page of a built site. */
export function readBuiltPages(clientDir: string): Promise<BuiltPage[]> {
  return new ParsedPageCache().read(clientDir)
}

/** Pages meant for search engines and site search: not noindex, not redirects, not the 404 page. */
export function isIndexable(page: BuiltPage): boolean {
  return !page.noindex && !page.redirect && page.route !== '/404'
}
