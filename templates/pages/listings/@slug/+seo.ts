import type { Thing, WithContext } from 'schema-dts'
import { listingUrls } from '@content/listings/publication.ts'
import { addressLine } from '@content/listings/store.ts'
import { residenceJsonLd } from '../../../components/listing/residenceJsonLd.ts'
import type { SeoInput } from '../../../components/seo.ts'
import type { Data } from './+data.ts'

export const seo: SeoInput = (pageContext) => {
  const { publication } = pageContext.data as Data
  const { listing, prepared } = publication
  const place = addressLine(listing.address)
  const path = listingUrls(listing).brandedUrl
  const facts = [
    listing.bedrooms !== null && `${listing.bedrooms} bedrooms`,
    listing.bathrooms !== null && `${listing.bathrooms} bathrooms`,
    listing.sizeSqFt !== null && `${listing.sizeSqFt.toLocaleString('en-CA')} sq ft`,
  ].filter(Boolean)
  const sold = publication.branded === 'sold'
  return {
    title: `${sold ? 'Sold: ' : ''}${place}`,
    description: `${facts.join(', ')}. ${listing.description}`.replace(/\s+/g, ' ').slice(0, 300),
    shareImageUrl: prepared.ogImage?.url,
    canonicalPath: path,
    // A sold listing's page stays for those who have its address, out of search engines' indexes.
    noindex: sold,
    // schema-dts types '@type' as literals, which the builder's object widens to strings.
    jsonLd: [residenceJsonLd(publication, path) as WithContext<Thing>],
  }
}
