import { listingUrls, type ListingPublication } from '@content/listings/publication.ts'
import { addressLine } from '@content/listings/store.ts'
import { PropertyViews } from '../../islands/PropertyViews.tsx'
import { ShareButtons } from '../../islands/ShareButtons.tsx'
import { Island } from '../Island.tsx'
import { absoluteUrl } from '../seo.ts'
import { ListingContactForm } from './ListingContactForm.tsx'
import { ListingMedia } from './ListingMedia.tsx'
import { ListingHero, ListingOverview, useListingHero } from './ListingOverview.tsx'
import { PropertyFooter } from './PropertyFooter.tsx'
import { PropertyHeader } from './PropertyHeader.tsx'
import '../../styles/bootstrap-forms.scss'
import '../../styles/bootstrap-parts/alert.scss'
import '../../styles/listing.css'

/**
 * The branded property website `/listings/<slug>/`, the agent's page (`shell: 'own'`: none of the studio's
 * navigation): its own light header with the agent and the brokerage, the hero photo (with a "Sold" band once
 * sold, when the owner keeps the page), facts, description, the gallery with the site's lightbox, film, 3D
 * tour and floor plan, a question form for the agent, share links, and a small footer with the studio's credit.
 * Each view in a browser is counted (the `PropertyViews` island's beacon to the admin service).
 */
export function ListingPage({ publication }: { publication: ListingPublication }) {
  const { listing, prepared, agent, agentImages } = publication
  const place = addressLine(listing.address)
  const sold = publication.branded === 'sold'
  const { hero, poster } = useListingHero(prepared)
  return (
    <>
      <PropertyHeader agent={agent} images={agentImages} ask={!sold} />
      <main id="main" tabIndex={-1}>
        <article className="listing">
          <ListingHero hero={hero} sold={sold} />
          <div className="container listing-body">
            <ListingOverview listing={listing} prepared={prepared} place={place} />
            <ListingMedia prepared={prepared} place={place} poster={poster} mode="branded" />
            {!sold && <ListingContactForm listing={listing} place={place} />}
            {/* The share buttons are made for a dark band (the blog's hero): the same here, for their contrast. */}
            <div className="listing-share">
              <Island
                name="ShareButtons"
                component={ShareButtons}
                props={{ url: absoluteUrl(listingUrls(listing).brandedUrl), title: place, label: 'Share this listing' }}
              />
            </div>
          </div>
        </article>
      </main>
      <PropertyFooter />
      <Island name="PropertyViews" component={PropertyViews} props={{ listing: listing.id }} />
    </>
  )
}
