import type { PageContextServer } from 'vike/types'
import type { ListingPublication } from '@content/listings/publication.ts'

/**
 * The publication a listing page is rendered from. Listing pages are never prerendered by a build: the
 * publisher renders them one listing at a time (publisher/listings/), handing the publication to Vike's
 * `renderPage()` as `pageContext.listingPublication`; a request without one is not a listing page.
 */
export function listingPublicationOf(pageContext: PageContextServer, param: string): ListingPublication {
  const publication = pageContext.listingPublication
  if (!publication) throw new Error(`${pageContext.urlPathname}: no listing "${param}" is being published`)
  return publication
}
