import type { ListingPublication } from '@content/listings/publication.ts'
import { addressLine } from '@content/listings/store.ts'
import { Img } from '../Img.tsx'
import { useRenderState } from '../renderContext.tsx'
import { ListingDescription, ListingFacts } from './ListingFacts.tsx'
import { ListingGallery } from './ListingGallery.tsx'
import { photoImgData, photoText } from './listingImages.ts'
import { ListingMedia } from './ListingMedia.tsx'
import '../../styles/listing.css'

/**
 * The unbranded tour for the MLS `/tour/<tourId>/`: the same photos, facts, description, self-hosted film,
 * 3D tour (in its provider's unbranded mode) and floor plan image, and nothing that leads to the agent, the
 * brokerage or the company: no agent card, form, share buttons, links of any kind, logo or company name. It
 * is rendered in the bare shell (no navbar, no footer), `noindex`, and every delivery checks it
 * (generator/checks/mlsCompliance.ts). Virtually staged photos are labelled.
 */
export function TourPage({ publication }: { publication: Pick<ListingPublication, 'listing' | 'prepared'> }) {
  const state = useRenderState()
  const { listing, prepared } = publication
  const place = addressLine(listing.address)
  const hero = prepared.photos[0]
  const heroImg = hero && photoImgData(state, hero, photoText(hero, 0, place), '100vw')
  const poster = hero && {
    ...photoImgData(state, hero, '', '(min-width: 992px) 930px, 100vw'),
    loading: 'lazy' as const,
    fetchPriority: undefined,
  }
  return (
    <article className="listing listing-unbranded">
      <header className="listing-hero">{heroImg && <Img data={heroImg} className="listing-hero-img" />}</header>
      <div className="container listing-body">
        <h1>{place}</h1>
        <ListingFacts listing={listing} />
        <ListingDescription text={listing.description} />
        <section className="listing-section" aria-labelledby="listing-photos-heading">
          <h2 id="listing-photos-heading">Photos</h2>
          <ListingGallery photos={prepared.photos} place={place} />
        </section>
        <ListingMedia prepared={prepared} place={place} poster={poster} mode="unbranded" />
      </div>
    </article>
  )
}
