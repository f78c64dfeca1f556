// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { listingPublicationOf } from '../../../components/listing/listingData.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** The unbranded tour's listing: only what the page shows (no agent), as the publisher hands it over. */
export function data(pageContext: PageContextServer) {
  const { listing, prepared } = listingPublicationOf(pageContext, pageContext.routeParams.id ?? '')
  return { publication: { listing, prepared } }
}
