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

// Under 576 px a card spans the container's content box, the screen less 1.5rem of padding: a 375 px phone
// at DPR 3 wants 1053 px, and takes the 1080 px copy (it took a wider one for `100vw`, 1125 px).
const PHONE = 'calc(100vw - 1.5rem)'
const CATEGORY_SIZES = `(min-width: 992px) 25vw, (min-width: 576px) 50vw, ${PHONE}`
const FLAGSHIP_SIZES = `(min-width: 768px) 50vw, ${PHONE}`

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
                media={<CardPicture image={c.image} alt={c.imageAlt} icon={c.icon} sizes={CATEGORY_SIZES} />}
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
                media={<CardPicture image={p.image} alt={p.imageAlt} icon={p.icon} sizes={FLAGSHIP_SIZES} />}
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
