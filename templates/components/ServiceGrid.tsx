import type { ServiceCard } from '@content/schemas/common.ts'
import { Icon } from './Icon.tsx'

/** Grid of service cards, each ending with "Learn more". */
export function ServiceGrid({ cards, headingLevel = 3 }: { cards: ServiceCard[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="row g-4">
      {cards.map((card) => (
        <div className="col-sm-6 col-lg-3" key={card.href}>
          <a className="card-link" href={card.href}>
            <div className="card-body-pad">
              <span className="service-icon">
                <Icon name={card.icon} />
              </span>
              <Heading>{card.title}</Heading>
              <p>{card.description}</p>
              <span className="card-more">
                Learn more <Icon name="arrow-right" />
              </span>
            </div>
          </a>
        </div>
      ))}
    </div>
  )
}
