import '../../../styles/pages.css'
import { areas } from '@content/areas/index.ts'
import { serviceAreasOverview } from '@content/areas/overview.ts'
import { CtaBand } from '../../../components/CtaBand.tsx'
import { Hero } from '../../../components/Hero.tsx'
import { Icon } from '../../../components/Icon.tsx'
import { LinkCard } from '../../../components/LinkCard.tsx'
import { Section } from '../../../components/Section.tsx'

/** Neighbourhoods named on each card: enough to place the city, the rest are on its page. */
const NEIGHBOURHOODS_SHOWN = 4

/** /service-areas: the ten cities, what sets each apart, and a link to each city's page. */
export function Page() {
  return (
    <>
      <Hero {...serviceAreasOverview.hero} />
      <Section id="cities" title="Where We Shoot" eyebrow="Service areas" intro={serviceAreasOverview.intro}>
        <ul className="row g-4 list-unstyled">
          {areas.map((area) => (
            <li className="col-md-6 col-lg-4" key={area.slug}>
              <LinkCard
                href={`/service-areas/${area.slug}`}
                title={area.name}
                text={area.hero.description}
                more={`${area.name} media`}
                top={<span className="badge-soft">{area.hero.subtitle}</span>}
              >
                <span className="meta-line">
                  <Icon name="geo-alt" /> {area.neighbourhoods.slice(0, NEIGHBOURHOODS_SHOWN).join(' · ')}
                </span>
              </LinkCard>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title="Outside These Cities?"
        text="We travel across Ontario for estates, developments and commercial projects. Ask us about your property."
        actions={[
          { text: 'Contact Us', href: '/contact', variant: 'primary' },
          { text: 'Our Services', href: '/services', variant: 'secondary' },
        ]}
      />
    </>
  )
}
