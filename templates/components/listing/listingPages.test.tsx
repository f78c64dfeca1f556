import { renderToString } from 'react-dom/server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { PreparedListing } from '@content/listings/prepared.ts'
import type { ListingPublication } from '@content/listings/publication.ts'
import { siteConfig } from '@content/site-config.ts'
import { checkMlsCompliance, mlsProblems } from '../../../generator/checks/mlsCompliance.ts'
import { storedSampleAgent, storedSampleListing } from '../../../tests/support/sampleListing.ts'
import { BareLayout } from '../../layouts/BareLayout.tsx'
import { createRenderState, RenderContext } from '../renderContext.tsx'
import { DeliveryPage } from './DeliveryPage.tsx'
import { ListingPage } from './ListingPage.tsx'
import { qrSvg } from './qrSvg.ts'
import { residenceJsonLd } from './residenceJsonLd.ts'
import { TourPage } from './TourPage.tsx'

vi.stubGlobal('__PUBLIC_ENV__', { siteOrigin: 'https://www.example.com', ga4Id: '', plausibleDomain: '' })
// Unit test files share their worker (vitest.config.ts): the next file sees no __PUBLIC_ENV__ of this one.
afterAll(() => vi.unstubAllGlobals())

const file = (url: string, bytes = 1000) => ({ path: `/data${url}`, url, bytes })
const agent = storedSampleAgent

