import { describe, expect, it } from 'vitest'
import { relatedPosts } from './relatedPosts.ts'

const post = (slug: string, category: string) => ({ slug, category })
const posts = [
  post('a', 'Photography'),
  post('b', 'Marketing'),
  post('c', 'Marketing'),
  post('d', 'Photography'),
  post('e', 'Drone'),
  post('f', 'Marketing'),
]
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug)

describe('relatedPosts', () => {
  it('takes up to two posts of the same category, in list order, never the current one', () => {
    expect(slugs(relatedPosts(posts, posts[1]!))).toEqual(['c', 'f'])
    expect(slugs(relatedPosts(posts, posts[5]!))).toEqual(['b', 'c'])
  })

  it('falls back to the first other posts when the category has no other post', () => {
    expect(slugs(relatedPosts(posts, posts[4]!))).toEqual(['a', 'b'])
  })

  it('fills the second place from the first other posts when the category has only one other', () => {
    expect(slugs(relatedPosts(posts, posts[0]!))).toEqual(['d', 'b'])
  })

  it('returns fewer only when there are not enough posts', () => {
    expect(slugs(relatedPosts([posts[0]!, posts[1]!], posts[0]!))).toEqual(['b'])
    expect(relatedPosts([posts[0]!], posts[0]!)).toEqual([])
  })
})
