// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { blogListPath } from '@content/schemas/blog.ts'
import { getBlogPosts } from '@content/loaders/blog.ts'
import { blogListPageAt, categoriesWithPosts } from './blogListPages.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** One page of the post list (+route.ts) and the categories to link to. */
export function data(pageContext: PageContextServer) {
  const posts = getBlogPosts()
  const list = blogListPageAt(posts, pageContext.urlPathname)
  if (!list) throw new Error(`${pageContext.urlPathname}: no such page of the blog list`)
  const categories = categoriesWithPosts(posts).map((name) => ({ name, path: blogListPath(name) }))
  return { list, categories }
}
