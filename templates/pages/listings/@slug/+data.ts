// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { listingPublicationOf } from '../../../components/listing/listingData.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** The branded property website's listing, as the publisher hands it over. */
export function data(pageContext: PageContextServer) {
  const publication = listingPublicationOf(pageContext, pageContext.routeParams.slug ?? '')
  if (publication.branded === 'removed') throw new Error(`${pageContext.urlPathname}: the branded page was taken down`)
  return { publication }
}
