import { link, mkdtemp, readdir, readFile, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BuiltPage, GeneratorConfig } from '../../generator/index.ts'
import { readSitemap, sitemap, sitemapXml, type SitemapEntry } from '../../generator/steps/sitemap.ts'
import { writeListingEntries } from './listingSitemap.ts'

const origin = 'https://example.test'
const page = (route: string, fields: Partial<BuiltPage> = {}) => ({ route, canonical: '', ...fields }) as BuiltPage
const listingEntry = (slug: string, lastmod: string): SitemapEntry => ({ loc: `${origin}/listings/${slug}/`, lastmod })

describe("a release's listing entries in sitemap.xml", () => {
  it('adds, updates and removes listings over the full build sitemap, written by the sitemap step', async () => {
    const clientDir = await mkdtemp(path.join(os.tmpdir(), 'listing-sitemap-'))
    const pages = [
      page('/'),
      page('/about'),
      page('/blog/rates-&-fees', { lastmod: '2026-03-04T12:00:00.000Z' }),
      page('/private', { noindex: true }),
    ]
    const config = { public: { siteOrigin: origin } } as GeneratorConfig
    await sitemap.run({ clientDir, config, log: () => {}, pages })
    const file = path.join(clientDir, 'sitemap.xml')
    const built = await readFile(file, 'utf8')
    const site = await readSitemap(clientDir)
    expect(site.map((entry) => entry.loc)).toEqual([`${origin}/`, `${origin}/about`, `${origin}/blog/rates-&-fees`])
    expect(site[2]!.lastmod).toBe('2026-03-04')
    // The live release's sitemap, which the release being built has as a hard link.
    const liveDir = await mkdtemp(path.join(os.tmpdir(), 'listing-sitemap-live-'))
    await link(file, path.join(liveDir, 'sitemap.xml'))
    const sitemapIs = async (entries: SitemapEntry[]) =>
      expect(await readFile(file, 'utf8')).toBe(sitemapXml([...site, ...entries]))

    // Added: after the site's entries, as the step writes an entry.
    const maple = listingEntry('12-maple-ave-toronto', '2026-11-01T10:00:00.000Z')
    await writeListingEntries(clientDir, origin, [maple])
    await sitemapIs([maple])
    expect(await readFile(file, 'utf8')).toContain(
      `<loc>${origin}/listings/12-maple-ave-toronto/</loc>\n    <lastmod>2026-11-01</lastmod>`,
    )
    expect(await readFile(path.join(liveDir, 'sitemap.xml'), 'utf8')).toBe(built)
    expect((await stat(file)).ino).not.toBe((await stat(path.join(liveDir, 'sitemap.xml'))).ino)

    // A second listing, then the first one updated: one entry each, the new date.
    const oak = listingEntry('3-oak-st-toronto', '2026-11-02T09:00:00.000Z')
    await writeListingEntries(clientDir, origin, [maple, oak])
    const mapleLater = { ...maple, lastmod: '2026-11-20T08:00:00.000Z' }
    await writeListingEntries(clientDir, origin, [mapleLater, oak])
    await sitemapIs([mapleLater, oak])
    expect((await readFile(file, 'utf8')).match(/12-maple-ave-toronto/g)).toHaveLength(1)

    // Removed: the other listing stays; with none left, the full build's sitemap byte for byte.
    await writeListingEntries(clientDir, origin, [oak])
    await sitemapIs([oak])
    await writeListingEntries(clientDir, origin, [])
    expect(await readFile(file, 'utf8')).toBe(built)
    // No temp file left beside it.
    expect((await readdir(clientDir)).sort()).toEqual(['robots.txt', 'sitemap.xml'])
  })
})
