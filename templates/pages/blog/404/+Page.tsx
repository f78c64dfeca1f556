import '../../../styles/blog.css'
import { Hero } from '../../../components/Hero.tsx'
import { Section } from '../../../components/Section.tsx'

/**
 * Post Not Found (spec section 8): written to blog/404/index.html; `site preview` and the nginx
 * config serve it with status 404 for unknown /blog/{slug} addresses.
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
      </Section>
    </>
  )
}
