/** Blog list filter (spec section 5), shared by the BlogFilter island and its tests: no dependencies. */

export const ALL_CATEGORIES = 'All Posts'

export interface BlogFilterState {
  /** Search text; matched case-insensitively as a substring of the title or the excerpt. */
  query: string
  /** A category name, or ALL_CATEGORIES. */
  category: string
}

export const emptyFilter: BlogFilterState = { query: '', category: ALL_CATEGORIES }

/** Posts whose title or excerpt contains the query (ignoring case) and whose category matches. */
export function filterPosts<P extends { title: string; excerpt: string; category: string }>(
  posts: readonly P[],
  { query, category }: BlogFilterState,
): P[] {
  const needle = query.trim().toLowerCase()
  return posts.filter(
    (post) =>
      (category === ALL_CATEGORIES || post.category === category) &&
      (needle === '' || post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle)),
  )
}

/** Reads `?q=&category=` from a query string; an unknown category falls back to all posts. */
export function filterFromSearch(search: string, categories: readonly string[]): BlogFilterState {
  const params = new URLSearchParams(search)
  const category = params.get('category') ?? ''
  return {
    query: params.get('q') ?? '',
    category: categories.includes(category) ? category : ALL_CATEGORIES,
  }
}

/** The query string for a filter state ('' when nothing is filtered), so views can be shared. */
export function filterToSearch({ query, category }: BlogFilterState): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (category !== ALL_CATEGORIES) params.set('category', category)
  const search = params.toString()
  return search ? `?${search}` : ''
}
