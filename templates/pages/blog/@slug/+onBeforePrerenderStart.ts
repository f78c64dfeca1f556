// https://vike.dev/onBeforePrerenderStart
import { blogPath } from '@content/schemas/blog.ts'
import { getBlogPosts } from '@content/loaders/blog.ts'

/** One page per markdown file in the blog folder. */
export function onBeforePrerenderStart(): string[] {
  return getBlogPosts().map((post) => blogPath(post.slug))
}
