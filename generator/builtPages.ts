/**
 * Reads the pages of a built site (Node only): what the checker, the sitemap and the search index need
 * to know about each one, parsed once with htmlparser2.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { Parser } from 'htmlparser2'
import { perObject } from '../lib/memo.ts'
import { searchTermsOf, type SearchTerms } from './searchTerms.ts'
import type { ShellParts } from './shellParts.ts'

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
  /** Site search's terms of the title, description, headings and the text of `<main>` (searchTerms.ts). */
  search: SearchTerms
  /** Raw `<script type="application/ld+json">` contents. */
  jsonLd: string[]
  /** The page's islands (templates/components/Island.tsx): each `data-island` name and its `data-props` as written. */
  islands: { name: string; props: string }[]
  /**
   * Tag names, attribute names and the words of attribute values: everything a CSS selector can match
   * (text is left out), for trimming the stylesheets (generator/css.ts).
   */
  styleTokens: string[]
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim()

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
const HEADING = /^h[2-6]$/
/** What PurgeCSS takes for a possible selector part (its default extractor). */
const WORD = /[A-Za-z0-9_-]+/g
/**
 * Attributes whose values are addresses, prose, island props, SVG geometry or numbers, never what a
 * stylesheet's attribute selector compares (those test type, role, size, aria-* states and data-bs-*
 * switches): their names count as style tokens, their values do not. The long values (srcset, props,
 * icon paths) are most of a page: splitting an icon's path into words was a third of the parse.
 */
const UNSTYLED_VALUES = new Set([
  'href',
  'src',
  'srcset',
  'imagesrcset',
  'sizes',
  'alt',
  'title',
  'content',
  'poster',
  'style',
  'aria-label',
  'data-props',
  'd',
  'viewbox',
  'points',
  'xmlns',
  'width',
  'height',
  'media',
  'datetime',
])

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

/** The attribute values split into a shared set of style tokens (`parsePage`'s `styleTokens`). */
const splitValues = perObject('style token sets', (_tokens: Set<string>) => new Set<string>())

/** An open element during the parse. */
interface OpenElement {
  name: string
  /** The element is `<main>` (the first one) or inside it. */
  inMain: boolean
  /** The element is, or is inside, a script, a style or a `hidden` element: no main text. */
  silent: boolean
  /** Text collected for the title, a JSON-LD block or a heading. */
  text?: string[]
}

/** htmlparser2 events a second reader of the same parse takes (`parsePage`'s `also`). */
export interface ParseListener {
  onopentag(name: string, attribs: Record<string, string>): void
  ontext(data: string): void
  onclosetag(name: string): void
}

/**
 * Parses one built page in a single streaming pass (htmlparser2's `Parser`, no DOM tree): a build
 * parses each page once, as it renders it (generator/pageSink.ts), and `also` hears the same parse.
 * `copied`: the caller sends the parsed page to another thread, whose copy owns its strings, so they
 * are not copied here first (ownStrings: 0.4-0.6 s of the page thread's time at 1000 extra posts).
 * `shell`: the parts of the page that other pages share are parsed once for all of them (shellParts.ts).
 * `styleTokens`: the style tokens go into this set, shared by the pages of a build, and not into the
 * page's own (left empty); an attribute value is split into words once for the set, not on every page
 * that has it (a class list, mostly).
 */
