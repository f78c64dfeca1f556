import { useEffect, useId, useState } from 'react'
import { BlogCard, type BlogCardData } from '../components/blog/BlogCard.tsx'
import {
  ALL_CATEGORIES,
  emptyFilter,
  filterFromSearch,
  filterPosts,
  filterToSearch,
  type BlogFilterState,
} from '../components/blog/filterPosts.ts'

export interface BlogFilterProps {
  posts: BlogCardData[]
  /** Categories present among the posts, in display order. */
  categories: string[]
}

/**
 * Blog list with category buttons and search (spec sections 4-5). The server renders every post, so
 * the list works without JavaScript; once hydrated, the filter follows and updates `?q=&category=`.
 */
export function BlogFilter({ posts, categories }: BlogFilterProps) {
  const [filter, setFilter] = useState<BlogFilterState>(emptyFilter)
  const id = useId()

  // Read the shared/reloaded filter after hydration, so the first client render matches the HTML.
  useEffect(() => {
    setFilter(filterFromSearch(location.search, categories))
  }, [categories])

  const update = (next: BlogFilterState) => {
    setFilter(next)
    history.replaceState(history.state, '', `${location.pathname}${filterToSearch(next)}${location.hash}`)
  }

  const shown = filterPosts(posts, filter)
  return (
    <div className="blog-filter">
      <div className="blog-controls">
        <div className="blog-categories" role="group" aria-label="Filter by category">
          {[ALL_CATEGORIES, ...categories].map((category) => (
            <button
              key={category}
              type="button"
              className={`btn btn-sm ${filter.category === category ? 'btn-primary active' : 'btn-outline-primary'}`}
              aria-pressed={filter.category === category}
              onClick={() => update({ ...filter, category })}
            >
              {category}
            </button>
          ))}
        </div>
        <form className="blog-search" role="search" action="/blog" onSubmit={(event) => event.preventDefault()}>
          <label className="visually-hidden" htmlFor={`${id}-q`}>
            Search articles
          </label>
          <input
            id={`${id}-q`}
            className="form-control"
            type="search"
            name="q"
            placeholder="Search articles..."
            value={filter.query}
            onChange={(event) => update({ ...filter, query: event.target.value })}
          />
        </form>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {shown.length === posts.length ? '' : `${shown.length} of ${posts.length} articles shown`}
      </p>
      {shown.length > 0 ? (
        <ul className="row g-4 list-unstyled blog-list-grid">
          {shown.map((post) => (
            <li className="col-md-6 col-lg-4" key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="blog-empty text-center">
          <h2 className="h4">No articles found</h2>
          <p>Try adjusting your search or filter criteria</p>
          <button type="button" className="btn btn-primary" onClick={() => update(emptyFilter)}>
            Reset Filters
          </button>
        </div>
      )}
    </div>
  )
}
