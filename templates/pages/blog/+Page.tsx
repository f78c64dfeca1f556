import '../../styles/blog.css'
import { blogCategories } from '@content/schemas/blog.ts'
import { useBlogCards } from '../../components/blog/useBlogCards.ts'
import { Hero } from '../../components/Hero.tsx'
import { Island } from '../../components/Island.tsx'
import { useData } from '../../components/renderContext.tsx'
import { Section } from '../../components/Section.tsx'
import { BlogFilter } from '../../islands/BlogFilter.tsx'
import type { Data } from './+data.ts'
import { blogList } from './blogList.ts'

/** /blog: every post in the static HTML; the BlogFilter island adds search and category filters. */
export function Page() {
  const { posts } = useData<Data>()
  const categories = blogCategories.filter((c) => posts.some((p) => p.category === c))
  const cards = useBlogCards(posts, '(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw')
  return (
    <>
      <Hero {...blogList.hero} pageKey="blog" />
      <Section id="articles">
        <h2 className="visually-hidden">All articles</h2>
        <Island name="BlogFilter" component={BlogFilter} props={{ posts: cards, categories: [...categories] }} />
        <p className="text-center mt-5">
          <a className="blog-feed-link" href="/blog/feed.xml">
            Subscribe to the RSS feed
          </a>
        </p>
      </Section>
    </>
  )
}
