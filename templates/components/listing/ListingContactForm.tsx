import type { Listing } from '@content/listings/store.ts'
import { ListingQuestion } from '../../islands/ListingQuestion.tsx'
import { Island } from '../Island.tsx'

/**
 * A buyer's question about the listing, for its agent (the studio keeps it in its Leads inbox): the
 * `ListingQuestion` island, which posts to the admin service's `/api/leads` with the listing's id. A form sent
 * without JavaScript comes back to this page at `#sent`, which shows the thank-you note above the form.
 */
export function ListingContactForm({ listing, place }: { listing: Listing; place: string }) {
  return (
    <section className="listing-contact" aria-labelledby="listing-contact-heading">
      <h2 id="listing-contact-heading">Ask about {place}</h2>
      <p id="sent" className="listing-sent-note listing-sent-target" tabIndex={-1}>
        Thank you, your question was sent. The listing agent will reply to the e-mail address you gave.
      </p>
      <Island
        name="ListingQuestion"
        component={ListingQuestion}
        props={{ action: '/api/leads', listing: listing.id, place, privacyHref: '/privacy' }}
      />
    </section>
  )
}
