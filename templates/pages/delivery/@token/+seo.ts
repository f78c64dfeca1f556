import { addressLine } from '@content/listings/store.ts'
import type { SeoInput } from '../../../components/seo.ts'
import type { Data } from './+data.ts'

/** Bare head, noindex: the page is reached only from the agent's e-mail. */
export const seo: SeoInput = (pageContext) => {
  const { listing } = (pageContext.data as Data).publication
  const place = addressLine(listing.address)
  return {
    title: `Media for ${place}`,
    description: `Links, QR code and downloads of the photos, films and floor plans of ${place}.`,
    noindex: true,
  }
}
