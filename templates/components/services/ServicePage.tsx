import type { ServicePage as ServicePageContent } from '@content/schemas/service.ts'
import { CtaBand } from '../CtaBand.tsx'
import { Faq } from '../Faq.tsx'
import { Hero } from '../Hero.tsx'
import { Icon } from '../Icon.tsx'
import { PersonByline } from '../PersonByline.tsx'
import { toImgData } from '../Img.tsx'
import { getPicture } from '../images.ts'
import { Island } from '../Island.tsx'
import { Section } from '../Section.tsx'
import { Stars } from '../Stars.tsx'
import { Gallery } from '../../islands/Gallery.tsx'
import { PlanFigures } from '../plans/PlanFigures.tsx'
import { BeforeAfterPairs, isPair } from './BeforeAfterPairs.tsx'
import { gallerySizes } from '../../islands/gallery/gallerySizes.ts'
import { toGalleryItem } from './featuredGalleryItems.ts'
import '../../styles/services.css'
import '../../styles/gallery.css'
import { quoteHref } from '@content/leads/quoteHref.ts'
import { servicesCatalog } from '@content/services-catalog.ts'

/** One service page (spec: Photography and Video / Other service pages), fed by content/services/{slug}.ts. */
export function ServicePage({ page }: { page: ServicePageContent }) {
  // Each package's button opens the quote form with this service chosen.
  const quote = quoteHref({ service: servicesCatalog.find((s) => s.key === page.slug)?.key })
  const pairs = page.featured.items.filter(isPair)
  const plans = page.featured.items.flatMap((item) =>
    item.type === 'plan' && item.plan ? [{ ...item, plan: item.plan }] : [],
  )
  const shots = page.featured.items.filter((item) => !item.before && item.type !== 'plan')
  return (
    <>
      <Hero {...page.hero} />

      {page.capabilities && (
        <Section
          id="capabilities"
          title={page.capabilities.title}
          eyebrow="Capabilities"
          intro={page.capabilities.intro}
        >
          <ul className="row g-4 list-unstyled capability-grid">
            {page.capabilities.items.map((c) => (
              <li className="col-md-6 col-lg-4" key={c.title}>
                <div className="capability">
                  <span className="service-icon">
                    <Icon name={c.icon} />
                  </span>
                  <h3>{c.title}</h3>
                  <p>{c.description}</p>
                  {c.points.length > 0 && (
                    <ul className="feature-list">
                      {c.points.map((p) => (
                        <li key={p}>
                          <Icon name="check2" /> {p}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section
        id="packages"
        tone={page.capabilities ? 'alt' : 'plain'}
        title={page.packages.title}
        eyebrow="Packages"
        intro={page.packages.intro}
      >
        <ul className="row g-4 list-unstyled package-grid">
          {page.packages.items.map((p) => (
            <li className={`col-md-6 ${page.packages.items.length === 4 ? 'col-lg-3' : 'col-lg-4'}`} key={p.title}>
              <article
                className={`package-card${p.popular ? ' is-popular' : ''}`}
                aria-labelledby={`pkg-${slugify(p.title)}`}
              >
                {p.popular && <span className="package-badge">Most Popular</span>}
                <span className="service-icon">
                  <Icon name={p.icon} />
                </span>
                <h3 id={`pkg-${slugify(p.title)}`}>{p.title}</h3>
                {p.price && <p className="package-price">{p.price}</p>}
                <p>{p.description}</p>
                <ul className="feature-list">
                  {p.features.map((f) => (
                    <li key={f}>
                      <Icon name="check-circle-fill" /> {f}
                    </li>
                  ))}
                </ul>
                <a
                  className={`btn ${p.popular ? 'btn-primary' : 'btn-outline-primary'} mt-auto`}
                  href={quote}
                  aria-label={`Get a Quote: ${p.title}`}
                >
                  Get a Quote
                </a>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="featured-work"
        tone={page.capabilities ? 'plain' : 'alt'}
        title={page.featured.title}
        eyebrow="Featured work"
        intro={page.featured.intro}
      >
        {pairs.length > 0 && <BeforeAfterPairs items={pairs} columns={page.featured.columns} />}
        {plans.length > 0 && <PlanFigures items={plans} columns={page.featured.columns} />}
        {shots.length > 0 && (
          <Island
            name="Gallery"
            component={Gallery}
            props={{
              label: page.featured.title,
              columns: page.featured.columns,
              items: shots.map((item) =>
                toGalleryItem(item, (name, alt) =>
                  // Far below the hero, and numbered before it renders: lazy, like the before/after pairs.
                  toImgData(getPicture(name), alt, gallerySizes(page.featured.columns), Number.POSITIVE_INFINITY),
                ),
              ),
            }}
          />
        )}
      </Section>

      <Section id="process" title={page.process.title} eyebrow="Process" intro={page.process.intro}>
        <ol className="process-timeline list-unstyled">
          {page.process.steps.map((step, i) => (
            <li className="process-step" key={step.title}>
              <span className="process-number" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>
                  <Icon name={step.icon} /> {step.title}
                </h3>
                {step.duration && <p className="process-duration">{step.duration}</p>}
                <p>{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="testimonial" tone="alt">
        <figure className="service-testimonial">
          <Stars rating={5} label="Rated 5 out of 5" />
          <blockquote>
            <p>{page.testimonial.quote}</p>
          </blockquote>
          <figcaption>
            <PersonByline person={page.testimonial.author} />
            <span className="badge-soft ms-2">{page.testimonial.service}</span>
          </figcaption>
        </figure>
      </Section>

      <Section id="faq" title="Frequently Asked Questions" eyebrow="FAQ">
        <div className="mx-auto" style={{ maxWidth: 820 }}>
          <Faq items={page.faq} />
        </div>
      </Section>

      <Section id="related" tone="alt" title="Related Services" eyebrow="Explore more">
        <ul className="row g-4 list-unstyled">
          {page.related.map((r) => (
            <li className="col-md-4" key={r.href}>
              <a className="card-link" href={r.href}>
                <div className="card-body-pad">
                  <span className="service-icon">
                    <Icon name={r.icon} />
                  </span>
                  <h3>{r.title}</h3>
                  <p>{r.description}</p>
                  <span className="card-more">
                    Learn more <Icon name="arrow-right" />
                  </span>
                </div>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand {...page.cta} />
    </>
  )
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
