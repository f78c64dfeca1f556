import type { PublishedFile } from '@content/listings/prepared.ts'
import type { Agent } from '@content/listings/store.ts'

/** The listing agent: headshot, name, brokerage (with its logo), phone and e-mail links. */
export function AgentCard({
  agent,
  images,
}: {
  agent: Agent
  images: { headshot: PublishedFile | null; logo: PublishedFile | null }
}) {
  const tel = `tel:${agent.phone.replace(/[^\d+]/g, '')}`
  return (
    <section className="listing-agent card" aria-labelledby="listing-agent-heading">
      <div className="card-body d-flex gap-3 align-items-center">
        {images.headshot && (
          <img
            src={images.headshot.url}
            alt={`${agent.name}, listing agent`}
            width={96}
            height={96}
            loading="lazy"
            className="listing-agent-photo"
          />
        )}
        <div>
          <h2 id="listing-agent-heading" className="h5 mb-1">
            {agent.name}
          </h2>
          <p className="mb-1">{agent.brokerage}</p>
          <p className="mb-0">
            <a href={tel}>{agent.phone}</a>
            <br />
            <a href={`mailto:${agent.email}`}>{agent.email}</a>
          </p>
        </div>
        {images.logo && (
          <img
            src={images.logo.url}
            alt={agent.brokerage}
            width={160}
            height={80}
            loading="lazy"
            className="listing-agent-logo ms-auto"
          />
        )}
      </div>
    </section>
  )
}
