import '../../styles/pages.css'
import { about } from '@content/about/about.ts'
import { CtaBand } from '../../components/CtaBand.tsx'
import { Avatar } from '../../components/Avatar.tsx'
import { Hero } from '../../components/Hero.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Photo } from '../../components/Img.tsx'
import { Section } from '../../components/Section.tsx'
import { StatRow } from '../../components/pages/StatRow.tsx'

export function Page() {
  return (
    <>
      <Hero {...about.hero} pageKey="about" />

      <section id="who-we-are" className="section" aria-labelledby="who-we-are-title">
        <div className="container">
          <div className="row g-5 align-items-center">
            <div className="col-lg-6">
              <p className="eyebrow">Our story</p>
              <h2 className="section-title" id="who-we-are-title">
                {about.whoWeAre.title}
              </h2>
              {about.whoWeAre.paragraphs.map((p) => (
                <p className="lead-muted" key={p}>
                  {p}
                </p>
              ))}
            </div>
            <div className="col-lg-6">
              <div className="card-media rounded-4">
                <Photo
                  name={about.whoWeAre.image.src}
                  alt={about.whoWeAre.image.alt}
                  sizes="(min-width: 992px) 50vw, 100vw"
                />
              </div>
            </div>
          </div>
        </div>
      </section>

      <Section id="mission" tone="alt" title="Mission & Vision" eyebrow="Why we do it">
        <div className="row g-4">
          <div className="col-md-6">
            <div className="info-card h-100">
              <span className="service-icon">
                <Icon name="bullseye" />
              </span>
              <h3>Our Mission</h3>
              <p>{about.mission}</p>
            </div>
          </div>
          <div className="col-md-6">
            <div className="info-card h-100">
              <span className="service-icon">
                <Icon name="eye" />
              </span>
              <h3>Our Vision</h3>
              <p>{about.vision}</p>
            </div>
          </div>
        </div>
      </Section>

      <section id="founder" className="section" aria-labelledby="founder-title">
        <div className="container">
          <div className="row g-5 align-items-center">
            <div className="col-lg-5 text-center">
              <Avatar name={about.founder.person.name} size="lg" />
            </div>
            <div className="col-lg-7">
              <p className="eyebrow">Meet the founder</p>
              <h2 className="section-title" id="founder-title">
                {about.founder.person.name}
              </h2>
              <p className="founder-role">{about.founder.person.role}</p>
              {about.founder.paragraphs.map((p) => (
                <p className="lead-muted" key={p}>
                  {p}
                </p>
              ))}
            </div>
          </div>
        </div>
      </section>

      <Section id="values" tone="alt" title="Our Values" eyebrow="How we work">
        <div className="row g-4">
          {about.values.map((v) => (
            <div className="col-sm-6 col-lg-3" key={v.title}>
              <div className="info-card h-100">
                <span className="service-icon">
                  <Icon name={v.icon} />
                </span>
                <h3>{v.title}</h3>
                <p>{v.description}</p>
              </div>
            </div>
          ))}
        </div>
      </Section>

      <Section id="timeline" title="Our Journey" eyebrow="Milestones">
        <ol className="timeline">
          {about.timeline.map((t) => (
            <li key={t.year}>
              <span className="timeline-year">{t.year}</span>
              <div>
                <h3>{t.title}</h3>
                <p>{t.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="stats" tone="dark" title="By the Numbers" eyebrow="Our track record">
        <StatRow stats={about.stats} />
      </Section>

      <CtaBand
        title="Work With Us"
        text="Tell us about your next listing and we will put together the right package."
        actions={[
          { text: 'Contact Us', href: '/contact', variant: 'primary' },
          { text: 'Our Services', href: '/services', variant: 'secondary' },
        ]}
      />
    </>
  )
}
