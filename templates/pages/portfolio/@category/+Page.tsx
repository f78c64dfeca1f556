import { CtaBand } from '../../../components/CtaBand.tsx'
import { Hero } from '../../../components/Hero.tsx'
import { Icon } from '../../../components/Icon.tsx'
import { Showcase } from '../../../components/portfolio/Showcase.tsx'
import { useData } from '../../../components/renderContext.tsx'
import { Section } from '../../../components/Section.tsx'
import '../../../styles/portfolio.css'
import type { Data } from './+data.ts'

export function Page() {
  const { category, items } = useData<Data>()
  return (
    <>
      <Hero {...category.hero} pageKey={category.slug === 'editing' ? 'editing-portfolio' : 'portfolio'} />
      <Section id="showcase" title={`${category.title} Showcase`} eyebrow="Portfolio" intro={category.intro}>
        {items.length > 0 ? (
          <Showcase items={items} label={`${category.title} portfolio`} />
        ) : (
          <div className="portfolio-empty" role="status">
            <Icon name={category.icon} />
            <h3>Fresh work is on its way</h3>
            <p>{category.emptyText}</p>
            <a className="btn btn-primary" href="/contact">
              Contact Us
            </a>
          </div>
        )}
        <p className="portfolio-back">
          <a href="/portfolio">
            <Icon name="arrow-left" /> All portfolio categories
          </a>
        </p>
      </Section>
      <CtaBand {...category.cta} />
    </>
  )
}
