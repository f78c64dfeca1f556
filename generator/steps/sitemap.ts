import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isIndexable, type BuiltPage } from '../builtPages.ts'
import type { BuildStep } from './BuildStep.ts'

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** The sitemap entries: each indexable page once, under its canonical URL. */
export function sitemapXml(pages: BuiltPage[], siteOrigin: string, buildDate: Date): string {
  const seen = new Set<string>()
  const urls: string[] = []
  for (const page of pages.filter(isIndexable)) {
    const loc = page.canonical || new URL(page.route, `${siteOrigin}/`).href
    if (seen.has(loc) || !loc.startsWith(`${siteOrigin}/`)) continue
    seen.add(loc)
    const lastmod = (page.lastmod ?? buildDate.toISOString()).slice(0, 10)
    urls.push(`  <url>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`)
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
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
    const xml = sitemapXml(pages, origin, new Date())
    await writeFile(path.join(clientDir, 'sitemap.xml'), xml)
    await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(origin))
    log(`Sitemap: ${xml.split('<url>').length - 1} URLs; robots.txt written`)
  },
}
