import '../../../styles/blog.css'
import { Hero } from '../../../components/Hero.tsx'
import { SearchForm } from '../../../components/SearchForm.tsx'
import { Section } from '../../../components/Section.tsx'

/**
 * Post Not Found (spec section 8): written to blog/404.html (generator/prerender.ts); static hosts,
 * `site preview`, the admin service and the nginx config answer unknown /blog/{slug} addresses with it
 * and status 404 (README "Not-found pages").
 */
export function Page() {
  return (
    <>
      <Hero title="Post Not Found" image="forest-path.jpg" compact />
      <Section>
        <div className="text-center blog-not-found">
          <p className="lead">The blog post you're looking for doesn't exist or has been moved.</p>
          <a className="btn btn-primary btn-lg" href="/blog">
            Return to Blog
          </a>
        </div>
        <div className="not-found-search">
          <SearchForm id="not-found-search" label="Search the articles and the rest of the site" />
        </div>
      </Section>
    </>
  )
}
