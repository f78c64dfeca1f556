import { floorPlans, type PlanName } from '@content/plans/index.ts'
import { FloorPlan } from './FloorPlan.tsx'
import '../../styles/plans.css'

/** A plan item: which plan, and its caption. */
export interface PlanItem {
  plan: PlanName
  title: string
  description: string
  category?: string
  specs?: string
}

/** One drawn floor plan with its caption (server-rendered, no script). */
export function PlanFigure({ item, headingLevel = 3 }: { item: PlanItem; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <figure className="plan-figure" data-subject="plan">
      <div className="plan-sheet">
        <FloorPlan plan={floorPlans[item.plan]} />
      </div>
      <figcaption>
        {item.category && <span className="plan-category">{item.category}</span>}
        <Heading>{item.title}</Heading>
        <p>{item.description}</p>
        {item.specs && <p className="plan-specs">{item.specs}</p>}
      </figcaption>
    </figure>
  )
}

/** Featured plan items in a grid of one, two or three columns. */
export function PlanFigures({ items, columns }: { items: PlanItem[]; columns: 2 | 3 | 4 }) {
  return (
    <ul className="row g-4 list-unstyled">
      {items.map((item) => (
        <li className={`col-lg-${12 / columns}`} key={item.plan}>
          <PlanFigure item={item} />
        </li>
      ))}
    </ul>
  )
}
