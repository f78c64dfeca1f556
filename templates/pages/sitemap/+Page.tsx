import '../../styles/pages.css'
import { routeGroups } from '@content/routes.ts'
import { Hero } from '../../components/Hero.tsx'
import { Section } from '../../components/Section.tsx'

/** Every page of the site, generated from the route table in content/routes.ts. */
export function Page() {
  return (
    <>
      <Hero
        title="Sitemap"
        subtitle="Every Page"
        description="All the pages of our website in one place."
        image="mountain-trail.jpg"
        pageKey="sitemap"
      />
      <Section id="sitemap">
        <div className="sitemap-grid">
          {routeGroups.map((group) => (
            <section key={group.id} id={`sitemap-${group.id}`} aria-labelledby={`sitemap-${group.id}-title`}>
              <h2 className="h5" id={`sitemap-${group.id}-title`}>
                {group.title}
              </h2>
              <ul>
                {group.routes.map((r) => (
                  <li key={r.path}>
                    <a href={r.path}>{r.label}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
    </>
  )
}
