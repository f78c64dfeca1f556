import { bookHref } from '@content/booking/bookHref.ts'
import { company } from '@content/company.ts'
import { home } from '@content/home.ts'
import { featuredProjects } from '@content/projects/featured.ts'
import { projectPath } from '@content/schemas/project.ts'
import { serviceCards } from '@content/services/cards.ts'
import { siteConfig } from '@content/site-config.ts'
import { clientLogoUrl } from '../../components/clientLogos.ts'
import { Faq } from '../../components/Faq.tsx'
import { Hero } from '../../components/Hero.tsx'
import { Icon } from '../../components/Icon.tsx'
import { CardPicture } from '../../components/CardPicture.tsx'
import { Photo } from '../../components/Img.tsx'
import { LinkCard } from '../../components/LinkCard.tsx'
import { Section } from '../../components/Section.tsx'
import { ServiceGrid } from '../../components/ServiceGrid.tsx'
import { useData } from '../../components/renderContext.tsx'
import { Stars } from '../../components/Stars.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { teaser } = useData<Data>()
  return (
    <>
      <Hero {...home.hero} pageKey="home" full>
        <a className="hero-rating" href={siteConfig.mapsListingUrl} rel="noopener">
          <Stars rating={5} label={`Rated ${company.rating.label}`} />
          <span>{company.rating.label} rating on our maps listing</span>
        </a>
        <ul className="hero-stats">
          {home.heroStats.map((s) => (
            <li key={s.label}>
              <strong>{s.number}</strong>
              <span>{s.label}</span>
            </li>
          ))}
        </ul>
        <a className="scroll-hint" href="#featured">
          Scroll to explore <Icon name="chevron-down" />
        </a>
      </Hero>

      <Section
        id="featured"
        title="Featured Projects"
        eyebrow="Recent work"
        intro="A few of the listings we have shot, filmed and mapped across the GTA."
      >
        <div className="row g-4">
          {featuredProjects.map((p) => (
            <div className="col-md-6 col-lg-4" key={p.id}>
              <LinkCard
                href={projectPath(p)}
                title={p.title}
                text={p.description}
                more="View project"
                subject={p.subject}
                media={
                  <CardPicture
                    image={p.thumbnail}
                    alt={p.alt}
                    icon={p.icon}
                    sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
                  />
                }
                top={<span className="badge-soft">{p.category}</span>}
              >
                <span className="meta-line">{p.specs}</span>
              </LinkCard>
            </div>
          ))}
        </div>
      </Section>

      <section id="about" className="section section-alt" aria-labelledby="about-title">
        <div className="container">
          <div className="row g-5 align-items-center">
            <div className="col-lg-6">
              <p className="eyebrow">{home.about.eyebrow}</p>
              <h2 className="section-title" id="about-title">
                {home.about.title}
              </h2>
              {home.about.paragraphs.map((p) => (
                <p className="lead-muted" key={p}>
                  {p}
                </p>
              ))}
              <dl className="stat-grid mt-4">
                {home.aboutStats.map((s) => (
                  <div className="stat" key={s.label}>
                    <dt className="visually-hidden">{s.label}</dt>
                    <dd className="m-0">
                      <strong>{s.number}</strong>
                      <span>{s.label}</span>
                    </dd>
                  </div>
                ))}
              </dl>
              <a className="btn btn-primary mt-4" href="/about">
                More about us
              </a>
            </div>
            <div className="col-lg-6">
              <div className="card-media rounded-4">
                <Photo name={home.about.image} alt={home.about.imageAlt} sizes="(min-width: 992px) 50vw, 100vw" />
              </div>
              <h3 className="h6 text-uppercase mt-4 mb-0 text-center">
                Trusted by leading GTA brokerages and builders
              </h3>
              <ul className="logo-grid">
                {home.clientLogos.map((c) => (
                  <li key={c.name}>
                    <img src={clientLogoUrl(c.logo)} alt={c.name} width={220} height={48} loading="lazy" />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <Section
        id="services"
        title="Our Services"
        eyebrow="What we do"
        intro="Everything a listing needs, from the first photo to the website that sells it."
      >
        <ServiceGrid cards={serviceCards} perRow={3} />
        <p className="text-center mt-4 mb-0">
          <a className="btn btn-primary" href={bookHref()}>
            Book a shoot online
          </a>
        </p>
      </Section>

      <Section
        id="blog"
        tone="alt"
        title="From the Blog"
        eyebrow="Insights"
        intro="Guides and ideas for marketing property in the Greater Toronto Area."
      >
        <div className="row g-4">
          {teaser.map((post) => (
            <div className="col-md-4" key={post.slug}>
              <article className="card-link">
                <div className="card-media">
                  <Photo name={post.image} alt={post.imageAlt} sizes="(min-width: 768px) 33vw, 100vw" />
                </div>
                <div className="card-body-pad">
                  <div className="meta-line">
                    <span className="badge-soft">{post.category}</span>
                    <time dateTime={post.date}>{post.dateLabel}</time>
                    <span>{post.readTime}</span>
                  </div>
                  <h3 className="mt-2">{post.title}</h3>
                  <p>{post.excerpt}</p>
                  <a className="card-more stretched-link" href={`/blog/${post.slug}`}>
                    Read More<span className="visually-hidden">: {post.title}</span> <Icon name="arrow-right" />
                  </a>
                </div>
              </article>
            </div>
          ))}
        </div>
        <p className="text-center mt-5">
          <a className="btn btn-outline-primary" href="/blog">
            View all blog posts
          </a>
        </p>
      </Section>

      <Section
        id="faq"
        title="Frequently Asked Questions"
        eyebrow="FAQ"
        intro="Quick answers about pricing, timing and how a shoot works."
      >
        <div className="mx-auto" style={{ maxWidth: 820 }}>
          <Faq items={home.faq} />
        </div>
      </Section>
    </>
  )
}
