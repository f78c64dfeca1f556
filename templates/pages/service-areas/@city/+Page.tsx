import '../../../styles/pages.css'
import '../../../styles/areas.css'
import type { CSSProperties } from 'react'
import { CtaBand } from '../../../components/CtaBand.tsx'
import { Hero } from '../../../components/Hero.tsx'
import { Icon } from '../../../components/Icon.tsx'
import { Section } from '../../../components/Section.tsx'
import { ServiceGrid } from '../../../components/ServiceGrid.tsx'
import { Stars } from '../../../components/Stars.tsx'
import { useData } from '../../../components/renderContext.tsx'
import type { Data } from './+data.ts'
import { quoteHref } from '@content/leads/quoteHref.ts'

/** Reveal order of a card: areas.css staggers the animation by 0.1 s per step. */
const revealStep = (index: number) => ({ '--reveal-step': index }) as CSSProperties

/** One template for every service-area city (content/areas/{city}.ts). */
export function Page() {
  const { area } = useData<Data>()
  return (
    <>
      <Hero {...area.hero} />

      <section id="area-intro" className="section" aria-labelledby="area-intro-title">
        <div className="container area-intro">
          <h2 className="section-title" id="area-intro-title">
            {area.intro.title}
          </h2>
          {area.intro.paragraphs.map((p) => (
            <p className="lead-muted" key={p}>
              {p}
            </p>
          ))}
        </div>
      </section>

      <Section id="area-services" tone="alt" title={`Our Services in ${area.name}`} eyebrow="What we offer">
        <ServiceGrid cards={area.services} cardClassName="area-reveal" cardStyle={revealStep} />
      </Section>

      <Section id="area-stats" tone="dark" title={`${area.name} by the Numbers`} eyebrow="Our local record">
        <dl className="stat-row area-stats">
          {area.stats.map((s, i) => (
            <div className="stat-row-item area-reveal" key={s.label} style={revealStep(i)}>
              <dt>{s.label}</dt>
              <dd>
                {'stars' in s ? (
                  <Stars rating={s.stars} label={`Five stars: ${s.label}`} />
                ) : (
                  <strong>{s.number}</strong>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section
        id="neighbourhoods"
        title={`${area.name} Neighbourhoods We Serve`}
        eyebrow="Local coverage"
        intro={area.neighbourhoodNote}
      >
        <ul className="neighbourhood-grid">
          {area.neighbourhoods.map((n) => (
            <li key={n}>
              <Icon name="geo-alt" /> {n}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="area-highlights" tone="alt" title={`Why ${area.name} Agents Choose Us`} eyebrow="Why us">
        <div className="row g-4">
          {area.highlights.map((h, i) => (
            <div className="col-md-4" key={h.title}>
              <div className="info-card h-100 area-reveal" style={revealStep(i)}>
                <h3>{h.title}</h3>
                <p>{h.text}</p>
              </div>
            </div>
          ))}
        </div>
      </Section>

      <CtaBand
        title={area.closing.title}
        text={area.closing.text}
        actions={[
          { text: 'Get a Quote', href: quoteHref({ area: area.slug }), variant: 'primary' },
          { text: 'View Portfolio', href: '/portfolio', variant: 'secondary' },
        ]}
      />
    </>
  )
}
