import type { ListingPublication } from '@content/listings/publication.ts'
import { addressLine } from '@content/listings/store.ts'
import { absoluteUrl } from '../seo.ts'

/**
 * The branded page's structured data: a residence offered for sale (schema.org `SingleFamilyResidence` under a
 * `RealEstateListing`), with its address, rooms, floor size, photos and, when given, the asking price.
 */
export function residenceJsonLd({ listing, prepared }: ListingPublication, pagePath: string) {
  const a = listing.address
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: addressLine(a),
    url: absoluteUrl(pagePath),
    datePosted: (listing.deliveredAt ?? listing.updatedAt).slice(0, 10),
    image: prepared.photos.slice(0, 6).map((p) => absoluteUrl(p.web.at(-1)!.url)),
    ...(listing.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: listing.price,
            priceCurrency: 'CAD',
            availability: listing.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          },
        }),
    about: {
      '@type': 'SingleFamilyResidence',
      address: {
        '@type': 'PostalAddress',
        streetAddress: a.unit ? `${a.street}, Unit ${a.unit}` : a.street,
        addressLocality: a.city,
        addressRegion: a.region,
        ...(a.postalCode ? { postalCode: a.postalCode } : {}),
        addressCountry: 'CA',
      },
      ...(listing.bedrooms === null ? {} : { numberOfBedrooms: listing.bedrooms }),
      ...(listing.bathrooms === null ? {} : { numberOfBathroomsTotal: listing.bathrooms }),
      ...(listing.sizeSqFt === null
        ? {}
        : { floorSize: { '@type': 'QuantitativeValue', value: listing.sizeSqFt, unitCode: 'FTK' } }),
    },
  }
}
