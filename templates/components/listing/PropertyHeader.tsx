import type { ListingPublication } from '@content/listings/publication.ts'
import type { Agent } from '@content/listings/store.ts'

/**
 * The box a brokerage logo is drawn in, whatever its shape (4:1 or 1:4): the image keeps its proportions within
 * it (`object-fit: contain` in styles/listing.css), and the box never changes size as the logo loads.
 */
const LOGO_BOX = { width: 128, height: 40 }

/**
 * The property website's own light header, the agent's rather than the studio's: the brokerage logo, the
 * agent's headshot, name and brokerage, and links to call, e-mail or ask about the listing. It wraps within a
 * 320 px screen whatever the logo's proportions (bounded in height and width, `object-fit: contain`).
 */
export function PropertyHeader({
  agent,
  images,
  ask,
}: {
  agent: Agent
  images: ListingPublication['agentImages']
  /** The page has the question form (not once sold). */
  ask: boolean
}) {
  const tel = `tel:${agent.phone.replace(/[^\d+]/g, '')}`
  return (
    <header className="property-header">
      <div className="container property-header-inner">
        {images.logo && <img src={images.logo.url} alt={agent.brokerage} {...LOGO_BOX} className="property-logo" />}
        <div className="property-agent">
          {images.headshot && (
            <img src={images.headshot.url} alt="" width={48} height={48} className="property-headshot" />
          )}
          <p className="property-agent-text">
            <span className="property-agent-name">{agent.name}</span>
            <span className="property-agent-brokerage">{agent.brokerage}</span>
          </p>
        </div>
        <nav className="property-contact" aria-label="Contact the listing agent">
          <a className="btn btn-sm btn-outline-primary" href={tel}>
            {agent.phone}
          </a>
          <a className="btn btn-sm btn-outline-primary" href={`mailto:${agent.email}`}>
            E-mail
          </a>
          {ask && (
            <a className="btn btn-sm btn-primary" href="#listing-contact-heading">
              Ask a question
            </a>
          )}
        </nav>
      </div>
    </header>
  )
}
