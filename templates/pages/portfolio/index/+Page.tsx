import { portfolioCategories } from '@content/portfolio/categories.ts'
import { flagshipProjects } from '@content/portfolio/flagship.ts'
import { portfolioIndex } from '@content/portfolio/index-page.ts'
import { CtaBand } from '../../../components/CtaBand.tsx'
import { Hero } from '../../../components/Hero.tsx'
import { Icon } from '../../../components/Icon.tsx'
import { Photo } from '../../../components/Img.tsx'
import { Section } from '../../../components/Section.tsx'
import '../../../styles/portfolio.css'

export function Page() {
  return (
    <>
      <Hero {...portfolioIndex.hero} pageKey="portfolio" />
      <Section id="categories" title="Browse by Service" eyebrow="Portfolio" intro={portfolioIndex.categoriesIntro}>
        <div className="row g-4">
          {portfolioCategories.map((c) => (
            <div className="col-sm-6 col-lg-3" key={c.slug}>
              <a
                className="card-link portfolio-category"
                href={`/portfolio/${c.slug}`}
                style={{ '--category-color': c.color } as React.CSSProperties}
              >
                <div className="card-media">
                  <Photo
                    name={c.image}
                    alt={c.imageAlt}
                    sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
                  />
                </div>
                <div className="card-body-pad">
                  <span className="portfolio-category-icon">
                    <Icon name={c.icon} />
                  </span>
                  <h3 className="mt-2">{c.title}</h3>
                  <p>{c.summary}</p>
                  <span className="card-more">
                    View portfolio <Icon name="arrow-right" />
                  </span>
                </div>
              </a>
            </div>
          ))}
        </div>
      </Section>
      <Section
        id="flagship"
        tone="alt"
        title="Flagship Projects"
        eyebrow="Case studies"
        intro={portfolioIndex.flagshipIntro}
      >
        <div className="row g-4">
          {flagshipProjects.map((p) => (
            <div className="col-md-6" key={p.project}>
              <a className="card-link flagship-card" href={`/projects/${p.project}`}>
                <div className="card-media">
                  <Photo name={p.image} alt={p.imageAlt} sizes="(min-width: 768px) 50vw, 100vw" />
                </div>
                <div className="card-body-pad">
                  <h3>{p.title}</h3>
                  <p>{p.description}</p>
                  <ul className="service-tags" aria-label="Services">
                    {p.services.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                  <span className="card-more">
                    View project <Icon name="arrow-right" />
                  </span>
                </div>
              </a>
            </div>
          ))}
        </div>
        <p className="text-center mt-5">
          <a className="btn btn-outline-primary" href="/projects">
            See all notable projects
          </a>
        </p>
      </Section>
      <CtaBand
        {...portfolioIndex.cta}
        actions={[
          { text: 'Get a Quote', href: '/contact', variant: 'primary' },
          { text: 'Our Services', href: '/services', variant: 'secondary' },
        ]}
      />
    </>
  )
}
