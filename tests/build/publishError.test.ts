import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { SWRConfig } from 'swr'
import { describe, expect, it } from 'vitest'
import { PUBLISH_STATUS_KEY } from '../../admin-service/web/src/keys.ts'
import { PublishStatus } from '../../admin-service/web/src/PublishStatus.tsx'
import { listingUrls } from '../../content/listings/publication.ts'
import { BuildProcessError } from '../../generator/messages.ts'
import { readLedger, writeLedger } from '../../publisher/listings/listingLedger.ts'
import { preparedListing } from '../support/listingFixture.ts'
import { testApp } from '../support/testApp.ts'
import { releasesOverBuild } from './releasesOverBuild.ts'

describe('a page that throws during a publish', () => {
  it('fails the publish with its route and cause, shown on /admin', async () => {
    const { publisher, setTitle } = await releasesOverBuild()
    // The first photograph without a title: the portfolio page's data hook throws while the warm renderer
    // (another process) renders /portfolio/photography.
    await setTitle('')
    const failure = await publisher.publishNow().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(BuildProcessError)
    const error = failure as BuildProcessError
    expect(error.name).toBe('RenderError')
    expect(error.route).toBe('/portfolio/photography')
    // The cause kept its own name and stack from the other process.
    const cause = error.cause as Error
    expect(cause.message).toMatch(/photographyPortfolio\[0\]\.title: is required/)
    expect(cause.stack).toMatch(/at parsePortfolio /)

    const { agent, signIn } = await testApp({ publisher, siteDir: () => publisher.siteDir })
    await signIn()
    const status = (await agent.get('/api/publish/status').expect(200)).body
    expect(status).toMatchObject({ state: 'failed', failure: 'build' })
    // The route, then the first line of the innermost cause.
    expect(status.lastError).toMatch(/^\/portfolio\/photography: ContentError: Invalid content in \S+portfolio\.json:$/)

    // What the admin page shows for that status.
    const html = renderToString(
      createElement(SWRConfig, { value: { fallback: { [PUBLISH_STATUS_KEY]: status } } }, createElement(PublishStatus)),
    )
    expect(html).toContain('Site publish failed')
    expect(html).toContain('/portfolio/photography: ')
    expect(html).toContain('ContentError: Invalid content in ')
  })

  it(
    'fails the publish with the route of a listing page that throws, shown on /admin',
    { timeout: 120_000 },
    async () => {
      const { publisher, setTitle } = await releasesOverBuild()
      await setTitle('Listing Error Loft')
      await publisher.publishNow()
      // A live listing whose delivery page cannot be rendered: its branded address is too long for the QR code
      // the delivery page's data hook draws. A site publish renders the live listings again over its base.
      const { publication } = await preparedListing(await mkdtemp(path.join(os.tmpdir(), 'listing-error-')))
      const listing = { ...publication.listing, slug: 'a'.repeat(3000) }
      const releaseDir = path.dirname(publisher.siteDir!)
      const ledger = await readLedger(releaseDir)
      ledger.listings[listing.id] = { publication: { ...publication, listing }, pages: [], files: [], downloads: [] }
      await writeLedger(releaseDir, ledger)

      await setTitle('Listing Error Loft Two')
      const failure = (await publisher.publishNow().catch((error: unknown) => error)) as BuildProcessError
      expect(failure).toBeInstanceOf(BuildProcessError)
      const { deliveryUrl } = listingUrls(listing)
      expect(failure.name).toBe('RenderError')
      expect(failure.route).toBe(deliveryUrl)

      const { agent, signIn } = await testApp({ publisher, siteDir: () => publisher.siteDir })
      await signIn()
      const status = (await agent.get('/api/publish/status').expect(200)).body
      expect(status).toMatchObject({ state: 'failed', failure: 'build' })
      expect(status.lastError).toBe(`${deliveryUrl}: The amount of data is too big to be stored in a QR Code`)
    },
  )
})
