import '../../styles/pages.css'
import { company } from '@content/company.ts'
import { reviews } from '@content/reviews/reviews.ts'
import { siteConfig } from '@content/site-config.ts'
import { CtaBand } from '../../components/CtaBand.tsx'
import { Hero } from '../../components/Hero.tsx'
import { Icon } from '../../components/Icon.tsx'
import { PersonByline } from '../../components/PersonByline.tsx'
import { Section } from '../../components/Section.tsx'
import { Stars } from '../../components/Stars.tsx'
import { quoteHref } from '@content/leads/quoteHref.ts'

export function Page() {
  return (
    <>
      <Hero {...reviews.hero} />

      <Section
        id="reviews"
        title={`Trusted by ${company.clients.reviewsPage} Clients`}
        eyebrow="Reviews"
        intro={reviews.intro}
      >
        <p className="text-center review-summary">
          <Stars rating={5} label={`Rated ${company.rating.label}`} /> <strong>{company.rating.label}</strong> average
          rating
        </p>
        <div className="row g-4">
          {reviews.reviews.map((r) => (
            <div className="col-md-6 col-lg-4" key={r.author.key}>
              <figure className="review-card h-100">
                <Stars rating={r.rating} />
                <blockquote>
                  <p>{r.text}</p>
                </blockquote>
                <figcaption>
                  <PersonByline person={r.author} />
                  <span className="meta-line">
                    <span className="badge-soft">{r.service}</span>
                    <span>{r.date}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
        <p className="text-center mt-5">
          <a className="btn btn-outline-primary" href={siteConfig.reviewsUrl} rel="noopener">
            Read all reviews <Icon name="arrow-right" />
          </a>
        </p>
      </Section>

      <CtaBand
        title="Join Our Happy Clients"
        text={`Book your next shoot and see why agents rate us ${company.rating.label}.`}
        actions={[
          { text: 'Get a Quote', href: quoteHref(), variant: 'primary' },
          { text: 'View Portfolio', href: '/portfolio', variant: 'secondary' },
        ]}
      />
    </>
  )
}
