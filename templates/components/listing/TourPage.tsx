import type { ListingPublication } from '@content/listings/publication.ts'
import { addressLine } from '@content/listings/store.ts'
import { ListingMedia } from './ListingMedia.tsx'
import { ListingHero, ListingOverview, useListingHero } from './ListingOverview.tsx'
import '../../styles/listing.css'

/**
 * The unbranded tour for the MLS `/tour/<tourId>/`: the same photos, facts, description, self-hosted film,
 * 3D tour (in its provider's unbranded mode) and floor plan image, and nothing that leads to the agent, the
 * brokerage or the company: no agent card, form, share buttons, links of any kind, logo or company name. It
 * is rendered in the bare shell (no navbar, no footer), `noindex`, and every delivery checks it
 * (generator/checks/mlsCompliance.ts). Virtually staged photos are labelled.
 */
export function TourPage({ publication }: { publication: Pick<ListingPublication, 'listing' | 'prepared'> }) {
  const { listing, prepared } = publication
  const place = addressLine(listing.address)
  const { hero, poster } = useListingHero(prepared)
  return (
    <article className="listing listing-unbranded">
      <ListingHero hero={hero} />
      <div className="container listing-body">
        <ListingOverview listing={listing} prepared={prepared} place={place} />
        <ListingMedia prepared={prepared} place={place} poster={poster} mode="unbranded" />
      </div>
    </article>
  )
}
