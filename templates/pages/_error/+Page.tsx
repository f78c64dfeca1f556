import { Hero } from '../../components/Hero.tsx'
import { SearchForm } from '../../components/SearchForm.tsx'
import { Section } from '../../components/Section.tsx'

/** Not-found page (decisions.md): written to 404.html and served with status 404. */
export function Page() {
  return (
    <>
      <Hero
        title="Page Not Found"
        description="The page you are looking for does not exist or has moved."
        image="forest-path.jpg"
        compact
      />
      <Section title="Where would you like to go?">
        <div className="d-flex gap-3 justify-content-center flex-wrap">
          <a className="btn btn-primary btn-lg" href="/">
            Go to the home page
          </a>
          <a className="btn btn-outline-primary btn-lg" href="/services">
            Browse our services
          </a>
          <a className="btn btn-outline-primary btn-lg" href="/contact">
            Contact us
          </a>
        </div>
        <div className="not-found-search">
          <SearchForm id="not-found-search" label="Or search the site" />
        </div>
      </Section>
    </>
  )
}
