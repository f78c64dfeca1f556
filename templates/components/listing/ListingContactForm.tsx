import { HONEYPOT_FIELD } from '@content/leads/schema.ts'
import type { Listing } from '@content/listings/store.ts'

/**
 * A question about the listing, for the owner's Leads inbox: a plain HTML form posting to the admin
 * service's `/api/leads` like the site's quote form, with the listing's id in the hidden `listing` field
 * that tags the lead (and, when the owner chose, forwards it to the agent).
 */
export function ListingContactForm({ listing, place }: { listing: Listing; place: string }) {
  return (
    <section className="listing-contact" aria-labelledby="listing-contact-heading">
      <h2 id="listing-contact-heading">Ask about {place}</h2>
      <form method="post" action="/api/leads" className="row g-3">
        <input type="hidden" name="listing" value={listing.id} />
        <div className="col-md-6">
          <label className="form-label" htmlFor="listing-name">
            Name
          </label>
          <input className="form-control" id="listing-name" name="name" autoComplete="name" required maxLength={100} />
        </div>
        <div className="col-md-6">
          <label className="form-label" htmlFor="listing-email">
            E-mail
          </label>
          <input
            className="form-control"
            id="listing-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
          />
        </div>
        <div className="col-md-6">
          <label className="form-label" htmlFor="listing-phone">
            Phone (optional)
          </label>
          <input
            className="form-control"
            id="listing-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={30}
          />
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor="listing-message">
            Message
          </label>
          <textarea
            className="form-control"
            id="listing-message"
            name="message"
            rows={4}
            maxLength={2000}
            defaultValue={`I would like to know more about ${place}.`}
          />
        </div>
        <div className="col-12 form-check ms-2">
          <input className="form-check-input" type="checkbox" id="listing-consent" name="consent" required />
          <label className="form-check-label" htmlFor="listing-consent">
            I agree that my request is kept to answer it, as the <a href="/privacy">privacy policy</a> says.
          </label>
        </div>
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor="listing-website">Leave this empty</label>
          <input id="listing-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        <div className="col-12">
          <button type="submit" className="btn btn-primary">
            Send
          </button>
        </div>
      </form>
    </section>
  )
}
