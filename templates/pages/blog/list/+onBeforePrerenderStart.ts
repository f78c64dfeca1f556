// https://vike.dev/onBeforePrerenderStart
import { getBlogPosts } from '@content/loaders/blog.ts'
import { blogListPages } from './blogListPages.ts'

/** Every page of /blog and of each category's list. */
export function onBeforePrerenderStart(): string[] {
  return blogListPages(getBlogPosts()).map((list) => list.path)
}
