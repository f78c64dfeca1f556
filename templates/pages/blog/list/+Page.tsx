import '../../../styles/bootstrap-forms.scss'
import '../../../styles/bootstrap-parts/pagination.scss'
import '../../../styles/blog.css'
import { BLOG_POSTS_INDEX_PATH, blogListPath } from '@content/schemas/blog.ts'
import { useBlogCards } from '../../../components/blog/useBlogCards.ts'
import { Hero } from '../../../components/Hero.tsx'
import { Island } from '../../../components/Island.tsx'
import { useData } from '../../../components/renderContext.tsx'
import { Section } from '../../../components/Section.tsx'
import { BlogFilter } from '../../../islands/BlogFilter.tsx'
import { blogList } from '../blogList.ts'
import type { Data } from './+data.ts'
import { listHeading } from './listHeading.ts'

/**
 * /blog, its pages and each category's pages: the newest posts of the list, links to every category and
 * page (so every post is reachable by links alone), and the BlogFilter island's search over all posts.
 */
export function Page() {
  const { list, categories } = useData<Data>()
  return (
    <>
      <Hero {...blogList.hero} title={listHeading(list)} pageKey="blog" />
      <Articles list={list} categories={categories} />
    </>
  )
}

/** The list and its filter; a component of its own so that its images are numbered after the hero's. */
function Articles({ list, categories }: Data) {
  const cards = useBlogCards(list.posts, '(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw')
  const pages = Array.from({ length: list.pageCount }, (_, i) => blogListPath(list.category, i + 1))
  return (
    <Section id="articles">
      <h2 className="visually-hidden">{list.category ? `${list.category} articles` : 'All articles'}</h2>
      <Island
        name="BlogFilter"
        component={BlogFilter}
        props={{
          posts: cards,
          categories: [{ name: 'All Posts', path: blogListPath(undefined) }, ...categories],
          category: list.category ?? null,
          page: list.page,
          pages,
          total: list.total,
          index: BLOG_POSTS_INDEX_PATH,
        }}
      />
      <p className="text-center mt-5">
        <a className="blog-feed-link" href="/blog/feed.xml">
          Subscribe to the RSS feed
        </a>
      </p>
    </Section>
  )
}
