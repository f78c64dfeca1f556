import type { Listing } from '@content/listings/store.ts'

const price = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 })
const count = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 })

/** The listing's facts as a description list: price (when given), bedrooms, bathrooms, size. */
export function ListingFacts({ listing }: { listing: Listing }) {
  const facts: [string, string][] = [
    ...(listing.price === null ? [] : [['Price', price.format(listing.price)] as [string, string]]),
    ...(listing.bedrooms === null ? [] : [['Bedrooms', count.format(listing.bedrooms)] as [string, string]]),
    ...(listing.bathrooms === null ? [] : [['Bathrooms', count.format(listing.bathrooms)] as [string, string]]),
    ...(listing.sizeSqFt === null ? [] : [['Size', `${count.format(listing.sizeSqFt)} sq ft`] as [string, string]]),
  ]
  return (
    <dl className="listing-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The description's paragraphs (the owner separates them with blank lines). */
export function ListingDescription({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </>
  )
}
