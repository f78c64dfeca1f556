/**
 * The listings' entries of sitemap.xml: the branded page of each live listing (not a sold one kept with its
 * band, nor the unbranded tour or the delivery page, which are `noindex`). A release's sitemap is the full
 * build's with the `/listings/` entries replaced by the live ones.
 */
import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

export type SitemapEntry = { loc: string; lastmod: string }

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** `xml` with its entries under `<origin>/listings/` replaced by `entries`. */
export function withListingEntries(xml: string, origin: string, entries: readonly SitemapEntry[]): string {
  const prefix = `<loc>${escapeXml(`${origin}/listings/`)}`
  const kept = xml.replace(/\s*<url>[\s\S]*?<\/url>/g, (block) => (block.includes(prefix) ? '' : block))
  const added = entries
    .map(
      (e) =>
        `\n  <url>\n    <loc>${escapeXml(e.loc)}</loc>\n    <lastmod>${e.lastmod.slice(0, 10)}</lastmod>\n  </url>`,
    )
    .join('')
  if (!kept.includes('</urlset>')) throw new Error('sitemap.xml has no </urlset>')
  return kept.replace(/\s*<\/urlset>/, `${added}\n</urlset>`)
}

/** Rewrites `<clientDir>/sitemap.xml` (a new file: the old one may be hard-linked to a live release). */
export async function writeListingEntries(clientDir: string, origin: string, entries: readonly SitemapEntry[]) {
  const file = path.join(clientDir, 'sitemap.xml')
  const xml = await readFile(file, 'utf8')
  const next = withListingEntries(xml, origin, entries)
  if (next === xml) return
  await writeFile(`${file}.tmp`, next)
  await rename(`${file}.tmp`, file)
}
