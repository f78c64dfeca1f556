import type { PreparedListing } from '@content/listings/prepared.ts'
import type { Listing } from '@content/listings/store.ts'
import type { ImgData } from '../Img.tsx'
import { Img } from '../Img.tsx'
import { useRenderState } from '../renderContext.tsx'
import { ListingDescription, ListingFacts } from './ListingFacts.tsx'
import { ListingGallery } from './ListingGallery.tsx'
import { heroImgData, photoImgData, photoText } from './listingImages.ts'

/** The first photo twice: the page's hero (its LCP, eager at high priority) and the films' and tours' poster (lazy). */
export function useListingHero(prepared: PreparedListing): { hero?: ImgData; poster?: ImgData } {
  const state = useRenderState()
  const first = prepared.photos[0]
  if (!first) return {}
  return {
    hero: heroImgData(photoImgData(state, first, photoText(first), '100vw'), prepared.hero),
    poster: {
      ...photoImgData(state, first, '', '(min-width: 992px) 930px, 100vw'),
      loading: 'lazy',
      fetchPriority: undefined,
    },
  }
}

/** The hero photo (with the "Sold" band when `sold`), as the page's header. */
export function ListingHero({ hero, sold = false }: { hero?: ImgData; sold?: boolean }) {
  return (
    <header className="listing-hero">
      {hero && <Img data={hero} className="listing-hero-img" />}
      {sold && <p className="listing-band">Sold</p>}
    </header>
  )
}

/** What both property pages open with: the address, the facts, the description and the photos. */
export function ListingOverview({
  listing,
  prepared,
  place,
}: {
  listing: Listing
  prepared: PreparedListing
  place: string
}) {
  return (
    <>
      <h1>{place}</h1>
      <ListingFacts listing={listing} />
      <ListingDescription text={listing.description} />
      <section className="listing-section" aria-labelledby="listing-photos-heading">
        <h2 id="listing-photos-heading">Photos</h2>
        <ListingGallery photos={prepared.photos} place={place} />
      </section>
    </>
  )
}
