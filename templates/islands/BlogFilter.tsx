import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { BlogCard, type BlogCardData } from '../components/blog/BlogCard.tsx'
import { ALL_CATEGORIES, filterFromSearch, filterPosts } from '../components/blog/filterPosts.ts'
import { cardsOf, type PostsIndex } from '../components/blog/postsIndex.ts'

export interface BlogFilterProps {
  /** This page's posts. */
  posts: BlogCardData[]
  /** Every list: All Posts first, then each category with posts, with its first page's path. */
  categories: { name: string; path: string }[]
  /** The category this list shows, or null for all posts. */
  category: string | null
  /** This page's number (1-based) and the path of every page of the list. */
  page: number
  pages: string[]
  /** Posts in the whole list. */
  total: number
  /** Where the compact index of every post is (fetched when the visitor searches). */
  index: string
}

/** Search results shown at first, and added by each "Show more". */
const RESULTS_STEP = 24

type Status = 'idle' | 'loading' | 'ready' | 'error'

/**
 * A page of the blog list with its category links, page links and search (spec sections 4-5). The server
 * renders the page's posts and plain links, so the list and every post are reachable without JavaScript.
 * Typing searches every post of the list (the compact index, fetched on first use) and updates `?q=`;
 * a shared `/blog?category=<name>` link lands on that category's list.
 */
