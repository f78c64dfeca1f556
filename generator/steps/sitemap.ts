import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Parser } from 'htmlparser2'
import { atomicWrite } from '../../lib/atomicWrite.ts'
import { isIndexable, type BuiltPage } from '../builtPages.ts'
import type { BuildStep } from './BuildStep.ts'

/** One `<url>` of sitemap.xml: an absolute address and its last change (an ISO date or time; the day is kept). */
export type SitemapEntry = { loc: string; lastmod: string }

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** The sitemap entries: each indexable page once, under its canonical URL. */
export function sitemapEntries(pages: readonly BuiltPage[], siteOrigin: string, buildDate: Date): SitemapEntry[] {
  const seen = new Set<string>()
  const entries: SitemapEntry[] = []
  for (const page of pages.filter(isIndexable)) {
    const loc = page.canonical || new URL(page.route, `${siteOrigin}/`).href
    if (seen.has(loc) || !loc.startsWith(`${siteOrigin}/`)) continue
    seen.add(loc)
    entries.push({ loc, lastmod: page.lastmod ?? buildDate.toISOString() })
  }
  return entries
}

/** sitemap.xml of `entries`, in their order. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${lastmod.slice(0, 10)}</lastmod>\n  </url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** The entries of `<clientDir>/sitemap.xml`, in their order. */
export async function readSitemap(clientDir: string): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = []
  let field: keyof SitemapEntry | null = null
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'url') entries.push({ loc: '', lastmod: '' })
        else if (name === 'loc' || name === 'lastmod') field = name
      },
      ontext(text) {
        const entry = entries.at(-1)
        if (field && entry) entry[field] += text
      },
      onclosetag() {
        field = null
      },
    },
    { xmlMode: true, decodeEntities: true },
  )
  parser.end(await readFile(path.join(clientDir, 'sitemap.xml'), 'utf8'))
  return entries
}

/**
 * Writes `<clientDir>/sitemap.xml` as a new file (the old one may be a hard link into a live release), readable
 * as any other file of the site.
 */
export async function writeSitemap(clientDir: string, entries: readonly SitemapEntry[]): Promise<string> {
  const xml = sitemapXml(entries)
  await atomicWrite(path.join(clientDir, 'sitemap.xml'), xml, 0o666)
  return xml
}

export function robotsTxt(siteOrigin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteOrigin}/sitemap.xml\n`
}

/**
 * Writes sitemap.xml (every indexable page; lastmod from the dates the page states, such as a blog
 * post's article:published_time or BlogPosting dates, else the build date) and robots.txt.
 */
export const sitemap: BuildStep = {
  name: 'sitemap',
  async run({ clientDir, config, log, changedPages, pages }) {
    if (changedPages) return // a partial publish re-renders portfolio pages only: no new routes or posts
    const origin = config.public.siteOrigin
    const entries = sitemapEntries(pages, origin, new Date())
    await writeSitemap(clientDir, entries)
    await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(origin))
    log(`Sitemap: ${entries.length} URLs; robots.txt written`)
  },
}
