import type { PreparedListing } from '@content/listings/prepared.ts'
import { MediaFacade } from '../../islands/MediaFacade.tsx'
import type { ImgData } from '../Img.tsx'
import { Island } from '../Island.tsx'

type Mode = 'branded' | 'unbranded'

/**
 * The listing's films, 3D tours and floor plans. A self-hosted film is a `<video>` with the first photo as
 * its poster; a provider's film or tour waits behind a click-to-load facade, so no other host is reached
 * before the visitor asks. The unbranded tour frames a tour only in its provider's unbranded mode, and shows
 * neither provider films (their players link to the provider and its channels) nor floor plan PDFs (a link).
 */
export function ListingMedia({
  prepared,
  place,
  poster,
  mode,
}: {
  prepared: PreparedListing
  place: string
  poster?: ImgData
  mode: Mode
}) {
  const films = prepared.films.filter((f) => f.file || mode === 'branded')
  const tours = prepared.tours.flatMap((t) => {
    const src = mode === 'branded' ? t.src : t.unbrandedSrc
    return src ? [{ ...t, src }] : []
  })
  const plans = prepared.floorPlans.filter((p) => p.format === 'image' || mode === 'branded')
  return (
    <>
      {films.length > 0 && (
        <section className="listing-section" aria-labelledby="listing-film-heading">
          <h2 id="listing-film-heading">Film</h2>
          {films.map((film, i) =>
            film.file ? (
              <figure key={film.id}>
                <video className="listing-video" controls preload="none" poster={poster?.src} width={1280} height={720}>
                  <source src={film.file.url} type="video/mp4" />
                </video>
                {film.caption && <figcaption>{film.caption}</figcaption>}
              </figure>
            ) : (
              <Island
                key={film.id}
                name="MediaFacade"
                component={MediaFacade}
                props={{
                  src: film.link!.src,
                  title: film.caption || `Film of ${place}`,
                  action: films.length > 1 ? `Play film ${i + 1}` : 'Play the film',
                  provider: film.link!.provider,
                  ...(poster ? { poster } : {}),
                }}
              />
            ),
          )}
        </section>
      )}
      {tours.length > 0 && (
        <section className="listing-section" aria-labelledby="listing-tour-heading">
          <h2 id="listing-tour-heading">3D tour</h2>
          {tours.map((tour, i) => (
            <Island
              key={tour.id}
              name="MediaFacade"
              component={MediaFacade}
              props={{
                src: tour.src,
                title: tour.caption || `3D tour of ${place}`,
                action: tours.length > 1 ? `Load 3D tour ${i + 1}` : 'Load the 3D tour',
                provider: tour.provider,
                ...(poster ? { poster } : {}),
              }}
            />
          ))}
        </section>
      )}
      {plans.length > 0 && (
        <section className="listing-section" aria-labelledby="listing-plan-heading">
          <h2 id="listing-plan-heading">Floor plan</h2>
          {plans.map((plan, i) => (
            <figure key={plan.id}>
              {plan.format === 'image' ? (
                <img
                  src={plan.file.url}
                  alt={plan.caption || `Floor plan of ${place}${plans.length > 1 ? `, ${i + 1}` : ''}`}
                  loading="lazy"
                  className="img-fluid listing-plan"
                />
              ) : (
                <a href={plan.file.url} className="btn btn-outline-primary">
                  {plan.caption || 'Floor plan'} (PDF, {Math.max(1, Math.round(plan.file.bytes / 1024))} KB)
                </a>
              )}
            </figure>
          ))}
        </section>
      )}
    </>
  )
}
