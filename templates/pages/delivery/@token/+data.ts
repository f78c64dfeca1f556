// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { listingUrls } from '@content/listings/publication.ts'
import { listingPublicationOf } from '../../../components/listing/listingData.ts'
import { qrSvg } from '../../../components/listing/qrSvg.ts'
import { absoluteUrl } from '../../../components/seo.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** The delivery page's listing and the QR code of its branded website. */
export async function data(pageContext: PageContextServer) {
  const publication = listingPublicationOf(pageContext, pageContext.routeParams.token ?? '')
  return { publication, qrCode: await qrSvg(absoluteUrl(listingUrls(publication.listing).brandedUrl)) }
}
