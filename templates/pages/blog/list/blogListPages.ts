import {
  BLOG_PAGE_SIZE,
  blogCategories,
  blogListPath,
  type BlogCategory,
  type BlogPost,
} from '@content/schemas/blog.ts'
import { perObject } from '../../../../lib/memo.ts'

/** One page of the post list: which posts it shows and where its neighbours are. */
export interface BlogListPage {
  path: string
  /** Absent on /blog and its pages. */
  category?: BlogCategory
  /** 1-based. */
  page: number
  pageCount: number
  /** This page's posts, newest first. */
  posts: BlogPost[]
  /** Posts in the whole list (all pages). */
  total: number
}

/**
 * The categories that have posts, in display order; once per list of posts (getBlogPosts() keeps its array),
 * not on each of the list's pages, which all link them.
 */
export const categoriesWithPosts = perObject(
  'blog categories with posts',
  (posts: readonly BlogPost[]): BlogCategory[] =>
    blogCategories.filter((category) => posts.some((post) => post.category === category)),
)

/** Every page of /blog and of each category with posts, `posts` newest first. */
export function blogListPages(posts: readonly BlogPost[]): BlogListPage[] {
  const lists: [BlogCategory | undefined, readonly BlogPost[]][] = [
    [undefined, posts],
    ...categoriesWithPosts(posts).map((c): [BlogCategory, BlogPost[]] => [c, posts.filter((p) => p.category === c)]),
  ]
  return lists.flatMap(([category, listed]) => {
    const pageCount = Math.max(1, Math.ceil(listed.length / BLOG_PAGE_SIZE))
    return Array.from({ length: pageCount }, (_, i) => ({
      path: blogListPath(category, i + 1),
      category,
      page: i + 1,
      pageCount,
      posts: listed.slice(i * BLOG_PAGE_SIZE, (i + 1) * BLOG_PAGE_SIZE),
      total: listed.length,
    }))
  })
}

/** The pages of a list of posts, by path, computed once per list (getBlogPosts() keeps its array). */
const pagesByPath = perObject(
  'blog list pages',
  (posts: readonly BlogPost[]) => new Map(blogListPages(posts).map((page) => [page.path, page])),
)

/**
 * The page of the post list at `path` (blogListPages), or undefined. Each list page's data hook asks for
 * its own page: at 1,000 posts, splitting the whole list again for each of its 165 pages cost about 1 ms
 * a page.
 */
export function blogListPageAt(posts: readonly BlogPost[], path: string): BlogListPage | undefined {
  return pagesByPath(posts).get(path)
}
