import { describe, expect, it } from 'vitest'
import { ALL_CATEGORIES, emptyFilter, filterFromSearch, filterPosts, filterToSearch } from './filterPosts.ts'

const posts = [
  { slug: 'a', title: 'Drone Photography Best Practices', excerpt: 'Aerial shots.', category: 'Drone' },
  { slug: 'b', title: 'Virtual Staging Trends', excerpt: 'AI and DRONE-free tools.', category: 'Technology' },
  { slug: 'c', title: 'Marketing Luxury Properties', excerpt: 'Twilight photos sell.', category: 'Marketing' },
]
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug)

describe('filterPosts', () => {
  it('returns everything for the empty filter', () => {
    expect(slugs(filterPosts(posts, emptyFilter))).toEqual(['a', 'b', 'c'])
  })

  it('matches the query case-insensitively in the title or the excerpt', () => {
    expect(slugs(filterPosts(posts, { query: 'drone', category: ALL_CATEGORIES }))).toEqual(['a', 'b'])
    expect(slugs(filterPosts(posts, { query: '  TWILIGHT ', category: ALL_CATEGORIES }))).toEqual(['c'])
    expect(filterPosts(posts, { query: 'xyzzy', category: ALL_CATEGORIES })).toEqual([])
  })

  it('combines the query with the category', () => {
    expect(slugs(filterPosts(posts, { query: '', category: 'Technology' }))).toEqual(['b'])
    expect(slugs(filterPosts(posts, { query: 'drone', category: 'Drone' }))).toEqual(['a'])
    expect(filterPosts(posts, { query: 'twilight', category: 'Drone' })).toEqual([])
  })
})

describe('filter URL query', () => {
  const categories = ['Drone', 'Technology', 'Marketing']

  it('round-trips through ?q=&category=', () => {
    const state = { query: 'luxury homes', category: 'Marketing' }
    expect(filterToSearch(state)).toBe('?q=luxury+homes&category=Marketing')
    expect(filterFromSearch(filterToSearch(state), categories)).toEqual(state)
  })

  it('writes nothing for the empty filter and ignores unknown categories', () => {
    expect(filterToSearch(emptyFilter)).toBe('')
    expect(filterFromSearch('?category=Gardening', categories)).toEqual(emptyFilter)
  })
})
