/**
 * `site check`: audits a built site. Every internal reference (href, src, srcset, og:image, same-site
 * canonical) must resolve to a file of the build, every page must carry the head metadata, and
 * indexable pages must not share a title or canonical URL.
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import { isIndexable, readBuiltPages, type BuiltPage } from './builtPages.ts'

export interface Offender {
  route: string
  problem: string
}

export interface CheckOptions {
  /** Absolute URLs on this origin count as internal; defaults to the origin of the home page's canonical. */
  siteOrigin?: string
  /**
   * Only audit these pages (files) one by one; the site-wide duplicate checks still cover every page.
   * A partial publish passes the pages it re-rendered, the rest being the checked full build's.
   */
  only?: readonly string[]
  /** The site's pages already parsed (a build passes the pages it parsed); read from `clientDir` when unset. */
  pages?: BuiltPage[]
}

const EXTERNAL_SCHEME = /^(mailto|tel|sms|data|javascript|blob):/i

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false

/** The file a URL path is served from by the static host (clean URLs), or undefined. */
function fileOf(clientDir: string, pathname: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const base = path.join(clientDir, decoded)
  if (!base.startsWith(clientDir)) return undefined
  return [base, path.join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`].find(isFile)
}

/** Audits the built site in `clientDir`; an empty list means it passes. */
export async function checkSite(clientDir: string, options: CheckOptions = {}): Promise<Offender[]> {
  const root = path.resolve(clientDir)
  const pages = options.pages ?? (await readBuiltPages(root))
  // Most pages link the same targets (navigation, footer, assets): look each path up once.
  const files = new Map<string, string | undefined>()
  const fileFor = (pathname: string) => {
    if (!files.has(pathname)) files.set(pathname, fileOf(root, pathname))
    return files.get(pathname)
  }
  const offenders: Offender[] = []
  if (pages.length === 0) return [{ route: '/', problem: `no HTML pages in ${root}` }]
  const byFile = new Map(pages.map((p) => [p.file, p]))
  const homeCanonical = pages.find((p) => p.route === '/')?.canonical
  const origin = options.siteOrigin ?? (homeCanonical ? new URL(homeCanonical).origin : undefined)

  /** What is wrong with an internal reference `raw` made from the page at `route`, or null. */
  const problemOf = (raw: string, route: string): string | null => {
    let url: URL
    try {
      url = new URL(raw, `https://internal.invalid${route}`)
    } catch {
      return 'not a valid URL'
    }
    const internal = url.host === 'internal.invalid' || (origin !== undefined && url.origin === origin)
    if (!internal) return null
    const target = fileFor(url.pathname)
    if (!target) return 'no such file in the build'
    const fragment = url.hash.slice(1)
    const targetPage = byFile.get(target)
    if (fragment && targetPage && !targetPage.ids.has(decodeURIComponent(fragment)))
      return `${targetPage.route} has no element #${fragment}`
    return null
  }
  // A reference from the site's root ("/services", "/assets/...") means the same on every page, and most
  // pages make the same ones (navigation, footer, images): each is resolved once, 9 in 10 of them at 1000
  // extra posts.
  const fromRoot = new Map<string, string | null>()

  const checkRef = (page: BuiltPage, ref: string, what: string) => {
    const raw = ref.trim()
    if (raw === '' || raw === '#' || EXTERNAL_SCHEME.test(raw)) return
    if (raw.startsWith('#')) {
      if (!page.ids.has(decodeURIComponent(raw.slice(1))))
        offenders.push({ route: page.route, problem: `${what} ${raw}: no element with that id` })
      return
    }
    let problem: string | null
    if (raw.startsWith('/') && !raw.startsWith('//')) {
      problem = fromRoot.get(raw) ?? null
      if (!fromRoot.has(raw)) fromRoot.set(raw, (problem = problemOf(raw, '/')))
    } else problem = problemOf(raw, page.route)
    if (problem) offenders.push({ route: page.route, problem: `${what} ${raw}: ${problem}` })
  }

  const only = options.only && new Set(options.only.map((f) => path.resolve(f)))
  for (const page of only ? pages.filter((p) => only.has(p.file)) : pages) {
    for (const ref of page.links) checkRef(page, ref, 'link')
    if (page.redirect) continue
    const missing = (problem: string) => offenders.push({ route: page.route, problem })
    if (!page.title) missing('missing <title>')
    if (!page.description) missing('missing meta description')
    if (!page.canonical) missing('missing canonical link')
    else if (!/^https?:\/\//.test(page.canonical)) missing(`canonical ${page.canonical} is not an absolute URL`)
    if (!page.ogImage) missing('missing og:image')
    else checkRef(page, page.ogImage, 'og:image')
    if (!page.lang) missing('missing <html lang>')
    if (page.h1Count !== 1) missing(`has ${page.h1Count} <h1> elements, expected exactly one`)
    for (const block of page.jsonLd) {
      try {
        JSON.parse(block)
      } catch {
        missing('a JSON-LD block is not valid JSON')
      }
    }
  }

  const indexable = pages.filter(isIndexable)
  for (const key of ['title', 'canonical'] as const) {
    const seen = new Map<string, string>()
    for (const page of indexable) {
      const value = page[key]
      if (!value) continue
      const first = seen.get(value)
      if (first) offenders.push({ route: page.route, problem: `duplicate ${key} "${value}" (also on ${first})` })
      else seen.set(value, page.route)
    }
  }
  return offenders
}

/** One line per offender, for the CLI and build errors. */
export function formatOffenders(offenders: Offender[]): string {
  return offenders.map((o) => `  ${o.route}: ${o.problem}`).join('\n')
}
