import { describe, expect, it } from 'vitest'
import { BLOG_PAGE_SIZE, type BlogPost } from '@content/schemas/blog.ts'
import { blogListPageAt, blogListPages } from './blogListPages.ts'

const post = (i: number, category: string) => ({ slug: `post-${i}`, category }) as BlogPost
/** 30 posts, newest first: every third one is about Drone, the others about Marketing. */
const posts = Array.from({ length: 30 }, (_, i) => post(i, i % 3 === 0 ? 'Drone' : 'Marketing'))
const slugs = (list: { slug: string }[] | undefined) => list?.map((p) => p.slug)

describe('blogListPageAt', () => {
  it('gives the same page as blogListPages for every path', () => {
    for (const page of blogListPages(posts)) expect(blogListPageAt(posts, page.path)).toEqual(page)
  })

  it('finds a middle page of /blog and the last page of a category', () => {
    const second = blogListPageAt(posts, '/blog/page/2')
    expect(second).toMatchObject({ page: 2, pageCount: 3, total: 30 })
    expect(slugs(second?.posts)).toEqual(slugs(posts.slice(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE)))
    expect(slugs(blogListPageAt(posts, '/blog/category/drone')?.posts)).toHaveLength(10)
    expect(blogListPageAt(posts, '/blog/category/drone/page/2')).toBeUndefined()
  })

  it('answers for the list it is given, not an earlier one', () => {
    expect(blogListPageAt(posts, '/blog/page/3')).toBeDefined()
    const fewer = posts.slice(0, 12)
    expect(blogListPageAt(fewer, '/blog/page/3')).toBeUndefined()
    expect(blogListPageAt(fewer, '/blog')).toMatchObject({ pageCount: 1, total: 12 })
  })
})
