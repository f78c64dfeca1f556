import { portfolioCategories } from '@content/portfolio/categories.ts'
import { flagshipProjects } from '@content/portfolio/flagship.ts'
import { portfolioIndex } from '@content/portfolio/index-page.ts'
import { CtaBand } from '../../../components/CtaBand.tsx'
import { Hero } from '../../../components/Hero.tsx'
import { Icon } from '../../../components/Icon.tsx'
import { CardPicture } from '../../../components/CardPicture.tsx'
import { LinkCard } from '../../../components/LinkCard.tsx'
import { Section } from '../../../components/Section.tsx'
import '../../../styles/portfolio.css'
import { quoteHref } from '@content/leads/quoteHref.ts'

export function Page() {
  return (
    <>
      <Hero {...portfolioIndex.hero} pageKey="portfolio" />
      <Section id="categories" title="Browse by Service" eyebrow="Portfolio" intro={portfolioIndex.categoriesIntro}>
        <div className="row g-4">
          {portfolioCategories.map((c) => (
            <div className="col-sm-6 col-lg-3" key={c.slug}>
              <LinkCard
                className="portfolio-category"
                href={`/portfolio/${c.slug}`}
                style={{ '--category-color': c.color } as React.CSSProperties}
                title={c.title}
                text={c.summary}
                more="View portfolio"
                subject={c.subject}
                media={
                  <CardPicture
                    image={c.image}
                    alt={c.imageAlt}
                    icon={c.icon}
                    sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
                  />
                }
                top={
                  <span className="portfolio-category-icon">
                    <Icon name={c.icon} />
                  </span>
                }
              />
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
              <LinkCard
                className="flagship-card"
                href={`/projects/${p.project}`}
                title={p.title}
                text={p.description}
                more="View project"
                subject={p.subject}
                media={
                  <CardPicture image={p.image} alt={p.imageAlt} icon={p.icon} sizes="(min-width: 768px) 50vw, 100vw" />
                }
              >
                <ul className="service-tags" aria-label="Services">
                  {p.services.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </LinkCard>
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
          { text: 'Get a Quote', href: quoteHref(), variant: 'primary' },
          { text: 'Our Services', href: '/services', variant: 'secondary' },
        ]}
      />
    </>
  )
}
