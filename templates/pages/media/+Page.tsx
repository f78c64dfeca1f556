import '../../styles/pages.css'
import { media } from '@content/media/media.ts'
import { siteConfig } from '@content/site-config.ts'
import { Hero } from '../../components/Hero.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Section } from '../../components/Section.tsx'

export function Page() {
  return (
    <>
      <Hero {...media.hero} />

      <Section id="press-releases" title="Press Releases" eyebrow="Announcements">
        <div className="row g-4">
          {media.pressReleases.map((p) => (
            <div className="col-md-4" key={p.title}>
              <article className="info-card h-100">
                <span className="meta-line">
                  <Icon name="newspaper" /> {p.date}
                </span>
                <h3 className="mt-2">{p.title}</h3>
                <p>{p.summary}</p>
              </article>
            </div>
          ))}
        </div>
      </Section>

      <Section id="awards" tone="alt" title="Awards & Recognition" eyebrow="Awards">
        <ul className="award-list">
          {media.awards.map((a) => (
            <li key={a.title}>
              <span className="service-icon">
                <Icon name={a.icon} />
              </span>
              <div>
                <strong>{a.title}</strong>
                <span>
                  {a.issuer}, {a.year}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="coverage" title="Media Coverage" eyebrow="In the news">
        <div className="row g-4">
          {media.coverage.map((c) => (
            <div className="col-md-4" key={c.headline}>
              <article className="info-card h-100">
                <span className="meta-line">
                  <strong>{c.outlet}</strong>
                  <span>{c.date}</span>
                </span>
                <h3 className="mt-2">{c.headline}</h3>
                <p>{c.summary}</p>
              </article>
            </div>
          ))}
        </div>
      </Section>

      <section id="inquiries" className="cta-band" aria-labelledby="inquiries-title">
        <div className="container">
          <h2 className="section-title" id="inquiries-title">
            {media.inquiries.title}
          </h2>
          <p>{media.inquiries.text}</p>
          <p>{media.inquiries.responseNote}</p>
          <div className="hero-actions">
            <a className="btn btn-light btn-lg" href={`mailto:${siteConfig.email}?subject=Media%20inquiry`}>
              <Icon name="envelope" /> {siteConfig.email}
            </a>
            <a className="btn btn-outline-light btn-lg" href="/contact">
              Contact Us
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
