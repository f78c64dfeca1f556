/**
 * Reads the pages of a built site (Node only): what the checker, the sitemap and the search index need
 * to know about each one, parsed once with htmlparser2.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { Element } from 'domhandler'

export interface BuiltPage {
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
  /** h2-h6 texts of the main content. */
  headings: string[]
  /** Text of `<main>` (the page without the shell), whitespace collapsed. */
  text: string
  /** Raw `<script type="application/ld+json">` contents. */
  jsonLd: string[]
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim()

/** Route of an HTML file relative to the build root, as `listPages` in build.ts names it. */
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

/** Parses one built page. */
export function parsePage(route: string, file: string, html: string): BuiltPage {
  const doc = parseDocument(html)
  const all = DomUtils.getElementsByTagName(() => true, doc, true) as Element[]
  const byTag = (name: string) => all.filter((el) => el.name === name)
  const meta = (attr: string, value: string) =>
    byTag('meta').find((m) => m.attribs[attr]?.toLowerCase() === value)?.attribs.content ?? ''
  const links: string[] = []
  const ids = new Set<string>()
  for (const el of all) {
    if (el.attribs.id) ids.add(el.attribs.id)
    for (const attr of REF_ATTRS) if (el.attribs[attr] !== undefined) links.push(el.attribs[attr])
    for (const attr of SRCSET_ATTRS) if (el.attribs[attr]) links.push(...srcsetUrls(el.attribs[attr]))
  }
  const jsonLd = byTag('script')
    .filter((s) => s.attribs.type === 'application/ld+json')
    .map((s) => DomUtils.textContent(s))
  const main = byTag('main')[0]
  const scope = main ? (DomUtils.getElementsByTagName(() => true, main, true) as Element[]) : all
  const stated = [
    meta('property', 'article:modified_time'),
    meta('property', 'article:published_time'),
    ...dates(jsonLd),
  ].filter((d) => d && !Number.isNaN(Date.parse(d)))
  const newest = stated.sort((a, b) => Date.parse(b) - Date.parse(a))[0]
  return {
    route,
    file,
    lang: byTag('html')[0]?.attribs.lang ?? '',
    title: collapse(DomUtils.textContent(byTag('title')[0] ?? [])),
    description: meta('name', 'description'),
    canonical: byTag('link').find((l) => l.attribs.rel === 'canonical')?.attribs.href ?? '',
    ogImage: meta('property', 'og:image'),
    h1Count: byTag('h1').length,
    noindex: /noindex/i.test(meta('name', 'robots')),
    redirect: meta('http-equiv', 'refresh') !== '',
    lastmod: newest ? new Date(newest).toISOString() : undefined,
    links,
    ids,
    headings: scope.filter((el) => /^h[2-6]$/.test(el.name)).map((el) => collapse(DomUtils.textContent(el))),
    text: main ? collapse(textWithoutScripts(main)) : '',
    jsonLd,
  }
}

function textWithoutScripts(node: Element): string {
  let out = ''
  for (const child of node.children) {
    if (child.type === 'text') out += ` ${child.data}`
    else if (child.type === 'tag' && child.name !== 'script' && child.name !== 'style' && !('hidden' in child.attribs))
      out += ` ${textWithoutScripts(child)}`
  }
  return out
}

/**
 * Parsed pages by route and content hash. A build parses each page once for all its steps, and the warm
 * renderer of partial publishes (generator/publishWorker.ts) re-parses only the pages it re-rendered.
 * Holds the pages of the last site read.
 */
let parsed = new Map<string, BuiltPage>()

/** Parses every page of a built site. */
export async function readBuiltPages(clientDir: string): Promise<BuiltPage[]> {
  const files = await htmlFiles(clientDir)
  const next = new Map<string, BuiltPage>()
  const pages = await Promise.all(
    files.map(async ({ route, file }) => {
      const html = await readFile(file, 'utf8')
      const key = `${route}\0${createHash('sha1').update(html).digest('base64')}`
      const page = parsed.get(key) ?? parsePage(route, file, html)
      next.set(key, page)
      return { ...page, file }
    }),
  )
  parsed = next
  return pages
}

/** Pages meant for search engines and site search: not noindex, not redirects, not the 404 page. */
export function isIndexable(page: BuiltPage): boolean {
  return !page.noindex && !page.redirect && page.route !== '/404'
}
