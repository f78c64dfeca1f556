import type { PageKey } from '@content/hero-ctas.ts'
import { servicesOverview } from '@content/services/overview.ts'
import { serviceCards } from '@content/services/cards.ts'
import { CtaBand } from '../CtaBand.tsx'
import { Hero } from '../Hero.tsx'
import { Section } from '../Section.tsx'
import { ServiceGrid } from '../ServiceGrid.tsx'
import '../../styles/services.css'

/** /services and /services/all (spec: Services overview): hero, eight service cards, call to action. */
export function ServicesOverview({ pageKey }: { pageKey: Extract<PageKey, 'services' | 'allServices'> }) {
  const { hero, intro, stats, cta } = servicesOverview
  return (
    <>
      <Hero {...hero} pageKey={pageKey} />
      <Section id="services" title={intro.title} eyebrow={intro.eyebrow} intro={intro.text}>
        <ServiceGrid cards={serviceCards} />
        <dl className="service-stats">
          {stats.map((s) => (
            <div key={s.label}>
              <dt className="visually-hidden">{s.label}</dt>
              <dd className="m-0">
                <strong>{s.number}</strong>
                <span>{s.label}</span>
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <CtaBand {...cta} />
    </>
  )
}
