import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rename, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { listingUrls } from '../../content/listings/publication.ts'
import { ListingSitePublisher } from '../../publisher/ListingSitePublisher.ts'
import { readLedger } from '../../publisher/listings/listingLedger.ts'
import { downloadFileOf } from '../../publisher/listings/listingOutput.ts'
import { preparedListing } from '../support/listingFixture.ts'
import { nuMessages } from '../support/nuChecker.ts'
import { releasesOverBuild } from './releasesOverBuild.ts'

const read = (dir: string, rel: string) => readFile(path.join(dir, rel), 'utf8')

/** The W3C Nu HTML checker's errors on `files` (as tests/build/html.test.ts runs it on the built pages). */
async function nuErrors(files: string[]): Promise<string[]> {
  const messages = await nuMessages(files)
  return messages.map((m) => `${m.url.replace(/^file:.*?\/client\//, '')}:${m.lastLine ?? ''} ${m.message}`)
}
const page = (route: string) => `${route.slice(1)}index.html`

describe("a listing's partial publish", () => {
  it(
    'puts the three pages and the files live together, keeps them through other publishes, and takes them down',
    { timeout: 240_000 },
    async () => {
      const { builder, publisher, setTitle } = await releasesOverBuild()
      await setTitle('Listing Test Loft')
      await publisher.publishNow()
      const siteBefore = publisher.siteDir!
      const listings = new ListingSitePublisher(publisher, builder)
      const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'listing-publish-'))
      const { listing, publication, publicationOf } = await preparedListing(mediaDir)
      const urls = listingUrls(listing)

      await listings.publish(publication)
      expect(builder.lastKind).toBe('partial')
      const site = publisher.siteDir!
      expect(site).not.toBe(siteBefore)
      const branded = await read(site, page(urls.brandedUrl))
      expect(branded).toContain('Dana Agent')
      expect(branded).toContain('data-island="Gallery"')
      expect(branded).toContain('<meta http-equiv="Content-Security-Policy"')
      const tour = await read(site, page(urls.unbrandedUrl))
      expect(tour).toContain('<meta name="robots" content="noindex">')
      expect(tour).not.toContain('Dana Agent')
      const delivery = await read(site, page(urls.deliveryUrl))
      expect(delivery).toContain('<meta name="robots" content="noindex">')
      // Every file the pages link is in the release, hard-linked from the prepared media (no second copy); the
      // downloads beside the public files, in its downloads/ folder, which the admin service answers.
      for (const file of publication.prepared.photos.flatMap((p) => p.web)) {
        const published = await stat(path.join(site, file.url))
        expect(published.ino).toBe((await stat(file.path)).ino)
      }
      for (const file of [publication.prepared.downloads.mls.zip, publication.prepared.downloads.print.zip]) {
        const published = await stat(downloadFileOf(path.dirname(site), file.url))
        expect(published.ino).toBe((await stat(file.path)).ino)
        expect(existsSync(path.join(site, file.url)), `${file.url} is not a public file`).toBe(false)
      }
      expect(delivery).toContain('data-island="DeliveryAccess"')
      const sitemap = await read(site, 'sitemap.xml')
      expect(sitemap).toContain(`/listings/${listing.slug}/</loc>`)
      expect(sitemap).not.toContain('/tour/')
      expect(sitemap).not.toContain('/delivery/')
      // Valid HTML, all three.
      const pageFiles = [urls.brandedUrl, urls.unbrandedUrl, urls.deliveryUrl].map((u) => path.join(site, page(u)))
      expect(await nuErrors(pageFiles)).toEqual([])
      // The release before has none of it: the switch made all of it live at once.
      expect(existsSync(path.join(siteBefore, page(urls.brandedUrl)))).toBe(false)

      // A caption edit: the listing alone is published again, over a copy of the live release.
      const edited = { ...listing, media: listing.media.map((m, i) => (i === 0 ? { ...m, caption: 'Sunlit den' } : m)) }
      await listings.publish(await publicationOf(edited))
      expect(await read(publisher.siteDir!, page(urls.brandedUrl))).toContain('Sunlit den')

      // A portfolio publish carries the listing over, re-rendered over the base; from a live release laid out as
      // before downloads had their own folder (in client/, listed among the files), it moves them out.
      const live = path.dirname(publisher.siteDir!)
      const oldLedger = JSON.parse(await readFile(path.join(live, 'listings.json'), 'utf8')) as {
        listings: Record<string, { files: string[]; downloads?: string[] }>
      }
      const entry = oldLedger.listings[listing.id]!
      for (const url of entry.downloads!) {
        await mkdir(path.dirname(path.join(live, 'client', url)), { recursive: true })
        await rename(downloadFileOf(live, url), path.join(live, 'client', url))
      }
      entry.files.push(...entry.downloads!)
      delete entry.downloads
      await writeFile(path.join(live, 'listings.json'), JSON.stringify(oldLedger))
      await setTitle('Listing Test Loft Two')
      await publisher.publishNow()
      const carried = publisher.siteDir!
      expect(await read(carried, 'portfolio/photography/index.html')).toContain('Listing Test Loft Two')
      expect(await read(carried, page(urls.brandedUrl))).toContain('Sunlit den')
      expect(existsSync(downloadFileOf(path.dirname(carried), publication.prepared.downloads.mls.zip.url))).toBe(true)
      expect(existsSync(path.join(carried, publication.prepared.downloads.mls.zip.url))).toBe(false)
      expect(await read(carried, 'sitemap.xml')).toContain(`/listings/${listing.slug}/</loc>`)

      // Sold, kept with its band: noindex and out of the sitemap, its contact form gone.
      await listings.publish(await publicationOf({ ...edited, status: 'sold', afterSale: 'keep' }))
      const kept = await read(publisher.siteDir!, page(urls.brandedUrl))
      expect(kept).toContain('listing-band')
      expect(kept).toContain('<meta name="robots" content="noindex">')
      expect(kept).not.toContain('action="/api/leads"')
      expect(await read(publisher.siteDir!, 'sitemap.xml')).not.toContain('/listings/')

      // Sold, and the owner takes the branded page down: it and its sitemap entry go, the tour stays.
      await listings.publish(await publicationOf({ ...edited, status: 'sold', afterSale: 'remove' }))
      const sold = publisher.siteDir!
      expect(existsSync(path.join(sold, page(urls.brandedUrl)))).toBe(false)
      expect(await read(sold, 'sitemap.xml')).not.toContain('/listings/')
      expect(existsSync(path.join(sold, page(urls.unbrandedUrl)))).toBe(true)
      const ledger = await readLedger(path.dirname(sold))
      expect(Object.keys(ledger.listings)).toEqual([listing.id])
    },
  )

  it(
    'fails a delivery whose unbranded tour names the agent, naming the listing and the element, and publishes nothing',
    { timeout: 120_000 },
    async () => {
      const { builder, publisher, setTitle } = await releasesOverBuild()
      await setTitle('Compliance Test Loft')
      await publisher.publishNow()
      const live = publisher.siteDir!
      const listings = new ListingSitePublisher(publisher, builder)
      const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'listing-publish-'))
      const { listing, publication } = await preparedListing(mediaDir, { caption: 'Call Dana on 416 555 0199' })
      await expect(listings.publish(publication)).rejects.toThrow(
        /The unbranded tour of 12 Maple Ave, Toronto, ON M4E 1A1 is not MLS-compliant:\n[\s\S]*- line \d+: <span class="gallery-title"> has a phone number \("416 555 0199"\)/,
      )
      expect(publisher.siteDir).toBe(live)
      expect(existsSync(path.join(live, page(listingUrls(listing).unbrandedUrl)))).toBe(false)
    },
  )
})
