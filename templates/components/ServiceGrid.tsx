import type { CSSProperties } from 'react'
import type { ServiceCard } from '@content/schemas/common.ts'
import { Icon } from './Icon.tsx'
import { LinkCard } from './LinkCard.tsx'

/** Grid of service cards, each ending with "Learn more". */
export function ServiceGrid({
  cards,
  headingLevel = 3,
  cardClassName,
  cardStyle,
  perRow = 4,
}: {
  cards: ServiceCard[]
  /** Cards in a row on large screens: 3 for the nine services (three full rows), 4 for a city's four. */
  perRow?: 3 | 4
  headingLevel?: 2 | 3
  /** Extra classes and per-card style (e.g. a staggered reveal on service-area pages). */
  cardClassName?: string
  cardStyle?: (index: number) => CSSProperties
}) {
  return (
    <div className="row g-4">
      {cards.map((card, i) => (
        <div className={`col-sm-6 ${perRow === 3 ? 'col-lg-4' : 'col-lg-3'}`} key={card.href}>
          <LinkCard
            href={card.href}
            className={cardClassName}
            style={cardStyle?.(i)}
            title={card.title}
            text={card.description}
            more="Learn more"
            headingLevel={headingLevel}
            headingClassName=""
            top={
              <span className="service-icon">
                <Icon name={card.icon} />
              </span>
            }
          />
        </div>
      ))}
    </div>
  )
}
