import type { PageKey } from '@content/hero-ctas.ts'
import { servicesOverview } from '@content/services/overview.ts'
import { serviceCards } from '@content/services/cards.ts'
import { servicePages } from '@content/services/pages.ts'
import { CtaBand } from '../CtaBand.tsx'
import { Icon } from '../Icon.tsx'
import { Hero } from '../Hero.tsx'
import { Section } from '../Section.tsx'
import { ServiceGrid } from '../ServiceGrid.tsx'
import '../../styles/services.css'

/** /services and /services/all (spec: Services overview): hero, a card per service, call to action. */
export function ServicesOverview({ pageKey }: { pageKey: Extract<PageKey, 'services' | 'allServices'> }) {
  const { hero, intro, stats, cta } = servicesOverview
  return (
    <>
      <Hero {...hero} pageKey={pageKey} />
      <Section id="services" title={intro.title} eyebrow={intro.eyebrow} intro={intro.text}>
        <ServiceGrid cards={serviceCards} perRow={3} />
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
      {pageKey === 'allServices' && <ServiceCatalogue />}
      <CtaBand {...cta} />
    </>
  )
}

/** /services/all only: every service with its packages, so visitors can compare before choosing a page. */
function ServiceCatalogue() {
  return (
    <Section
      id="catalogue"
      tone="alt"
      title="Every Service and Package"
      eyebrow="At a glance"
      intro="Compare what each service includes, then open its page for details, pricing and FAQs."
    >
      <div className="row g-4">
        {servicePages.map((page) => {
          const card = serviceCards.find((c) => c.href === `/services/${page.slug}`)!
          return (
            <article className="col-lg-6" key={page.slug} aria-labelledby={`catalogue-${page.slug}`}>
              <div className="package-card">
                <span className="service-icon">
                  <Icon name={card.icon} />
                </span>
                <h3 id={`catalogue-${page.slug}`}>{card.title}</h3>
                <p>{page.hero.description}</p>
                <ul className="feature-list">
                  {page.packages.items.map((p) => (
                    <li key={p.title}>
                      <Icon name="check-circle-fill" />{' '}
                      <span>
                        <strong>{p.title}</strong>
                        {p.price && ` \u2014 ${p.price}`}
                      </span>
                    </li>
                  ))}
                </ul>
                <a className="btn btn-outline-primary mt-auto align-self-start" href={`/services/${page.slug}`}>
                  View {card.title}
                </a>
              </div>
            </article>
          )
        })}
      </div>
    </Section>
  )
}
