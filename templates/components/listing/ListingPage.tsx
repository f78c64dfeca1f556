import type { ListingPublication } from '@content/listings/publication.ts'
import { listingUrls } from '@content/listings/publication.ts'
import { addressLine } from '@content/listings/store.ts'
import { ShareButtons } from '../../islands/ShareButtons.tsx'
import { Img } from '../Img.tsx'
import { Island } from '../Island.tsx'
import { useRenderState } from '../renderContext.tsx'
import { absoluteUrl } from '../seo.ts'
import { AgentCard } from './AgentCard.tsx'
import { ListingContactForm } from './ListingContactForm.tsx'
import { ListingDescription, ListingFacts } from './ListingFacts.tsx'
import { ListingGallery } from './ListingGallery.tsx'
import { photoImgData, photoText } from './listingImages.ts'
import { ListingMedia } from './ListingMedia.tsx'
import '../../styles/listing.css'

/**
 * The branded property website `/listings/<slug>/`: hero photo (with a "Sold" band once sold, when the owner
 * keeps the page), facts, description, the gallery with the site's lightbox, film, 3D tour and floor plan,
 * the agent's card, a contact form for the Leads inbox and share links. Rendered inside the site's layout.
 */
export function ListingPage({ publication }: { publication: ListingPublication }) {
  const state = useRenderState()
  const { listing, prepared, agent, agentImages } = publication
  const place = addressLine(listing.address)
  const sold = publication.branded === 'sold'
  const hero = prepared.photos[0]
  const heroImg = hero && photoImgData(state, hero, photoText(hero, 0, place), '100vw')
  const poster = hero && {
    ...photoImgData(state, hero, '', '(min-width: 992px) 930px, 100vw'),
    loading: 'lazy' as const,
    fetchPriority: undefined,
  }
  return (
    <article className="listing">
      <header className="listing-hero">
        {heroImg && <Img data={heroImg} className="listing-hero-img" />}
        {sold && <p className="listing-band">Sold</p>}
      </header>
      <div className="container listing-body">
        <h1>{place}</h1>
        <ListingFacts listing={listing} />
        <ListingDescription text={listing.description} />
        <section className="listing-section" aria-labelledby="listing-photos-heading">
          <h2 id="listing-photos-heading">Photos</h2>
          <ListingGallery photos={prepared.photos} place={place} />
        </section>
        <ListingMedia prepared={prepared} place={place} poster={poster} mode="branded" />
        <AgentCard agent={agent} images={agentImages} />
        {!sold && <ListingContactForm listing={listing} place={place} />}
        <Island
          name="ShareButtons"
          component={ShareButtons}
          props={{ url: absoluteUrl(listingUrls(listing).brandedUrl), title: place, label: 'Share this listing' }}
        />
      </div>
    </article>
  )
}