function publication(caption = 'Kitchen'): ListingPublication {
  const listing = storedSampleListing({ description: 'Bright corner lot.\n\nNew kitchen.' })
  const photo = (id: string, staged = false) => ({
    id,
    caption: id === 'p1' ? caption : '',
    staged,
    originalId: staged ? 'p1' : null,
    width: 3000,
    height: 2000,
    web: [480, 960, 1440, 1920].map((w) => ({ width: w, ...file(`/listing-media/${id}abcdef0123456-${w}w.webp`) })),
  })
  const download = (name: string) => ({ name, ...file(`/delivery/${listing.deliveryToken}/files/${name}`, 2_500_000) })
  const prepared: PreparedListing = {
    listingId: listing.id,
    photos: [photo('p1'), photo('p2', true)],
    films: [
      { id: 'f1', caption: 'Walkthrough', file: file('/listing-media/ffff000011112222.mp4'), link: null },
      {
        id: 'f2',
        caption: 'Drone film',
        file: null,
        link: { src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', provider: 'YouTube' },
      },
    ],
    tours: [
      {
        id: 't1',
        caption: '',
        src: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
        provider: 'Matterport',
        unbrandedSrc: 'https://my.matterport.com/show/?m=SxQL3iGyoDo&mls=2&brand=0',
      },
    ],
    floorPlans: [
      { id: 'fp1', caption: '', file: file('/listing-media/aaaa000011112222.webp'), format: 'image' },
      { id: 'fp2', caption: 'Main floor', file: file('/listing-media/bbbb000011112222.pdf'), format: 'pdf' },
    ],
    ogImage: file('/listing-media/p1abcdef0123456-og.jpg'),
    hero: {
      avif: [480, 960, 1440, 1920].map((w) => ({ width: w, ...file(`/listing-media/p1abcdef0123456-${w}w.avif`) })),
      portrait: {
        width: 1080,
        height: 1620,
        ...Object.fromEntries(
          ['avif', 'webp'].map((f) => [
            f,
            [480, 720, 1080].map((w) => ({ width: w, ...file(`/listing-media/p1abcdef0123456-p${w}w.${f}`) })),
          ]),
        ),
      } as NonNullable<PreparedListing['hero']>['portrait'],
    },
    downloads: {
      mls: {
        edge: 2048,
        files: [download('12-maple-ave-toronto-01.jpg'), download('12-maple-ave-toronto-02.jpg')],
        zip: download('12-maple-ave-toronto-mls.zip'),
      },
      print: {
        files: [download('12-maple-ave-toronto-01-print.jpg')],
        zip: download('12-maple-ave-toronto-print.zip'),
      },
      films: [download('12-maple-ave-toronto-film.mp4')],
      floorPlans: [download('12-maple-ave-toronto-floor-plan.pdf')],
    },
  }
  return { listing, agent, agentImages: { headshot: null, logo: null }, prepared, branded: 'live' }
}

const render = (node: React.ReactNode, bare = false) =>
  renderToString(
    <RenderContext.Provider value={createRenderState('/x/')}>
      {bare ? <BareLayout urlPathname="/x/">{node}</BareLayout> : node}
    </RenderContext.Provider>,
  )
const subject = {
  listing: '12 Maple Ave',
  names: [agent.name, agent.brokerage, siteConfig.name],
  phones: [agent.phone],
}

describe('listing page templates', () => {
  it('renders an unbranded tour that passes the MLS compliance check, staged photos labelled', async () => {
    const html = render(<TourPage publication={publication()} />, true)
    await expect(checkMlsCompliance(html, subject)).resolves.toBeUndefined()
    expect(html).toContain('Virtually staged')
    expect(html).toContain('&amp;mls=2&amp;brand=0')
    expect(html).not.toContain('youtube')
    expect(html).not.toContain('.pdf')
    expect(html).toContain('<video')
  })

  it('fails the check when the owner writes the agent phone into a caption', async () => {
    const html = render(<TourPage publication={publication('Call Dana on 416 555 0199')} />, true)
    await expect(checkMlsCompliance(html, subject)).rejects.toThrow(/has a phone number \("416 555 0199"\)/)
  })

  it('renders the branded website with the agent, the contact form, share links and facades', () => {
    const html = render(<ListingPage publication={publication()} />)
    expect(html).toContain('Dana Agent')
    expect(html).toContain('href="tel:+14165550199"')
    expect(html).toContain('action="/api/leads"')
    expect(html).toContain('data-island="MediaFacade"')
    expect(html).toContain('data-island="Gallery"')
    expect(html).toContain('data-island="ShareButtons"')
    expect(html).not.toContain('<iframe')
    expect(html).toContain('$1,250,000')
    // The branded page is everything the unbranded one must not be.
    const problems = mlsProblems(html, subject).map((p) => p.problem)
    expect(problems).toEqual(
      expect.arrayContaining(['names "Dana Agent"', 'is a form; the unbranded tour may have none']),
    )
    const sold = render(<ListingPage publication={{ ...publication(), branded: 'sold' }} />)
    expect(sold).toContain('listing-band')
    expect(sold).not.toContain('action="/api/leads"')
  })

  it("has the agent's own light header (logo bounded in a fixed box) and footer, not the studio's", () => {
    const withImages = publication()
    withImages.agentImages = {
      headshot: file('/listing-media/agent-headshot.jpg'),
      logo: file('/listing-media/agent-logo.webp'),
    }
    const html = render(<ListingPage publication={withImages} />)
    const header = html.match(/<header class="property-header">(.*?)<\/header>/)![1]!
    expect(header).toContain('Dana Agent')
    expect(header).toContain('Lakeside Realty')
    expect(header).toContain('href="tel:+14165550199"')
    expect(header).toContain(`href="mailto:${agent.email}"`)
    expect(header).toMatch(/<img src="\/listing-media\/agent-headshot.jpg" alt="" width="48" height="48"/)
    expect(header).toMatch(/<img src="\/listing-media\/agent-logo.webp" alt="Lakeside Realty" width="128" height="40"/)
    expect(header).toContain('href="#listing-contact-heading"')
    expect(html).toMatch(/<\/header><main id="main" tabindex="-1">/)
    expect(html).toMatch(/<footer class="property-footer">.*Media by <a href="\/">Northframe Media<\/a>/)
    expect(html).not.toContain('site-footer')
    expect(html).not.toContain('data-island="Navbar"')
    // Sold: no form, so nothing asks for a question.
    expect(render(<ListingPage publication={{ ...withImages, branded: 'sold' }} />)).not.toContain(
      'href="#listing-contact-heading"',
    )
  })

  it('names a captionless photo "Open photo N of M" with alt="" inside; a captioned one by its caption', () => {
    const html = render(<ListingPage publication={publication()} />)
    // p1 has the caption "Kitchen"; p2 has none (and is virtually staged).
    expect(html).not.toMatch(/12 Maple Ave[^"<]*, photo \d/)
    const buttons = [...html.matchAll(/<button type="button" class="gallery-item"([^>]*)>(.*?)<\/button>/g)]
    expect(buttons).toHaveLength(2)
    expect(buttons[0]![1]).not.toContain('aria-label')
    expect(buttons[0]![2]).toContain('Kitchen')
    expect(buttons[1]![1]).toContain('aria-label="Open photo 2 of 2, virtually staged"')
    expect(buttons[1]![2]).toMatch(/<img [^>]*alt=""/)
    // The gallery's props (read by the lightbox): the caption is the captioned photo's alt, the other's is empty.
    const props = JSON.parse(
      html
        .match(/data-island="Gallery"[^>]*data-props="([^"]*)"/)![1]!
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    ) as { items: { title: string; name?: string; image: { alt: string } }[] }
    expect(props.items.map((i) => [i.title, i.name, i.image.alt])).toEqual([
      ['Kitchen', undefined, 'Kitchen'],
      ['Photo 2 of 2', 'Open photo 2 of 2, virtually staged', ''],
    ])
  })

  it("asks the buyer's question in an island that posts to /api/leads with the listing, and thanks at #sent without JavaScript", () => {
    const html = render(<ListingPage publication={publication()} />)
    expect(html).toContain('data-island="ListingQuestion"')
    expect(html).toMatch(/<form method="post" action="\/api\/leads"/)
    expect(html).toContain(`name="listing" value="${storedSampleListing().id}"`)
    expect(html).toMatch(/<p id="sent" class="listing-sent-note listing-sent-target"/)
  })

  it('loads the hero alone eagerly at high priority on both pages; every other photo lazily', () => {
    for (const html of [
      render(<ListingPage publication={publication()} />),
      render(<TourPage publication={publication()} />, true),
    ]) {
      const imgs = html.match(/<img [^>]*>/g) ?? []
      expect(imgs.length).toBeGreaterThan(2)
      expect(imgs[0]).toMatch(/class="listing-hero-img"/)
      expect(imgs[0]).toMatch(/loading="eager"/)
      expect(imgs[0]).toMatch(/fetchPriority="high"/i)
      for (const img of imgs.slice(1)) {
        expect(img).toMatch(/loading="lazy"/)
        expect(img).not.toMatch(/fetchPriority/i)
      }
    }
  })

  it('serves the hero as AVIF first, and phones (under 768 px) its 2:3 crop up to 1080 px wide', () => {
    for (const html of [
      render(<ListingPage publication={publication()} />),
      render(<TourPage publication={publication()} />, true),
    ]) {
      const hero = html.match(/<header class="listing-hero"><picture>(.*?)<\/picture>/)![1]!
      const sources = [...hero.matchAll(/<source ([^>]*)\/>/g)].map(([, attrs]) =>
        Object.fromEntries([...attrs!.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
      )
      const p = '/listing-media/p1abcdef0123456'
      expect(sources).toEqual([
        {
          media: '(max-width: 767.98px)',
          type: 'image/avif',
          srcSet: `${p}-p480w.avif 480w, ${p}-p720w.avif 720w, ${p}-p1080w.avif 1080w`,
          sizes: '100vw',
        },
        {
          media: '(max-width: 767.98px)',
          type: 'image/webp',
          srcSet: `${p}-p480w.webp 480w, ${p}-p720w.webp 720w, ${p}-p1080w.webp 1080w`,
          sizes: '100vw',
        },
        {
          type: 'image/avif',
          srcSet: `${p}-480w.avif 480w, ${p}-960w.avif 960w, ${p}-1440w.avif 1440w, ${p}-1920w.avif 1920w`,
          sizes: '100vw',
        },
        {
          type: 'image/webp',
          srcSet: `${p}-480w.webp 480w, ${p}-960w.webp 960w, ${p}-1440w.webp 1440w, ${p}-1920w.webp 1920w`,
          sizes: '100vw',
        },
      ])
      // The fallback is the 960 px WebP, as before.
      expect(hero).toMatch(new RegExp(`<img src="${p}-960w.webp"`))
    }
    // A listing prepared before the hero copies: the WebP widths alone.
    const older = publication()
    delete older.prepared.hero
    expect(render(<ListingPage publication={older} />)).not.toContain('image/avif')
  })

  it('renders the delivery page with both links, a QR code and the downloads', async () => {
    const qrCode = await qrSvg('https://www.example.com/listings/12-maple-ave-toronto/')
    expect(qrCode).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    const html = render(<DeliveryPage publication={publication()} qrCode={qrCode} />, true)
    expect(html).toContain('https://www.example.com/listings/12-maple-ave-toronto/')
    expect(html).toContain(`https://www.example.com/tour/${'T'.repeat(16)}/`)
    expect(html).toContain('<svg')
    expect(html).toContain(`href="/delivery/${'D'.repeat(32)}/files/12-maple-ave-toronto-mls.zip"`)
    expect(html).toContain('12-maple-ave-toronto-floor-plan.pdf')
    // The payment banner and the previews come from the admin service at each visit.
    expect(html).toContain('data-island="DeliveryAccess"')
    expect(html).toMatch(new RegExp(`<img[^>]+src="/delivery/${'D'.repeat(32)}/previews/[^"]+\\.webp"`))
  })

  it('describes the residence for sale as structured data', () => {
    expect(residenceJsonLd(publication(), '/listings/12-maple-ave-toronto/')).toMatchObject({
      '@type': 'RealEstateListing',
      url: 'https://www.example.com/listings/12-maple-ave-toronto/',
      offers: { price: 1_250_000, priceCurrency: 'CAD' },
      about: {
        '@type': 'SingleFamilyResidence',
        numberOfBedrooms: 3,
        numberOfBathroomsTotal: 2.5,
        address: { postalCode: 'M4E 1A1' },
      },
    })
  })
})
