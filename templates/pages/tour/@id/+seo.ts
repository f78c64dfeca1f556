import { addressLine } from '@content/listings/store.ts'
import type { SeoInput } from '../../../components/seo.ts'
import type { Data } from './+data.ts'

/** Bare head (noindex, no share cards): the address and the facts, nothing of the agent or the company. */
export const seo: SeoInput = (pageContext) => {
  const { listing } = (pageContext.data as Data).publication
  const place = addressLine(listing.address)
  return {
    title: place,
    description: `Photos, films, 3D tour and floor plans of ${place}.`,
    noindex: true,
  }
}
