import '../../styles/pages.css'
import { vendors } from '@content/vendors/vendors.ts'
import { Hero } from '../../components/Hero.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Section } from '../../components/Section.tsx'

export function Page() {
  return (
    <>
      <Hero {...vendors.hero} />

      <Section id="categories" title="Partner Categories" eyebrow="Directory" intro={vendors.intro}>
        <div className="row g-4">
          {vendors.categories.map((c) => (
            <div className="col-md-6 col-lg-3" key={c.title}>
              <article className="info-card h-100 vendor-card">
                <span className="service-icon">
                  <Icon name={c.icon} />
                </span>
                <h3>{c.title}</h3>
                <p className="partner-count">
                  <strong>{c.partners}</strong> partners
                </p>
                <p>{c.description}</p>
                <ul className="check-list small">
                  {c.examples.map((e) => (
                    <li key={e}>
                      <Icon name="check2" /> {e}
                    </li>
                  ))}
                </ul>
                <a className="card-more" href="/contact">
                  Request an introduction <Icon name="arrow-right" />
                </a>
              </article>
            </div>
          ))}
        </div>
      </Section>

      <Section
        id="become-a-partner"
        tone="alt"
        title={vendors.partner.title}
        eyebrow="Partnership"
        intro={vendors.partner.text}
      >
        <div className="row g-4">
          {vendors.partner.benefits.map((b) => (
            <div className="col-sm-6 col-lg-3" key={b.title}>
              <div className="info-card h-100">
                <span className="service-icon">
                  <Icon name={b.icon} />
                </span>
                <h3>{b.title}</h3>
                <p>{b.description}</p>
              </div>
            </div>
          ))}
        </div>
        <p className="text-center mt-5">
          <a className="btn btn-primary btn-lg" href="/contact">
            Apply to Become a Partner
          </a>
        </p>
      </Section>
    </>
  )
}
