import '../../styles/pages.css'
import { downloads } from '@content/downloads/downloads.ts'
import { Hero } from '../../components/Hero.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Section } from '../../components/Section.tsx'

export function Page() {
  return (
    <>
      <Hero {...downloads.hero} />

      <Section id="resources" title="Templates & Guides" eyebrow="Resources" intro={downloads.intro}>
        <div className="row g-4">
          {downloads.groups.map((g) => (
            <div className="col-lg-4" key={g.title}>
              <section className="info-card h-100" aria-labelledby={`group-${g.icon}`}>
                <span className="service-icon">
                  <Icon name={g.icon} />
                </span>
                <h2 className="h4" id={`group-${g.icon}`}>
                  {g.title}
                </h2>
                <p>{g.description}</p>
                <ul className="resource-list">
                  {g.items.map((item) => (
                    <li key={item.title}>
                      <strong>{item.title}</strong> <span className="badge-soft">{item.format}</span>
                      <span className="d-block small-muted">{item.description}</span>
                    </li>
                  ))}
                </ul>
                <a className="btn btn-outline-primary mt-auto" href="/contact">
                  Available on request <Icon name="arrow-right" />
                </a>
              </section>
            </div>
          ))}
        </div>
      </Section>

      <section id="newsletter" className="cta-band" aria-labelledby="newsletter-title">
        <div className="container">
          <h2 className="section-title" id="newsletter-title">
            {downloads.newsletter.title}
          </h2>
          <p>{downloads.newsletter.text}</p>
          <div className="hero-actions">
            <a className="btn btn-light btn-lg" href="/contact">
              Subscribe via Contact
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
