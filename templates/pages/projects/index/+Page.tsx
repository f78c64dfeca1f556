import { altOf } from '@content/photos.ts'
import { notableProjects } from '@content/projects/notable.ts'
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
      <Hero
        title="Notable Projects"
        subtitle="Case studies"
        description="How a complete media package sold estates, lofts, cottages and land across Ontario."
        image="facade-curves.jpg"
        imageAlt={altOf('facade-curves.jpg')}
        pageKey="portfolio"
      />
      <Section
        id="projects"
        title="Eight Projects Worth a Closer Look"
        eyebrow="Notable projects"
        intro="Each one shows the brief, the problems on the day and what the marketing achieved."
      >
        <div className="row g-4">
          {notableProjects.map((p) => (
            <div className="col-md-6 col-lg-3" key={p.path}>
              <LinkCard
                className="project-card"
                href={`/projects/${p.path}`}
                title={p.title}
                text={p.summary}
                more="View project"
                subject={p.subject}
                media={
                  <CardPicture
                    image={p.image}
                    alt={p.imageAlt}
                    icon={p.icon}
                    sizes="(min-width: 992px) 25vw, (min-width: 768px) 50vw, 100vw"
                  />
                }
                top={<span className="badge-soft">{p.category}</span>}
              >
                <span className="meta-line">
                  <Icon name="geo-alt" /> {p.location}
                </span>
              </LinkCard>
            </div>
          ))}
        </div>
      </Section>
      <CtaBand
        title="Your listing could be next"
        text="Tell us about the property and we will put together the package that fits it."
        actions={[
          { text: 'Get a Quote', href: quoteHref(), variant: 'primary' },
          { text: 'View Portfolio', href: '/portfolio', variant: 'secondary' },
        ]}
      />
    </>
  )
}
