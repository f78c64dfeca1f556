import '../../styles/bootstrap-forms.scss'
import '../../styles/bootstrap-parts/list-group.scss'
import { Hero } from '../../components/Hero.tsx'
import { Island } from '../../components/Island.tsx'
import { Section } from '../../components/Section.tsx'
import { SiteSearch } from '../../islands/SiteSearch.tsx'

/** /search: the site search the WebSite SearchAction points at (`/search?q=`). */
export function Page() {
  return (
    <>
      <Hero
        title="Search"
        description="Find a service, a service area, a project or an article."
        image="forest-path.jpg"
        compact
      />
      <Section>
        <div className="mx-auto" style={{ maxWidth: '48rem' }}>
          <Island name="SiteSearch" component={SiteSearch} props={{ pageSize: 10 }} />
        </div>
      </Section>
    </>
  )
}