export function parsePage(
  route: string,
  file: string,
  html: string,
  also?: ParseListener,
  {
    copied = false,
    shell,
    styleTokens: sharedTokens,
  }: { copied?: boolean; shell?: ShellParts; styleTokens?: Set<string> } = {},
): BuiltPage {
  const metas: Record<string, string>[] = []
  const links: string[] = []
  const ids = new Set<string>()
  const styleTokens = sharedTokens ?? new Set<string>()
  const split = sharedTokens ? splitValues(sharedTokens) : new Set<string>()
  const jsonLd: string[] = []
  const islands: BuiltPage['islands'] = []
  const headings: { text: string; inMain: boolean }[] = []
  const mainText: string[] = []
  const stack: OpenElement[] = []
  let lang: string | undefined
  let title: string | undefined
  let titleOpened = false
  let canonical: string | undefined
  let h1Count = 0
  let mainSeen = false
  let capturing = 0

  const handler = {
    onopentag(name: string, attribs: Record<string, string>) {
      also?.onopentag(name, attribs)
      const parent = stack.at(-1)
      styleTokens.add(name)
      for (const attr in attribs) {
        const value = attribs[attr]!
        styleTokens.add(attr)
        if (attr === 'id' && value) ids.add(value)
        if (UNSTYLED_VALUES.has(attr) || split.has(value)) continue
        split.add(value)
        for (const word of value.match(WORD) ?? []) styleTokens.add(word)
      }
      for (const attr of REF_ATTRS) if (attribs[attr] !== undefined) links.push(attribs[attr])
      for (const attr of SRCSET_ATTRS) if (attribs[attr]) links.push(...srcsetUrls(attribs[attr]))
      if (attribs['data-island']) islands.push({ name: attribs['data-island'], props: attribs['data-props'] ?? '' })
      if (name === 'html') lang ??= attribs.lang ?? ''
      else if (name === 'meta') metas.push(attribs)
      else if (name === 'link' && attribs.rel === 'canonical') canonical ??= attribs.href ?? ''
      else if (name === 'h1') h1Count++
      const isMain = name === 'main' && !mainSeen
      if (isMain) mainSeen = true
      const element: OpenElement = {
        name,
        inMain: isMain || (parent?.inMain ?? false),
        silent: name === 'script' || name === 'style' || 'hidden' in attribs || (parent?.silent ?? false),
      }
      const captures =
        (name === 'title' && !titleOpened) ||
        (name === 'script' && attribs.type === 'application/ld+json') ||
        HEADING.test(name)
      if (name === 'title') titleOpened = true
      if (captures) {
        element.text = []
        capturing++
      }
      if (element.inMain) mainText.push(' ')
      stack.push(element)
    },
    ontext(data: string) {
      also?.ontext(data)
      if (capturing > 0) for (const open of stack) open.text?.push(data)
      const current = stack.at(-1)
      if (current?.inMain && !current.silent) mainText.push(data)
    },
    oncomment() {
      if (stack.at(-1)?.inMain) mainText.push(' ')
    },
    onclosetag(name: string) {
      also?.onclosetag(name)
      const element = stack.pop()
      if (!element) return
      if (element.inMain) mainText.push(' ')
      if (!element.text) return
      capturing--
      const text = element.text.join('')
      if (element.name === 'title') title = collapse(text)
      else if (element.name === 'script') jsonLd.push(text)
      else headings.push({ text: collapse(text), inMain: element.inMain })
    },
  }
  const parser = new Parser(handler)
  if (shell) shell.parse(html, parser, handler)
  else parser.end(html)

  const meta = (attr: string, value: string) => metas.find((m) => m[attr]?.toLowerCase() === value)?.content ?? ''
  const stated = [
    meta('property', 'article:modified_time'),
    meta('property', 'article:published_time'),
    ...dates(jsonLd),
  ].filter((d) => d && !Number.isNaN(Date.parse(d)))
  const newest = stated.sort((a, b) => Date.parse(b) - Date.parse(a))[0]
  // Without a <main>, every heading of the page.
  const mainHeadings = headings.filter((h) => h.inMain || !mainSeen).map((h) => h.text)
  const kept = (copied ? <T>(value: T) => value : ownStrings)({
    lang: lang ?? '',
    title: title ?? '',
    description: meta('name', 'description'),
    canonical: canonical ?? '',
    ogImage: meta('property', 'og:image'),
    links,
    ids: [...ids],
    headings: mainHeadings,
    search: searchTermsOf({
      route,
      title: title ?? '',
      description: meta('name', 'description'),
      headings: mainHeadings,
      // The page without the shell.
      text: mainSeen ? collapse(mainText.join('')) : '',
    }),
    jsonLd,
    islands,
    styleTokens: sharedTokens ? [] : [...styleTokens],
  })
  return {
    ...kept,
    route,
    file,
    h1Count,
    noindex: /noindex/i.test(meta('name', 'robots')),
    redirect: meta('http-equiv', 'refresh') !== '',
    lastmod: newest ? new Date(newest).toISOString() : undefined,
    ids: new Set(kept.ids),
  }
}

/**
 * `value` with every string in it copied. V8 keeps a substring (htmlparser2's attribute values and
 * texts are) as a view of the whole string it was cut from, so a parsed page would otherwise keep its
 * page's text alive as long as the build keeps the page: about 80 MiB at 1000 extra posts (issue 22).
 */
const ownStrings = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/**
 * Parsed pages kept by route and content hash, for a process that reads one site after another: the
 * warm renderer of partial publishes (publisher/publishWorker.ts) re-parses only the pages it
 * re-rendered. Holds the pages of the last site read.
 */
export class ParsedPageCache {
  #pages = new Map<string, BuiltPage>()

  /** Parses every page of a built site, reusing the pages of the last site read that are unchanged. */
  async read(clientDir: string): Promise<BuiltPage[]> {
    const files = await htmlFiles(clientDir)
    const next = new Map<string, BuiltPage>()
    const pages = await Promise.all(
      files.map(async ({ route, file }) => {
        const html = await readFile(file, 'utf8')
        const key = `${route}\0${createHash('sha1').update(html).digest('base64')}`
        const page = this.#pages.get(key) ?? parsePage(route, file, html)
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
