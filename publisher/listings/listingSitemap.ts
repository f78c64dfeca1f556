/**
 * The listings' entries of sitemap.xml: the branded page of each live listing (not a sold one kept with its
 * band, nor the unbranded tour or the delivery page, which are `noindex`). A release's sitemap is the full
 * build's with the `/listings/` entries replaced by the live ones, written by the sitemap step's own writer
 * (generator/steps/sitemap.ts).
 */
import { readSitemap, writeSitemap, type SitemapEntry } from '../../generator/index.ts'

/** Replaces the entries under `<origin>/listings/` of `<clientDir>/sitemap.xml` by `entries`. */
export async function writeListingEntries(clientDir: string, origin: string, entries: readonly SitemapEntry[]) {
  const prefix = `${origin}/listings/`
  const before = await readSitemap(clientDir)
  const next = [...before.filter((entry) => !entry.loc.startsWith(prefix)), ...entries]
  const same = (a: SitemapEntry, b: SitemapEntry | undefined) =>
    a.loc === b?.loc && a.lastmod.slice(0, 10) === b.lastmod
  if (next.length === before.length && next.every((entry, i) => same(entry, before[i]))) return
  await writeSitemap(clientDir, next)
}