export function BlogFilter({ posts, categories, category, page, pages, total, index }: BlogFilterProps) {
  const [query, setQuery] = useState('')
  const [status, setStatus] = useState<Status>('idle')
  const [all, setAll] = useState<BlogCardData[]>([])
  const [limit, setLimit] = useState(RESULTS_STEP)
  const loading = useRef<Promise<void> | null>(null)
  const id = useId()

  const loadIndex = () => {
    loading.current ??= fetch(index)
      .then((response) => {
        if (!response.ok) throw new Error(`${index}: HTTP ${response.status}`)
        return response.json() as Promise<PostsIndex>
      })
      .then(
        (data) => {
          setAll(cardsOf(data))
          setStatus('ready')
        },
        () => setStatus('error'),
      )
    setStatus((current) => (current === 'idle' ? 'loading' : current))
  }

  // Read a shared or reloaded filter after hydration, so the first client render matches the HTML.
  useEffect(() => {
    const shared = filterFromSearch(
      location.search,
      categories.map((c) => c.name),
    )
    const target = categories.find((c) => c.name === shared.category && shared.category !== ALL_CATEGORIES)
    if (target && shared.category !== category) {
      location.replace(`${target.path}${shared.query ? `?${new URLSearchParams({ q: shared.query })}` : ''}`)
      return
    }
    if (shared.query) {
      setQuery(shared.query)
      loadIndex()
    }
    // Runs once, after hydration: the props never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const search = (value: string) => {
    setQuery(value)
    setLimit(RESULTS_STEP)
    if (value.trim()) loadIndex()
    const url = new URL(location.href)
    url.searchParams.delete('category')
    if (value) url.searchParams.set('q', value)
    else url.searchParams.delete('q')
    history.replaceState(history.state, '', url)
  }

  const searching = query.trim() !== ''
  const found = searching ? filterPosts(all, { query, category: category ?? ALL_CATEGORIES }) : []
  const withQuery = (path: string) => (searching ? `${path}?${new URLSearchParams({ q: query })}` : path)
  const listName = category ? `${category} articles` : 'articles'
  const message = !searching
    ? ''
    : status === 'error'
      ? 'Search is unavailable right now. Please try again later.'
      : status !== 'ready'
        ? 'Searching all articles…'
        : `${found.length} of ${total} ${listName} match “${query.trim()}”.`

  return (
    <div className="blog-filter">
      <div className="blog-controls">
        <nav className="blog-categories" aria-label="Blog categories">
          {categories.map((c) => {
            const current = c.name === (category ?? ALL_CATEGORIES)
            return (
              <a
                key={c.name}
                href={withQuery(c.path)}
                className={`btn btn-sm ${current ? 'btn-primary active' : 'btn-outline-primary'}`}
                aria-current={current ? 'page' : undefined}
              >
                {c.name}
              </a>
            )
          })}
        </nav>
        <form className="blog-search" role="search" action={pages[0]} onSubmit={(event) => event.preventDefault()}>
          <label className="visually-hidden" htmlFor={`${id}-q`}>
            Search {listName}
          </label>
          <input
            id={`${id}-q`}
            className="form-control"
            type="search"
            name="q"
            placeholder="Search articles..."
            value={query}
            onChange={(event) => search(event.target.value)}
            onFocus={loadIndex}
          />
        </form>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {message}
      </p>
      {!searching ? (
        <>
          <PostGrid posts={posts} />
          <Pagination page={page} pages={pages} />
        </>
      ) : status === 'ready' && found.length === 0 ? (
        <div className="blog-empty text-center">
          <h2 className="h4">No articles found</h2>
          <p>Try adjusting your search or filter criteria</p>
          <a className="btn btn-primary" href={categories[0]?.path} onClick={(event) => reset(event, search)}>
            Reset Filters
          </a>
        </div>
      ) : status === 'ready' ? (
        <>
          <PostGrid posts={found.slice(0, limit)} />
          {found.length > limit && (
            <p className="text-center mt-4">
              <button type="button" className="btn btn-outline-primary" onClick={() => setLimit(limit + RESULTS_STEP)}>
                Show more articles
              </button>
            </p>
          )}
        </>
      ) : (
        <p className="text-center text-body-secondary">{message}</p>
      )}
    </div>
  )
}

/** Reset Filters: back to every post; on a category's list, to /blog itself (its link's address). */
function reset(event: MouseEvent<HTMLAnchorElement>, search: (value: string) => void) {
  if (new URL(event.currentTarget.href).pathname !== location.pathname) return
  event.preventDefault()
  search('')
}

function PostGrid({ posts }: { posts: BlogCardData[] }) {
  return (
    <ul className="row g-4 list-unstyled blog-list-grid">
      {posts.map((post) => (
        <li className="col-md-6 col-lg-4" key={post.slug}>
          <BlogCard post={post} />
        </li>
      ))}
    </ul>
  )
}

/** Page numbers linked on each side of the current page (besides the first and the last). */
const NEIGHBOURS = 2

/**
 * Links to the previous and next pages, the first and last, and the pages near this one: plain links,
 * crawlable and working without JavaScript; the previous/next chain reaches every page.
 */
function Pagination({ page, pages }: { page: number; pages: string[] }) {
  if (pages.length < 2) return null
  const shown = pages
    .map((_, i) => i + 1)
    .filter((n) => n === 1 || n === pages.length || Math.abs(n - page) <= NEIGHBOURS)
  const link = (number: number, label: ReactNode, rel?: string) => (
    <a className="page-link" href={pages[number - 1]} rel={rel}>
      {label}
    </a>
  )
  return (
    <nav className="mt-5" aria-label="Pages of the list">
      <ul className="pagination justify-content-center flex-wrap">
        {page > 1 && <li className="page-item">{link(page - 1, 'Previous', 'prev')}</li>}
        {shown.flatMap((n, i) => [
          ...(n - (shown[i - 1] ?? n - 1) > 1
            ? [
                <li key={`gap-${n}`} className="page-item disabled" aria-hidden="true">
                  <span className="page-link">…</span>
                </li>,
              ]
            : []),
          n === page ? (
            <li key={n} className="page-item active" aria-current="page">
              <span className="page-link">
                <span className="visually-hidden">Page </span>
                {n}
              </span>
            </li>
          ) : (
            <li key={n} className="page-item">
              {link(
                n,
                <>
                  <span className="visually-hidden">Page </span>
                  {n}
                </>,
              )}
            </li>
          ),
        ])}
        {page < pages.length && <li className="page-item">{link(page + 1, 'Next', 'next')}</li>}
      </ul>
    </nav>
  )
}
